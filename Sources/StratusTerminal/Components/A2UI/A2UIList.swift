/// `a2ui:List`: its children (a template's items, usually) one after another, down (`vertical`, the default)
/// or across (`horizontal`), lined up by `align`. A vertical list scrolls when it is taller than its room.
///
/// A list written with `"lazy": true` (a long template, Docs/A2UI.md "Long lists") is a ``LazyContainer``: its
/// rows are the items of the `forEach` it holds, built when they show, as in `layout:lazyColumn`.
struct A2UIList: LazyContainer {
    enum Direction: String, CaseIterable, Decodable { case vertical, horizontal }

    let direction: Direction
    let align: A2UIAlign
    @ChildViews var children: [AnyComponent]
    let rows: LazyChildren

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        direction = try properties.decode(Direction.self, forKey: "direction", default: .vertical)
        align = try properties.decode(A2UIAlign.self, forKey: "align", default: .stretch)
        _ = try properties.decode(Bool.self, forKey: "lazy", default: false)
        properties.ignore("childWeights")
        A2UICommon.ignoreShared(in: properties)
        _children = try ChildViews(from: decoder)
        rows = try LazyChildren(from: decoder)
    }

    /// Lazy when written `"lazy": true`.
    static func buildsChildrenLazily(given properties: JSONObject) -> Bool {
        properties["lazy"] == .bool(true)
    }

    var body: some View {
        let children = self.children, rows = self.rows
        let axis: Axis = direction == .horizontal ? .horizontal : .vertical
        let spacing = axis == .horizontal ? 1 : 0
        guard rows.isLazy else {
            return AnyComponent(Stack(axis, crossAxisAlignment: align.crossAxisAlignment, spacing: spacing) {
                ForEach(children.indices) { children[$0] }
            })
        }
        let list = LazyStack(axis, count: rows.count, spacing: spacing) { index in
            let views = rows.row(at: index)
            return views.count == 1 ? views[0] : AnyComponent(Stack(axis) { ForEach(views.indices) { views[$0] } })
        }
        // Down, its width does not follow the rows that happen to show: it takes its room, its scroll bar at the edge.
        return axis == .vertical ? AnyComponent(list.frame(width: .expand)) : AnyComponent(list)
    }
}

/// `a2ui:Card`: its child in a rounded frame, one cell of room on each side.
struct A2UICard: View, Decodable {
    @ChildViews var children: [AnyComponent]

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        A2UICommon.ignoreShared(in: properties)
        _children = try ChildViews(from: decoder)
    }

    var body: some View {
        let children = self.children
        return VStack(alignment: .stretch) { ForEach(children.indices) { children[$0] } }
            .padding(EdgeInsets(leading: 1, trailing: 1))
            .border(.rounded, color: Color.gray)
    }
}

/// `a2ui:Divider`: a line across its parent (`horizontal`, the default) or down it (`vertical`, in a row).
struct A2UIDivider: View, Decodable {
    enum Axis: String, CaseIterable, Decodable { case horizontal, vertical }

    let axis: Axis

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        axis = try properties.decode(Axis.self, forKey: "axis", default: .horizontal)
        A2UICommon.ignoreShared(in: properties)
    }

    var body: some View {
        // A Divider draws across a column and down a row whatever it is asked; `axis` only says which the agent meant.
        Divider(horizontal: "─", vertical: "│", color: Color.gray)
    }
}
