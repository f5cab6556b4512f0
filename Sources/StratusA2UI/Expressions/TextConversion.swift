import StratusCodable

/// How a value becomes text where A2UI interpolates it (`formatString`, a Text bound to a number).
///
/// The protocol's "Type conversion": numbers and booleans as usual, null (and nothing) as the empty string,
/// objects and lists as compact JSON.
public enum TextConversion {
    /// The text of `value`; nil (nothing at a path) is the empty string.
    public static func string(_ value: JSONValue?) -> String {
        switch value {
        case nil, .null?: return ""
        case .string(let string)?: return string
        case .bool(let bool)?: return bool ? "true" : "false"
        case .integer(let integer)?: return String(integer)
        case .double(let double)?: return number(double)
        case let other?: return other.jsonString()
        }
    }

    /// A number as JavaScript writes it: no `.0` on whole numbers, `Infinity`, `NaN`.
    public static func number(_ double: Double) -> String {
        if double.isNaN { return "NaN" }
        if double.isInfinite { return double < 0 ? "-Infinity" : "Infinity" }
        if double.rounded() == double, abs(double) < 9e18 { return String(Int64(double)) }
        return double.description
    }
}
