extension BoxDescription {
    /// The position of this box's border box relative to `ancestor`'s border box as laid out in `frames`, scroll
    /// offsets ignored.
    func position(relativeTo ancestor: BoxDescription, in frames: FrameTable) -> Point? {
        var x = 0, y = 0
        var node: BoxDescription? = self
        while let current = node, current !== ancestor {
            let origin = frames.frame(of: current).origin
            x += origin.x
            y += origin.y
            node = current.parent
        }
        return node == nil ? nil : Point(x: x, y: y)
    }

    /// True for a scroll view whose content is larger than its viewport, or a lazy list that does not show all its
    /// rows, as laid out in `frames`: something the wheel and PageUp/PageDown can move.
    func canScroll(in frames: FrameTable) -> Bool {
        switch content {
        case .scroll:
            let frame = frames.frame(of: self)
            return frame.contentSize.height > frame.viewport.height || frame.contentSize.width > frame.viewport.width
        case .lazy(let list):
            let frame = frames.frame(of: self)
            guard let rows = frame.lazyRows else { return false }
            return rows.first > 0 || rows.offset > 0 || rows.onScreen.count < list.count
                || (rows.onScreen.last.map { $0.position + (rows.built[$0.index].map { frames.frame(of: $0).result.height } ?? 0) } ?? 0)
                    > (list.axis == .vertical ? frame.viewport.height : frame.viewport.width)
        default:
            return false
        }
    }

    /// True for a scroll view or lazy list that moves its content up and down.
    var scrollsVertically: Bool {
        switch content {
        case .scroll(let scrolling, _): return scrolling.axes != .horizontal
        case .lazy(let list): return list.axis == .vertical
        default: return false
        }
    }

    /// The box presented over the screen that this box is, or is inside (a toast or a modal, and what it holds).
    var presentingBox: BoxDescription? {
        var node: BoxDescription? = self
        while let current = node {
            if current.isPresented { return current }
            node = current.parent
        }
        return nil
    }

    /// The scroll views and lazy lists this box is inside, innermost first.
    var scrollAncestors: [BoxDescription] {
        var result: [BoxDescription] = []
        var node = parent
        while let current = node {
            switch current.content {
            case .scroll, .lazy: result.append(current)
            default: break
            }
            node = current.parent
        }
        return result
    }

    /// Scrolls every enclosing scroll view and lazy list so this box, as laid out in `frames`, is visible (its top
    /// first when it is taller than the view). Returns true when a scroll position changed (the tree must then be
    /// laid out and indexed again).
    @discardableResult
    func scrollIntoView(in frames: FrameTable) -> Bool {
        let size = frames.frame(of: self).size
        var changed = false
        var child: BoxDescription = self
        var node = parent
        // A presented box is in view wherever the screen beneath it is scrolled: only the scroll views inside it move.
        while let ancestor = node, !child.isPresented {
            switch ancestor.content {
            case .scroll(let scrolling, let state):
                guard let position = position(relativeTo: ancestor, in: frames) else { break }
                let ancestorFrame = frames.frame(of: ancestor)
                // From where the view shows its content (the state may ask for a position past it).
                let shown = ancestorFrame.scrollOffset(of: state)
                let ancestorSize = ancestorFrame.size
                let inner = Rect(x: 0, y: 0, width: ancestorSize.width, height: ancestorSize.height).inset(by: ancestor.chromeInsets)
                if scrolling.axes != .horizontal {
                    let y = Self.revealed(offset: shown.y, start: position.y - inner.y, length: size.height,
                                          viewport: inner.height, content: ancestorFrame.contentSize.height)
                    if y != shown.y { state.y = y; changed = true }
                }
                if scrolling.axes != .vertical {
                    let x = Self.revealed(offset: shown.x, start: position.x - inner.x, length: size.width,
                                          viewport: inner.width, content: ancestorFrame.contentSize.width)
                    if x != shown.x { state.x = x; changed = true }
                }
            case .lazy:
                let ancestorFrame = frames.frame(of: ancestor)
                if let rows = ancestorFrame.lazyRows, let row = rows.index(ofRow: child),
                   rows.reveal(row: row, viewport: ancestorFrame.viewport, frames: frames) {
                    frames.invalidate(ancestor)
                    changed = true
                }
            default:
                break
            }
            child = ancestor
            node = ancestor.parent
        }
        return changed
    }

    /// The scroll offset that shows `length` cells from `start` (their start first when they do not fit).
    private static func revealed(offset: Int, start: Int, length: Int, viewport: Int, content: Int) -> Int {
        var offset = offset
        let shown = min(length, viewport)
        if start < offset { offset = start } else if start + shown > offset + viewport { offset = start + shown - viewport }
        return max(0, min(offset, max(0, content - viewport)))
    }
}
