import Foundation
import StratusCodable

/// How values behave in expressions, as in botbuilder-js where every number is a JavaScript number: `1.0` is the
/// integer 1, truth is "not false, null or undefined", and text is written as JavaScript writes it.
enum ExpressionValue {
    /// A number as a JSON value: an integer when it has no fraction and is exact, a double otherwise.
    static func number(_ double: Double) -> JSONValue {
        if double == double.rounded(), abs(double) < 9_007_199_254_740_992 { return .integer(Int64(double)) }
        return .double(double)
    }

    /// The number a value holds, when it is a number.
    static func double(_ value: JSONValue?) -> Double? {
        value?.doubleValue
    }

    /// Whether a value is a number without fraction (JavaScript's `Number.isInteger`).
    static func isInteger(_ value: JSONValue?) -> Bool {
        guard let double = double(value) else { return false }
        return double.isFinite && double == double.rounded()
    }

    /// botbuilder-js's truth: a boolean is itself, null and undefined are false, anything else (0, "") is true.
    static func isTrue(_ value: JSONValue?) -> Bool {
        switch value {
        case .bool(let bool)?: return bool
        case nil, .null?: return false
        default: return true
        }
    }

    /// Every number of `value` (deep) written as an integer when it has no fraction, as JavaScript holds it.
    static func normalized(_ value: JSONValue) -> JSONValue {
        switch value {
        case .double(let double): return number(double)
        case .array(let array): return .array(array.map(normalized))
        case .object(let object): return .object(object.mapValues(normalized))
        default: return value
        }
    }

    /// Compact JSON as `JSON.stringify` writes it: `{"a":1}`, never `1.0`.
    static func json(_ value: JSONValue) -> String {
        normalized(value).jsonString()
    }

    /// A number as JavaScript's `toString` writes it: `3`, `5.6`, `1e-7`, `1e+21`.
    static func text(_ double: Double) -> String {
        if double.isNaN { return "NaN" }
        if double.isInfinite { return double < 0 ? "-Infinity" : "Infinity" }
        if double == double.rounded(), abs(double) < 1e21 { return String(format: "%.0f", double) }
        let magnitude = abs(double)
        if magnitude >= 1e-6, magnitude < 1e21 {
            var text = "\(double)"
            if text.contains("e") {
                // Swift writes 1e-05 where JavaScript writes 0.00001.
                text = String(format: "%.17g", double)
                if let shortest = (1...17).lazy.map({ String(format: "%.\($0)f", double) }).first(where: { Double($0) == double }) {
                    text = shortest
                }
            }
            return text
        }
        // Exponent form as JavaScript writes it: no leading zero in the exponent, a sign always.
        let parts = "\(double)".split(separator: "e")
        guard parts.count == 2, let exponent = Int(parts[1]) else { return "\(double)" }
        var mantissa = String(parts[0])
        if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
        return mantissa + "e" + (exponent < 0 ? "-" : "+") + String(abs(exponent))
    }

    /// A value as text when it is concatenated or interpolated (botbuilder-js's commonStringify): nothing for
    /// null and undefined, compact JSON for arrays and objects, JavaScript's text otherwise.
    static func text(_ value: JSONValue?) -> String {
        switch value {
        case nil, .null?: return ""
        case .bool(let bool)?: return bool ? "true" : "false"
        case .integer(let integer)?: return String(integer)
        case .double(let double)?: return text(double)
        case .string(let string)?: return string
        case .array?, .object?: return json(value!)
        }
    }

    /// botbuilder-js's equality: numbers by value (1 == 1.0), arrays and objects member by member, null equal to
    /// undefined and to nothing else.
    static func equals(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil), (nil, .null?), (.null?, nil): return true
        case (nil, _), (_, nil): return false
        case let (left?, right?): return normalized(left) == normalized(right)
        }
    }

    /// The name of a value's kind for messages.
    static func kind(_ value: JSONValue?) -> String {
        value?.kindDescription ?? "undefined"
    }
}
