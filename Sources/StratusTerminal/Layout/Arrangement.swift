/// The second half of layout: where each child goes once the box's own size is known.
extension FrameTable {
    /// Sets the `origin` of every child of `box` (whose frame is `frame`), given the inner (content) size.
    func arrangeChildren(of box: BoxDescription, _ frame: NodeFrame, inner: Size) {
        let chrome = box.chromeInsets
        if let axis = box.stackAxis {
            arrangeStack(box, frame, axis: axis, inner: inner, chrome: chrome)
            return
        }
        switch box.content {
        case .stack(let axis):
            arrangeStack(box, frame, axis: axis, inner: inner, chrome: chrome)
        case .none, .host:
            arrangeStack(box, frame, axis: .vertical, inner: inner, chrome: chrome)
        case .flow(let axis):
            arrangeFlow(box, axis: axis, inner: inner, chrome: chrome)
        case .overlay:
            for child in box.children {
                let childFrame = self.frame(of: child)
                let outer = childFrame.result
                let placed = child.placementSource
                let x = Self.aligned(step: placed.alignment.horizontalStep, free: inner.width - outer.width)
                let y = Self.aligned(step: placed.alignment.verticalStep, free: inner.height - outer.height)
                childFrame.origin = Point(x: chrome.leading + x + placed.offset.x + child.margin.leading,
                                          y: chrome.top + y + placed.offset.y + child.margin.top)
            }
        case .scroll(_, let state):
            frame.viewport = inner
            state.y = max(0, min(state.y, frame.contentSize.height - inner.height))
            state.x = max(0, min(state.x, frame.contentSize.width - inner.width))
            var y = 0
            for child in box.children {
                let childFrame = self.frame(of: child)
                childFrame.origin = Point(x: chrome.leading + child.margin.leading, y: chrome.top + y + child.margin.top)
                y += childFrame.result.height
            }
        case .lazy(let list):
            guard let rows = frame.lazyRows else { break }
            for (index, position) in rows.onScreen {
                let row = rows.row(index)
                self.frame(of: row).origin = list.axis == .vertical
                    ? Point(x: chrome.leading + row.margin.leading, y: chrome.top + position + row.margin.top)
                    : Point(x: chrome.leading + position + row.margin.leading, y: chrome.top + row.margin.top)
            }
        case .text, .spacer, .rule, .canvas:
            break
        }
    }

    private static func aligned(step: Int, free: Int) -> Int {
        switch step {
        case 1: return max(0, free) / 2
        case 2: return max(0, free)
        default: return 0
        }
    }

