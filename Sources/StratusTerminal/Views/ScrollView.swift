/// Content taller (or wider) than the box, scrolled by the wheel, PageUp/PageDown and by focus moving inside.
///
/// The scroll position is kept per view across re-renders. A thumb on the right edge shows where the viewport is
/// when the content overflows.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: ScrollAxes
    let showsIndicator: Bool
    let fitsViewportFirst: Bool
    let content: Content

    /// A scroll view along `axes` (vertical by default, as in Nimbus' Swift and Compose libraries); the thumb on
    /// the right edge is drawn when `showsIndicator` and the content overflows.
    ///
    /// With `fitsViewportFirst` (a screen's content), a vertical scroll view lays its content out in the viewport
    /// first, where `.expand` fills it and lazy lists stay lazy, and scrolls only when the content does not fit;
    /// otherwise the scrolled axis is unbounded and `.expand` along it behaves like `.fit`.
    public init(_ axes: ScrollAxes = .vertical, showsIndicator: Bool = true, fitsViewportFirst: Bool = false,
                @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicator = showsIndicator
        self.fitsViewportFirst = fitsViewportFirst
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let identity = context.nextScrollIdentity()
        let state = context.graph.scrollState(for: identity)
        let outer = context.stackAxis
        context.stackAxis = axes == .horizontal ? .horizontal : .vertical
        defer { context.stackAxis = outer }
        let inner = resolveSingle(content, in: context)
        let node = BoxDescription(.scroll(axes, state), children: [inner])
        node.scrollIdentity = identity
        state.showsIndicator = showsIndicator
        state.fitsViewportFirst = fitsViewportFirst
        return [node]
    }
}

/// A list whose rows are built only when they scroll into view, so its cost does not grow with its length.
///
/// Rows are views made on demand by `row(index)`. Only the visible ones are laid out and drawn.
public struct LazyStack<Row: View>: View, PrimitiveView {
    let axis: Axis
    let count: Int
    let spacing: Int
    let row: (Int) -> Row

    /// A lazy list of `count` rows along `axis`.
    public init(_ axis: Axis = .vertical, count: Int, spacing: Int = 0, row: @escaping (Int) -> Row) {
        self.axis = axis
        self.count = count
        self.spacing = spacing
        self.row = row
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let identity = context.nextScrollIdentity()
        let state = context.graph.scrollState(for: identity)
        let make = row
        let graph = context.graph, owner = context.ownerID, resolver = context.hostResolver, axis = self.axis, spacing = self.spacing
        let list = LazyList(axis: axis, count: count, scroll: state) { index in
            // Each row gets its own context so identities inside rows do not depend on which rows were built.
            let rowContext = ResolveContext(graph: graph, ownerID: "\(owner)[\(index)]")
            rowContext.hostResolver = resolver
            rowContext.stackAxis = axis
            let node = resolveSingle(make(index), in: rowContext)
            if spacing > 0 {
                if axis == .vertical { node.margin.bottom += spacing } else { node.margin.trailing += spacing }
            }
            return node
        }
        let node = BoxDescription(.lazy(list))
        node.scrollIdentity = identity
        return [node]
    }
}
