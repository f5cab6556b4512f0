import Foundation
/// What the app draws around screens: the footer of key bindings, the help overlay, the log console, and the
/// loading and error states.
@MainActor
final class RuntimeChrome {
    /// Tenths of a second since start (spinner frames).
    var tick = 0

    static let spinnerFrames = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    nonisolated static let dimStyle = Style(attributes: [.dim])
    nonisolated static let errorColor = Color(red: 255, green: 85, blue: 85)
    /// The color of warnings: the log's warning lines and the source notice's badge.
    nonisolated static let warningColor = Color.yellow

    /// The bottom row's own pipeline: the footer (or the question in its place) is described, laid out, placed,
    /// painted and indexed there, so a click reaches an item where it is drawn.
    private let footer = ScreenRenderer()
    /// The items the footer shows, and the width it was laid out for; the same items are not described again.
    private var footerShown: (items: [Footer.Item], width: Int)?
    /// What a click on a footer item does with the item's key (the app presses it through its key path).
    var pressKey: (KeyPress) -> Void = { _ in }

    /// The footer, generated from the bindings in force (`StratusRuntime.keyBindings`), those with `show`, in
    /// order: ` Ctrl+S Save  Tab Next  Esc Back  ? Keys  q Quit  F12 Log`; first, when errors were logged since the
    /// log was last open, a badge with their count, then the shown screen's source notice (`⚠ check: 3
    /// warnings`), each opening the log. `?` and quit are always there; the other entries show in order as many
    /// as fit, and `…` stands for those left out (`?` lists them all). See `Footer`.
    func paintFooter(bindings: [KeyBinding], unseenErrors: Int = 0, sourceNotice: String? = nil,
                     into buffer: inout CellBuffer, row: Int) {
        let items = Footer.items(bindings: bindings, unseenErrors: unseenErrors, sourceNotice: sourceNotice, width: buffer.width)
        paintFooter(items, into: &buffer, row: row)
    }

    /// A question in place of the footer (leaving a screen with typed text); its row answers no click.
    func paintNotice(_ text: String, into buffer: inout CellBuffer, row: Int) {
        paintFooter([.notice(text)], into: &buffer, row: row)
    }

    /// Describes `items` when they changed, then lays out, indexes and paints them on `row`.
    private func paintFooter(_ items: [Footer.Item], into buffer: inout CellBuffer, row: Int) {
        if footerShown?.items != items || footerShown?.width != buffer.width {
            footerShown = (items, buffer.width)
            let pressKey: (KeyPress) -> Void = { [weak self] in self?.pressKey($0) }
            footer.setRoot(resolveSingle(Footer(items: items, press: pressKey),
                                         in: ResolveContext(graph: footer.graph, ownerID: "footer")))
        }
        footer.render(into: &buffer, area: Rect(x: 0, y: row, width: buffer.width, height: 1))
    }

    /// A click on the footer as drawn on the last frame: an item presses its key (through `pressKey`); true when
    /// an item took it.
    func handleFooter(_ mouse: MouseEvent) -> Bool {
        guard case .press(.left) = mouse.kind else { return false }
        return footer.handle(mouse)
    }

    /// A spinner and the URL being loaded, centered.
    func paintLoading(url: String, into buffer: inout CellBuffer, area: Rect) {
        let frame = Self.spinnerFrames[tick % Self.spinnerFrames.count]
        let text = "\(frame) Loading \(TextSanitizer.sanitize(url, keepNewlines: false))…"
        let line = TextWrapper.truncate(text, to: area.width)
        buffer.write(line, x: area.x + max(0, (area.width - CharacterWidth.width(of: line)) / 2), y: area.y + area.height / 2, style: .plain)
    }

