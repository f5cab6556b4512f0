/// A view changed by a modifier: its box gets padding, a border, colors, a size, focus or key handling.
///
/// Modifiers apply in order, like SwiftUI's: `.padding(1).border()` draws the border around the padding, while
/// `.border().padding(1)` puts the space outside the border. When a modifier cannot be merged into the box
/// without changing that meaning, the box is wrapped in a new one.
public struct ModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let modify: (RenderNode, ResolveContext) -> RenderNode

    init(_ content: Content, modify: @escaping (RenderNode, ResolveContext) -> RenderNode) {
        self.content = content
        self.modify = modify
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [RenderNode] {
        [modify(resolveSingle(content, in: context), context)]
    }
}

extension View {
    /// Applies `change` to this view's box.
    func modified(_ change: @escaping (RenderNode, ResolveContext) -> RenderNode) -> ModifiedView<Self> {
        ModifiedView(self, modify: change)
    }
}

extension RenderNode {
    /// This box, or a new box around it when `canMerge` is false.
    func wrapped(unless canMerge: Bool) -> RenderNode {
        if canMerge { return self }
        let wrapper = RenderNode(.none, children: [self])
        // The wrapper keeps the child's flexibility so that expanding views stay expanding.
        return wrapper
    }

    /// True when nothing drawn around the content would end up inside new padding.
    var acceptsPadding: Bool { border == nil && background == nil && margin == .zero }
}
