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

    private func arrangeStack(axis: Axis, inner: Size, chrome: EdgeInsets) {
        let vertical = axis == .vertical
        let innerMain = vertical ? inner.height : inner.width
        let innerCross = vertical ? inner.width : inner.height
        let lengths = children.map { vertical ? $0.lastResult.height : $0.lastResult.width }
        let used = lengths.reduce(0, +) + spacing * max(0, children.count - 1)
        let free = max(0, innerMain - used)
        var position: Int
        var gap = spacing
        var leftover = 0
        let count = children.count
        switch mainAxisAlignment {
        case .start: position = 0
        case .end: position = free
        case .center: position = free / 2
        case .spaceBetween:
            position = 0
            if count > 1 { gap += free / (count - 1); leftover = free % (count - 1) }
        case .spaceAround:
            let unit = count > 0 ? free / count : 0
            position = unit / 2
            gap += unit
        case .spaceEvenly:
            let unit = free / (count + 1)
            position = unit
            gap += unit
        }
        for (index, child) in children.enumerated() {
            let outerCross = vertical ? child.lastResult.width : child.lastResult.height
            var cross = 0
            if crossAxisAlignment == .stretch, child.effectiveDimension(along: vertical ? .horizontal : .vertical) != .expand {
                let stretched = max(0, innerCross - (vertical ? child.margin.horizontal : child.margin.vertical))
                if vertical { child.size.width = stretched } else { child.size.height = stretched }
                child.arrangeChildren(inner: Size(width: max(0, child.size.width - child.chromeInsets.horizontal),
                                                  height: max(0, child.size.height - child.chromeInsets.vertical)))
            } else {
                switch crossAxisAlignment {
                case .center: cross = max(0, innerCross - outerCross) / 2
                case .end: cross = max(0, innerCross - outerCross)
                default: cross = 0
                }
            }
            child.origin = vertical
                ? Point(x: chrome.leading + cross + child.margin.leading, y: chrome.top + position + child.margin.top)
                : Point(x: chrome.leading + position + child.margin.leading, y: chrome.top + cross + child.margin.top)
            position += lengths[index] + gap
            if leftover > 0 { position += 1; leftover -= 1 }
        }
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