    /// The error of a failed load in a box, with the keys that act on it: the file (its path) or address it
    /// read, from the error's source, else the screen's route; Esc only when there is a screen to go back to.
    func paintError(_ error: StratusCoreError, url: String, canGoBack: Bool, into buffer: inout CellBuffer, area: Rect) {
        let width = min(area.width, 72)
        let message = TextSanitizer.sanitize(error.description)
        // A local file is named by its path, as the user would type it.
        let source = error.source.map { $0.hasPrefix("file://") ? URL(string: $0)?.path ?? $0 : $0 } ?? url
        let loaded = "Could not load \(TextSanitizer.sanitize(source, keepNewlines: false))"
        var lines = TextWrapper.wrap(loaded, width: width - 4, wrap: true)
        let titleRows = lines.count
        lines += [""] + TextWrapper.wrap(message, width: width - 4, wrap: true)
        lines += ["", canGoBack ? "Press r to retry, Esc to go back, q to quit." : "Press r to retry, q to quit."]
        let height = min(area.height, lines.count + 2)
        let box = Rect(x: area.x + (area.width - width) / 2, y: area.y + max(0, (area.height - height) / 2), width: width, height: height)
        drawBox(box, color: Self.errorColor, title: " Error ", into: &buffer)
        for (index, line) in lines.enumerated() where index < height - 2 {
            buffer.write(line, x: box.x + 2, y: box.y + 1 + index, style: index < titleRows ? Style(attributes: .bold) : .plain,
                         clip: box.inset(by: EdgeInsets(all: 1)))
        }
    }

    /// The last log entries, newest at the bottom.
    func paintLog(_ logs: [LogEntry], into buffer: inout CellBuffer, area: Rect) {
        buffer.fill(area, style: .plain)
        drawBox(area, color: nil, title: " Log (any key closes) ", into: &buffer)
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
    /// neighbours that say the same thing share a row (`q / Ctrl+C  Quit`). Keys are written as the footer
    /// writes them (`KeyPress.label`).
    ///
    /// `controlKeys`, the keys the focused control answers itself (it sees them first), come first under their
    /// own heading.
    func helpRows(bindings: [KeyBinding], controlKeys: [ControlKey] = []) -> [(key: String, text: String)] {
        var rows: [(key: String, text: String)] = []
        if !controlKeys.isEmpty {
            rows.append(("On the focused control:", ""))
            rows += controlKeys.map { ($0.label, TextSanitizer.sanitize($0.description, keepNewlines: false)) }
            rows += [("", ""), ("On this screen:", "")]
        }
        for binding in bindings {
            let text = binding.helpText.isEmpty ? "(no description)" : TextSanitizer.sanitize(binding.helpText, keepNewlines: false)
            if let last = rows.last, last.text == text {
                rows[rows.count - 1].key += " / " + binding.key.label
            } else {
                rows.append((binding.key.label, text))
            }
        }
        return rows
    }

    /// Every active binding in a centered box (`?`), the focused control's own keys first, from row `scroll` on
    /// when they do not all fit; returns the scroll clamped to what can be shown.
    ///
    /// The help lists its own keys too: when everything fits, its last line says any key closes it; when it
    /// scrolls, the rows end with `ownKeys` (the help's bindings: Up/Down, PageUp/PageDown, Home/End) and "any
    /// other key" closing it.
    @discardableResult
    func paintHelp(bindings: [KeyBinding], controlKeys: [ControlKey] = [], ownKeys: [KeyBinding] = [], scroll: Int = 0,
                   into buffer: inout CellBuffer, area: Rect) -> Int {
        var rows = helpRows(bindings: bindings, controlKeys: controlKeys)
        if rows.count > max(0, min(area.height, rows.count + 4) - 3) {
            rows += [("", ""), ("In this help:", "")] + helpRows(bindings: ownKeys) + [("any other key", "Close the help")]
        }
        // Headings ("On this screen:") have no words beside them and do not widen the key column.
        let keyWidth = rows.filter { !$0.text.isEmpty }.map { CharacterWidth.width(of: $0.key) }.max() ?? 0
        let headingWidth = rows.filter { $0.text.isEmpty }.map { CharacterWidth.width(of: $0.key) }.max() ?? 0
        let width = min(area.width, max(30, headingWidth + 4, keyWidth + 4 + (rows.map { CharacterWidth.width(of: $0.text) }.max() ?? 0) + 2))
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
            hint = "\(more) \(scroll + 1)-\(scroll + lines) of \(rows.count)"
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
