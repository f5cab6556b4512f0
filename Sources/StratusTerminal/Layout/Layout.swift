/// The layout pass: sizes and offsets, computed once per proposal and memoized.
///
/// Rules (documented for screen authors in Docs/Components.md):
/// - A box's size is its border box (padding and border inside, margin outside).
/// - `.fixed(n)` is exactly n cells (clamped to min/max and to the space offered); `.expand` takes all the space
///   offered; `.fit` is the content's size, at most what is offered. A fit container with an expanding child
///   expands along that axis, as in SwiftUI.
/// - In a stack, children that do not expand along the main axis are laid out first, in order, each offered what
///   is left; expanding children then share the rest equally (the first ones get the odd cells).
/// - Cross-axis `.expand` (and `crossAxisAlignment: stretch`) fills the stack's inner cross size.
/// - Inside a scroll view, the scrolled axis is unbounded and `.expand` along it behaves like `.fit`.
///
/// Results go into the table, keyed by box: descriptions are only read.
extension FrameTable {
    /// A length standing for "no limit" (scroll content).
    static let unbounded = 1 << 24

    /// Lays `box` out in `available` (margins included); returns the size it takes, margins included.
    @discardableResult
    func layout(_ box: BoxDescription, in available: Size) -> Size {
        let frame = self.frame(of: box)
        layoutsAsked &+= 1
        if frame.revision == box.revision, frame.proposal == available { return frame.result }
        layoutsComputed += 1
        let result = computeLayout(box, frame, available)
        frame.proposal = available
        frame.result = result
        frame.revision = box.revision
        return result
    }

    /// The sizing rule of `box` along `axis` once children are taken into account: a fit container with an
    /// expanding child expands; a spacer expands along its stack.
    func effectiveDimension(of box: BoxDescription, along axis: Axis) -> Dimension {
        let frame = self.frame(of: box)
        if frame.flexRevision == box.revision, let cached = frame.flex {
            return axis == .horizontal ? cached.horizontal : cached.vertical
        }
        if frame.flex != nil, box.children.count >= StackPass.minimumChildren,
           let both = dimensionsAfterChildrenChanged(of: box, frame) {
            frame.flex = both
            frame.flexRevision = box.revision
            return axis == .horizontal ? both.horizontal : both.vertical
        }
        let both = (horizontal: computeEffectiveDimension(of: box, along: .horizontal),
                    vertical: computeEffectiveDimension(of: box, along: .vertical))
        frame.flex = both
        frame.flexRevision = box.revision
        return axis == .horizontal ? both.horizontal : both.vertical
    }

    @inline(__always)
    private func computeEffectiveDimension(of box: BoxDescription, along axis: Axis) -> Dimension {
        let own = box.dimension(along: axis)
        guard case .fit = own else { return own }
        // Stacks, plain boxes and hosts (most boxes) answer without matching the content, which would copy it.
        if let stackAxis = box.stackAxis {
            return containerDimension(of: box, along: axis, row: stackAxis == .horizontal && axis == .vertical)
        }
        switch box.content {
        case .spacer:
            if case .stack(let parentAxis)? = box.parent?.content, parentAxis == axis { return .expand }
            if case .none? = box.parent?.content, axis == .vertical { return .expand }
            return .fit
        case .host, .none, .stack, .overlay, .flow:
            let row: Bool
            if case .stack(.horizontal) = box.content { row = axis == .vertical } else { row = false }
            return containerDimension(of: box, along: axis, row: row)
        case .rule(let line):
            return box.ruleAxis(described: line.axis) == axis ? .expand : .fit
        case .canvas(let natural, _):
            // Without a length of its own a canvas takes the room left, shared like any expanding box, so the
            // boxes after it in a stack keep theirs.
            return (axis == .horizontal ? natural.width : natural.height) < 0 ? .expand : .fit
        default:
            return .fit
        }
    }

    /// A container without a length of its own expands when a child does; `row` is true for the height of a
    /// horizontal stack, where a vertical line is as tall as the rest of the row (`layoutStack`), not a reason to grow.
    private func containerDimension(of box: BoxDescription, along axis: Axis, row: Bool) -> Dimension {
        for child in box.children where effectiveDimension(of: child, along: axis) == .expand {
            if row, child.isVerticalRule { continue }
            return .expand
        }
        return .fit
    }

