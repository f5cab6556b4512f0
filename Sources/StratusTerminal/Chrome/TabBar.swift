/// The app's tab bar (a Nimbus host's bottom navigator), drawn above the footer when the app has tabs:
/// ` Alt+1 Products │ Alt+2 Cart │ Alt+3 Orders `, the shown tab highlighted. `Alt+1`…`Alt+9` (and a click) show
/// a tab; `]` and `[`, for terminals that cannot send Alt, show the next and the previous one. Each tab keeps its
/// own stacks (see `ScreenNavigator.selectTab(at:)`).
@MainActor
final class TabBar {
    /// Tab bar entries on the last frame: (first column, last column, tab index).
    private var hits: [(Int, Int, Int)] = []

    /// The key that shows tab `index` (`alt+1` for the first).
    static func key(for index: Int) -> KeyPress {
        KeyPress(.character(Character(String(index + 1))), modifiers: .alt)
    }

    /// Rows the bar takes: one with tabs, none without.
    func height(for navigator: ScreenNavigator) -> Int {
        navigator.tabs.isEmpty ? 0 : 1
    }

    /// A binding per tab, Alt+1…Alt+9, that shows the tab (priority bindings: a text field does not type them),
    /// in the `?` help; then `]` and `[`, the next and the previous tab round the ends, which any terminal can send
    /// (a text field types them): the footer offers `]` while no text field types.
    func bindings(for navigator: ScreenNavigator, typing: Bool) -> [KeyBinding] {
        var bindings = navigator.tabs.prefix(9).enumerated().map { index, tab in
            KeyBinding(Self.key(for: index), description: tab.title, show: false, priority: true,
                       help: TextSanitizer.sanitize(tab.title, keepNewlines: false) + " tab") {
                navigator.selectTab(at: index)
            }
        }
        let count = navigator.tabs.count
        guard count > 1 else { return bindings }
        bindings.append(KeyBinding(KeyPress(.character("]")), description: "Next tab", show: !typing) {
            navigator.selectTab(at: (navigator.selectedTab + 1) % count)
        })
        bindings.append(KeyBinding(KeyPress(.character("[")), description: "Previous tab", show: false) {
            navigator.selectTab(at: (navigator.selectedTab + count - 1) % count)
        })
        return bindings
    }

    /// The tab drawn at column `x` on the last frame.
    func tab(at x: Int) -> Int? {
        hits.first { x >= $0.0 && x <= $0.1 }?.2
    }

    /// Draws the bar on `row`: each tab's title with its key, the shown one bold and reversed.
    func paint(_ navigator: ScreenNavigator, into buffer: inout CellBuffer, row: Int) {
        hits.removeAll()
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: Style(attributes: .dim))
        var x = 0
        for (index, tab) in navigator.tabs.enumerated() {
            let key = index < 9 ? Self.key(for: index).label + " " : ""
            let label = " " + key + TextSanitizer.sanitize(tab.title, keepNewlines: false) + " "
            let width = CharacterWidth.width(of: label)
            // A separator goes before every tab but the first, and only when that tab fits too.
            let separator = index > 0 ? 1 : 0
            if x + separator + width > buffer.width { break }
            if separator > 0 { x = buffer.write("│", x: x, y: row, style: .plain) }
            let selected = index == navigator.selectedTab
            let end = buffer.write(label, x: x, y: row,
                                   style: selected ? Style(attributes: [.bold, .reverse]) : .plain)
            hits.append((x, end - 1, index))
            x = end
        }
    }
}
