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
        let scrolling = Scrolling(axes: axes, showsIndicator: showsIndicator, fitsViewportFirst: fitsViewportFirst)
        let node = BoxDescription(.scroll(scrolling, state), children: [inner])
        node.scrollIdentity = identity
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
    let showsIndicator: Bool
    let row: (Int) -> Row

    /// A lazy list of `count` rows along `axis`; a vertical list with more rows than lines shows a scroll bar in
    /// its last column when `showsIndicator`.
    public init(_ axis: Axis = .vertical, count: Int, spacing: Int = 0, showsIndicator: Bool = true,
                row: @escaping (Int) -> Row) {
        self.axis = axis
        self.count = count
        self.spacing = spacing
        self.showsIndicator = showsIndicator
        self.row = row
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let identity = context.nextScrollIdentity()
        let state = context.graph.scrollState(for: identity)
        let rows = ViewRows(row: row, graph: context.graph, ownerID: context.ownerID, hostResolver: context.hostResolver,
                            axis: axis, spacing: spacing)
        let node = BoxDescription(.lazy(LazyList(axis: axis, count: count, showsIndicator: showsIndicator, scroll: state, rows: rows)))
        node.scrollIdentity = identity
        return [node]
    }
}

/// The rows of a `LazyStack`: each described from the view its `row` function makes, when layout asks for it.
private struct ViewRows<Row: View>: RowDescribing {
    let row: (Int) -> Row
    let graph: ViewGraph
    /// The node the list belongs to; each row resolves as `owner[index]`.
    let ownerID: String
    let hostResolver: ((Node) -> BoxDescription)?
    let axis: Axis
    let spacing: Int

    func describeRow(at index: Int) -> BoxDescription {
        // Each row gets its own context so identities inside rows do not depend on which rows were built.
        let context = ResolveContext(graph: graph, ownerID: "\(ownerID)[\(index)]")
        context.hostResolver = hostResolver
        context.stackAxis = axis
        let node = resolveSingle(row(index), in: context)
        if spacing > 0 {
            if axis == .vertical { node.margin.bottom += spacing } else { node.margin.trailing += spacing }
        }
        return node
    }
}
