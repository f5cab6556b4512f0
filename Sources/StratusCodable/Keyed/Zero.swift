import Foundation

/// A property that takes its type's zero value when the key is missing, `null`, or of the wrong type.
///
/// Zero values: `""`, `0`, `false`, empty arrays and dictionaries, structs of zeros, and `nil` for optionals
/// (`@Zero var x: Int?` stays `nil`). Works with any decoder, including a plain `JSONDecoder`: an overload of
/// `KeyedDecodingContainer.decode` handles the missing key that synthesized code would otherwise reject.
@propertyWrapper
public struct Zero<T> {
    /// The decoded or zero value.
    public var wrappedValue: T

    /// Wraps a value.
    public init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }
}

extension Zero: Sendable where T: Sendable {}
extension Zero: Equatable where T: Equatable {}
extension Zero: Hashable where T: Hashable {}

extension Zero: Decodable where T: Decodable {
    /// Decodes the value, or its zero on any failure.
    public init(from decoder: any Decoder) throws {
        if let value = try? Keyed<T>(from: decoder).value, !decoder.isNullValue {
            wrappedValue = value
        } else {
            wrappedValue = try StratusDecoder().zero(T.self)
        }
    }
}

extension Zero: Encodable where T: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws {
        try Keyed(wrappedValue).encode(to: encoder)
    }
}

extension Decoder {
    /// Whether this decoder holds `null` (or nothing).
    fileprivate var isNullValue: Bool {
        (try? singleValueContainer().decodeNil()) ?? false
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``Zero`` property: the zero value when the key is missing, `null` or wrong.
    public func decode<T: Decodable>(_ type: Zero<T>.Type, forKey key: Key) throws -> Zero<T> {
        if contains(key), !((try? decodeNil(forKey: key)) ?? true),
            let value = try? decode(Keyed<T>.self, forKey: key).value
        {
            return Zero(wrappedValue: value)
        }
        return Zero(wrappedValue: try StratusDecoder().zero(T.self))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``Zero`` property; `nil` leaves the key out, as KeyedCodable does.
    public mutating func encode<T: Encodable>(_ value: Zero<T>, forKey key: Key) throws {
        if let optional = value.wrappedValue as? any OptionalValue, optional.isNone { return }
        try encode(Keyed(value.wrappedValue), forKey: key)
    }
}