    /// Places a stack's children in points and snaps each edge to the nearest cell boundary (Docs/Components.md):
    /// fixed Nimbus sizes keep their exact length in points, so gaps from `end`, `center` and `space*` do not add up
    /// rounding errors, and a child's cells are whatever lies between its two snapped edges.
    private func arrangeStack(_ box: BoxDescription, _ frame: NodeFrame, axis: Axis, inner: Size, chrome: EdgeInsets) {
        let children = box.children
        let childFrames = children.map { self.frame(of: $0) }
        let vertical = axis == .vertical
        let crossAxis: Axis = vertical ? .horizontal : .vertical
        let mainUnit = vertical ? CellMetrics.pointsPerRow : CellMetrics.pointsPerColumn
        let crossUnit = vertical ? CellMetrics.pointsPerColumn : CellMetrics.pointsPerRow
        // Each child's exact length along the axis (nil for most: cell-sized children), found once: a child's frame
        // along the axis does not change before the loop below places it.
        let exactLengths = zip(children, childFrames).map { child, childFrame in
            exactPointLength(of: child, childFrame, along: axis)
        }
        // The border box's length in points, the exact one when there is one.
        func lengthAlongAxis(_ index: Int) -> Double {
            exactLengths[index] ?? Double(vertical ? childFrames[index].size.height : childFrames[index].size.width) * mainUnit
        }
        // Outer lengths (margins included) in points.
        let lengths = children.indices.map { index in
            lengthAlongAxis(index) + Double(vertical ? children[index].margin.vertical : children[index].margin.horizontal) * mainUnit
        }
        let gapPoints = Double(box.spacing) * mainUnit
        let count = children.count
        // The free space along the axis (only the alignments other than start read it).
        var free: Double {
            let innerMain = innerPointLength(of: box, frame, along: axis, cells: vertical ? inner.height : inner.width)
            return max(0, innerMain - lengths.reduce(0, +) - gapPoints * Double(max(0, count - 1)))
        }
        var position: Double
        var gap = gapPoints
        switch box.mainAxisAlignment {
        case .start: position = 0
        case .end: position = free
        case .center: position = free / 2
        case .spaceBetween:
            position = 0
            if count > 1 { gap += free / Double(count - 1) }
        case .spaceAround:
            let unit = count > 0 ? free / Double(count) : 0
            position = unit / 2
            gap += unit
        case .spaceEvenly:
            let unit = free / Double(count + 1)
            position = unit
            gap += unit
        }
        let crossAxisAlignment = box.crossAxisAlignment
        let innerCross = crossAxisAlignment == .center || crossAxisAlignment == .end
            ? innerPointLength(of: box, frame, along: crossAxis, cells: vertical ? inner.width : inner.height) : 0
        for (index, child) in children.enumerated() {
            let childFrame = childFrames[index]
            let leadingMargin = Double(vertical ? child.margin.top : child.margin.leading) * mainUnit
            let start = position + leadingMargin
            let (mainStart, mainLength) = Self.snapped(start: start, length: lengthAlongAxis(index), unit: mainUnit)
            if mainLength != (vertical ? childFrame.size.height : childFrame.size.width), exactLengths[index] != nil {
                resize(child, childFrame, along: axis, to: mainLength)
            }
            var cross = 0
            if crossAxisAlignment == .stretch, effectiveDimension(of: child, along: crossAxis) != .expand {
                let stretched = max(0, (vertical ? inner.width : inner.height) - (vertical ? child.margin.horizontal : child.margin.vertical))
                if vertical { childFrame.size.width = stretched } else { childFrame.size.height = stretched }
                arrangeChildren(of: child, childFrame, inner: Size(width: max(0, childFrame.size.width - child.chromeInsets.horizontal),
                                                                   height: max(0, childFrame.size.height - child.chromeInsets.vertical)))
            } else if crossAxisAlignment == .center || crossAxisAlignment == .end {
                let crossMargins = Double(vertical ? child.margin.horizontal : child.margin.vertical) * crossUnit
                let crossPoints = pointLength(of: child, childFrame, along: crossAxis)
                let room = max(0, innerCross - crossPoints - crossMargins)
                let leading = Double(vertical ? child.margin.leading : child.margin.top) * crossUnit
                let (crossStart, crossLength) = Self.snapped(start: (crossAxisAlignment == .center ? room / 2 : room) + leading,
                                                             length: crossPoints, unit: crossUnit)
                if crossLength != (vertical ? childFrame.size.width : childFrame.size.height),
                   exactPointLength(of: child, childFrame, along: crossAxis) != nil {
                    resize(child, childFrame, along: crossAxis, to: crossLength)
                }
                cross = crossStart - (vertical ? child.margin.leading : child.margin.top)
            }
            childFrame.origin = vertical
                ? Point(x: chrome.leading + cross + child.margin.leading, y: chrome.top + mainStart)
                : Point(x: chrome.leading + mainStart, y: chrome.top + cross + child.margin.top)
            position += lengths[index] + gap
        }
    }

    /// The inner length of `box` along `axis` in points: exact when the box has a fixed Nimbus length, else the
    /// cells'.
    private func innerPointLength(of box: BoxDescription, _ frame: NodeFrame, along axis: Axis, cells: Int) -> Double {
        let unit = axis == .horizontal ? CellMetrics.pointsPerColumn : CellMetrics.pointsPerRow
        let chromeCells = axis == .horizontal ? box.chromeInsets.horizontal : box.chromeInsets.vertical
        let outer = pointLength(of: box, frame, along: axis)
        guard outer != Double(axis == .horizontal ? frame.size.width : frame.size.height) * unit else { return Double(cells) * unit }
        return max(0, outer - Double(chromeCells) * unit)
    }