    /// The sizing rules of a long stack where only some children changed since they were found (`frame.flex`): a
    /// fit that no changed child makes expand stays fit, without asking the others. Nil when what changed is not
    /// known. (Apart from `effectiveDimension`, which layout calls for every box, so that it stays small.)
    @inline(never)
    private func dimensionsAfterChildrenChanged(of box: BoxDescription, _ frame: NodeFrame) -> (horizontal: Dimension, vertical: Dimension)? {
        guard let stackAxis = box.stackAxis, let cached = frame.flex, cached.horizontal == .fit || cached.vertical == .fit,
              let changed = box.childrenChanged(since: frame.flexRevision) else { return nil }
        func dimension(_ old: Dimension, along axis: Axis) -> Dimension {
            guard old == .fit, box.dimension(along: axis) == .fit else { return computeEffectiveDimension(of: box, along: axis) }
            let row = stackAxis == .horizontal && axis == .vertical
            return changed.contains { effectiveDimension(of: $0, along: axis) == .expand && !(row && $0.isVerticalRule) } ? .expand : .fit
        }
        return (dimension(cached.horizontal, along: .horizontal), dimension(cached.vertical, along: .vertical))
    }

    private func computeLayout(_ box: BoxDescription, _ frame: NodeFrame, _ available: Size) -> Size {
        let chrome = box.chromeInsets
        let margin = box.margin
        let limits = box.sizeLimits
        let (minWidth, maxWidth, minHeight, maxHeight) = (limits.minWidth, limits.maxWidth, limits.minHeight, limits.maxHeight)
        let boxAvailable = Size(width: max(0, available.width - margin.horizontal),
                                height: max(0, available.height - margin.vertical))
        let horizontal = resolve(effectiveDimension(of: box, along: .horizontal), available: boxAvailable.width,
                                 minimum: minWidth, maximum: maxWidth)
        let vertical = resolve(effectiveDimension(of: box, along: .vertical), available: boxAvailable.height,
                               minimum: minHeight, maximum: maxHeight)
        let innerLimit = Size(width: max(0, (horizontal.exact ?? horizontal.limit) - chrome.horizontal),
                              height: max(0, (vertical.exact ?? vertical.limit) - chrome.vertical))
        let exactInner = (horizontal.exact.map { max(0, $0 - chrome.horizontal) },
                          vertical.exact.map { max(0, $0 - chrome.vertical) })
        let contentSize = layoutContent(box, frame, limit: innerLimit, exactWidth: exactInner.0, exactHeight: exactInner.1)
        func finish(_ exact: Int?, _ content: Int, _ chromeLength: Int, _ minimum: Int?, _ maximum: Int?, _ limit: Int) -> Int {
            if let exact { return exact }
            var length = content + chromeLength
            if let maximum { length = min(length, maximum) }
            if let minimum { length = max(length, minimum) }
            return min(length, limit)
        }
        let size = Size(width: finish(horizontal.exact, contentSize.width, chrome.horizontal, minWidth, maxWidth, boxAvailable.width),
                        height: finish(vertical.exact, contentSize.height, chrome.vertical, minHeight, maxHeight, boxAvailable.height))
        frame.size = size
        frame.cutShortVertically = boxAvailable.height < FrameTable.unbounded
            && wantedHeight(of: box, content: contentSize.height) > size.height
        arrangeChildren(of: box, frame, inner: Size(width: max(0, size.width - chrome.horizontal),
                                                   height: max(0, size.height - chrome.vertical)))
        return Size(width: size.width + margin.horizontal, height: size.height + margin.vertical)
    }

    /// The height the box would take with room enough: a fixed height, else its content and chrome (scroll views
    /// and lazy lists want no more than they get: they scroll).
    private func wantedHeight(of box: BoxDescription, content: Int) -> Int {
        if box.isScrolling { return 0 }
        if case .fixed(let length) = effectiveDimension(of: box, along: .vertical) { return length }
        return max(content + box.chromeInsets.vertical, box.minHeight ?? 0)
    }

    /// True when `box`, or a box inside it, got less height on the last layout than it wanted (scroll views and
    /// lazy lists do not count, nor what is inside them: they scroll).
    func isCutShortVertically(_ box: BoxDescription) -> Bool {
        if frame(of: box).cutShortVertically { return true }
        if box.isScrolling { return false }
        return box.children.contains(where: isCutShortVertically)
    }

