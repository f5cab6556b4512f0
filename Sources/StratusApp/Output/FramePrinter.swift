import StratusTerminal

/// Turns a frame into the text `stratus render` prints: exactly one line per row, trailing spaces trimmed,
/// plain or with ANSI SGR escape sequences for colors and attributes.
public enum FramePrinter {
    /// The rows of `frame` as lines. With `color`, each styled run starts with its SGR sequence and every
    /// line that used one ends with a reset, so lines can be printed or cut independently.
    public static func lines(of frame: CellBuffer, color: Bool) -> [String] {
        (0..<frame.height).map { row in line(row, of: frame, color: color) }
    }

    /// The frame in `format`: its lines for `.text`, else one SVG or HTML document (titled `title` in HTML).
    public static func output(of frame: CellBuffer, format: FrameFormat, color: Bool, title: String) -> [String] {
        switch format {
        case .text: return lines(of: frame, color: color)
        // Printed with `print`, which adds the final newline.
        case .svg: return [String(SVGFrameWriter().document(for: frame).dropLast())]
        case .html: return [String(HTMLFrameWriter(title: title).document(for: frame).dropLast())]
        }
    }

    private static func line(_ row: Int, of frame: CellBuffer, color: Bool) -> String {
        // The last column worth printing: trailing blanks go unless they carry a visible style.
        var end = frame.width
        while end > 0 {
            let cell = frame[end - 1, row]
            let blank = cell.text == " " || cell.text.isEmpty || cell.isContinuation
            if !blank || (color && isVisible(cell.style)) { break }
            end -= 1
        }
        var text = ""
        var current = Style.plain
        for column in 0..<end {
            let cell = frame[column, row]
            if cell.isContinuation { continue }
            if color, cell.style != current {
                text += sgr(for: cell.style)
                current = cell.style
            }
            text += cell.text.isEmpty ? " " : cell.text
        }
        if color, current != .plain { text += "\u{1B}[0m" }
        return text
    }

    private static func isVisible(_ style: Style) -> Bool {
        style.background != nil || style.attributes.contains(.reverse) || style.attributes.contains(.underline)
    }

    /// The SGR sequence that sets exactly `style` (it starts with a reset).
    static func sgr(for style: Style) -> String {
        var codes = ["0"]
        if style.attributes.contains(.bold) { codes.append("1") }
        if style.attributes.contains(.dim) { codes.append("2") }
        if style.attributes.contains(.italic) { codes.append("3") }
        if style.attributes.contains(.underline) { codes.append("4") }
        if style.attributes.contains(.reverse) { codes.append("7") }
        if let foreground = style.foreground, !foreground.isTransparent {
            codes.append("38;2;\(foreground.red);\(foreground.green);\(foreground.blue)")
        }
        if let background = style.background, !background.isTransparent {
            codes.append("48;2;\(background.red);\(background.green);\(background.blue)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
