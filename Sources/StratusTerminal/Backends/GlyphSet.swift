/// The characters a terminal can draw: all of Unicode, or only ASCII when the locale is not UTF-8.
///
/// Screens and widgets always draw with Unicode (box drawing, check marks, braille spinners, block bars); a
/// backend on an ASCII terminal passes each cell through ``text(for:)`` just before writing it, so the frame,
/// the layout and the tests stay the same on every terminal.
public enum GlyphSet: String, Sendable, CaseIterable {
    /// Any Unicode character (a UTF-8 locale).
    case unicode
    /// Printable ASCII only (`LANG=C`, `POSIX`, or a Latin-1 locale).
    case ascii

    /// The glyph set of the locale named by the environment, with POSIX precedence: `LC_ALL`, then `LC_CTYPE`,
    /// then `LANG`. A locale whose name says UTF-8 gets Unicode, any other (`C`, `POSIX`, `en_US.ISO-8859-1`)
    /// ASCII. With none of the three set, Unicode: terminals today are UTF-8, and a bare `env -i` should not
    /// turn every box into `+--+`.
    public static func detect(environment: [String: String]) -> GlyphSet {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return .unicode }
        let name = locale.lowercased()
        return name.contains("utf-8") || name.contains("utf8") ? .unicode : .ascii
    }

    /// What to write for a cell whose text is `text`: the text itself in Unicode, and in ASCII the closest
    /// one-column ASCII character (`┌` is `+`, `─` is `-`, `✓` is `v`, a braille spinner frame one of `|/-\`,
    /// `█` is `#`), or `?` when nothing is close.
    public func text(for text: String) -> String {
        guard self == .ascii, let scalar = text.unicodeScalars.first else { return text }
        // Zero-width code points riding on an ASCII letter (a combining accent) are dropped.
        if scalar.isASCII { return text.unicodeScalars.count == 1 ? text : String(Character(scalar)) }
        return String(Self.asciiFallback(for: scalar))
    }

    /// The ASCII stand-in for one non-ASCII code point.
    static func asciiFallback(for scalar: Unicode.Scalar) -> Character {
        if let mapped = symbols[scalar] { return mapped }
        switch scalar.value {
        case 0x2500...0x257F: return boxDrawing(scalar)
        case 0x2800...0x28FF: return Array(#"|/-\"#)[Int(scalar.value) % 4]
        case 0x00C0...0x00FF: return latinLetters[scalar] ?? "?"
        default: return "?"
        }
    }

    private static func boxDrawing(_ scalar: Unicode.Scalar) -> Character {
        let horizontal: Set<Unicode.Scalar> = ["─", "━", "═", "╌", "╍", "┄", "┅", "┈", "┉", "╴", "╶", "╸", "╺"]
        let vertical: Set<Unicode.Scalar> = ["│", "┃", "║", "╎", "╏", "┆", "┇", "┊", "┋", "╵", "╷", "╹", "╻"]
        if horizontal.contains(scalar) { return "-" }
        if vertical.contains(scalar) { return "|" }
        return "+"
    }

    private static let symbols: [Unicode.Scalar: Character] = [
        // Marks and bullets.
        "✓": "v", "✔": "v", "✕": "x", "✖": "x", "✗": "x", "✘": "x", "•": "*", "●": "*", "◉": "*", "○": "o",
        "◯": "o", "★": "*", "☆": "*", "▣": "#", "■": "#", "□": "o", "◆": "*", "◇": "o", "⚠": "!", "ℹ": "i",
        "✎": "e", "⌕": "?", "·": ".", "…": ".", "×": "x", "÷": "/", "±": "+", "°": "o",
        // Arrows and pointers.
        "‹": "<", "›": ">", "«": "<", "»": ">", "←": "<", "→": ">", "↑": "^", "↓": "v", "↵": "<", "⏎": "<",
        "▾": "v", "▼": "v", "▿": "v", "▴": "^", "▲": "^", "▸": ">", "►": ">", "▶": ">", "◂": "<", "◄": "<", "◀": "<",
        // Blocks: bars, shades and sparklines.
        "█": "#", "▉": "#", "▊": "#", "▋": "#", "▌": "#", "▍": "#", "▎": "|", "▏": "|", "▐": "#",
        "░": ".", "▒": ":", "▓": "#", "▀": "\"", "▄": "_",
        "▁": "_", "▂": "_", "▃": ".", "▅": "-", "▆": "=", "▇": "*",
        // Punctuation.
        "—": "-", "–": "-", "‐": "-", "“": "\"", "”": "\"", "„": "\"", "‘": "'", "’": "'", "\u{00A0}": " ",
    ]

    private static let latinLetters: [Unicode.Scalar: Character] = {
        var table: [Unicode.Scalar: Character] = [:]
        let groups: [(String, Character)] = [
            ("ÀÁÂÃÄÅ", "A"), ("àáâãäå", "a"), ("ÈÉÊË", "E"), ("èéêë", "e"), ("ÌÍÎÏ", "I"), ("ìíîï", "i"),
            ("ÒÓÔÕÖØ", "O"), ("òóôõöø", "o"), ("ÙÚÛÜ", "U"), ("ùúûü", "u"), ("Ç", "C"), ("ç", "c"), ("Ñ", "N"),
            ("ñ", "n"), ("Ýý", "y"), ("ÿ", "y"),
        ]
        for (letters, stand) in groups {
            for scalar in letters.unicodeScalars { table[scalar] = stand }
        }
        return table
    }()
}
