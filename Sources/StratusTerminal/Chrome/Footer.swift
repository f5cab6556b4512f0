/// The app's bottom row as a view: the footer generated from the bindings in force, with the error and source
/// badges, or a question in its place. It is described, laid out, painted and indexed like screen content; a
/// click on an item presses the item's key.
///
/// ` ✖ 2   ⚠ check: 3 warnings   ^S  Save  Tab  Next  …  ?  Keys  q  Quit`: the badges first (each opens the log,
/// F12), then the `show` bindings in order, each ` key ` bold and reversed then its words; the row between them
/// is dim.
struct Footer: View {
    /// One thing the footer shows.
    enum Item: Equatable {
        /// A badge in `color` (` ✖ 3 `) that presses `key`.
        case badge(String, color: Color, key: KeyPress)
        /// A binding: its key and its words.
        case entry(KeyPress, String)
        /// Stands for the entries left out for want of room.
        case ellipsis
        /// A question that replaces the whole row (leaving a screen with typed text).
        case notice(String)
    }

    /// What the footer shows, in order (`items(bindings:unseenErrors:sourceNotice:width:)`).
    let items: [Item]
    /// Presses a key: what a click on an item does.
    let press: (KeyPress) -> Void

    static let ellipsis = " …"

    /// True for the keys the footer never drops: help and quit.
    private static func isAlwaysShown(_ key: KeyPress) -> Bool {
        key == KeyPress(.character("?")) || key == KeyPress(.character("q")) || key == KeyPress(.character("c"), modifiers: .ctrl)
    }

    /// The footer's items for `width` columns: first, when errors were logged since the log was last open, a
    /// badge with their count, then the shown screen's source notice, both opening the log (F12); then the
    /// bindings with `show`, in order. `?` and quit are always there; the other entries show in order as many as
    /// fit, and `…` stands for those left out (`?` lists them all).
    static func items(bindings: [KeyBinding], unseenErrors: Int = 0, sourceNotice: String? = nil, width: Int) -> [Item] {
        let entries: [(key: KeyPress, text: String)] = bindings.filter(\.show).map {
            ($0.key, TextSanitizer.sanitize($0.description, keepNewlines: false))
        }
        // An entry takes ` key `, ` words` and the column after it.
        func entryWidth(_ entry: (key: KeyPress, text: String)) -> Int {
            CharacterWidth.width(of: " \(entry.key.label) ") + CharacterWidth.width(of: entry.text) + 2
        }
        var items: [Item] = []
        if unseenErrors > 0 { items.append(.badge(" ✖ \(unseenErrors) ", color: RuntimeChrome.errorColor, key: KeyPress(.function(12)))) }
        if let sourceNotice {
            let text = " ⚠ " + TextSanitizer.sanitize(sourceNotice, keepNewlines: false) + " "
            items.append(.badge(text, color: RuntimeChrome.warningColor, key: KeyPress(.function(12))))
        }
        var used = items.reduce(0) { total, item in
            guard case .badge(let text, _, _) = item else { return total }
            return total + CharacterWidth.width(of: text) + 1
        } + entries.filter { isAlwaysShown($0.key) }.reduce(0) { $0 + entryWidth($1) }
        let optionalCount = entries.filter { !isAlwaysShown($0.key) }.count
        // The ellipsis takes its text and the column after it.
        let ellipsisWidth = CharacterWidth.width(of: ellipsis) + 1
        var shown = Set<Int>()
        var considered = 0
        for (index, entry) in entries.enumerated() where !isAlwaysShown(entry.key) {
            considered += 1
            let more = considered < optionalCount ? ellipsisWidth : 0
            guard used + entryWidth(entry) + more <= width else { break }
            used += entryWidth(entry)
            shown.insert(index)
        }
        var ellipsisPlaced = shown.count == optionalCount
        for (index, entry) in entries.enumerated() {
            let always = isAlwaysShown(entry.key)
            guard always || shown.contains(index) else { continue }
            if always, !ellipsisPlaced {
                items.append(.ellipsis)
                ellipsisPlaced = true
            }
            items.append(.entry(entry.key, entry.text))
        }
        return items
    }

    var body: some View {
        let isNotice = items.contains { if case .notice = $0 { true } else { false } }
        ZStack {
            // The row's ground: dim under the footer, plain under a question.
            Canvas(width: nil, height: 1) { buffer, area, _ in buffer.fill(area, style: isNotice ? .plain : RuntimeChrome.dimStyle) }
            HStack(spacing: 1) {
                ForEach(items.indices, content: itemView)
            }
        }
    }

    private func itemView(at index: Int) -> AnyView {
        let press = self.press
        switch items[index] {
        case .badge(let text, let color, let key):
            return AnyView(Text(text).truncated().foregroundColor(color).bold().reverse().onClick { _ in press(key) })
        case .entry(let key, let text):
            return AnyView(HStack(spacing: 0) {
                Text(" \(key.label) ").truncated().bold().reverse()
                Text(" " + text).truncated()
            }.onClick { _ in press(key) })
        case .ellipsis:
            return AnyView(Text(Self.ellipsis).truncated().dim())
        case .notice(let text):
            return AnyView(Text(" " + text).truncated().bold().reverse())
        }
    }
}
