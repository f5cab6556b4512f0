/// `layout:column` and `layout:row`: children along an axis with flex alignment, no spacing (nimbus-spec 6).
struct FlexContainer: View {
    let axis: Axis
    let box: BoxStyle
    let mainAxisAlignment: MainAxisAlignment
    let crossAxisAlignment: CrossAxisAlignment
    let children: [AnyComponent]

    init(axis: Axis, map: PropertyMap, children: [AnyComponent]) {
        self.axis = axis
        box = BoxStyle(map)
        mainAxisAlignment = map.enumValue("mainAxisAlignment") ?? .start
        crossAxisAlignment = map.enumValue("crossAxisAlignment") ?? .start
        self.children = children
    }

    var body: some View {
        Stack(axis, mainAxisAlignment: mainAxisAlignment, crossAxisAlignment: crossAxisAlignment) {
            ForEach(children.indices) { children[$0] }
        }
        .boxStyle(box)
    }
}

/// `layout:flowRow` and `layout:flowColumn`: children wrapping into new lines when the line is full.
struct FlowContainer: View {
    let axis: Axis
    let box: BoxStyle
    let children: [AnyComponent]

    var body: some View {
        Flow(axis) { ForEach(children.indices) { children[$0] } }.boxStyle(box)
    }
}

/// `layout:lazyColumn` and `layout:lazyRow`: a scrolling list whose rows are built and laid out only when visible.
///
/// Each child is a row, and each item of a `forEach` directly inside: the core builds a row's nodes when the list
/// asks for it (`ComponentElement.row(at:)`), so a list of a million items costs what its visible rows cost.
struct LazyContainer: View {
    let axis: Axis
    let box: BoxStyle
    let element: ComponentElement

    var body: some View {
        let element = self.element, axis = self.axis
        return LazyStack(axis, count: element.rowCount) { index in
            let views = element.row(at: index)
            // A row whose template renders several nodes keeps them along the list's axis.
            return views.count == 1 ? views[0] : AnyComponent(Stack(axis) { ForEach(views.indices) { views[$0] } })
        }.boxStyle(box)
    }
}

/// `layout:stack`: children on top of each other, each placed by its `layout:positioned` alignment and offset.
struct OverlayContainer: View {
    let box: BoxStyle
    let children: [AnyComponent]

    var body: some View {
        ZStack { ForEach(children.indices) { children[$0] } }.boxStyle(box)
    }
}

/// `layout:positioned`: a child of a stack, placed by alignment then moved by x/y points.
struct PositionedBox: View {
    let box: BoxStyle
    let alignment: Alignment
    let x: Int
    let y: Int
    let children: [AnyComponent]

    init(map: PropertyMap, children: [AnyComponent]) {
        box = BoxStyle(map)
        alignment = map.enumValue("alignment") ?? .topStart
        x = CellMetrics.columns(map.double("x") ?? 0)
        y = CellMetrics.rows(map.double("y") ?? 0)
        self.children = children
    }

    var body: some View {
        VStack { ForEach(children.indices) { children[$0] } }
            .boxStyle(box)
            .placement(alignment, x: x, y: y)
    }
}

/// `layout:scrollView`: its content scrolls vertically (the default), horizontally or both.
struct ScrollContainer: View {
    let axes: ScrollAxes
    let showsIndicator: Bool
    let box: BoxStyle
    let children: [AnyComponent]

    var body: some View {
        ScrollView(axes, showsIndicator: showsIndicator) { VStack { ForEach(children.indices) { children[$0] } } }.boxStyle(box)
    }
}
