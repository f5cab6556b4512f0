/// The second half of layout: where each child goes once the box's own size is known.
extension RenderNode {
    /// Sets every child's `origin` inside this box, given the inner (content) size.
    func arrangeChildren(inner: Size) {
        let chrome = chromeInsets
        switch content {
        case .stack(let axis):
            arrangeStack(axis: axis, inner: inner, chrome: chrome)
        case .none, .host:
            arrangeStack(axis: .vertical, inner: inner, chrome: chrome)
        case .flow(let axis):
            arrangeFlow(axis: axis, inner: inner, chrome: chrome)
        case .overlay:
            for child in children {
                let outer = child.lastResult
                let placed = child.placementSource
                let x = Self.aligned(step: placed.alignment.horizontalStep, free: inner.width - outer.width)
                let y = Self.aligned(step: placed.alignment.verticalStep, free: inner.height - outer.height)
                child.origin = Point(x: chrome.leading + x + placed.offset.x + child.margin.leading,
                                     y: chrome.top + y + placed.offset.y + child.margin.top)
            }
        case .scroll(_, let state):
            state.viewport = inner
            state.y = max(0, min(state.y, state.contentSize.height - inner.height))
            state.x = max(0, min(state.x, state.contentSize.width - inner.width))
            var y = 0
            for child in children {
                child.origin = Point(x: chrome.leading + child.margin.leading, y: chrome.top + y + child.margin.top)
                y += child.lastResult.height
            }
        case .lazy(let list):
            for (index, position) in list.visible {
                let row = list.row(index, parent: self)
                row.origin = list.axis == .vertical
                    ? Point(x: chrome.leading + row.margin.leading, y: chrome.top + position + row.margin.top)
                    : Point(x: chrome.leading + position + row.margin.leading, y: chrome.top + row.margin.top)
            }
        case .text, .spacer, .rule, .canvas:
            break
        }
    }

    /// The box whose placement counts: a node's host passes it through to the node's own box.
    var placementSource: RenderNode {
        var node = self
        while !node.hasPlacement, node.children.count == 1, case .host = node.content { node = node.children[0] }
        return node
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
    private func arrangeStack(axis: Axis, inner: Size, chrome: EdgeInsets) {
        let vertical = axis == .vertical
        let crossAxis: Axis = vertical ? .horizontal : .vertical
        let mainUnit = vertical ? CellMetrics.pointsPerRow : CellMetrics.pointsPerColumn
        let crossUnit = vertical ? CellMetrics.pointsPerColumn : CellMetrics.pointsPerRow
        let innerMain = innerPointLength(along: axis, cells: vertical ? inner.height : inner.width)
        let innerCross = innerPointLength(along: crossAxis, cells: vertical ? inner.width : inner.height)
        // Outer lengths (margins included) in points.
        let lengths = children.map { child in
            child.pointLength(along: axis) + Double(vertical ? child.margin.vertical : child.margin.horizontal) * mainUnit
        }
        let gapPoints = Double(spacing) * mainUnit
        let count = children.count
        let free = max(0, innerMain - lengths.reduce(0, +) - gapPoints * Double(max(0, count - 1)))
        var position: Double
        var gap = gapPoints
        switch mainAxisAlignment {
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
        for (index, child) in children.enumerated() {
            let leadingMargin = Double(vertical ? child.margin.top : child.margin.leading) * mainUnit
            let start = position + leadingMargin
            let (mainStart, mainLength) = Self.snapped(start: start, length: child.pointLength(along: axis), unit: mainUnit)
            if mainLength != (vertical ? child.size.height : child.size.width), child.exactPointLength(along: axis) != nil {
                child.resize(along: axis, to: mainLength)
            }
            var cross = 0
            if crossAxisAlignment == .stretch, child.effectiveDimension(along: crossAxis) != .expand {
                let stretched = max(0, (vertical ? inner.width : inner.height) - (vertical ? child.margin.horizontal : child.margin.vertical))
                if vertical { child.size.width = stretched } else { child.size.height = stretched }
                child.arrangeChildren(inner: Size(width: max(0, child.size.width - child.chromeInsets.horizontal),
                                                  height: max(0, child.size.height - child.chromeInsets.vertical)))
            } else if crossAxisAlignment == .center || crossAxisAlignment == .end {
                let crossMargins = Double(vertical ? child.margin.horizontal : child.margin.vertical) * crossUnit
                let room = max(0, innerCross - child.pointLength(along: crossAxis) - crossMargins)
                let leading = Double(vertical ? child.margin.leading : child.margin.top) * crossUnit
                let (crossStart, crossLength) = Self.snapped(start: (crossAxisAlignment == .center ? room / 2 : room) + leading,
                                                             length: child.pointLength(along: crossAxis), unit: crossUnit)
                if crossLength != (vertical ? child.size.width : child.size.height), child.exactPointLength(along: crossAxis) != nil {
                    child.resize(along: crossAxis, to: crossLength)
                }
                cross = crossStart - (vertical ? child.margin.leading : child.margin.top)
            }
            child.origin = vertical
                ? Point(x: chrome.leading + cross + child.margin.leading, y: chrome.top + mainStart)
                : Point(x: chrome.leading + mainStart, y: chrome.top + cross + child.margin.top)
            position += lengths[index] + gap
        }
    }

    /// The inner length along `axis` in points: exact when the box has a fixed Nimbus length, else the cells'.
    private func innerPointLength(along axis: Axis, cells: Int) -> Double {
        let unit = axis == .horizontal ? CellMetrics.pointsPerColumn : CellMetrics.pointsPerRow
        let chromeCells = axis == .horizontal ? chromeInsets.horizontal : chromeInsets.vertical
        let outer = pointLength(along: axis)
        guard outer != Double(axis == .horizontal ? size.width : size.height) * unit else { return Double(cells) * unit }
        return max(0, outer - Double(chromeCells) * unit)
    }

    /// The first cell and the number of cells of a span in points, each edge snapped to the nearest boundary.
    private static func snapped(start: Double, length: Double, unit: Double) -> (start: Int, length: Int) {
        let first = CellMetrics.snap(start, per: unit)
        return (first, max(0, CellMetrics.snap(start + length, per: unit) - first))
    }

    private func arrangeFlow(axis: Axis, inner: Size, chrome: EdgeInsets) {
        let horizontal = axis == .horizontal
        let mainLimit = horizontal ? inner.width : inner.height
        var main = 0, cross = 0, lineCross = 0
        for child in children {
            let outer = child.lastResult
            let length = horizontal ? outer.width : outer.height
            if main > 0, main + spacing + length > mainLimit {
                cross += lineCross
                main = 0
                lineCross = 0
            }
            if main > 0 { main += spacing }
            child.origin = horizontal
                ? Point(x: chrome.leading + main + child.margin.leading, y: chrome.top + cross + child.margin.top)
                : Point(x: chrome.leading + cross + child.margin.leading, y: chrome.top + main + child.margin.top)
            main += length
            lineCross = max(lineCross, horizontal ? outer.height : outer.width)
        }
    }
}
