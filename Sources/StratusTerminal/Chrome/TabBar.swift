/// The app's tab bar (a Nimbus host's bottom navigator), drawn above the footer when the app has tabs:
/// ` Alt+1 Products │ Alt+2 Cart │ Alt+3 Orders `, the shown tab highlighted. `Alt+1`…`Alt+9` (and a click) show
/// a tab; `]` and `[`, for terminals that cannot send Alt, show the next and the previous one. Each tab keeps its
/// own stacks (see `ScreenNavigator.selectTab(at:)`).
@MainActor
final class TabBar {
    /// The bar's own pipeline: described, laid out, placed, painted and indexed like screen content, so a click
    /// reaches a tab where it is drawn.
    private let part: ChromePart<Tabs>
    /// Runs after `]` or `[` showed a tab: keys a text field would type, so the app shows the tab out of typing
    /// mode (`StratusRuntime.tabWasCycled()`).
    var onCycle: (() -> Void)?

    /// A bar drawn on `frames`.
    init(frames: ChromeFrames) {
        part = ChromePart(name: "tabs", frames: frames)
    }

    /// The key that shows tab `index` (`alt+1` for the first).
    nonisolated static func key(for index: Int) -> KeyPress {
        KeyPress(.character(Character(String(index + 1))), modifiers: .alt)
    }

    /// True when the app has tabs: the shell then gives the bar a row (`ShellLayout`).
    func isShown(for navigator: ScreenNavigator) -> Bool {
        !navigator.tabs.isEmpty
    }

    /// A binding per tab, Alt+1…Alt+9, that shows the tab (priority bindings: a text field does not type them),
    /// in the `?` help; then `]` and `[`, the next and the previous tab round the ends, which any terminal can send
    /// (a text field types them): the footer offers `]` while no text field types, and the tab they show arrives
    /// out of typing mode (`onCycle`), so pressing them again keeps switching.
    func bindings(for navigator: ScreenNavigator, typing: Bool) -> [KeyBinding] {
        var bindings = navigator.tabs.prefix(9).enumerated().map { index, tab in
            KeyBinding(Self.key(for: index), description: tab.title, show: false, priority: true,
                       help: TextSanitizer.sanitize(tab.title, keepNewlines: false) + " tab") {
                navigator.selectTab(at: index)
            }
        }
        let count = navigator.tabs.count
        guard count > 1 else { return bindings }
        let onCycle = self.onCycle
        bindings.append(KeyBinding(KeyPress(.character("]")), description: "Next tab", show: !typing) {
            navigator.selectTab(at: (navigator.selectedTab + 1) % count)
            onCycle?()
        })
        bindings.append(KeyBinding(KeyPress(.character("[")), description: "Previous tab", show: false) {
            navigator.selectTab(at: (navigator.selectedTab + count - 1) % count)
            onCycle?()
        })
        return bindings
    }

    /// A click on the bar as drawn on the last frame: a tab under it is shown; true when a tab took it.
    func handle(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        return part.handle(mouse)
    }

    /// Draws the bar in `area`, a row (`Tabs`): each tab's title with its key, the shown one bold and reversed.
    func paint(_ navigator: ScreenNavigator, into buffer: inout CellBuffer, area: Rect) {
        let tabs = Tabs(titles: navigator.tabs.map(\.title), selected: navigator.selectedTab, width: buffer.width) { [weak navigator] in
            navigator?.selectTab(at: $0)
        }
        part.render(tabs, into: &buffer, area: area) { $0 }
    }

    /// The bar as a view: ` Alt+1 Products │ Alt+2 Cart `, on a dim ground; a click on a tab shows it. To a screen
    /// reader, a tab list whose value is the tab shown.
    ///
    /// When the titles with their Alt keys do not fit in the width, the keys are written as their digit alone
    /// (` 1 Products │ 2 Cart `); when that does not fit either, the bar shows the tabs around the one shown, with
    /// `‹` and `›` where tabs are left out before and after (a click on a marker shows the nearest tab it hides),
    /// and a title too long for the bar on its own is cut with `…`.
    struct Tabs: View, Equatable {
        /// One thing the bar draws: a tab's label, or a marker standing for the tabs left out on its side.
        struct Entry: Equatable {
            /// ` Alt+1 Products `, ` 1 Products `, `‹` or `›`.
            let text: String
            /// The tab a click on it shows.
            let tab: Int
            /// True for `‹` and `›`.
            let isMarker: Bool
        }

