import OrderedCollections

/// The members of a JSON object, in the order they were written.
public typealias JSONObject = OrderedDictionary<String, JSONValue>

/// A JSON value whose shape is known only at run time.
///
/// Integers and doubles are kept apart: `1` is `.integer(1)` and `1.0` is `.double(1.0)`, and they print
/// differently and are not equal. Objects keep the order of their keys, but equality follows JSON, where an
/// object is an unordered set of members: `{"a":1,"b":2} == {"b":2,"a":1}`.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number written without a fraction or an exponent that fits in 64 bits.
    case integer(Int64)
    /// Any other finite number.
    case double(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([JSONValue])
    /// Members in the order they were written.
    case object(JSONObject)
}

extension JSONValue {
    /// The name of this value's JSON kind, as used in error messages ("a number", "a string", ...).
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// `true` when this value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The string, when this value is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// The boolean, when this value is a boolean.
    public var boolValue: Bool? {
        if case .bool(let bool) = self { return bool }
        return nil
    }

    /// The integer, when this value is an integer.
    public var integerValue: Int64? {
        if case .integer(let integer) = self { return integer }
        return nil
    }

    /// The number as a double, when this value is an integer or a double.
    public var doubleValue: Double? {
        switch self {
        case .integer(let integer): return Double(integer)
        case .double(let double): return double
        default: return nil
        }
    }

    /// The elements, when this value is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let array) = self { return array }
        return nil
    }

    /// The members, when this value is an object.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }

    /// The element at `index`, when this value is an array long enough.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let array) = self, array.indices.contains(index) else { return nil }
        return array[index]
    }
}

extension JSONValue: ExpressibleByNilLiteral {
    /// `nil` is `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// `true` / `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer literal is an integer.
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A floating-point literal is a double.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string literal is a string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array literal is an array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// A dictionary literal is an object, keeping the literal's key order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject(minimumCapacity: elements.count)
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension JSONValue {
    /// JSON equality: same kind and same content; objects compare their members regardless of order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            for (key, value) in a {
                guard let other = b[key], other == value else { return false }
            }
            return true
        default: return false
        }
    }

    /// Hashes consistently with ``==(_:_:)``: object members are combined in an order-independent way.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let bool): hasher.combine(1); hasher.combine(bool)
        case .integer(let integer): hasher.combine(2); hasher.combine(integer)
        case .double(let double): hasher.combine(3); hasher.combine(double)
        case .string(let string): hasher.combine(4); hasher.combine(string)
        case .array(let array): hasher.combine(5); hasher.combine(array)
        case .object(let object):
            hasher.combine(6)
            hasher.combine(object.count)
            var combined = 0
            for (key, value) in object {
                var member = Hasher()
                member.combine(key)
                member.combine(value)
                combined ^= member.finalize()
            }
            hasher.combine(combined)
        }
    }
}