    /// The viewport length of the nearest scroll view around `box` along `axis`, from its last layout (a
    /// screenful, 24 lines or 80 columns, before the first).
    private func enclosingScrollViewport(of box: BoxDescription, along axis: Axis) -> Int {
        var node = box.parent
        while let current = node {
            if case .scroll = current.content {
                let viewport = frame(of: current).viewport
                let length = axis == .vertical ? viewport.height : viewport.width
                if length > 0, length < FrameTable.unbounded { return length }
            }
            node = current.parent
        }
        return axis == .vertical ? 24 : 80
    }

    /// The box length along one axis: exact when fixed or expanding into a bounded space, else a limit.
    private func resolve(_ dimension: Dimension, available: Int, minimum: Int?, maximum: Int?) -> (exact: Int?, limit: Int) {
        func clamp(_ value: Int) -> Int {
            var value = value
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return min(value, available)
        }
        switch dimension {
        case .fixed(let length): return (max(0, clamp(length)), available)
        // What is left of an unbounded length (a margin or the boxes before taken off) is still unbounded.
        case .expand where available < FrameTable.unbounded / 2: return (clamp(available), available)
        default: return (nil, min(available, maximum ?? available))
        }
    }

    /// Lays out the content in the inner area; returns the content's natural size.
    private func layoutContent(_ box: BoxDescription, _ frame: NodeFrame, limit: Size, exactWidth: Int?, exactHeight: Int?) -> Size {
        if let axis = box.stackAxis {
            return layoutStack(box, frame, axis: axis, limit: limit, exactWidth: exactWidth, exactHeight: exactHeight)
        }
        let children = box.children
        switch box.content {
        case .text(let block):
            let width = frame.wrap(block, width: exactWidth ?? limit.width)
            return Size(width: width, height: frame.lineCount)
        case .stack(let axis):
            return layoutStack(box, frame, axis: axis, limit: limit, exactWidth: exactWidth, exactHeight: exactHeight)
        case .none, .host:
            return layoutStack(box, frame, axis: .vertical, limit: limit, exactWidth: exactWidth, exactHeight: exactHeight)
        case .flow(let axis):
            return layoutFlow(box, axis: axis, limit: Size(width: exactWidth ?? limit.width, height: exactHeight ?? limit.height))
        case .overlay:
            var natural = Size.zero
            let offered = Size(width: exactWidth ?? limit.width, height: exactHeight ?? limit.height)
            for child in children {
                let outer = layout(child, in: offered)
                natural.width = max(natural.width, outer.width)
                natural.height = max(natural.height, outer.height)
            }
            return natural
        case .scroll(let scrolling, _):
            let axes = scrolling.axes
            let offered = Size(width: axes == .vertical ? (exactWidth ?? limit.width) : FrameTable.unbounded,
                               height: axes == .horizontal ? (exactHeight ?? limit.height) : FrameTable.unbounded)
            func measure(_ offered: Size) -> Size {
                var natural = Size.zero
                for child in children {
                    let outer = layout(child, in: offered)
                    natural.width = max(natural.width, outer.width)
                    natural.height += outer.height
                }
                return natural
            }
            let viewport = exactHeight ?? limit.height
            let narrows = scrolling.showsIndicator && axes == .vertical && viewport > 1 && offered.width > 1
            // Laid out again in the same space because something inside changed (a key typed into a field above a
            // long column): content that overflowed last time is measured first as it ended then, unbounded and
            // one column narrower. When it still overflows, that is the layout, and every box inside that did not
            // change is offered what it was offered last time and keeps its frame; the passes below would each
            // offer it another size and lay every one of them out again.
            /// The content laid out unbounded and one column narrower, for the scroll bar, when it overflows so.
            func narrowed() -> Size? {
                let natural = measure(Size(width: offered.width - 1, height: offered.height))
                guard natural.height > viewport else { return nil }
                frame.contentSize = natural
                frame.narrowedIn = Size(width: offered.width, height: viewport)
                return Size(width: natural.width + 1, height: natural.height)
            }
            if narrows, frame.narrowedIn == Size(width: offered.width, height: viewport), let size = narrowed() { return size }
            frame.narrowedIn = nil
            if scrolling.fitsViewportFirst, axes == .vertical, viewport < FrameTable.unbounded {
                // A screen's own scroll: laid out in the viewport, where `.expand` fills it and lazy lists stay
                // lazy; only content cut short there is laid out again unbounded, and scrolls.
                let bounded = measure(Size(width: offered.width, height: viewport))
                if !children.contains(where: isCutShortVertically) {
                    frame.contentSize = bounded
                    return bounded
                }
                // Content cut short in the viewport overflows it: it is laid out one column narrower for the scroll
                // bar at once (measured at the whole width first, as below, every box inside would be laid out a
                // third time: a third of the first frame's layout of a column of 65,536 texts).
                if narrows, let size = narrowed() { return size }
            }
            var natural = measure(offered)
            // The thumb takes the last column: content that overflows downwards is laid out one column narrower so
            // that the thumb never covers it.
            if narrows, natural.height > viewport {
                natural = measure(Size(width: offered.width - 1, height: offered.height))
                frame.contentSize = natural
                frame.narrowedIn = Size(width: offered.width, height: viewport)
                return Size(width: natural.width + 1, height: natural.height)
            }
            frame.contentSize = natural
            return natural
        case .lazy(let list):
            return layoutLazy(box, lazyRows(of: box, list, frame: frame), frame, limit: Size(width: exactWidth ?? limit.width, height: exactHeight ?? limit.height))
        case .spacer(let minLength):
            return Size(width: minLength, height: minLength)
        case .rule:
            // One cell thick; along its axis it expands (`effectiveDimension`).
            return Size(width: 1, height: 1)
        case .canvas(let natural, _):
            return Size(width: natural.width < 0 ? (exactWidth ?? limit.width) : natural.width,
                        height: natural.height < 0 ? (exactHeight ?? limit.height) : natural.height)
        }
    }

