/// `terminal:table`: a header and scrolling rows. Focusable; Up/Down, PageUp/PageDown, Home/End move the
/// selection (the rows scroll to keep it visible), Enter runs `onPress` with the row index, and every move runs
/// `onSelect` with the index.
struct TerminalTable: View, Decodable {
    struct Column: Decodable, SchemaDescribing {
        static var valueSchema: ValueSchema { .any }
        let title: String
        let key: String?
        let width: Int?
        let alignment: TextAlignment

        /// A column written as a title (the key too) or as `{title, key, width, alignment}`.
        init(from decoder: any Decoder) throws {
            if let properties = try? decoder.container(keyedBy: PropertyKey.self), (try? JSONValue(from: decoder))?.objectValue != nil {
                key = try properties.decodeIfPresent(String.self, forKey: "key")
                title = try properties.decodeIfPresent(String.self, forKey: "title") ?? key ?? ""
                width = try properties.decodeIfPresent(Int.self, forKey: "width").map { max(0, min(1_000, $0)) }
                alignment = try properties.decode(TextAlignment.self, forKey: "alignment", default: .start)
            } else {
                title = NimbusText.templatePart(try JSONValue(from: decoder))
                key = title
                width = nil
                alignment = .start
            }
        }
    }

    let columns: [Column]
    let rows: [[String]]
    let visibleRows: Int
    @StatefulEvent var onSelect: (JSONValue) -> Void
    @StatefulEvent var onPress: (JSONValue) -> Void
    let box: BoxStyle
    @State var selected: Int
    @State var offset = 0

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        let columns = try properties.decode([Column].self, forKey: "columns", default: [])
        self.columns = columns
        rows = try properties.decode([JSONValue].self, forKey: "rows", default: []).map { row in
            columns.enumerated().map { index, column in
                let cell: JSONValue?
                switch row {
                case .object(let object): cell = object[column.key ?? "\(index)"]
                case .array(let items): cell = items.indices.contains(index) ? items[index] : nil
                default: cell = index == 0 ? row : nil
                }
                return TextSanitizer.sanitize(NimbusText.optionalString(cell) ?? "", keepNewlines: false)
            }
        }
        visibleRows = max(1, min(1_000, try properties.decode(Int.self, forKey: "height", default: 10)))
        _onSelect = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onSelect")
        _onPress = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onPress")
        var box = try BoxStyle(from: decoder)
        // `height` counts visible rows here, not points.
        box.height = .fit
        self.box = box
        let initial = try properties.decode(Int.self, forKey: "selected", default: 0)
        _selected = State(value: initial, initial: .integer(Int64(initial)))
    }

    /// Row `index` in words, each cell after its column's title: "row 2 of 5: Item Pears, Qty 10".
    func rowSummary(_ index: Int) -> String {
        guard rows.indices.contains(index) else { return "no rows" }
        let cells = zip(columns, rows[index]).map { column, cell in column.title.isEmpty ? cell : "\(column.title) \(cell)" }
        return "row \(index + 1) of \(rows.count): " + cells.joined(separator: ", ")
    }

    /// The keys that move the selected row.
    static let rowKeys = [ControlKey(KeyPress(.up), KeyPress(.down), description: "The row above / below"),
                          ControlKey(KeyPress(.pageUp), KeyPress(.pageDown), description: "A page of rows up / down"),
                          ControlKey(KeyPress(.home), KeyPress(.end), description: "The first / last row")]

    /// Column widths for the total width: fixed ones first, the rest shared equally, one space between columns.
    static func widths(of columns: [Column], total: Int) -> [Int] {
        let gaps = max(0, columns.count - 1)
        let fixed = columns.compactMap(\.width).reduce(0, +)
        let flexible = columns.filter { $0.width == nil }.count
        let share = flexible > 0 ? max(1, (total - fixed - gaps) / flexible) : 0
        return columns.map { $0.width ?? share }
    }

    var body: some View {
        let columns = self.columns, rows = self.rows, height = min(visibleRows, max(1, rows.count))
        let selection = $selected, scroll = $offset, select = onSelect, press = onPress
        let current = min(max(0, selected), max(0, rows.count - 1))
        return Canvas(height: height + 1, painting: Grid(columns: columns, rows: rows, height: height, current: current, top: scroll))
        .focusable(onActivate: {
            // An empty table has no row to press.
            guard !rows.isEmpty else { return }
            press(.integer(Int64(current)))
        })
        .focusAppearance(.custom)
        // Told as its columns, and the selected row cell by cell: "row 2 of 5: Item Pears, Qty 10".
        .accessibility(.table, name: columns.map(\.title).joined(separator: ", "), value: rowSummary(current))
        .onClick { point in
            // A click on a row selects it (the header row is 0).
            let index = scroll.wrappedValue + point.y - 1
            guard point.y >= 1, rows.indices.contains(index), index != current else { return }
            selection.wrappedValue = index
            select(.integer(Int64(index)))
        }
        .onKeyPress(answering: rows.isEmpty ? [] : Self.rowKeys) { key in
            guard !rows.isEmpty else { return false }
            var next = current
            switch key.key {
            case .down: next += 1
            case .up: next -= 1
            case .pageDown: next += height
            case .pageUp: next -= height
            case .home: next = 0
            case .end: next = rows.count - 1
            default: return false
            }
            next = min(max(0, next), rows.count - 1)
            if next != current {
                selection.wrappedValue = next
                select(.integer(Int64(next)))
            }
            return true
        }
        .boxStyle(box)
    }
}

