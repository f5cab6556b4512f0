import Foundation
/// What the app draws around screens: the footer of key bindings, the help overlay, the log console, and the
/// loading and error states.
@MainActor
final class RuntimeChrome {
    /// Tenths of a second since start (spinner frames).
    var tick = 0

    nonisolated static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    nonisolated static let dimStyle = Style(attributes: [.dim])
    nonisolated static let errorColor = Color(red: 255, green: 85, blue: 85)
    /// The color of warnings: the log's warning lines and the source notice's badge.
    nonisolated static let warningColor = Color.yellow

    /// The frames the chrome's parts are drawn on.
    private let frames: ChromeFrames
    /// The bottom row: the footer (or the question in its place), drawn on every frame.
    private let footer: ChromePart<[Footer.Item]>
    // The other parts are each made the first time they are drawn or asked about: a part is a pipeline of its own,
    // and a screen rendered once (`stratus render`) shows none of them.
    /// The `?` help, over the screen's area.
    private lazy var help = ChromePart<KeysHelp>(name: KeysHelp.owner, frames: frames)
    /// The log console, below the screen.
    private lazy var log = ChromePart<LogConsole>(name: "log", frames: frames)
    /// The error of a failed load, in the screen's area.
    private lazy var loadError = ChromePart<LoadErrorPanel>(name: "error", frames: frames)
    /// The screen being loaded, in the screen's area.
    private lazy var loading = ChromePart<LoadingLine>(name: "loading", frames: frames)
    /// The message in place of everything when the terminal is too small.
    private lazy var tooSmall = ChromePart<String>(name: "too-small", frames: frames)
    /// What a click on a footer item does with the item's key (the app presses it through its key path).
    var pressKey: (KeyPress) -> Void = { _ in }

    /// The chrome's parts, drawn on `frames` (a new count when none is given: the chrome alone, as in tests).
    init(frames: ChromeFrames = ChromeFrames()) {
        self.frames = frames
        footer = ChromePart(name: "footer", frames: frames)
    }

    /// `message` in bold, wrapped at words from the top-left corner, in place of everything (the terminal is
    /// smaller than the app draws in).
    func paintTooSmall(_ message: String, into buffer: inout CellBuffer) {
        tooSmall.render(message, into: &buffer, area: buffer.bounds) { Text($0).bold() }
    }

    /// The footer, generated from the bindings in force (`StratusRuntime.keyBindings`), those with `show`, in
    /// order: ` Ctrl+S Save  Tab Next  Esc Back  ? Keys  q Quit  F12 Log`; first, when errors were logged since the
    /// log was last open, a badge with their count, then the shown screen's source notice (`⚠ check: 3
    /// warnings`), each opening the log. `?` and quit are always there; the other entries show in order as many
    /// as fit, and `…` stands for those left out (`?` lists them all). See `Footer`.
    func paintFooter(bindings: [KeyBinding], unseenErrors: Int = 0, sourceNotice: String? = nil,
                     into buffer: inout CellBuffer, area: Rect) {
        let items = Footer.items(bindings: bindings, unseenErrors: unseenErrors, sourceNotice: sourceNotice, width: area.width)
        paintFooter(items, into: &buffer, area: area)
    }

    /// A question in place of the footer (leaving a screen with typed text), wrapped on the rows of `area` (the
    /// shell's layout measures them); it answers no click.
    func paintNotice(_ text: String, into buffer: inout CellBuffer, area: Rect) {
        paintFooter([.notice(text)], into: &buffer, area: area)
    }

    /// Lays out, indexes and paints `items` in `area` (described again only when they or the size changed).
    private func paintFooter(_ items: [Footer.Item], into buffer: inout CellBuffer, area: Rect) {
        footer.render(items, into: &buffer, area: area) { items in
            // Made only when the footer is described again, not every frame.
            Footer(items: items, press: { [weak self] in self?.pressKey($0) })
        }
    }

    /// A click on the footer as drawn on the last frame: an item presses its key (through `pressKey`); true when
    /// an item took it.
    func handleFooter(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        return footer.handle(mouse)
    }

    /// A spinner and the URL being loaded, centered (`LoadingLine`).
    func paintLoading(url: String, into buffer: inout CellBuffer, area: Rect) {
        loading.render(LoadingLine(url: url, tick: tick, in: area.size), into: &buffer, area: area) { $0 }
    }

