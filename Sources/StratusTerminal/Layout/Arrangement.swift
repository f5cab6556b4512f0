/// The second half of layout: where each child goes once the box's own size is known.
extension FrameTable {
    /// Sets the `origin` of every child of `box` (whose frame is `frame`), given the inner (content) size.
    func arrangeChildren(of box: BoxDescription, _ frame: NodeFrame, inner: Size) {
        arrangementsMade &+= 1
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
        case .scroll:
            // The viewport bounds the scroll position (`NodeFrame.scrollOffset(of:)`); the position is not written.
            frame.viewport = inner
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
    ///
    /// Most stacks start at their start and hold only cell-sized children: every edge of theirs already lies on a
    /// cell boundary, so they are placed in cells and nothing is snapped.
    private func arrangeStack(_ box: BoxDescription, _ frame: NodeFrame, axis: Axis, inner: Size, chrome: EdgeInsets) {
        let vertical = axis == .vertical
        let crossAxis: Axis = vertical ? .horizontal : .vertical
        let crossAxisAlignment = box.crossAxisAlignment
        let pass = frame.stackPass
        if let pass {
            defer { pass.rearranging = nil }
            // Only children that kept their length, and their margins of none, were laid out again (`layoutStack`):
            // in a stack placed cell by cell from its start, every child keeps its place; stretched across, those
            // laid out again are stretched again (the others kept their width).
            if let changed = pass.rearranging, pass.arrangedIn == inner,
               !changed.contains(where: { exactPointLength(of: $0, self.frame(of: $0), along: axis) != nil }) {
                if crossAxisAlignment == .stretch {
                    for child in changed { stretch(child, self.frame(of: child), across: crossAxis, inner: inner) }
                }
                return
            }
        }
        let children = box.children
        let crossUnit = vertical ? CellMetrics.pointsPerColumn : CellMetrics.pointsPerRow
        var points = box.mainAxisAlignment == .start
            && !children.contains(where: { exactPointLength(of: $0, self.frame(of: $0), along: axis) != nil })
            ? nil : StackPointPlacement(self, box, frame, axis: axis, inner: inner)
        var cellPosition = 0
        let innerCross = crossAxisAlignment == .center || crossAxisAlignment == .end
            ? innerPointLength(of: box, frame, along: crossAxis, cells: vertical ? inner.width : inner.height) : 0
        pass?.arrangedIn = points == nil && (crossAxisAlignment == .start || crossAxisAlignment == .stretch) ? inner : nil
        // Whether each child starts where the one before it ended or further on (`StackPass.inOrder`).
        var inOrder = pass != nil, previousEnd = Int.min
        for (index, child) in children.enumerated() {
            let childFrame = self.frame(of: child)
            if child.isPresented {
                // Placed over the screen (`PlacedBoxes`), not in the stack.
                childFrame.origin = Point(x: chrome.leading + child.margin.leading, y: chrome.top + child.margin.top)
                inOrder = false
                continue
            }
            defer {
                if inOrder {
                    let start = vertical ? childFrame.origin.y : childFrame.origin.x
                    inOrder = start >= previousEnd
                    previousEnd = start + (vertical ? childFrame.size.height : childFrame.size.width)
                }
            }
            let leadingMargin = vertical ? child.margin.top : child.margin.leading
            let mainStart: Int
            if let (start, length, exact) = points?.place(index, leadingMargin: leadingMargin) {
                mainStart = start
                if length != (vertical ? childFrame.size.height : childFrame.size.width), exact {
                    resize(child, childFrame, along: axis, to: length)
                }
            } else {
                // As `CellMetrics.snap` would give for these whole cells (which caps positions, as here).
                mainStart = max(-100_000, min(cellPosition + leadingMargin, 100_000))
                cellPosition += (vertical ? childFrame.size.height + child.margin.vertical
                                          : childFrame.size.width + child.margin.horizontal) + box.spacing
            }
            var cross = 0
            if crossAxisAlignment == .stretch {
                stretch(child, childFrame, across: crossAxis, inner: inner)
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
        }
        pass?.inOrder = inOrder
    }

    /// Gives `child` of a stack that stretches its children across `crossAxis` the stack's inner length there
    /// (`inner`, its margins taken off) and places its children again inside; a child expanding across has it already.
    private func stretch(_ child: BoxDescription, _ childFrame: NodeFrame, across crossAxis: Axis, inner: Size) {
        guard effectiveDimension(of: child, along: crossAxis) != .expand else { return }
        let vertical = crossAxis == .horizontal
        let stretched = max(0, (vertical ? inner.width : inner.height) - (vertical ? child.margin.horizontal : child.margin.vertical))
        if vertical { childFrame.size.width = stretched } else { childFrame.size.height = stretched }
        arrangeChildren(of: child, childFrame, inner: Size(width: max(0, childFrame.size.width - child.chromeInsets.horizontal),
                                                           height: max(0, childFrame.size.height - child.chromeInsets.vertical)))
    }

    /// The inner length of `box` along `axis` in points: exact when the box has a fixed Nimbus length, else the
    /// cells'.
    fileprivate func innerPointLength(of box: BoxDescription, _ frame: NodeFrame, along axis: Axis, cells: Int) -> Double {
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
    fileprivate static func snapped(start: Double, length: Double, unit: Double) -> (start: Int, length: Int) {
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

/// Where a stack's children go along its axis when some have a fixed Nimbus length or the stack does not start
/// at its start: in points, each edge snapped to the nearest cell boundary, one child after the other.
private struct StackPointPlacement {
    /// One child along the axis: its exact length (nil for a cell-sized child), found once, as a child's frame
    /// along the axis does not change before it is placed; its border box length in points (the exact one when
    /// there is one); and that length with its margins.
    private struct Child {
        let exactLength: Double?
        let length: Double
        let outerLength: Double
    }

    /// The children, in order (one list rather than one per measure: a layout makes one of these for every
    /// stack with a fixed length inside, and each list is an allocation).
    private let children: [Child]
    private let unit: Double
    private var position: Double
    private var gap: Double

    init(_ table: FrameTable, _ box: BoxDescription, _ frame: NodeFrame, axis: Axis, inner: Size) {
        let boxes = box.children
        let vertical = axis == .vertical
        let unit = vertical ? CellMetrics.pointsPerRow : CellMetrics.pointsPerColumn
        var children: [Child] = []
        children.reserveCapacity(boxes.count)
        var presented = 0, outerTotal = 0.0
        for child in boxes {
            let childFrame = table.frame(of: child)
            // A box presented over the screen takes no room in the stack.
            if child.isPresented {
                presented += 1
                children.append(Child(exactLength: nil, length: 0, outerLength: 0))
                continue
            }
            let exact = table.exactPointLength(of: child, childFrame, along: axis)
            let length = exact ?? Double(vertical ? childFrame.size.height : childFrame.size.width) * unit
            let outer = length + Double(vertical ? child.margin.vertical : child.margin.horizontal) * unit
            outerTotal += outer
            children.append(Child(exactLength: exact, length: length, outerLength: outer))
        }
        let gapPoints = Double(box.spacing) * unit
        let count = boxes.count - presented
        // The free space along the axis (only the alignments other than start read it).
        var free: Double {
            let innerMain = table.innerPointLength(of: box, frame, along: axis, cells: vertical ? inner.height : inner.width)
            return max(0, innerMain - outerTotal - gapPoints * Double(max(0, count - 1)))
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
            let share = count > 0 ? free / Double(count) : 0
            position = share / 2
            gap += share
        case .spaceEvenly:
            let share = free / Double(count + 1)
            position = share
            gap += share
        }
        (self.children, self.unit, self.position, self.gap) = (children, unit, position, gap)
    }

    /// The snapped first cell and length of child `index` (whose leading margin is `leadingMargin` cells), and
    /// whether its length is an exact one; moves on to the next child.
    mutating func place(_ index: Int, leadingMargin: Int) -> (start: Int, length: Int, exact: Bool) {
        let child = children[index]
        let (start, length) = FrameTable.snapped(start: position + Double(leadingMargin) * unit, length: child.length, unit: unit)
        position += child.outerLength + gap
        return (start, length, child.exactLength != nil)
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
