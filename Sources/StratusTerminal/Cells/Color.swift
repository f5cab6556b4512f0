/// A color from a screen, as red, green, blue and alpha components.
///
/// Nimbus colors are strings `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, with alpha last (Docs/Nimbus.md §6).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...255.
    public var red: UInt8
    /// The green component, 0...255.
    public var green: UInt8
    /// The blue component, 0...255.
    public var blue: UInt8
    /// The alpha component, 0 (transparent) ... 255 (opaque).
    public var alpha: UInt8

    /// A color from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional); nil when the text is not a color.
    public init?(hex text: String) {
        guard let color = Self.plainHex(text) ?? Self.spacedHex(text) else { return nil }
        self = color
    }

    /// A color written plainly (`#` or not, then 3, 4, 6 or 8 ASCII hex digits, nothing around them), read from its
    /// bytes; nil for anything else, which `spacedHex(_:)` reads character by character (spaces around, other digits).
    private static func plainHex(_ text: String) -> Color? {
        var bytes = Substring(text).utf8
        if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
        var digits = HexDigits()
        for byte in bytes {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            guard digits.append(digit) else { return nil }
        }
        return digits.color
    }

    /// A color with spaces around it or digits other than ASCII's, read character by character.
    private static func spacedHex(_ text: String) -> Color? {
        var characters = Substring(text.trimmingSpaces())
        if characters.hasPrefix("#") { characters = characters.dropFirst() }
        var digits = HexDigits()
        for character in characters {
            guard let value = character.hexDigitValue, digits.append(UInt8(value)) else { return nil }
        }
        return digits.color
    }

    /// Up to 8 hex digits read in turn, and the color they write.
    private struct HexDigits {
        private var value: UInt32 = 0
        private var count = 0

        /// Adds a digit (0 to 15); false when there are 8 already.
        mutating func append(_ digit: UInt8) -> Bool {
            guard count < 8 else { return false }
            value = value << 4 | UInt32(digit)
            count += 1
            return true
        }

        /// The color of 3, 4, 6 or 8 digits; nil for another count.
        var color: Color? {
            // The digit at `position`, counted from the first.
            func digit(_ position: Int) -> UInt8 {
                UInt8(truncatingIfNeeded: value >> (4 * (count - 1 - position)) & 0xF)
            }
            switch count {
            case 3, 4:
                func expanded(_ position: Int) -> UInt8 { digit(position) << 4 | digit(position) }
                return Color(red: expanded(0), green: expanded(1), blue: expanded(2), alpha: count == 4 ? expanded(3) : 255)
            case 6, 8:
                func pair(_ position: Int) -> UInt8 { digit(position) << 4 | digit(position + 1) }
                return Color(red: pair(0), green: pair(2), blue: pair(4), alpha: count == 8 ? pair(6) : 255)
            default:
                return nil
            }
        }
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when the color is not opaque.
    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { byte in
            let text = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    /// True when the color is fully transparent, so painting it changes nothing.
    public var isTransparent: Bool { alpha == 0 }

    /// True for a gray: red, green and blue within 24 of each other.
    public var isGray: Bool {
        let components = [Int(red), Int(green), Int(blue)]
        return components.max()! - components.min()! <= 24
    }

    /// The perceived brightness, 0...1 (Rec. 601 luma), used to pick readable text over a background.
    public var luminance: Double {
        (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    }

    /// This color composited over `background` (alpha blending), opaque.
    public func composited(over background: Color) -> Color {
        if alpha == 255 { return self }
        let a = Double(alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * a + Double(bottom) * (1 - a)).rounded())
        }
        return Color(red: mix(red, background.red), green: mix(green, background.green), blue: mix(blue, background.blue))
    }

    /// Black, the Nimbus default text and border color.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// A red for errors.
    public static let red = Color(red: 205, green: 49, blue: 49)
    /// A green for success.
    public static let green = Color(red: 13, green: 188, blue: 121)
    /// A yellow for warnings.
    public static let yellow = Color(red: 229, green: 229, blue: 16)
    /// A blue for accents.
    public static let blue = Color(red: 36, green: 114, blue: 200)
    /// A cyan for accents.
    public static let cyan = Color(red: 17, green: 168, blue: 205)
    /// A mid gray for secondary text.
    public static let gray = Color(red: 128, green: 128, blue: 128)
}

extension String {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
        let end = lastIndex(where: { !isSpace($0) }) ?? start
        return self[start...end]
    }
}