    /// The error of a failed load in a panel, with the keys that act on it (`LoadErrorPanel`).
    func paintError(_ error: StratusCoreError, url: String, canGoBack: Bool, into buffer: inout CellBuffer, area: Rect) {
        loadError.render(LoadErrorPanel(error, url: url, canGoBack: canGoBack, in: area.size), into: &buffer, area: area) { $0 }
    }

    /// The last log entries, newest at the bottom, in a panel that fills `area` (`LogConsole`).
    func paintLog(_ logs: [LogEntry], into buffer: inout CellBuffer, area: Rect) {
        log.render(LogConsole(logs, in: area.size), into: &buffer, area: area) { $0 }
    }

    /// The `?` help's rows: every binding a key reaches, in order, each key once (`reached(_:past:)`; shortcuts
    /// of boxes scrolled off screen included);
    /// neighbours that say the same thing share a row (`q / Ctrl+C  Quit`). Keys are written as the footer
    /// writes them (`KeyPress.label`).
    ///
    /// `controlKeys`, the keys the focused control answers itself (it sees them first), come first under their
    /// own heading.
    func helpRows(bindings: [KeyBinding], controlKeys: [ControlKey] = []) -> [HelpRow] {
        var rows: [HelpRow] = []
        if !controlKeys.isEmpty {
            rows.append(HelpRow(key: "On the focused control:", text: ""))
            rows += controlKeys.map { HelpRow(key: $0.label, text: TextSanitizer.sanitize($0.description, keepNewlines: false)) }
            rows += [HelpRow(key: "", text: ""), HelpRow(key: "On this screen:", text: "")]
        }
        for binding in Self.reached(bindings, past: controlKeys) {
            let text = binding.helpText.isEmpty ? "(no description)" : TextSanitizer.sanitize(binding.helpText, keepNewlines: false)
            if let last = rows.last, last.text == text {
                rows[rows.count - 1].key += " / " + binding.key.label
            } else {
                rows.append(HelpRow(key: binding.key.label, text: text))
            }
        }
        return rows
    }

    /// The bindings a key reaches down the key path with the focused control answering `controlKeys`, in their
    /// order: each key once, with what it does now. A priority binding acts first; the control takes its keys
    /// (the characters it types included) before the other bindings; of two bindings of one key, the first acts.
    static func reached(_ bindings: [KeyBinding], past controlKeys: [ControlKey]) -> [KeyBinding] {
        var claimed = Set<KeyPress>()
        var kept = Array(repeating: false, count: bindings.count)
        for (position, binding) in bindings.enumerated() where binding.priority {
            kept[position] = claimed.insert(binding.key).inserted
        }
        for (position, binding) in bindings.enumerated() where !binding.priority {
            guard !controlKeys.contains(where: { $0.answers(binding.key) }) else { continue }
            kept[position] = claimed.insert(binding.key).inserted
        }
        return bindings.indices.filter { kept[$0] }.map { bindings[$0] }
    }

    /// Every active binding in a panel centered in `area` (`KeysHelp`), the focused control's own keys first,
    /// scrolled to the help's scroll position when they do not all fit.
    ///
    /// The help lists its own keys too: when everything fits, its last line says any key closes it; when it
    /// scrolls, the rows end with `ownKeys` (the help's bindings: Up/Down, PageUp/PageDown, Home/End) and "any
    /// other key" closing it.
    func paintHelp(bindings: [KeyBinding], controlKeys: [ControlKey] = [], ownKeys: [KeyBinding] = [],
                   into buffer: inout CellBuffer, area: Rect) {
        let view = KeysHelp(rows: helpRows(bindings: bindings, controlKeys: controlKeys), ownKeys: helpRows(bindings: ownKeys),
                            in: area.size, scroll: helpScroll)
        help.render(view, into: &buffer, area: area) { $0 }
    }

    /// The position of the help's rows: its one scroll state, moved by its keys and the wheel.
    private var helpScroll: ScrollState { help.renderer.graph.scrollState(for: KeysHelp.scrollIdentity) }

    /// Shows the help's first row (the help opens).
    func scrollHelpToTop() {
        helpScroll.y = 0
    }

    /// Scrolls the help's rows by `rows` (negative: up), within the rows it has, as its last frame laid them out.
    func scrollHelp(by rows: Int) {
        guard let rowsView = help.renderer.primaryScrollNode else { return }
        help.renderer.scroll(rowsView, by: rows)
    }

    /// The wheel over the help's rows as drawn on the last frame (its interaction index finds them); true when it
    /// scrolled them.
    func handleHelp(_ mouse: MouseEvent) -> Bool {
        help.handle(mouse)
    }
}
