/// Stringification the way the Nimbus core does it (Kotlin `toString`), so that templates print exactly what
/// Compose and SwiftUI apps print for the same screen.
///
/// nimbus-spec 3.2: `true`, `25`, `95.785429`, `[1, 3456, true, null, {a=1}, [0, 1]]`,
/// `{a=1, b=234, c=true, d=null, e={a=1}, f=[0, 1]}`; doubles print shortest-round-trip with at least one
/// decimal (`5.0`) and switch to `1.0E7` notation outside [1e-3, 1e7).
public enum KotlinText {
    /// The Kotlin `"$value"` of a JSON value: `null` prints as "null".
    public static func string(_ value: JSONValue) -> String {
        var output = ""
        append(value, to: &output)
        return output
    }

    /// How a value appears in a string template: like `string(_:)`, except that `null` is "".
    public static func templatePart(_ value: JSONValue) -> String {
        if case .null = value { return "" }
        if case .string(let string) = value { return string }
        return string(value)
    }

    /// Kotlin's `Double.toString()`.
    public static func double(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
        let magnitude = Swift.abs(number)
        let swiftText = "\(number)"
        if magnitude >= 1e-3 && magnitude < 1e7, !swiftText.contains("e") {
            return swiftText.contains(".") ? swiftText : swiftText + ".0"
        }
        // Rebuild Java's "computerized scientific notation" from Swift's shortest digits.
        let (digits, exponent) = decimalDigits(of: magnitude)
        let first = digits.prefix(1)
        var rest = String(digits.dropFirst())
        if rest.isEmpty { rest = "0" }
        let sign = number < 0 ? "-" : ""
        return "\(sign)\(first).\(rest)E\(exponent)"
    }

    /// The shortest round-trip digits of a positive finite number and the exponent of its first digit.
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
