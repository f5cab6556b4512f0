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
        for view in repeat each content { nodes += resolveView(view, in: context) }
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
        var index = data.startIndex
        while index != data.endIndex {
            boxes += resolveView(content(data[index]), in: context)
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
    let make: (ResolveContext) -> [BoxDescription]
    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            make = erased.make
        } else {
            make = { context in resolveView(view, in: context) }
        }
    }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { make(context) }
}
