import Foundation
import OrderedCollections
import StratusCodable

/// The evaluated arguments of one call, with the conversions the reference renderer applies to them.
///
/// The conversions follow google/A2UI renderers/web_core/src/v0_9/basic_catalog/functions/basic_functions_api.ts:
/// numbers accept numeric strings and booleans; strings accept any scalar; an argument that is absent is an error
/// where the function needs it. Every error names the function and the argument.
public struct FunctionArguments: Sendable {
    /// The function's name, for messages.
    public var function: String
    /// The values by name; an absent argument has no entry.
    public var values: OrderedDictionary<String, JSONValue>

    /// Creates arguments.
    public init(function: String, values: OrderedDictionary<String, JSONValue>) {
        self.function = function
        self.values = values
    }

    /// An error about argument `name`.
    public func error(_ name: String, _ problem: String) -> A2UIError {
        A2UIError(.invalidArguments, "\(function): argument \"\(name)\" \(problem)")
    }

    /// The argument, which must be present (null is a value).
    public func value(_ name: String) throws(A2UIError) -> JSONValue {
        guard let value = values[name] else { throw error(name, "is required") }
        return value
    }

    /// The argument as a number; a numeric string or a boolean converts, null and other text do not.
    public func number(_ name: String) throws(A2UIError) -> Double {
        let value = try value(name)
        guard let number = Self.number(value), !number.isNaN else {
            throw error(name, "must be a number, found \(value.kindDescription) (\(value))")
        }
        return number
    }

    /// The argument as a number when present (null counts as absent).
    public func optionalNumber(_ name: String) throws(A2UIError) -> Double? {
        guard let value = values[name], value != .null else { return nil }
        return try number(name)
    }

    /// The argument as text: a string, or a number or boolean written out.
    public func string(_ name: String) throws(A2UIError) -> String {
        let value = try value(name)
        switch value {
        case .string(let string): return string
        case .integer, .double, .bool: return TextConversion.string(value)
        default: throw error(name, "must be a string, found \(value.kindDescription)")
        }
    }

    /// The argument as text when present.
    public func optionalString(_ name: String) throws(A2UIError) -> String? {
        guard let value = values[name], value != .null else { return nil }
        return try string(name)
    }

    /// The argument as a boolean when present.
    public func optionalBool(_ name: String) throws(A2UIError) -> Bool? {
        guard let value = values[name], value != .null else { return nil }
        guard case .bool(let bool) = value else { throw error(name, "must be a boolean, found \(value.kindDescription)") }
        return bool
    }

    /// The argument as a list.
    public func list(_ name: String) throws(A2UIError) -> [JSONValue] {
        let value = try value(name)
        guard case .array(let array) = value else { throw error(name, "must be a list, found \(value.kindDescription)") }
        return array
    }

    /// A JSON value as a number the way JavaScript's `Number()` reads it, or nil when it is not one.
    static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .integer(let integer): return Double(integer)
        case .double(let double): return double
        case .bool(let bool): return bool ? 1 : 0
        case .string(let string):
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { return 0 }
            return Double(trimmed)
        default: return nil
        }
    }
}

extension JSONValue {
    /// A number as JSON: an integer when it has no fraction and fits, a double otherwise (infinities included).
    static func number(_ double: Double) -> JSONValue {
        if double.isFinite, double.rounded() == double, abs(double) < 9_007_199_254_740_992 {
            return .integer(Int64(double))
        }
        return .double(double)
    }

    /// Truthiness as JavaScript's `!!value`: false, null, 0, NaN and the empty string are false.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let bool): return bool
        case .integer(let integer): return integer != 0
        case .double(let double): return double != 0 && !double.isNaN
        case .string(let string): return !string.isEmpty
        case .array, .object: return true
        }
    }
}