    private func layoutStack(_ box: BoxDescription, _ frame: NodeFrame, axis: Axis, limit: Size, exactWidth: Int?,
                             exactHeight: Int?) -> Size {
        let children = box.children
        let spacing = box.spacing
        let mainLimit = axis == .vertical ? (exactHeight ?? limit.height) : (exactWidth ?? limit.width)
        let crossLimit = axis == .vertical ? (exactWidth ?? limit.width) : (exactHeight ?? limit.height)
        let bounded = mainLimit < FrameTable.unbounded
        if let pass = frame.stackPass {
            pass.rearranging = nil
            if !bounded, pass.isUniform, pass.matches(limit: limit, exactWidth: exactWidth, exactHeight: exactHeight),
               let size = layoutChangedChildren(of: box, pass, axis: axis, mainLimit: mainLimit, crossLimit: crossLimit) {
                return size
            }
        }
        let totalSpacing = spacing * max(0, children.count - children.count(where: \.isPresented) - 1)
        var used = 0
        var expanding: [BoxDescription] = []
        var crossNatural = 0
        // Vertical lines in a row: as tall as the row, which the other children decide.
        var lines: [(box: BoxDescription, width: Int)] = []
        func offer(_ main: Int) -> Size {
            axis == .vertical ? Size(width: crossLimit, height: main) : Size(width: main, height: crossLimit)
        }
        var presents = false
        for child in children {
            if child.isPresented {
                // It is presented over the screen (`PlacedBoxes`): laid out in the whole stack, it takes no room in it.
                layout(child, in: offer(mainLimit))
                presents = true
                continue
            }
            if bounded, effectiveDimension(of: child, along: axis) == .expand {
                expanding.append(child)
                continue
            }
            let outer = layout(child, in: offer(bounded ? max(0, mainLimit - used - totalSpacing) : mainLimit))
            used += axis == .vertical ? outer.height : outer.width
            if axis == .horizontal, child.isVerticalRule {
                lines.append((child, outer.width))
                continue
            }
            crossNatural = max(crossNatural, axis == .vertical ? outer.width : outer.height)
        }
        if !expanding.isEmpty {
            let remaining = max(0, mainLimit - used - totalSpacing)
            // Shares by weight (all 1 but where `layoutWeight` says otherwise); the cells rounding leaves go one
            // each to the first ones.
            let weights = expanding.map { max(1, $0.layoutWeight) }
            let total = weights.reduce(0, +)
            var extra = remaining - weights.reduce(0) { $0 + remaining * $1 / total }
            for (child, weight) in zip(expanding, weights) {
                let length = remaining * weight / total + (extra > 0 ? 1 : 0)
                extra = max(0, extra - 1)
                let outer = layout(child, in: offer(length))
                used += axis == .vertical ? outer.height : outer.width
                crossNatural = max(crossNatural, axis == .vertical ? outer.width : outer.height)
            }
        }
        for line in lines { layout(line.box, in: Size(width: line.width, height: exactHeight ?? crossNatural)) }
        if children.count >= StackPass.minimumChildren {
            let pass = frame.stackPass ?? StackPass()
            frame.stackPass = pass
            (pass.limit, pass.exactWidth, pass.exactHeight, pass.revision) = (limit, exactWidth, exactHeight, box.revision)
            (pass.used, pass.crossNatural) = (used, crossNatural)
            pass.isUniform = lines.isEmpty && expanding.isEmpty && !presents
        }
        let main = used + totalSpacing
        return axis == .vertical ? Size(width: crossNatural, height: main) : Size(width: main, height: crossNatural)
    }

