/// The `?` help as an overlay: every key in force, in a panel over the screen (`KeysHelp`). Its own keys scroll
/// it (the arrows, the pages, Home/End); any other key closes it, q and Ctrl+C included; a click outside it
/// closes it and the wheel over it scrolls it.
@MainActor
final class HelpOverlay: Overlay {
    /// The chrome that draws the help and keeps its scroll position.
    private let chrome: RuntimeChrome
    /// The rows of a page, for PageUp and PageDown (half the terminal's height).
    private let pageRows: () -> Int
    /// The keys the help lists, read as it is drawn: those in force and the focused control's own.
    private let keys: () -> (bindings: [KeyBinding], controlKeys: [ControlKey])

    /// A help drawn by `chrome`, listing `keys`, paging by `pageRows`; it opens at its first row.
    init(chrome: RuntimeChrome, pageRows: @escaping () -> Int,
         keys: @escaping () -> (bindings: [KeyBinding], controlKeys: [ControlKey])) {
        self.chrome = chrome
        self.pageRows = pageRows
        self.keys = keys
        chrome.scrollHelpToTop()
    }

    let place = OverlayPlace.overScreen
    let takesKeys = true
    let closesAfterAnyKey = false

    /// The help's scrolling keys, which it lists at its end when its rows do not all fit.
    var bindings: [KeyBinding] {
        let page = max(1, pageRows())
        let ends = FrameTable.unbounded / 2
        let moves: [(KeyPress.Key, String, Int)] = [
            (.up, "Scroll the help", -1), (.down, "Scroll the help", 1),
            (.pageUp, "Scroll the help a page", -page), (.pageDown, "Scroll the help a page", page),
            (.home, "To the first / last key", -ends), (.end, "To the first / last key", ends),
        ]
        let chrome = self.chrome
        return moves.map { key, words, rows in
            KeyBinding(KeyPress(key), description: words, show: false) { chrome.scrollHelp(by: rows) }
        }
    }

    func unboundKey(_ press: KeyPress) -> Bool { false }

    func handle(_ mouse: MouseEvent) -> Bool? {
        if chrome.handleHelp(mouse) { return true }
        if case .press = mouse.kind { return false }
        return true
    }

    func paint(into buffer: inout CellBuffer, area: Rect) {
        let keys = keys()
        chrome.paintHelp(bindings: keys.bindings, controlKeys: keys.controlKeys, ownKeys: bindings, into: &buffer, area: area)
    }
}