    /// The border box's length along `axis` in points: the exact Nimbus length of a fixed size (or, for a host, of
    /// the box it stands for) when it still agrees with the laid-out cells, else the cells' length.
    func pointLength(of box: BoxDescription, _ frame: NodeFrame, along axis: Axis) -> Double {
        exactPointLength(of: box, frame, along: axis)
            ?? Double(axis == .horizontal ? frame.size.width : frame.size.height) * CellMetrics.points(along: axis)
    }

    /// The exact length in points along `axis`, when the box has one.
    func exactPointLength(of box: BoxDescription, _ frame: NodeFrame, along axis: Axis) -> Double? {
        let cells = axis == .horizontal ? frame.size.width : frame.size.height
        let unit = CellMetrics.points(along: axis)
        if box.isHost, box.children.count == 1, box.chromeInsets == .zero {
            let child = box.children[0]
            let childFrame = self.frame(of: child)
            let margins = axis == .horizontal ? child.margin.horizontal : child.margin.vertical
            guard let inner = exactPointLength(of: child, childFrame, along: axis),
                  (axis == .horizontal ? childFrame.size.width : childFrame.size.height) + margins == cells else { return nil }
            return inner + Double(margins) * unit
        }
        guard let points = axis == .horizontal ? box.pointWidth : box.pointHeight,
              case .fixed(let fixed) = box.dimension(along: axis),
              fixed == cells, abs(points / unit - Double(cells)) <= 1 else { return nil }
        return points
    }

    /// Gives the border box of `box` `cells` along `axis` (a host passes the change to the box it stands for) and
    /// places the children again inside the new size.
    func resize(_ box: BoxDescription, _ frame: NodeFrame, along axis: Axis, to cells: Int) {
        if axis == .horizontal { frame.size.width = cells } else { frame.size.height = cells }
        if box.isHost, box.children.count == 1 {
            let child = box.children[0]
            resize(child, self.frame(of: child), along: axis,
                   to: max(0, cells - (axis == .horizontal ? child.margin.horizontal : child.margin.vertical)))
        }
        arrangeChildren(of: box, frame, inner: Size(width: max(0, frame.size.width - box.chromeInsets.horizontal),
                                                    height: max(0, frame.size.height - box.chromeInsets.vertical)))
    }

    /// The first cell and the number of cells of a span in points, each edge snapped to the nearest boundary.
    private static func snapped(start: Double, length: Double, unit: Double) -> (start: Int, length: Int) {
        let first = CellMetrics.snap(start, per: unit)
        return (first, max(0, CellMetrics.snap(start + length, per: unit) - first))
    }

    private func arrangeFlow(_ box: BoxDescription, axis: Axis, inner: Size, chrome: EdgeInsets) {
        let horizontal = axis == .horizontal
        let spacing = box.spacing
        let mainLimit = horizontal ? inner.width : inner.height
        var main = 0, cross = 0, lineCross = 0
        for child in box.children {
            let childFrame = self.frame(of: child)
            let outer = childFrame.result
            let length = horizontal ? outer.width : outer.height
            if main > 0, main + spacing + length > mainLimit {
                cross += lineCross
                main = 0
                lineCross = 0
            }
            if main > 0 { main += spacing }
            childFrame.origin = horizontal
                ? Point(x: chrome.leading + main + child.margin.leading, y: chrome.top + cross + child.margin.top)
                : Point(x: chrome.leading + cross + child.margin.leading, y: chrome.top + main + child.margin.top)
            main += length
            lineCross = max(lineCross, horizontal ? outer.height : outer.width)
        }
    }
}

extension BoxDescription {
    /// The box whose placement counts: a node's host passes it through to the node's own box.
    var placementSource: BoxDescription {
        var node = self
        while !node.hasPlacement, node.children.count == 1, node.isHost { node = node.children[0] }
        return node
    }
}
