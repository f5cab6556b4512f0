/// The arrows, the page keys and Home/End (Docs/Keys.md, "Moving and acting"): the same rules in every
/// scrollable place, whether it holds controls, rows of a lazy list or only text.
extension ScreenRenderer {
    /// The arrow, page and Home/End bindings in force now, only those that do something: Up and Down move to the
    /// next line of controls (and scroll past the last one), Left and Right along the line; with no control on
    /// screen the arrows scroll. PageUp/PageDown and Home/End move by a screenful and to the ends, in a lazy list
    /// by its rows.
    func movingBindings() -> [KeyBinding] {
        var bindings: [KeyBinding] = []
        let scroller = primaryScrollNode
        if index.hasFocusableOnScreen {
            for (key, downward) in [(KeyPress.Key.up, false), (.down, true)] {
                bindings.append(KeyBinding(KeyPress(key), description: "Move between lines", show: false) { [unowned self] in
                    moveLine(downward: downward)
                })
            }
            if let focusedIdentity {
                for (key, forward) in [(KeyPress.Key.left, false), (.right, true)] {
                    guard let target = index.identity(alongLineFrom: focusedIdentity, forward: forward) else { continue }
                    bindings.append(KeyBinding(KeyPress(key), description: "Move along the line", show: false) { [unowned self] in
                        focus(target)
                    })
                }
            }
        } else if let scroller {
            let arrows: [(KeyPress.Key, Bool)] = [(.up, false), (.down, true), (.left, false), (.right, true)]
            bindings += arrows.map { key, forward in
                KeyBinding(KeyPress(key), description: "Scroll", show: false) { [unowned self] in scroll(scroller, by: forward ? 1 : -1) }
            }
        }
        let inList = index.list(containing: focusedIdentity) != nil
        guard inList || scroller != nil || index.hasFocusableOnScreen else { return bindings }
        for (key, pages) in [(KeyPress.Key.pageUp, -1), (.pageDown, 1)] {
            bindings.append(KeyBinding(KeyPress(key), description: "A page up / down", show: false) { [unowned self] in
                movePage(pages)
            })
        }
        for (key, end) in [(KeyPress.Key.home, false), (.end, true)] {
            bindings.append(KeyBinding(KeyPress(key), description: inList ? "First / last row" : "Top / bottom", show: false) { [unowned self] in
                _ = moveFocusInList(toEnd: end) || moveToEdge(end: end)
            })
        }
        return bindings
    }

    /// Up and Down with controls on screen: focus goes to the next line of controls; past the last one (or the
    /// first) the view around focus scrolls a line, so text below the last control can still be read.
    private func moveLine(downward: Bool) {
        if let focusedIdentity, let target = index.identity(onNextLineFrom: focusedIdentity, downward: downward) {
            focus(target)
        } else if focusedIdentity == nil {
            moveFocus(forward: downward)
        } else if let scroller = primaryScrollNode, canScroll(scroller, forward: downward) {
            scroll(scroller, by: downward ? 1 : -1)
        }
    }

    /// True when `scroller` has something to show further down (`forward`) or up.
    private func canScroll(_ scroller: BoxDescription, forward: Bool) -> Bool {
        switch scroller.content {
        case .scroll(_, let state):
            let frame = frames.frame(of: scroller)
            let shown = frame.scrollOffset(of: state).y
            return forward ? shown < frame.contentSize.height - frame.viewport.height : shown > 0
        case .lazy:
            guard let rows = frames.frame(of: scroller).lazyRows else { return forward }
            return forward || rows.offset > 0 || rows.first > 0
        default:
            return false
        }
    }

    /// Home/End (`toEnd`) and PageUp/PageDown (`pages` of ±1) inside a lazy list: focus moves to the first or last
    /// row, or a page of rows on, and the list scrolls to show it. False when focus is not in a lazy list.
    private func moveFocusInList(toEnd: Bool? = nil, pages: Int = 0) -> Bool {
        guard let (source, row) = index.list(containing: focusedIdentity) else { return false }
        let target: Int
        if let toEnd {
            target = toEnd ? source.rowCount - 1 : 0
        } else {
            target = row + pages * source.rowsPerPage
        }
        if let identity = InteractionIndex.identity(in: source, nearRow: target, forward: toEnd.map { !$0 } ?? (pages > 0)) {
            focus(identity)
        }
        return true
    }

    /// Home/End outside a lazy list: the view around focus (or the first on screen) goes to its top or bottom,
    /// and focus to the first control of the screen (passing over Back) or its last.
    private func moveToEdge(end: Bool) -> Bool {
        if let scroller = primaryScrollNode { scroll(scroller, by: end ? FrameTable.unbounded / 2 : -FrameTable.unbounded / 2) }
        if index.hasFocusableOnScreen, let target = end ? index.identity(after: nil, forward: false) : index.firstIdentityOnScreen {
            focus(target)
        }
        return true
    }

    /// PageUp (-1) and PageDown (1): a page of rows on inside a lazy list; else a page of the view around focus,
    /// focus going to the new page's first (last) control when it scrolled away; where nothing is left to scroll
    /// that way, focus goes to the last (first) control on screen.
    private func movePage(_ pages: Int) {
        if moveFocusInList(pages: pages) { return }
        if let scroller = primaryScrollNode, canScroll(scroller, forward: pages > 0) {
            let page = max(1, (index.scrollFrame(of: scroller)?.height ?? 2) - 1)
            scroll(scroller, by: pages * page)
            focusController.afterPaging = pages > 0
        } else if index.hasFocusableOnScreen, let target = pages > 0 ? index.identitiesWhollyOnScreen.last : index.firstIdentityOnScreen {
            focus(target)
        }
    }
}
