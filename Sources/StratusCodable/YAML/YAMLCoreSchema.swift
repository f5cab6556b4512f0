/// The YAML 1.2 core schema's resolution of plain scalars (yaml.org/spec/1.2.2, section 10.3.2), the one scalar
/// rule set of ``YAMLDocument``.
///
/// - `null`, `Null`, `NULL`, `~` and nothing are null;
/// - only `true` and `false` (also `True`, `TRUE`, `False`, `FALSE`) are booleans, so `yes`, `no`, `on`, `off`
///   and the country code `NO` stay strings;
/// - `12`, `-3`, `+7`, `0123` (decimal, not octal), `0o14` and `0xC` are integers;
/// - `1.5`, `.5`, `1.`, `1e3`, `-2.5E-3`, `.inf`, `-.inf`, `.nan` are floats;
/// - anything else (`1_000`, `1:30`, `2024-01-01`, `0b101`) is a string.
enum YAMLCoreSchema {
    /// What a scalar's text stands for.
    enum Resolution: Equatable {
        case null
        case bool(Bool)
        case integer
        case float
        case string
    }

    /// The resolution of the text of a plain (unquoted, untagged) scalar.
    static func resolve(plain text: String) -> Resolution {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        default: break
        }
        if isInteger(text) { return .integer }
        if isFloat(text) { return .float }
        return .string
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
    static func isInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.starts(with: "0o".utf8) { return bytes.count > 2 && bytes.dropFirst(2).allSatisfy(isOctalDigit) }
        if bytes.starts(with: "0x".utf8) { return bytes.count > 2 && bytes.dropFirst(2).allSatisfy(isHexDigit) }
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        return !bytes.isEmpty && bytes.allSatisfy(isDigit)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)` or `\.(nan|NaN|NAN)`.
    static func isFloat(_ text: String) -> Bool {
        switch text {
        case ".nan", ".NaN", ".NAN": return true
        default: break
        }
        var bytes = Array(text.utf8)[...]
        if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
        switch String(decoding: bytes, as: UTF8.self) {
        case ".inf", ".Inf", ".INF": return true
        default: break
        }
        let integerDigits = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(integerDigits)
        var fractionDigits = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            fractionDigits = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(fractionDigits)
            // `.` alone is no number; `1.` is, `.5` is.
            if integerDigits == 0 && fractionDigits == 0 { return false }
        } else if integerDigits == 0 {
            return false
        }
        if let exponent = bytes.first, exponent == UInt8(ascii: "e") || exponent == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                bytes = bytes.dropFirst()
            }
            return !bytes.isEmpty && bytes.allSatisfy(isDigit)
        }
        return bytes.isEmpty
    }

    /// The value of a text that ``isInteger(_:)``; one too large for 64 bits becomes a double.
    static func integer(_ text: String) -> JSONValue? {
        if text.hasPrefix("0o") { return Int64(text.dropFirst(2), radix: 8).map(JSONValue.integer) }
        if text.hasPrefix("0x") { return Int64(text.dropFirst(2), radix: 16).map(JSONValue.integer) }
        if let integer = Int64(text) { return .integer(integer) }
        return Double(text).map(JSONValue.double)
    }

    /// The value of a text that ``isFloat(_:)`` (`1.5`, `.5`, `1.`, `1e3`, `.inf`, `.nan`).
    static func double(_ text: String) -> Double? {
        switch text.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        var digits = text
        // Swift's parser wants a digit on both sides of the dot.
        if digits.hasSuffix(".") { digits += "0" }
        if let dot = digits.firstIndex(of: "."), dot == digits.startIndex || !digits[digits.index(before: dot)].isNumber {
            digits.insert("0", at: dot)
        }
        return Double(digits)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func isOctalDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "7") }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
    }
}
