/// Text attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    /// Creates a set from its raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Bold (or bright) text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Dim (faint) text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 2)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 3)
    /// Italic text (shown only where the terminal supports it).
    public static let italic = TextAttributes(rawValue: 1 << 4)
}

/// How a cell looks: colors and attributes. A nil color means "the terminal's default".
public struct Style: Hashable, Sendable {
    /// The text color; nil is the terminal default.
    public var foreground: Color?
    /// The background color; nil is the terminal default.
    public var background: Color?
    /// Bold, dim, underline, reverse, italic.
    public var attributes: TextAttributes

    /// A style from its parts; everything defaults to the terminal's own look.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// `other` laid over this style: its colors win when set, attributes add up.
    public func merged(with other: Style) -> Style {
        Style(foreground: other.foreground ?? foreground,
              background: other.background ?? background,
              attributes: attributes.union(other.attributes))
    }

    /// A compact description used by frame snapshots (``FrameSnapshot``): `fg=#RRGGBB bg=#RRGGBB bold dim underline reverse`.
    public var summary: String {
        var parts: [String] = []
        if let foreground { parts.append("fg=\(foreground)") }
        if let background { parts.append("bg=\(background)") }
        if attributes.contains(.bold) { parts.append("bold") }
        if attributes.contains(.dim) { parts.append("dim") }
        if attributes.contains(.underline) { parts.append("underline") }
        if attributes.contains(.reverse) { parts.append("reverse") }
        if attributes.contains(.italic) { parts.append("italic") }
        return parts.joined(separator: " ")
    }

    /// Parses ``summary`` back: `fg=#RRGGBB`, `bg=#RRGGBB` and attribute names separated by spaces; nil when
    /// something else is written.
    public init?(summary: String) {
        self.init()
        for word in summary.split(separator: " ") {
            if word.hasPrefix("fg=") {
                guard let color = Color(hex: String(word.dropFirst(3))) else { return nil }
                foreground = color
            } else if word.hasPrefix("bg=") {
                guard let color = Color(hex: String(word.dropFirst(3))) else { return nil }
                background = color
            } else {
                switch word {
                case "bold": attributes.insert(.bold)
                case "dim": attributes.insert(.dim)
                case "underline": attributes.insert(.underline)
                case "reverse": attributes.insert(.reverse)
                case "italic": attributes.insert(.italic)
                default: return nil
                }
            }
        }
    }
}
