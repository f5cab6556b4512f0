import Foundation

/// One row of the `?` help: a key and what it does, or a heading (`On this screen:`) with no words.
struct HelpRow: Equatable {
    /// The key as the footer writes it (`Ctrl+S`, `q / Ctrl+C`), or a heading.
    var key: String
    /// What the key does; empty for a heading or a blank row.
    var text: String
}

/// The `?` help as a view: every key in force in a panel centered in the screen's area, keys in a bold column,
/// their words beside them, and a last line that says how to close it (or, when the rows do not all fit, where
/// the rows shown are: `↑↓ 3-10 of 24`). The rows scroll in a scroll view whose position is the help's one
/// scroll state: the help's keys and the wheel over its rows move it.
struct KeysHelp: View, Equatable {
    /// The rows, the help's own keys included when they do not all fit.
    let rows: [HelpRow]
    /// The panel's size.
    let size: Size
    /// The width of the key column (headings do not widen it).
    let keyWidth: Int
    /// The position of the rows' scroll view, read as the last line is painted.
    let scroll: ScrollState

    /// The help for `rows` in `area`; when they do not all fit, `ownKeys` (the help's scroll keys) and "any other
    /// key" closing it end the rows, so the help lists its own keys too.
    init(rows: [HelpRow], ownKeys: [HelpRow], in area: Size, scroll: ScrollState) {
        var rows = rows
        if rows.count > max(0, min(area.height, rows.count + 4) - 3) {
            rows += [HelpRow(key: "", text: ""), HelpRow(key: "In this help:", text: "")] + ownKeys
                + [HelpRow(key: "any other key", text: "Close the help")]
        }
        let keyWidth = rows.filter { !$0.text.isEmpty }.map { CharacterWidth.width(of: $0.key) }.max() ?? 0
        let headingWidth = rows.filter { $0.text.isEmpty }.map { CharacterWidth.width(of: $0.key) }.max() ?? 0
        let textWidth = rows.map { CharacterWidth.width(of: $0.text) }.max() ?? 0
        self.rows = rows
        self.keyWidth = keyWidth
        self.size = Size(width: min(area.width, max(30, headingWidth + 4, keyWidth + 4 + textWidth + 2)),
                         height: min(area.height, rows.count + 4))
        self.scroll = scroll
    }

    /// The identity the help's views resolve under; its rows' scroll view is the first of it.
    static let owner = "help"
    /// The identity of the rows' scroll view, whose position the help's keys move.
    static let scrollIdentity = owner + "#scroll0"

    /// Two helps are the same view when they show the same rows in the same size (the scroll state is the
    /// help's one position, shared by both).
    static func == (lhs: KeysHelp, rhs: KeysHelp) -> Bool {
        lhs.rows == rhs.rows && lhs.size == rhs.size && lhs.keyWidth == rhs.keyWidth
    }

    /// The rows the panel shows at once: its inside less the last line.
    private var lines: Int { max(0, size.height - 3) }

    var body: some View {
        let rows = self.rows, lines = self.lines, scroll = self.scroll
        ZStack(alignment: .center) {
            Panel(title: " Keys ", padding: EdgeInsets(leading: 1)) {
                VStack {
                    ScrollView(showsIndicator: false) {
                        VStack {
                            ForEach(rows.indices) { index in row(rows[index]) }
                        }
                    }
                    .frame(height: .fixed(lines))
                    Canvas(width: nil, height: 1) { buffer, area, _ in
                        buffer.write(Self.hint(rows: rows.count, lines: lines, scroll: scroll.y), x: area.x, y: area.y,
                                     style: RuntimeChrome.dimStyle, clip: area)
                    }
                }
            }
            .frame(width: size.width, height: size.height)
        }
        .frame(width: .expand, height: .expand)
    }

    /// A key in bold in its column, then its words; a heading alone.
    private func row(_ row: HelpRow) -> AnyView {
        if row.key.isEmpty, row.text.isEmpty { return AnyView(Text(" ")) }
        if row.text.isEmpty { return AnyView(Text(row.key).truncated().bold()) }
        return AnyView(HStack(spacing: 0) {
            Text(row.key).truncated().bold().frame(width: keyWidth + 2)
            Text(row.text).truncated()
        })
    }

    /// The last line: how to close the help, or, when it scrolls, which rows show (`↑↓ 3-10 of 24`).
    static func hint(rows: Int, lines: Int, scroll: Int) -> String {
        if rows <= lines { return "Press any key to close" }
        let more = [scroll > 0 ? "↑" : nil, scroll + lines < rows ? "↓" : nil].compactMap { $0 }.joined()
        return "\(more) \(scroll + 1)-\(scroll + lines) of \(rows)"
    }
}
