import StratusTerminal

/// Turns a frame into the text `stratus render` prints: exactly one line per row, trailing spaces trimmed,
/// plain or with ANSI SGR escape sequences for colors and attributes.
public enum FramePrinter {
    /// The rows of `frame` as lines. With `color`, each styled run starts with its SGR sequence and every
    /// line that used one ends with a reset, so lines can be printed or cut independently.
    /// - Parameter depth: the colors printed: 24-bit as the screen gives them (`.trueColor`, the default), or
    ///   as a terminal with fewer colors shows them (see `ColorSupport.terminalStyle(for:)`).
    public static func lines(of frame: CellBuffer, color: Bool, depth: ColorSupport = .trueColor) -> [String] {
        (0..<frame.height).map { row in line(row, of: frame, color: color, depth: depth) }
    }

    /// The frame in `format`: its lines for `.text` (colored at `depth`), else one SVG or HTML document
    /// (titled `title` in HTML).
    public static func output(of frame: CellBuffer, format: FrameFormat, color: Bool, depth: ColorSupport = .trueColor,
                              title: String, accessibility: @autoclosure () -> AccessibilityTree = AccessibilityTree()) -> [String] {
        switch format {
        case .accessibility: return [accessibility().outline]
        case .accessibilityJSON: return [accessibility().json]
        case .text: return lines(of: frame, color: color, depth: depth)
        // Printed with `print`, which adds the final newline.
        case .svg: return [String(SVGFrameWriter().document(for: frame).dropLast())]
        case .html: return [String(HTMLFrameWriter(title: title).document(for: frame).dropLast())]
        }
    }

    private static func line(_ row: Int, of frame: CellBuffer, color: Bool, depth: ColorSupport) -> String {
        guard color else {
            let end = frame.printedWidth(ofRow: row)
            var bytes: [UInt8] = []
            bytes.reserveCapacity(end + 8)
            frame.appendPrintedText(ofRow: row, columns: end, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        // Trailing blanks go unless they carry a visible style.
        let end = frame.printedWidth(ofRow: row) { isVisible($0.style) }
        // The line's UTF-8 bytes, made into one `String` at the end: a `String` per cell, appended, was most of the
        // printing of a frame.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end + 8)
        var current = Style.plain
        for column in 0..<end {
            let cell = frame[column, row]
            if cell.isContinuation { continue }
            if cell.style != current {
                let sequence = depth == .trueColor
                    ? sgr(for: cell.style) : sgr(for: depth.terminalStyle(for: cell.style), depth: depth)
                bytes.append(contentsOf: sequence.utf8)
                current = cell.style
            }
            cell.appendPrintedText(to: &bytes)
        }
        if current != .plain { bytes.append(contentsOf: "\u{1B}[0m".utf8) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isVisible(_ style: Style) -> Bool {
        style.background != nil || style.attributes.contains(.reverse) || style.attributes.contains(.underline)
    }

    /// The SGR sequence that sets exactly `style` (it starts with a reset).
    static func sgr(for style: Style) -> String {
        var codes = attributeCodes(style.attributes)
        if let foreground = style.foreground, !foreground.isTransparent {
            codes.append("38;2;\(foreground.red);\(foreground.green);\(foreground.blue)")
        }
        if let background = style.background, !background.isTransparent {
            codes.append("48;2;\(background.red);\(background.green);\(background.blue)")
        }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR sequence for a style mapped to a palette: `30`-`37`/`90`-`97` for 8 and 16 colors, `38;5;N` for
    /// 256, nothing for the default colors.
    static func sgr(for style: TerminalStyle, depth: ColorSupport) -> String {
        var codes = attributeCodes(style.attributes)
        func code(_ number: Int, base: Int) -> String {
            switch depth {
            case .indexed256: return "\(base + 8);5;\(number)"
            case .trueColor: return "\(base + 8);2;\(number >> 16 & 255);\(number >> 8 & 255);\(number & 255)"
            case .none, .ansi8, .ansi16: return number < 8 ? "\(base + number)" : "\(base + 60 + number - 8)"
            }
        }
        if let foreground = style.foreground { codes.append(code(foreground, base: 30)) }
        if let background = style.background { codes.append(code(background, base: 40)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    private static func attributeCodes(_ attributes: TextAttributes) -> [String] {
        var codes = ["0"]
        if attributes.contains(.bold) { codes.append("1") }
        if attributes.contains(.dim) { codes.append("2") }
        if attributes.contains(.italic) { codes.append("3") }
        if attributes.contains(.underline) { codes.append("4") }
        if attributes.contains(.reverse) { codes.append("7") }
        return codes
    }
}