        /// What the bar draws, in order.
        let entries: [Entry]
        /// The tab shown.
        let selected: Int
        /// Shows a tab.
        let select: (Int) -> Void

        /// The bar for tabs titled `titles` in `width` columns, `selected` shown.
        init(titles: [String], selected: Int, width: Int, select: @escaping (Int) -> Void) {
            let names = titles.map { TextSanitizer.sanitize($0, keepNewlines: false) }
            let full = names.indices.map { " " + ($0 < 9 ? TabBar.key(for: $0).label + " " : "") + names[$0] + " " }
            let short = names.indices.map { " " + ($0 < 9 ? "\($0 + 1) " : "") + names[$0] + " " }
            self.selected = selected
            self.select = select
            if Self.columns(full) <= width {
                entries = full.indices.map { Entry(text: full[$0], tab: $0, isMarker: false) }
            } else if Self.columns(short) <= width {
                entries = short.indices.map { Entry(text: short[$0], tab: $0, isMarker: false) }
            } else {
                entries = Self.window(short, around: selected, width: width)
            }
        }

        /// The columns `labels` take side by side, a separator between each two.
        private static func columns(_ labels: [String]) -> Int {
            labels.reduce(0) { $0 + CharacterWidth.width(of: $1) } + max(0, labels.count - 1)
        }

        /// The labels around `selected` that fit in `width` with their markers, the shown one cut to fit alone.
        private static func window(_ labels: [String], around selected: Int, width: Int) -> [Entry] {
            guard labels.indices.contains(selected) else { return [] }
            var labels = labels
            // Room for the shown tab between the markers of the tabs on either side.
            let room = width - (selected > 0 ? 2 : 0) - (selected < labels.count - 1 ? 2 : 0)
            if CharacterWidth.width(of: labels[selected]) > room {
                labels[selected] = room >= 2 ? TextWrapper.truncate(labels[selected], to: room) : ""
            }
            func cost(_ first: Int, _ last: Int) -> Int {
                columns(Array(labels[first...last])) + (first > 0 ? 2 : 0) + (last < labels.count - 1 ? 2 : 0)
            }
            var first = selected, last = selected
            var grew = true
            while grew {
                grew = false
                if last + 1 < labels.count, cost(first, last + 1) <= width { last += 1; grew = true }
                if first > 0, cost(first - 1, last) <= width { first -= 1; grew = true }
            }
            var entries: [Entry] = []
            if first > 0 { entries.append(Entry(text: "‹", tab: first - 1, isMarker: true)) }
            entries += (first...last).map { Entry(text: labels[$0], tab: $0, isMarker: false) }
            if last < labels.count - 1 { entries.append(Entry(text: "›", tab: last + 1, isMarker: true)) }
            return entries
        }

        static func == (lhs: Tabs, rhs: Tabs) -> Bool {
            lhs.entries == rhs.entries && lhs.selected == rhs.selected
        }

        var body: some View {
            let entries = self.entries, selected = self.selected, select = self.select
            let shown = entries.first { !$0.isMarker && $0.tab == selected }?.text.trimmingCharacters(in: .whitespaces)
            return ZStack {
                Canvas(width: nil, height: 1) { buffer, area, _ in buffer.fill(area, style: RuntimeChrome.dimStyle) }
                HStack(spacing: 0) {
                    ForEach(entries.indices) { index in
                        if index > 0 { Text("│").truncated().accessibilityHidden() }
                        entryView(entries[index], isSelected: entries[index].tab == selected && !entries[index].isMarker,
                                  select: select)
                    }
                }
                .accessibility(.tablist, value: shown)
            }
        }

        /// A tab's label, bold and reversed when it is the one shown, or a marker; a click shows its tab.
        private func entryView(_ entry: Entry, isSelected: Bool, select: @escaping (Int) -> Void) -> AnyView {
            let tab = entry.tab
            if entry.isMarker {
                return AnyView(Text(entry.text).truncated().accessibilityHidden().onClick { _ in select(tab) })
            }
            return AnyView(Text(entry.text).truncated().bold(isSelected).reverse(isSelected)
                .accessibility(.tab, name: entry.text.trimmingCharacters(in: .whitespaces))
                .accessibilityState(selected: isSelected)
                .onClick { _ in select(tab) })
        }
    }
}
