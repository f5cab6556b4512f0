/// Nimbus coercion: how a value of one JSON kind is read as another, the one set of rules in Stratus.
///
/// These are the rules of nimbus-core's `AnyServerDrivenData` (Docs/StratusCodable.md, "Nimbus coercion"):
/// ``StratusDecoder`` under the nimbus policy, the engine's property reader, operations and `stratus check` all
/// call them. Every function returns nil for a value that does not convert; null is the caller's to handle.
///
/// - Text: any value, through ``NimbusText``.
/// - Numbers: numbers as they are; a string holding a number in decimal notation (`"12"`, `"-1.5"`, `"2.0e3"`);
///   an exponent needs a `.` (`"2e3"` is not a number).
///   Booleans, lists and maps are not numbers.
/// - Integers: integers as they are; doubles and numeric strings truncated toward zero.
/// - Booleans: only `true` and `false`; the string `"false"` is not a boolean (`Expected a boolean`).
/// - Enumerations: a string matched case-insensitively against the case names.
public enum NimbusCoercion {
    /// The number a value holds: itself when it is a number, the number a numeric string spells, else nil.
    ///
    /// As the core's `toNumberOrNull`: a string with a `.` is a double, otherwise a 64-bit integer or nothing;
    /// `"1"` is `.integer(1)`, `"1.0"` is `.double(1.0)`, `"1.5e3"` is `.double(1500)`, and `"1e3"` (an exponent
    /// but no `.`) is no number. NaN, infinities and hexadecimal are refused.
    public static func number(_ value: JSONValue) -> JSONValue? {
        switch value {
        case .integer, .double: return value
        case .string(let string): return number(fromText: string)
        default: return nil
        }
    }

    /// The number `text` spells in decimal notation (`"725487"`, `"537.5975"`, `"-1.5e3"`), or nil.
    public static func number(fromText text: String) -> JSONValue? {
        // nimbus-core's utils/number.kt `toNumberOrNull`: without a `.` the text is read by `toIntOrNull` or
        // `toLongOrNull` alone, so `"1e3"` and `"99999999999999999999"` are not numbers.
        guard text.utf8.contains(UInt8(ascii: ".")) else { return Int64(text).map(JSONValue.integer) }
        guard
            text.utf8.allSatisfy({ byte in
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte | 0x20 == UInt8(ascii: "e")
            }),
            let double = Double(text), double.isFinite
        else { return nil }
        return .double(double)
    }

    /// A value as a double: any number or numeric string, else nil.
    public static func double(_ value: JSONValue) -> Double? {
        number(value)?.doubleValue
    }

    /// A value as an integer: integers as they are, doubles and numeric strings truncated toward zero and
    /// clamped to `Int64`'s range; nil for anything else and for NaN.
    public static func integer(_ value: JSONValue) -> Int64? {
        switch number(value) {
        case .integer(let integer)?: return integer
        case .double(let double)?: return truncated(double)
        default: return nil
        }
    }

    /// A double truncated toward zero and clamped to `Int64`'s range; nil for NaN. Never traps.
    public static func truncated(_ double: Double) -> Int64? {
        if double.isNaN { return nil }
        if double >= 9.223372036854775807e18 { return .max }
        if double <= -9.223372036854775808e18 { return .min }
        return Int64(double.rounded(.towardZero))
    }

    /// A value as a boolean: only a real boolean (nimbus-core's `asBoolean` refuses `"true"`).
    public static func bool(_ value: JSONValue) -> Bool? {
        value.boolValue
    }

    /// A value as text: anything but null, in its Nimbus form.
    public static func string(_ value: JSONValue) -> String? {
        NimbusText.optionalString(value)
    }

    /// The case of `cases` a string names, ignoring case (nimbus-core's `asEnum`); nil when none does.
    public static func enumCase(_ value: JSONValue, in cases: [String]) -> String? {
        guard case .string(let text) = value else { return nil }
        if cases.contains(text) { return text }
        let lowered = text.lowercased()
        return cases.first { $0.lowercased() == lowered }
    }
}