    /// Lays out again only the children of a long stack that changed since `pass`, in the same unbounded space
    /// where every child is offered the same: their lengths are taken from the stack's and theirs added. Nil when
    /// that is not enough (what changed is not known, a changed child is presented over the screen or a line, or the longest across
    /// got shorter): the stack is then laid out whole. O(changed children).
    private func layoutChangedChildren(of box: BoxDescription, _ pass: StackPass, axis: Axis, mainLimit: Int,
                                       crossLimit: Int) -> Size? {
        guard let changed = box.childrenChanged(since: pass.revision) else { return nil }
        let offered = axis == .vertical ? Size(width: crossLimit, height: mainLimit) : Size(width: mainLimit, height: crossLimit)
        var used = pass.used, crossNatural = pass.crossNatural
        var sameLengths = true
        let stretches = box.crossAxisAlignment == .stretch
        for child in changed {
            if child.isPresented || (axis == .horizontal && child.isVerticalRule) { return nil }
            let childFrame = frame(of: child)
            // Offered the same as every other child last time (a child laid out in other space first is not).
            guard childFrame.proposal == offered else { return nil }
            let old = childFrame.result
            let (oldMain, oldCross) = axis == .vertical ? (old.height, old.width) : (old.width, old.height)
            // Without margins, before and after, a child of unchanged length keeps its place (`arrangeStack`); one
            // stretched across was given the stack's width there, which is given it again.
            let placedMain = axis == .vertical ? childFrame.size.height : childFrame.size.width
            let placedCross = axis == .vertical ? childFrame.size.width : childFrame.size.height
            if placedMain != oldMain || (placedCross != oldCross && !stretches) || child.margin != .zero { sameLengths = false }
            let new = layout(child, in: offered)
            let (newMain, newCross) = axis == .vertical ? (new.height, new.width) : (new.width, new.height)
            if newCross < oldCross, oldCross == crossNatural { return nil }
            used += newMain - oldMain
            crossNatural = max(crossNatural, newCross)
            if newMain != oldMain { sameLengths = false }
        }
        (pass.used, pass.crossNatural, pass.revision) = (used, crossNatural, box.revision)
        pass.rearranging = sameLengths ? changed : nil
        let main = used + box.spacing * max(0, box.children.count - 1)
        return axis == .vertical ? Size(width: crossNatural, height: main) : Size(width: main, height: crossNatural)
    }

    private func layoutFlow(_ box: BoxDescription, axis: Axis, limit: Size) -> Size {
        let spacing = box.spacing
        let mainLimit = axis == .horizontal ? limit.width : limit.height
        var lineMain = 0, lineCross = 0, crossUsed = 0, widest = 0
        for child in box.children {
            let outer = layout(child, in: limit)
            let main = axis == .horizontal ? outer.width : outer.height
            let cross = axis == .horizontal ? outer.height : outer.width
            if lineMain > 0, lineMain + spacing + main > mainLimit {
                crossUsed += lineCross
                widest = max(widest, lineMain)
                lineMain = 0
                lineCross = 0
            }
            lineMain += (lineMain > 0 ? spacing : 0) + main
            lineCross = max(lineCross, cross)
        }
        crossUsed += lineCross
        widest = max(widest, lineMain)
        return axis == .horizontal ? Size(width: widest, height: crossUsed) : Size(width: crossUsed, height: widest)
    }

