/// The app's tab bar (a Nimbus host's bottom navigator), drawn above the footer when the app has tabs:
/// ` Products │ Cart │ Orders `, the shown tab highlighted. `Alt+1`…`Alt+9` (and a click) show a tab; each tab
/// keeps its own stacks (see `ScreenNavigator.selectTab(at:)`).
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

    /// A binding per tab, `alt+1`…`alt+9`, that shows the tab: in the footer for the tabs not shown, in the `?`
    /// help for all. Priority bindings: a text field does not type them.
    func bindings(for navigator: ScreenNavigator) -> [KeyBinding] {
        navigator.tabs.prefix(9).enumerated().map { index, tab in
            KeyBinding(Self.key(for: index), description: tab.title, show: index != navigator.selectedTab, priority: true) {
                navigator.selectTab(at: index)
            }
        }
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
