/// What the app draws around screens: the footer of key bindings, the help overlay, the log console, and the
/// loading and error states.
@MainActor
final class RuntimeChrome {
    /// Tenths of a second since start (spinner frames).
    var tick = 0
    /// Footer entries on the last frame: (first column, last column, key).
    private var footerHits: [(Int, Int, KeyPress)] = []

    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let keyStyle = Style(attributes: [.bold, .reverse])
    static let dimStyle = Style(attributes: [.dim])
    static let errorColor = Color(red: 255, green: 85, blue: 85)
    /// The color of warnings: the log's warning lines and the source notice's badge.
    static let warningColor = Color.yellow

    /// True for the keys the footer never drops: help and quit.
    private static func isAlwaysShown(_ key: KeyPress) -> Bool {
        key == KeyPress(.character("?")) || key == KeyPress(.character("q")) || key == KeyPress(.character("c"), modifiers: .ctrl)
    }

    /// The footer, generated from the bindings in force (`StratusRuntime.keyBindings`), those with `show`, in
    /// order: ` ^S Save  Tab Next  Esc Back  ? Keys  q Quit  F12 Log`; first, when errors were logged since the
    /// log was last open, a badge with their count, then the shown screen's source notice (`⚠ check: 3
    /// warnings`), each opening the log. `?` and quit are always there; the other entries show in order as many
    /// as fit, and `…` stands for those left out (`?` lists them all).
    func paintFooter(bindings: [KeyBinding], unseenErrors: Int = 0, sourceNotice: String? = nil,
                     into buffer: inout CellBuffer, row: Int) {
        let entries: [(key: KeyPress, text: String)] = bindings.filter(\.show).map {
            ($0.key, TextSanitizer.sanitize($0.description, keepNewlines: false))
        }
        func width(_ entry: (key: KeyPress, text: String)) -> Int {
            CharacterWidth.width(of: " \(entry.key.label) ") + CharacterWidth.width(of: entry.text) + 2
        }
        var badges: [(text: String, color: Color)] = []
        if unseenErrors > 0 { badges.append((" ✖ \(unseenErrors) ", Self.errorColor)) }
        if let sourceNotice {
            badges.append((" ⚠ " + TextSanitizer.sanitize(sourceNotice, keepNewlines: false) + " ", Self.warningColor))
        }
        let ellipsis = " … "
        var used = badges.reduce(0) { $0 + CharacterWidth.width(of: $1.text) + 1 }
            + entries.filter { Self.isAlwaysShown($0.key) }.reduce(0) { $0 + width($1) }
        let optionalCount = entries.filter { !Self.isAlwaysShown($0.key) }.count
        var shown = Set<Int>()
        var considered = 0
        for (index, entry) in entries.enumerated() where !Self.isAlwaysShown(entry.key) {
            considered += 1
            let more = considered < optionalCount ? CharacterWidth.width(of: ellipsis) : 0
            guard used + width(entry) + more <= buffer.width else { break }
            used += width(entry)
            shown.insert(index)
        }
        footerHits.removeAll()
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: Self.dimStyle)
        var x = 0
        for badge in badges {
            let start = x
            x = buffer.write(badge.text, x: x, y: row, style: Style(foreground: badge.color, attributes: [.bold, .reverse]))
            footerHits.append((start, x - 1, KeyPress(.function(12))))
            x += 1
        }
        var ellipsisWritten = shown.count == optionalCount
        for (index, entry) in entries.enumerated() {
            let always = Self.isAlwaysShown(entry.key)
            guard always || shown.contains(index) else { continue }
            if always, !ellipsisWritten {
                x = buffer.write(ellipsis, x: x, y: row, style: Self.dimStyle)
                ellipsisWritten = true
            }
            let start = x
            x = buffer.write(" \(entry.key.label) ", x: x, y: row, style: Self.keyStyle)
            x = buffer.write(" " + entry.text, x: x, y: row, style: .plain)
            footerHits.append((start, x - 1, entry.key))
            x += 1
        }
    }

    /// A question in place of the footer (leaving a screen with typed text).
    func paintNotice(_ text: String, into buffer: inout CellBuffer, row: Int) {
        footerHits.removeAll()
        buffer.fill(Rect(x: 0, y: row, width: buffer.width, height: 1), style: .plain)
        buffer.write(" " + text, x: 0, y: row, style: Style(attributes: [.bold, .reverse]))
    }

    /// The key whose footer entry covers column `x`.
    func footerKey(at x: Int) -> KeyPress? {
        footerHits.first { x >= $0.0 && x <= $0.1 }?.2
    }

    /// A spinner and the URL being loaded, centered.
    func paintLoading(url: String, into buffer: inout CellBuffer, area: Rect) {
        let frame = Self.spinnerFrames[tick % Self.spinnerFrames.count]
        let text = "\(frame) Loading \(TextSanitizer.sanitize(url, keepNewlines: false))…"
        let line = TextWrapper.truncate(text, to: area.width)
        buffer.write(line, x: area.x + max(0, (area.width - CharacterWidth.width(of: line)) / 2), y: area.y + area.height / 2, style: .plain)
    }

    /// The error of a failed load in a box, with the retry key.
    func paintError(_ error: StratusCoreError, url: String, into buffer: inout CellBuffer, area: Rect) {
        let width = min(area.width, 72)
        let message = TextSanitizer.sanitize(error.description)
        var lines = ["Could not load \(TextSanitizer.sanitize(url, keepNewlines: false))", ""]
        lines += TextWrapper.wrap(message, width: width - 4, wrap: true)
        lines += ["", "Press r to retry, Esc to go back, q to quit."]
        let height = min(area.height, lines.count + 2)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2), width: width, height: height)
        drawBox(box, color: Self.errorColor, title: " Error ", into: &buffer)
        for (index, line) in lines.enumerated() where index < height - 2 {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + index, style: index == 0 ? Style(attributes: .bold) : .plain,
                         clip: box.inset(by: EdgeInsets(all: 1)))
        }
    }

    /// The last log entries, newest at the bottom.
    func paintLog(_ logs: [LogEntry], into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area, style: .plain)
        drawBox(area, color: nil, title: " Log (F12 to close) ", into: &buffer)
        let inner = area.inset(by: EdgeInsets(all: 1))
        guard inner.width > 0, inner.height > 0 else { return }
        // Entries wrap rather than being cut at the right edge; the newest rows that fit are shown.
        var rows: [(String, Style)] = []
        for entry in logs.suffix(inner.height) {
            let style: Style
            switch entry.level {
            case .error: style = Style(foreground: Self.errorColor)
            case .warning: style = Style(foreground: Self.warningColor)
            case .info: style = .plain
            }
            let text = TextSanitizer.sanitize(entry.description, keepNewlines: true)
            rows += TextWrapper.wrap(text, width: inner.width, wrap: true).map { ($0, style) }
        }
        for (index, row) in rows.suffix(inner.height).enumerated() {
            buffer.write(row.0, x: inner.x, y: inner.y + index, style: row.1, clip: inner)
        }
    }

    /// The `?` help's rows: every binding in force, in order (shortcuts of boxes scrolled off screen included);
    /// neighbours that say the same thing share a row (`q / ctrl+c  Quit`).
    func helpRows(bindings: [KeyBinding]) -> [(key: String, text: String)] {
        var rows: [(key: String, text: String)] = []
        for binding in bindings {
            let text = binding.helpText.isEmpty ? "(no description)" : TextSanitizer.sanitize(binding.helpText, keepNewlines: false)
            if let last = rows.last, last.text == text {
                rows[rows.count - 1].key += " / " + binding.key.description
            } else {
                rows.append((binding.key.description, text))
            }
        }
        return rows
    }

    /// Every active binding in a centered box (`?`), from row `scroll` on when they do not all fit; returns the
    /// scroll clamped to what can be shown (Up/Down, PageUp/PageDown, Home/End move it).
    @discardableResult
    func paintHelp(bindings: [KeyBinding], scroll: Int = 0, into buffer: inout CellBuffer, area: Rect) -> Int {
        let rows = helpRows(bindings: bindings)
        let keyWidth = rows.map { CharacterWidth.width(of: $0.key) }.max() ?? 0
        let width = min(area.width, max(30, keyWidth + 4 + (rows.map { CharacterWidth.width(of: $0.text) }.max() ?? 0) + 2))
        let height = min(area.height, rows.count + 4)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2, width: width, height: height)
        buffer.fill(box, style: .plain)
        drawBox(box, color: nil, title: " Keys ", into: &buffer)
        let inner = box.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 1))
        // The last line of the box says how to close (and scroll); the rows take the lines above it.
        let lines = max(0, inner.height - 1)
        let scroll = max(0, min(scroll, rows.count - lines))
        for (line, row) in rows.dropFirst(scroll).prefix(lines).enumerated() {
            buffer.write(row.key, x: inner.x, y: inner.y + line, style: Style(attributes: .bold), clip: inner)
            buffer.write(row.text, x: inner.x + keyWidth + 2, y: inner.y + line, style: .plain, clip: inner)
        }
        let hint: String
        if rows.count <= lines {
            hint = "Press any key to close"
        } else {
            let more = [scroll > 0 ? "↑" : nil, scroll + lines < rows.count ? "↓" : nil].compactMap { $0 }.joined()
            hint = "\(more) \(scroll + 1)-\(scroll + lines) of \(rows.count) · ↑↓ scroll · Esc closes"
        }
        buffer.write(hint, x: inner.x, y: inner.maxY - 1, style: Self.dimStyle, clip: inner)
        return scroll
    }

    private func drawBox(_ box: Rect, color: Color?, title: String, into buffer: inout CellBuffer) {
        guard box.width >= 2, box.height >= 2 else { return }
        let style = Style(foreground: color)
        let middle = String(repeating: "─", count: box.width - 2)
        buffer.write("╭" + middle + "╮", x: box.x, y: box.y, style: style)
        buffer.write("╰" + middle + "╯", x: box.x, y: box.maxY - 1, style: style)
        for row in (box.y + 1)..<(box.maxY - 1) {
            buffer.write("│", x: box.x, y: row, style: style)
            buffer.write("│", x: box.maxX - 1, y: row, style: style)
        }
        buffer.write(title, x: box.x + 2, y: box.y, style: Style(foreground: color, attributes: .bold), clip: box)
    }
}