/// `terminal:tabs`: a tab bar and the child of the selected tab; Left/Right switch tabs while the bar has focus.
/// To a screen reader the bar is a tab list whose value is the selected tab, holding the tabs.
struct TerminalTabs: View, Decodable {
    let titles: [String]
    @StatefulEvent var onChange: (JSONValue) -> Void
    @ChildViews var children: [AnyComponent]
    @State var selected: Int

    init(from decoder: any Decoder) throws {
        let properties = try decoder.container(keyedBy: PropertyKey.self)
        titles = try properties.decode([JSONValue].self, forKey: "tabs", default: []).compactMap { item in
            if case .object(let object) = item { return NimbusText.optionalString(object["title"]) }
            return NimbusText.optionalString(item)
        }.map { TextSanitizer.sanitize($0, keepNewlines: false) }
        _onChange = try properties.decode(StatefulEvent<JSONValue>.self, forKey: "onChange")
        _children = try ChildViews(from: decoder)
        let initial = try properties.decode(Int.self, forKey: "selected", default: 0)
        _selected = State(value: initial, initial: .integer(Int64(initial)))
    }

    var body: some View {
        let titles = self.titles, count = titles.count, change = onChange, state = $selected, children = self.children
        let current = count == 0 ? 0 : min(max(0, selected), count - 1)
        func go(_ index: Int) {
            guard count > 0 else { return }
            let next = (index + count) % count
            guard next != state.wrappedValue else { return }
            state.wrappedValue = next
            change(.integer(Int64(next)))
        }
        return VStack {
            HStack(spacing: 0) {
                ForEach(titles.indices) { index in
                    // The tab shown is selection, bold and underlined; reverse video is focus's alone, over the
                    // whole strip while it has focus (Docs/Keys.md, "What focus looks like").
                    Text(" \(titles[index]) ").bold(index == current).underline(index == current)
                        .accessibility(.tab).accessibilityState(selected: index == current)
                    if index < count - 1 { Text("│").dim().accessibilityHidden() }
                }
            }
            // A tab list whose value is the tab shown: switching tabs is one change, told in one line.
            .accessibility(.tablist, value: titles.indices.contains(current) ? titles[current] : nil)
            .focusable(onActivate: { go(current + 1) })
            .onKeyPress(answering: [ControlKey(KeyPress(.left), KeyPress(.right), description: "The previous / next tab")]) { press in
                switch press.key {
                case .left: go(current - 1)
                case .right: go(current + 1)
                default: return false
                }
                return true
            }
            Divider()
            if children.indices.contains(current) { children[current] }
        }
    }
}

extension TerminalTable {
    /// The header and the rows that fit, scrolled to keep the selected row in view, the selection highlighted
    /// (reverse video while focused).
    struct Grid: CellPainting {
        let columns: [Column]
        let rows: [[String]]
        /// How many rows fit under the header.
        let height: Int
        /// The selected row.
        let current: Int
        /// The first row shown (widget state: painting moves it to follow the selection).
        let top: Binding<Int>

        func paint(into buffer: inout CellBuffer, area rect: Rect, context: PaintContext) {
            let widths = TerminalTable.widths(of: columns, total: rect.width)
            func drawRow(_ cells: [String], y: Int, style: Style) {
                var x = rect.x
                for (index, text) in cells.enumerated() where index < widths.count {
                    let width = widths[index]
                    let cut = TextWrapper.truncate(text, to: width)
                    let pad = max(0, width - CharacterWidth.width(of: cut))
                    let shift = columns[index].alignment == .end ? pad : (columns[index].alignment == .center ? pad / 2 : 0)
                    buffer.write(cut, x: x + shift, y: y, style: style, clip: rect)
                    x += width + 1
                }
            }
            drawRow(columns.map(\.title), y: rect.y, style: Style(attributes: [.bold, .underline]))
            var first = top.wrappedValue
            if current < first { first = current }
            if current >= first + height { first = current - height + 1 }
            top.wrappedValue = first
            for line in 0..<height where first + line < rows.count {
                let index = first + line
                let isSelected = index == current
                let style = isSelected ? Style(attributes: context.isFocused ? [.reverse] : [.bold]) : .plain
                if isSelected { buffer.fill(Rect(x: rect.x, y: rect.y + 1 + line, width: rect.width, height: 1), style: style) }
                drawRow(rows[index], y: rect.y + 1 + line, style: style)
            }
        }
    }
}
