/// The direction of a container component, chosen where it is registered: `FlexContainer<Vertical>` is
/// `layout:column`, `FlexContainer<Horizontal>` is `layout:row`.
protocol AxisDirection: Sendable {
    static var axis: Axis { get }
}

/// Children top to bottom.
enum Vertical: AxisDirection { static var axis: Axis { .vertical } }
/// Children left to right.
enum Horizontal: AxisDirection { static var axis: Axis { .horizontal } }

/// `layout:column` and `layout:row`: children along an axis with flex alignment, no spacing (Docs/Nimbus.md §6).
/// Its properties alone make it, besides its children: the rows of a forEach decode each column once
/// (``TemplateDecoded``).
struct FlexContainer<Direction: AxisDirection>: TemplateDecoded {
    let box: BoxStyle
    let mainAxisAlignment: MainAxisAlignment
    let crossAxisAlignment: CrossAxisAlignment
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        box = try BoxStyle(from: decoder, properties: properties)
        let members = decoder.stratusMemberNames
        mainAxisAlignment = try properties.decode(MainAxisAlignment.self, forKey: "mainAxisAlignment", default: .start,
                                                  members: members)
        crossAxisAlignment = try properties.decode(CrossAxisAlignment.self, forKey: "crossAxisAlignment",
                                                   default: .start, members: members)
        _children = try ChildViews(from: decoder)
    }

    func reused(for node: Node?, properties: JSONObject, children: [AnyComponent]) -> Self {
        var value = self
        value.children = children
        return value
    }

    var body: some View {
        let children = self.children
        return Stack(Direction.axis, mainAxisAlignment: mainAxisAlignment, crossAxisAlignment: crossAxisAlignment) {
            ForEach(children.indices) { children[$0] }
        }
        .boxStyle(box)
    }
}

/// `layout:flowRow` and `layout:flowColumn`: children wrapping into new lines when the line is full.
struct FlowContainer<Direction: AxisDirection>: View, Decodable {
    let box: BoxStyle
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        box = try BoxStyle(from: decoder)
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return Flow(Direction.axis) { ForEach(children.indices) { children[$0] } }.boxStyle(box)
    }
}

/// `layout:lazyColumn` and `layout:lazyRow`: a scrolling list whose rows are built and laid out only when visible.
///
/// Each child is a row, and each item of a `forEach` directly inside: the core builds a row's nodes when the list
/// asks for it (``LazyChildren``), so a list of a million items costs what its visible rows cost. A list with no
/// rows (its forEach has no items, say a search matched nothing) shows its `emptyText`, dimmed.
struct LazyListContainer<Direction: AxisDirection>: LazyContainer {
    let box: BoxStyle
    /// Shown when the list has no rows; empty: nothing is shown.
    let emptyText: String
    let rows: LazyChildren

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        emptyText = try properties.decode(String.self, forKey: "emptyText", default: "No results")
        box = try BoxStyle(from: decoder, properties: properties)
        rows = try LazyChildren(from: decoder)
    }

    var body: some View {
        let rows = self.rows, axis = Direction.axis, count = rows.count
        let list = LazyStack(axis, count: count) { index in
            let views = rows.row(at: index)
            // A row whose template renders several nodes keeps them along the list's axis.
            return views.count == 1 ? views[0] : AnyComponent(Stack(axis) { ForEach(views.indices) { views[$0] } })
        }
        // The empty text replaces the (empty) list inside the same box, so the screen around it keeps its shape.
        let shown = count == 0 && !emptyText.isEmpty ? AnyComponent(Text(emptyText).dim()) : AnyComponent(list)
        return shown.boxStyle(box)
    }
}

/// `layout:stack`: children on top of each other, each placed by its `layout:positioned` alignment and offset.
struct OverlayContainer: View, Decodable {
    let box: BoxStyle
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        box = try BoxStyle(from: decoder)
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return ZStack { ForEach(children.indices) { children[$0] } }.boxStyle(box)
    }
}

/// `layout:positioned`: a child of a stack, placed by alignment then moved by x/y points.
struct PositionedBox: View, Decodable {
    let box: BoxStyle
    let alignment: Alignment
    let x: Int
    let y: Int
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        box = try BoxStyle(from: decoder, properties: properties)
        alignment = try properties.decode(Alignment.self, forKey: "alignment", default: .topStart)
        x = CellMetrics.columns(try properties.decode(Double.self, forKey: "x", default: 0))
        y = CellMetrics.rows(try properties.decode(Double.self, forKey: "y", default: 0))
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return VStack { ForEach(children.indices) { children[$0] } }
            .boxStyle(box)
            .placement(alignment, x: x, y: y)
    }
}

/// `layout:scrollView`: its content scrolls vertically (the default), horizontally or both.
///
/// With `"lazy": true` its children are rows, as in `layout:lazyColumn` (`layout:lazyRow` when horizontal): a
/// `forEach` directly inside builds only the rows in view (Docs/LazyLists.md).
struct ScrollContainer: LazyContainer {
    let axes: ScrollAxes
    let showsIndicator: Bool
    let isLazy: Bool
    let box: BoxStyle
    @ChildViews var children: [AnyComponent]
    let rows: LazyChildren

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        axes = try properties.decode(ScrollAxes.self, forKey: "direction", default: .vertical)
        showsIndicator = try properties.decode(Bool.self, forKey: "scrollIndicator", default: true)
        isLazy = try properties.decode(Bool.self, forKey: "lazy", default: false)
        box = try BoxStyle(from: decoder, properties: properties)
        _children = try ChildViews(from: decoder)
        rows = try LazyChildren(from: decoder)
    }

    static func buildsChildrenLazily(given properties: JSONObject) -> Bool {
        properties["lazy"].flatMap(NimbusCoercion.bool) ?? false
    }

    var body: some View {
        let children = self.children, rows = self.rows, lazy = isLazy && rows.isLazy
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let content = lazy
            ? AnyComponent(LazyStack(axis, count: rows.count, showsIndicator: showsIndicator) { index in
                let views = rows.row(at: index)
                return views.count == 1 ? views[0] : AnyComponent(Stack(axis) { ForEach(views.indices) { views[$0] } })
            })
            : AnyComponent(ScrollView(axes, showsIndicator: showsIndicator) { VStack { ForEach(children.indices) { children[$0] } } })
        return content.boxStyle(box)
    }
}

/// `fragment`: a column laid out top-left with no styling (Docs/Nimbus.md §5.3), also every screen's root.
struct Fragment: View, Decodable {
    @ChildViews var children: [AnyComponent]
    /// Its synthesized keys are plain (see `View._plainCodingKeys`): every screen's root is a fragment.
    static var _plainCodingKeys: (any CodingKey.Type)? { CodingKeys.self }

    var body: some View {
        let children = self.children
        return VStack { ForEach(children.indices) { children[$0] } }
    }
}
