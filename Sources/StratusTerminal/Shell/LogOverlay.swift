/// The log console (F12) as an overlay: the newest entries in a panel below the screen, which gives it a third of
/// its rows (`ShellLayout`). Any key closes it; clicks and the wheel go through to the screen and the chrome.
@MainActor
final class LogOverlay: Overlay {
    /// The chrome that draws the console.
    private let chrome: RuntimeChrome
    /// The entries, read as the console is drawn.
    private let entries: () -> [LogEntry]

    /// A console drawn by `chrome`, showing `entries`.
    init(chrome: RuntimeChrome, entries: @escaping () -> [LogEntry]) {
        self.chrome = chrome
        self.entries = entries
    }

    let place = OverlayPlace.belowScreen
    let takesKeys = true
    let bindings: [KeyBinding] = []
    let closesAfterAnyKey = true

    func unboundKey(_ press: KeyPress) -> Bool { false }

    func handle(_ mouse: MouseEvent) -> Bool? { nil }

    func paint(into buffer: inout CellBuffer, area: Rect) {
        chrome.paintLog(entries(), into: &buffer, area: area)
    }
}
