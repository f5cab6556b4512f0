/// A view changed by a modifier: its box gets padding, a border, colors, a size, focus or key handling.
///
/// Modifiers apply in order, like SwiftUI's: `.padding(1).border()` draws the border around the padding, while
/// `.border().padding(1)` puts the space outside the border. When a modifier cannot be merged into the box
/// without changing that meaning, the box is wrapped in a new one.
public struct ModifiedView<Content: View>: View, SingleBoxView {
    let content: Content
    let modify: (BoxDescription, ResolveContext) -> BoxDescription

    init(_ content: Content, modify: @escaping (BoxDescription, ResolveContext) -> BoxDescription) {
        self.content = content
        self.modify = modify
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNode(in context: ResolveContext) -> BoxDescription {
        modify(resolveSingle(content, in: context), context)
    }
}

extension View {
    /// Applies `change` to this view's box.
    func modified(_ change: @escaping (BoxDescription, ResolveContext) -> BoxDescription) -> ModifiedView<Self> {
        ModifiedView(self, modify: change)
    }
}

extension BoxDescription {
    /// This box, or a new box around it when `canMerge` is false.
    func wrapped(unless canMerge: Bool) -> BoxDescription {
        if canMerge { return self }
        let wrapper = BoxDescription(.none, children: [self])
        // The wrapper keeps the child's flexibility so that expanding views stay expanding.
        return wrapper
    }

    /// True when nothing drawn around the content would end up inside new padding.
    var acceptsPadding: Bool { border == nil && background == nil && margin == .zero }
}
