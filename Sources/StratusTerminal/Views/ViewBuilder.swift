/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder` does: several views, `if`, `if/else`,
/// `switch` and `for` loops.
@resultBuilder
public enum ViewBuilder {
    /// No view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// One view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// Several views, one after the other.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> { OptionalView(content: content) }
    /// The first branch of an `if/else` or `switch`.
    public static func buildEither<First: View, Second: View>(first: First) -> EitherView<First, Second> { EitherView(storage: .first(first)) }
    /// The second branch of an `if/else` or `switch`.
    public static func buildEither<First: View, Second: View>(second: Second) -> EitherView<First, Second> { EitherView(storage: .second(second)) }
    /// A `for` loop.
    public static func buildArray<Content: View>(_ components: [Content]) -> ForEach<[Content], Content> {
        ForEach(components) { $0 }
    }
    /// `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views one after the other (what a `ViewBuilder` block with more than one view makes).
public struct TupleView<each Content: View>: View, PrimitiveView {
    let content: (repeat each Content)
    /// The views, in order.
    public init(_ content: repeat each Content) { self.content = (repeat each content) }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        var nodes: [BoxDescription] = []
        for view in repeat each content { resolveView(view, appendingTo: &nodes, in: context) }
        return nodes
    }
}

/// A view or nothing (an `if` without `else`).
public struct OptionalView<Content: View>: View, PrimitiveView {
    let content: Content?
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        content.map { resolveView($0, in: context) } ?? []
    }
}

/// One of two views (an `if/else`).
public struct EitherView<First: View, Second: View>: View, PrimitiveView {
    enum Storage { case first(First), second(Second) }
    let storage: Storage
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        switch storage {
        case .first(let view): return resolveView(view, in: context)
        case .second(let view): return resolveView(view, in: context)
        }
    }
}

/// Nothing.
public struct EmptyView: View, PrimitiveView {
    /// Nothing.
    public init() {}
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { [] }
}

/// One view per element of a collection.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View, PrimitiveView {
    let data: Data
    let content: (Data.Element) -> Content
    /// A view for each element of `data`, in order.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        // By index rather than `flatMap` or `for in`: iterating a collection of a type met for the first time makes
        // the Swift runtime look its iterator's conformances up, each first look-up a search of every conformance
        // record of the program.
        var boxes: [BoxDescription] = []
        // Room for a box an element: grown as it fills, the boxes of a row of four were copied three times.
        boxes.reserveCapacity(data.count)
        var index = data.startIndex
        while index != data.endIndex {
            resolveView(content(data[index]), appendingTo: &boxes, in: context)
            data.formIndex(after: &index)
        }
        return boxes
    }
}

/// Views grouped without a container: their boxes go straight into the enclosing stack.
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    /// The views built by `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { resolveView(content, in: context) }
}

/// A type-erased view: what `@Children` gives, and how a component returns views of different types.
public struct AnyView: View, PrimitiveView {
    /// What the view is.
    private enum Erased {
        /// A child node in its parent's view (`NodeView`), kept without a function made for it: a screen's nodes
        /// but its root are each one.
        case node(Node)
        /// Any other view, resolved by the function.
        case view((inout _ViewResolution) -> Void)
    }

    private let erased: Erased

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let other = view as? AnyView {
            erased = other.erased
        } else {
            erased = .view { resolution in resolve(view, into: &resolution) }
        }
    }

    /// The view of a child node: `AnyView(NodeView(node: node))`.
    init(node: Node) { erased = .node(node) }

    /// Primitive.
    public var body: Never { neverBody() }

    /// Resolves the erased view into `resolution`.
    public func _resolve(into resolution: inout _ViewResolution) -> Bool {
        switch erased {
        case .node(let node): return NodeView(node: node)._resolve(into: &resolution)
        case .view(let resolveErased):
            resolveErased(&resolution)
            return true
        }
    }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] { resolveView(self, in: context) }
}
