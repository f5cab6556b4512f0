/// The app's tab bar (a Nimbus host's bottom navigator), drawn above the footer when the app has tabs:
/// ` Alt+1 Products │ Alt+2 Cart │ Alt+3 Orders `, the shown tab highlighted. `Alt+1`…`Alt+9` (and a click) show
/// a tab; `]` and `[`, for terminals that cannot send Alt, show the next and the previous one. Each tab keeps its
/// own stacks (see `ScreenNavigator.selectTab(at:)`).
@MainActor
final class TabBar {
    /// The bar's own pipeline: described, laid out, placed, painted and indexed like screen content, so a click
    /// reaches a tab where it is drawn.
    private let part: ChromePart<Tabs>

    /// A bar drawn on `frames`.
    init(frames: ChromeFrames) {
        part = ChromePart(name: "tabs", frames: frames)
    }

    /// The key that shows tab `index` (`alt+1` for the first).
    nonisolated static func key(for index: Int) -> KeyPress {
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

    /// A click on the bar as drawn on the last frame: a tab under it is shown; true when a tab took it.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        return part.handle(mouse)
    }

    /// Draws the bar on `row` (`Tabs`): each tab's title with its key, the shown one bold and reversed.
    func paint(_ navigator: ScreenNavigator, into buffer: inout CellBuffer, row: Int) {
        let tabs = Tabs(titles: navigator.tabs.map(\.title), selected: navigator.selectedTab, width: buffer.width) { [weak navigator] in
            navigator?.selectTab(at: $0)
        }
        part.render(tabs, into: &buffer, area: Rect(x: 0, y: row, width: buffer.width, height: 1)) { $0 }
    }

    /// The bar as a view: ` Alt+1 Products │ Alt+2 Cart `, the tabs that fit in `width` columns, each separated
    /// from the one before by `│`, on a dim ground; a click on a tab shows it. To a screen reader, a tab list
    /// whose value is the tab shown.
    struct Tabs: View, Equatable {
        /// The tabs' labels that fit, in order: ` Alt+1 Products `.
        let labels: [String]
        /// The tab shown.
        let selected: Int
        /// Shows a tab.
        let select: (Int) -> Void

        /// The bar for tabs titled `titles` in `width` columns; a tab that does not fit, and those after it, are
        /// left out with their separator.
        init(titles: [String], selected: Int, width: Int, select: @escaping (Int) -> Void) {
            var labels: [String] = []
            var x = 0
            for (index, title) in titles.enumerated() {
                let key = index < 9 ? TabBar.key(for: index).label + " " : ""
                let label = " " + key + TextSanitizer.sanitize(title, keepNewlines: false) + " "
                // A separator goes before every tab but the first, and only when that tab fits too.
                x += (index > 0 ? 1 : 0) + CharacterWidth.width(of: label)
                if x > width { break }
                labels.append(label)
            }
            self.labels = labels
            self.selected = selected
            self.select = select
        }

        static func == (lhs: Tabs, rhs: Tabs) -> Bool {
            lhs.labels == rhs.labels && lhs.selected == rhs.selected
        }

        var body: some View {
            let labels = self.labels, selected = self.selected, select = self.select
            ZStack {
                Canvas(width: nil, height: 1) { buffer, area, _ in buffer.fill(area, style: RuntimeChrome.dimStyle) }
                HStack(spacing: 0) {
                    ForEach(labels.indices) { index in
                        if index > 0 { Text("│").truncated().accessibilityHidden() }
                        Text(labels[index]).truncated().bold(index == selected).reverse(index == selected)
                            .accessibility(.tab, name: labels[index].trimmingCharacters(in: .whitespaces))
                            .accessibilityState(selected: index == selected)
                            .onClick { _ in select(index) }
                    }
                }
                .accessibility(.tablist, value: labels.indices.contains(selected)
                               ? labels[selected].trimmingCharacters(in: .whitespaces) : nil)
            }
        }
    }
}
