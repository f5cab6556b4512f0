#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Column widths measured with the rule ncurses uses: `wcwidth` per code point, in a UTF-8 locale.
///
/// ncurses advances its cursor by the sum of `wcwidth` over the code points it is given (tui-anchors 7.4, pitfall 4):
/// `日`→2, `👍`→2, `❤️` (U+2764 U+FE0F)→1, a ZWJ family→6, `e`+U+0301→1. Layout measures with the same rule so that
/// what the layout reserves is exactly what the screen shows. `wcwidth` returns -1 for every non-ASCII character
/// in the C locale, so its first use switches the process to a UTF-8 character type (the user's, else `C.UTF-8`);
/// the characters one column wide in every UTF-8 locale are measured without it (``isOneColumnInEveryLocale(_:)``).
public enum CharacterWidth {
    /// Makes sure the C library classifies characters as UTF-8; runs once, on first use.
    static let localeReady: Bool = {
        if currentCTypeIsUTF8() { return true }
        _ = setlocale(LC_CTYPE, "")
        if currentCTypeIsUTF8() { return true }
        _ = setlocale(LC_CTYPE, "C.UTF-8")
        return currentCTypeIsUTF8()
    }()

    private static func currentCTypeIsUTF8() -> Bool {
        guard let name = setlocale(LC_CTYPE, nil) else { return false }
        let text = String(cString: name).lowercased()
        // A byte search: Foundation's `contains` goes through an NSString, and the standard library's `firstRange(of:)`
        // makes the runtime search every protocol conformance of the program at its first use (callgrind of
        // `stratus render Screens/catalogue.json`: 11,000 and 360,000 instructions).
        let bytes = Array(text.utf8)
        return bytes.contains(subsequence: Array("utf-8".utf8)) || bytes.contains(subsequence: Array("utf8".utf8))
    }

    /// The columns `scalar` takes on screen: 0 (combining, zero-width), 1 or 2; -1 when it is not printable.
    @inline(__always)
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0x20 || value == 0x7F { return -1 }
        if isOneColumnInEveryLocale(value) { return 1 }
        return systemWidth(of: scalar)
    }

    /// `wcwidth` of `scalar`, in a UTF-8 locale (switched to on first use).
    static func systemWidth(of scalar: Unicode.Scalar) -> Int {
        _ = localeReady
        return Int(systemCharacterWidth(Int32(bitPattern: scalar.value)))
    }

    /// Whether `value` is one column wide in every UTF-8 locale, so that measuring it needs no `wcwidth`, nor the
    /// switch of locale before it (`setlocale` reads locale.alias and maps the locale's character classes: about
    /// 75 us and 70,000 instructions, which the catalogue's first frame spent for `│`, `┃` and `‹`; Docs/Evidence.md,
    /// "Catalogue first frame: the frame's own characters measured without the locale"). Latin-1's signs and letters
    /// (not the soft hyphen), general punctuation (dashes, quotes, bullets, `…`, `‹ ›`; not the separators and
    /// controls), arrows, box drawing, block elements and geometric shapes (not U+25FD and U+25FE, which are wide),
    /// Braille: none combining, none East Asian wide. CharacterWidthTests holds each to `wcwidth`.
    @inline(__always)
    static func isOneColumnInEveryLocale(_ value: UInt32) -> Bool {
        switch value {
        case 0xA0...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x25FC, 0x2800...0x28FF:
            return true
        default:
            return false
        }
    }

    /// The columns `text` takes, as ncurses would advance for it (non-printable code points count 0).
    /// Linear in the text's length.
    public static func width(of text: String) -> Int {
        asciiWidth(of: text.utf8) ?? width(ofScalars: text.unicodeScalars)
    }

    /// The columns `text` takes, as ncurses would advance for it (non-printable code points count 0).
    public static func width(of text: Substring) -> Int {
        asciiWidth(of: text.utf8) ?? width(ofScalars: text.unicodeScalars)
    }

    /// The width of ASCII text counted on its contiguous UTF-8 bytes (a printable byte is one column, a control
    /// byte none, as `width(of:)` for their scalars); nil when the text holds other bytes or is not contiguous.
    private static func asciiWidth<Bytes: Collection<UInt8>>(of bytes: Bytes) -> Int? {
        let counted = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            var total = 0
            for byte in buffer {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte < 0x7F { total += 1 }
            }
            return total
        }
        return counted ?? nil
    }

    /// The columns one grapheme cluster takes: the sum over its code points, as ncurses advances.
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return width(ofScalars: character.unicodeScalars)
    }

    private static func width<Scalars: Sequence<Unicode.Scalar>>(ofScalars scalars: Scalars) -> Int {
        var total = 0
        for scalar in scalars {
            let width = width(of: scalar)
            if width > 0 { total += width }
        }
        return total
    }

    /// Splits `text` into terminal cells: each printable code point with a width starts a cell, and the zero-width
    /// code points that follow it (combining marks, variation selectors, ZWJ) ride along in the same cell, as in an
    /// ncurses `cchar_t` (at most 4 of them). Non-printable code points become U+FFFD.
    public static func cells(of text: String, _ body: (_ cluster: String, _ width: Int) -> Void) {
        var current = ""
        var currentWidth = 0
        var extras = 0
        for scalar in text.unicodeScalars {
            var scalar = scalar
            var width = width(of: scalar)
            if width < 0 {
                scalar = "\u{FFFD}"
                width = 1
            }
            if width == 0 {
                if currentWidth > 0 && extras < 4 {
                    current.unicodeScalars.append(scalar)
                    extras += 1
                }
                continue
            }
            if currentWidth > 0 { body(current, currentWidth) }
            current = String(scalar)
            currentWidth = width
            extras = 0
        }
        if currentWidth > 0 { body(current, currentWidth) }
    }
}


/// glibc's `wcwidth`, which the Glibc module does not export without `_XOPEN_SOURCE`; the same function ncurses
/// calls, so both sides measure alike.
@_silgen_name("wcwidth")
private func systemCharacterWidth(_ character: Int32) -> Int32

private extension Array where Element == UInt8 {
    /// Whether `part` (not empty) occurs in these bytes.
    func contains(subsequence part: [UInt8]) -> Bool {
        guard part.count <= count else { return false }
        return (0...(count - part.count)).contains { start in self[start..<(start + part.count)].elementsEqual(part) }
    }
}
