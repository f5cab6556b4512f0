/// The app's bottom row as a view: the footer generated from the bindings in force, with the error and source
/// badges, or a question in its place. It is described, laid out, painted and indexed like screen content; a
/// click on an item presses the item's key.
///
/// ` ✖ 2 errors   ⚠ check: 3 warnings   Ctrl+S  Save  Tab  Next  …  ?  Keys  q  Quit`: the badges first (each
/// opens the log, F12), then the `show` bindings in order, each ` key ` bold and reversed then its words; the
/// row between them is dim.
struct Footer: View {
    /// One thing the footer shows.
    enum Item: Equatable {
        /// A badge in `color` (` ✖ 3 errors `) that presses `key`.
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

    /// The error badge's text: ` ✖ 1 error `, ` ✖ 3 errors `.
    static func errorBadge(count: Int) -> String {
        " ✖ \(count) \(count == 1 ? "error" : "errors") "
    }

    /// The footer's items for `width` columns: first, when errors were logged since the log was last open, a
    /// badge with their count in words (` ✖ 2 errors `), then the shown screen's source notice, both opening the
    /// log (F12); then the bindings with `show` that a press of their key runs, in order (a binding an earlier
    /// one of the same key hides, or a priority one takes first, is not offered: while typing, Esc leaves the
    /// field, so the footer does not say it goes back).
    ///
    /// When the row is too narrow, the footer gives way in this order: the other entries go from the last on,
    /// `…` standing for them (`?` lists them all); then help and quit keep their key without words; then the `…`
    /// goes; then the source notice is cut. The error badge and the keys of help and quit stay at every width the
    /// app draws at.
    static func items(bindings: [KeyBinding], unseenErrors: Int = 0, sourceNotice: String? = nil, width: Int) -> [Item] {
        let entries: [(key: KeyPress, text: String)] = bindings.indices.filter { index in
            bindings[index].show && bindings.indexOfBindingRun(by: bindings[index].key) == index
        }.map { bindings[$0] }.map {
            ($0.key, TextSanitizer.sanitize($0.description, keepNewlines: false))
        }
        let errorBadge: Item? = unseenErrors > 0
            ? .badge(errorBadge(count: unseenErrors), color: RuntimeChrome.errorColor, key: KeyPress(.function(12))) : nil
        var notice = sourceNotice.map { " ⚠ " + TextSanitizer.sanitize($0, keepNewlines: false) + " " }
        let optional = entries.indices.filter { !isAlwaysShown(entries[$0].key) }
        var shownOptional = optional.count
        var wordsOnAlwaysShown = true
        var ellipsisAllowed = true

        func layout() -> [Item] {
            var items: [Item] = [errorBadge].compactMap { $0 }
            if let notice { items.append(.badge(notice, color: RuntimeChrome.warningColor, key: KeyPress(.function(12)))) }
            let shown = Set(optional.prefix(shownOptional))
            var ellipsisPlaced = shown.count == optional.count || !ellipsisAllowed
            for (index, entry) in entries.enumerated() {
                let always = isAlwaysShown(entry.key)
                guard always || shown.contains(index) else { continue }
                if always, !ellipsisPlaced {
                    items.append(.ellipsis)
                    ellipsisPlaced = true
                }
                items.append(.entry(entry.key, always && !wordsOnAlwaysShown ? "" : entry.text))
            }
            if !ellipsisPlaced { items.append(.ellipsis) }
            return items
        }
        var items = layout()
        while columns(of: items) > width, shownOptional > 0 {
            shownOptional -= 1
            items = layout()
        }
        if columns(of: items) > width {
            wordsOnAlwaysShown = false
            items = layout()
        }
        if columns(of: items) > width {
            ellipsisAllowed = false
            items = layout()
        }
        if columns(of: items) > width, let text = notice {
            // The notice takes what is left, cut with `…`, or goes when not even ` ⚠ … ` fits.
            let room = CharacterWidth.width(of: text) - (columns(of: items) - width)
            notice = room >= 5 ? TextWrapper.truncate(String(text.dropLast()), to: room - 1) + " " : nil
            items = layout()
        }
        return items
    }

    /// The columns `items` take, each followed by the column between items.
    static func columns(of items: [Item]) -> Int {
        items.reduce(0) { total, item in
            switch item {
            case .badge(let text, _, _), .notice(let text): return total + CharacterWidth.width(of: text) + 1
            case .entry(let key, let text):
                let words = text.isEmpty ? 0 : CharacterWidth.width(of: " " + text)
                return total + CharacterWidth.width(of: " \(key.label) ") + words + 1
            case .ellipsis: return total + CharacterWidth.width(of: ellipsis) + 1
            }
        }
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
                if !text.isEmpty { Text(" " + text).truncated() }
            }.onClick { _ in press(key) })
        case .ellipsis:
            return AnyView(Text(Self.ellipsis).truncated().dim())
        case .notice(let text):
            // Wrapped on as many rows as the shell gives the question (`ShellLayout`).
            return AnyView(Text(" " + text).bold().reverse())
        }
    }
}
