/// The question asked before a key leaves text the user typed (Esc back, q, Ctrl+C, a Back button), in the
/// footer's place: the same key again leaves, any other key only stays. It wraps on as many rows as it needs, at
/// most half the terminal (`ShellLayout`).
@MainActor
final class LeaveQuestion: Overlay {
    /// The key that asked, which leaves when pressed again.
    let key: KeyPress
    /// What leaving does.
    private let leave: () -> Void
    /// The chrome that draws it in the footer's place.
    private let chrome: RuntimeChrome

    /// The question `key` asks before running `leave`, drawn by `chrome`.
    init(key: KeyPress, chrome: RuntimeChrome, leave: @escaping () -> Void) {
        self.key = key
        self.leave = leave
        self.chrome = chrome
    }

    /// `Lose what you typed? Esc leaves, any other key stays.`
    var text: String { "Lose what you typed? \(key.label) leaves, any other key stays." }

    let place = OverlayPlace.footer
    let takesKeys = true
    let closesAfterAnyKey = true

    var bindings: [KeyBinding] {
        [KeyBinding(key, description: "Leave", show: false, help: "Leave, losing what you typed", action: leave)]
    }

    func unboundKey(_ press: KeyPress) -> Bool { false }

    func handle(_ mouse: MouseEvent) -> Bool? { nil }

    func paint(into buffer: inout CellBuffer, area: Rect) {
        chrome.paintNotice(text, into: &buffer, area: area)
    }
}
