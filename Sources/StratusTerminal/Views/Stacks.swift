/// Children one above the other. `spacing` rows between them (0 by default).
public struct VStack<Content: View>: View, SingleBoxView {
    let alignment: CrossAxisAlignment
    let spacing: Int
    let content: Content

    /// A vertical stack; `alignment` places children horizontally.
    public init(alignment: CrossAxisAlignment = .start, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNode(in context: ResolveContext) -> BoxDescription {
        Stack(.vertical, crossAxisAlignment: alignment, spacing: spacing) { content }.makeNode(in: context)
    }
}

/// Children side by side. `spacing` columns between them (1 by default, so words do not run together).
public struct HStack<Content: View>: View, SingleBoxView {
    let alignment: CrossAxisAlignment
    let spacing: Int
    let content: Content

    /// A horizontal stack; `alignment` places children vertically.
    public init(alignment: CrossAxisAlignment = .start, spacing: Int = 1, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNode(in context: ResolveContext) -> BoxDescription {
        Stack(.horizontal, crossAxisAlignment: alignment, spacing: spacing) { content }.makeNode(in: context)
    }
}

/// A stack along either axis with flex alignment on both axes: what `layout:row` and `layout:column` use.
public struct Stack<Content: View>: View, SingleBoxView {
    let axis: Axis
    let mainAxisAlignment: MainAxisAlignment
    let crossAxisAlignment: CrossAxisAlignment
    let spacing: Int
    let content: Content

    /// A stack along `axis`; `mainAxisAlignment` spreads children along it when there is room left.
    public init(_ axis: Axis, mainAxisAlignment: MainAxisAlignment = .start, crossAxisAlignment: CrossAxisAlignment = .start,
                spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.mainAxisAlignment = mainAxisAlignment
        self.crossAxisAlignment = crossAxisAlignment
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNode(in context: ResolveContext) -> BoxDescription {
        let outer = context.stackAxis
        context.stackAxis = axis
        defer { context.stackAxis = outer }
        let node = BoxDescription(.stack(axis), children: resolveView(content, in: context))
        node.mainAxisAlignment = mainAxisAlignment
        node.crossAxisAlignment = crossAxisAlignment
        node.spacing = spacing
        return node
    }
}

/// Children placed along an axis, wrapping to a new line when the line is full (`layout:flowRow`).
public struct Flow<Content: View>: View, PrimitiveView {
    let axis: Axis
    let spacing: Int
    let content: Content

    /// A flow along `axis` with `spacing` cells between items.
    public init(_ axis: Axis = .horizontal, spacing: Int = 0, @ViewBuilder content: () -> Content) {
        self.axis = axis
        self.spacing = spacing
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let node = BoxDescription(.flow(axis), children: resolveView(content, in: context))
        node.spacing = spacing
        return [node]
    }
}

/// Children on top of each other, later ones above; each placed by `alignment` unless it sets its own with
/// `.placement(_:x:y:)`.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    /// An overlay of the views built by `content`.
    public init(alignment: Alignment = .topStart, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let children = resolveView(content, in: context)
        for child in children where !child.placementSource.hasPlacement { child.placementSource.alignment = alignment }
        return [BoxDescription(.overlay, children: children)]
    }
}

/// Flexible empty space: in a stack it takes the room left along the stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: Int
    /// A spacer at least `minLength` cells long.
    public init(minLength: Int = 0) { self.minLength = minLength }
    /// Primitive.
    public var body: Never { neverBody() }
    func makeNodes(in context: ResolveContext) -> [BoxDescription] { [BoxDescription(.spacer(minLength: minLength))] }
}

/// A line across the stack it is in: `─` in a vertical stack, `│` in a horizontal one; dimmed unless it has a
/// color of its own.
public struct Divider: View, PrimitiveView {
    let horizontal: String
    let vertical: String
    let label: String
    let color: Color?

    /// A divider, drawn with `character` when given.
    public init(character: String? = nil) {
        self.init(horizontal: character ?? "─", vertical: character ?? "│")
    }

    /// A divider drawn with `horizontal` in a vertical stack and `vertical` in a horizontal one, in `color`
    /// (dimmed when nil), with `label` in bold two cells into a horizontal line.
    public init(horizontal: String, vertical: String, label: String = "", color: Color? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.label = label
        self.color = color
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let axis: Axis = context.stackAxis == .vertical ? .horizontal : .vertical
        let node = BoxDescription(.rule(RuleLine(axis: axis, horizontal: horizontal, vertical: vertical, label: label)))
        if let color { node.style.foreground = color } else { node.style.attributes = [.dim] }
        return [node]
    }
}

/// An area whose cells a painting draws: for widgets that draw cells themselves (gauges, charts).
///
/// A width or height of nil takes all the space offered along that axis.
public struct Canvas: View, PrimitiveView {
    let width: Int?
    let height: Int?
    let animated: Bool
    let painting: any CellPainting

    /// A canvas of the given size that `painting` draws into the rectangle layout gives it.
    /// An `animated` canvas is redrawn about ten times a second (use `PaintContext.tick`).
    public init(width: Int? = nil, height: Int? = 1, animated: Bool = false, painting: some CellPainting) {
        self.width = width
        self.height = height
        self.animated = animated
        self.painting = painting
    }

    /// A canvas of the given size; `draw` paints into the buffer inside the rectangle it is given (a painting
    /// written as a function, for small one-off canvases).
    /// An `animated` canvas is redrawn about ten times a second (use `PaintContext.tick`).
    public init(width: Int? = nil, height: Int? = 1, animated: Bool = false,
                draw: @escaping (inout CellBuffer, Rect, PaintContext) -> Void) {
        self.init(width: width, height: height, animated: animated, painting: PaintFunction(draw: draw))
    }

    /// Primitive.
    public var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let node = BoxDescription(.canvas(Size(width: width ?? -1, height: height ?? -1), painting))
        node.animated = animated
        return [node]
    }
}