    private func layoutLazy(_ box: BoxDescription, _ rows: LazyRows, _ frame: NodeFrame, limit: Size) -> Size {
        let list = rows.list
        let vertical = list.axis == .vertical
        var viewport = vertical ? limit.height : limit.width
        if viewport >= FrameTable.unbounded {
            // Inside a scroll view (a screen taller than the terminal) the list has no limit of its own: it takes
            // at most the height of the view around it, and scrolls, rather than building every row.
            viewport = enclosingScrollViewport(of: box, along: list.axis)
        }
        // The state is not written: the position shown is returned in `rows.first` and `rows.offset`.
        let asked = (first: list.scroll.firstIndex, offset: list.scroll.y)
        var (first, offset) = rows.startPosition
        first = max(0, min(first, list.count - 1))
        // A vertical list with more rows than lines shows a scroll bar in its last column; rows get the rest, so
        // the bar never covers them.
        rows.showsIndicator = vertical && list.showsIndicator && viewport < FrameTable.unbounded && list.count > viewport
            && limit.width > 2
        let barWidth = rows.showsIndicator ? 1 : 0
        let offered = vertical ? Size(width: limit.width - barWidth, height: FrameTable.unbounded)
                               : Size(width: FrameTable.unbounded, height: limit.height)
        func length(of index: Int) -> (Int, Int) {
            let outer = layout(rows.row(index), in: offered)
            return vertical ? (outer.height, outer.width) : (outer.width, outer.height)
        }
        // A long jump (wheel spinning, End) moves by whole rows using the average row length seen so far, so
        // the cost stays proportional to what is visible rather than to the distance.
        if list.count > 0, viewport < FrameTable.unbounded, abs(offset) > 2 * max(1, viewport) {
            let seen = rows.onScreen.compactMap { rows.built[$0.index].map { row in
                let result = self.frame(of: row).result
                return vertical ? result.height : result.width
            } }
            let average = max(1, seen.isEmpty ? 1 : seen.reduce(0, +) / seen.count)
            let skipped = offset / average
            let target = max(0, min(list.count - 1, first + skipped))
            offset -= (target - first) * average
            first = target
            if first == list.count - 1 || first == 0 { offset = max(0, min(offset, average - 1)) }
        }
        // Within the first row, the offset cannot pass its length.
        if list.count > 0 {
            while first < list.count - 1, offset >= length(of: first).0 {
                offset -= length(of: first).0
                first += 1
            }
            while offset < 0, first > 0 {
                first -= 1
                offset += length(of: first).0
            }
            offset = max(0, offset)
        }
        var visible: [(index: Int, position: Int)] = []
        // About as many rows as showed last time (a scroll moves them by a few): the list is not grown row by row.
        visible.reserveCapacity(rows.onScreen.count + 1)
        var position = -offset
        var cross = 0
        var index = first
        while index < list.count, position < viewport {
            let (main, rowCross) = length(of: index)
            visible.append((index, position))
            position += main
            cross = max(cross, rowCross)
            index += 1
        }
        // At the end of the list, pull earlier rows in rather than leave the viewport half empty: first what is
        // scrolled past of the first row (the last row asked for with an offset into it), then whole rows.
        while position < viewport, offset > 0, viewport < FrameTable.unbounded {
            let back = min(offset, viewport - position)
            offset -= back
            position += back
            visible = visible.map { ($0.index, $0.position + back) }
        }
        while position < viewport, first > 0, viewport < FrameTable.unbounded {
            let previous = first - 1
            let (main, _) = length(of: previous)
            if position + main > viewport && offset == 0 { break }
            first = previous
            offset = 0
            visible = visible.map { ($0.index, $0.position + main) }
            visible.insert((previous, 0), at: 0)
            position += main
        }
        rows.onScreen = visible
        (rows.first, rows.offset, rows.asked) = (first, offset, asked)
        frame.viewport = vertical ? Size(width: limit.width - barWidth, height: viewport) : Size(width: viewport, height: limit.height)
        let main = min(max(0, position + offset), viewport)
        return vertical ? Size(width: cross + barWidth, height: main) : Size(width: main, height: cross)
    }
}

private extension BoxDescription {
    /// True for a rule running vertically, or a node host standing for one.
    var isVerticalRule: Bool {
        var node = self
        while case .host = node.content, node.children.count == 1 { node = node.children[0] }
        guard case .rule(let line) = node.content else { return false }
        return node.ruleAxis(described: line.axis) == .vertical
    }
}
