/// A value as Nimbus shows it as text: Kotlin's `toString`, the one conversion of values to text in Stratus.
///
/// Interpolation (`"list: @{list}"`), a whole value shown as text (`"text": "@{list}"`), `String` properties of
/// components, operations that stringify (`concat`, `object` keys) and `stratus check` all read values through
/// this type, so a screen prints what the Compose and SwiftUI apps of the Nimbus core print for it.
///
/// - Integers: `25`. Booleans: `true`. Null: `null` (`""` in a template, see ``templatePart(_:)``).
/// - Doubles: Kotlin's `Double.toString()`, shortest round-trip digits with at least one decimal (`5.0`,
///   `95.785429`), and "computerized scientific notation" outside `1e-3 <= |x| < 1e7` (`1.5E7`, `1.0E-4`,
///   `1.0E20` for the literal `99999999999999999999`); `Infinity`, `-Infinity`, `NaN`.
/// - Lists: `[1, 3456, true, null, {a=1}, [0, 1]]`. Maps: `{a=1, b=234, e={a=1}}`. Nested strings are not quoted.
///
/// See Docs/StratusCodable.md ("Nimbus text") for the oracle these forms come from.
public enum NimbusText {
    /// Kotlin's `"$value"` for a JSON value: `null` prints as "null".
    public static func string(_ value: JSONValue) -> String {
        // The usual keys and texts, without building a string to append to.
        if case .string(let string) = value { return string }
        if case .integer(let integer) = value { return String(integer) }
        var output = ""
        append(value, to: &output)
        return output
    }

    /// The text of a value, or nil when it is null: what a `String` property holds (absent and null alike).
    public static func optionalString(_ value: JSONValue?) -> String? {
        guard let value, !value.isNull else { return nil }
        return string(value)
    }

    /// How a value appears in a string template: like ``string(_:)``, except that `null` is "".
    ///
    /// As nimbus-core's StringTemplate: `"Hey @{missing}!"` renders `"Hey !"`.
    public static func templatePart(_ value: JSONValue) -> String {
        if case .null = value { return "" }
        if case .string(let string) = value { return string }
        return string(value)
    }

    /// Kotlin's (and Java's) `Double.toString()`.
    public static func double(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
        let (digits, exponent) = decimalDigits(of: Swift.abs(number))
        let sign = number < 0 ? "-" : ""
        // Java switches to scientific notation outside [1e-3, 1e7).
        if exponent >= -3 && exponent < 7 {
            if exponent < 0 {
                return sign + "0." + String(repeating: "0", count: -exponent - 1) + digits
            }
            let integerCount = exponent + 1
            if digits.count <= integerCount {
                return sign + digits + String(repeating: "0", count: integerCount - digits.count) + ".0"
            }
            let split = digits.index(digits.startIndex, offsetBy: integerCount)
            return sign + digits[..<split] + "." + digits[split...]
        }
        let rest = digits.dropFirst()
        return "\(sign)\(digits.prefix(1)).\(rest.isEmpty ? "0" : rest)E\(exponent)"
    }

    /// The shortest round-trip digits of a positive finite number (no leading or trailing zeros) and the
    /// decimal exponent of its first digit. Swift's `description` already holds the shortest digits.
    private static func decimalDigits(of magnitude: Double) -> (digits: String, exponent: Int) {
        let text = "\(magnitude)"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let integerPart = parts.first.map(String.init) ?? ""
        let fractionPart = parts.count > 1 ? String(parts[1]) : ""
        var digits = integerPart + fractionPart
        var pointPosition = integerPart.count + exponent
        while digits.hasPrefix("0"), digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.hasSuffix("0"), digits.count > 1 { digits.removeLast() }
        return (digits, pointPosition - 1)
    }

    private static func append(_ value: JSONValue, to output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let bool): output += bool ? "true" : "false"
        case .integer(let integer): output += String(integer)
        case .double(let number): output += double(number)
        case .string(let string): output += string
        case .array(let array):
            output += "["
            for (index, element) in array.enumerated() {
                if index > 0 { output += ", " }
                append(element, to: &output)
            }
            output += "]"
        case .object(let object):
            output += "{"
            for (index, member) in object.enumerated() {
                if index > 0 { output += ", " }
                output += member.key
                output += "="
                append(member.value, to: &output)
            }
            output += "}"
        }
    }
}
