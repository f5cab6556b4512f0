import Foundation

/// Decodes a value from the same level as its parent (a flat object), or an array lossily (a flat array).
///
/// ```swift
/// struct InnerWithFlatExample: Codable {
///     @Flat var location: Location?   // latitude and longitude sit next to greeting; nil if one is missing
///     let greeting: String
/// }
/// struct OptionalArrayElementsExample: Codable {
///     @Flat var array: [ArrayElement] // elements that fail to decode are dropped, the rest kept in order
/// }
/// ```
/// Works with ``StratusDecoder``, ``KeyedJSONDecoder`` and ``Keyed``. With a plain `JSONDecoder`, which cannot
/// reach the parent object, a flat object is decoded from its own key when present and is `nil` (for an
/// optional) when absent; flat arrays work fully.
@propertyWrapper
public struct Flat<T> {
    /// The decoded value.
    public var wrappedValue: T

    /// Wraps a value.
    public init(wrappedValue: T) {
        self.wrappedValue = wrappedValue
    }
}

extension Flat: Sendable where T: Sendable {}
extension Flat: Equatable where T: Equatable {}
extension Flat: Hashable where T: Hashable {}

extension Flat: Decodable where T: Decodable {
    /// Decodes the value from `decoder` (the parent's level when reached through a keyed container).
    public init(from decoder: any Decoder) throws {
        if let lossy = T.self as? any LossyDecodableArray.Type {
            wrappedValue = try Self.decodeLossily(lossy, decoder) as! T
            return
        }
        do {
            wrappedValue = try Keyed<T>(from: decoder).value
        } catch {
            // An optional flat object is nil when any of its members is missing or wrong (KeyedCodable).
            guard let optional = T.self as? any OptionalValue.Type else { throw error }
            wrappedValue = optional.noneValue as! T
        }
    }

    private static func decodeLossily<A: LossyDecodableArray>(_ type: A.Type, _ decoder: any Decoder) throws -> Any {
        A.decodeLossily(from: UnkeyedDecodingAdapter(base: try decoder.unkeyedContainer()))
    }
}

extension Flat: Encodable where T: Encodable {
    /// Encodes the value into `encoder` (the parent's level when reached through a keyed container).
    public func encode(to encoder: any Encoder) throws {
        if let optional = wrappedValue as? any OptionalValue, optional.isNone { return }
        try Keyed(wrappedValue).encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``Flat`` property: a flat array from its key, a flat object from this container's level.
    public func decode<T: Decodable>(_ type: Flat<T>.Type, forKey key: Key) throws -> Flat<T> {
        if T.self is any LossyDecodableArray.Type {
            if !contains(key), let optional = T.self as? any OptionalValue.Type {
                return Flat(wrappedValue: optional.noneValue as! T)
            }
            return try Flat<T>(from: try superDecoder(forKey: key))
        }
        let member = try superDecoder(forKey: key)
        if let parent = (member as? any FlatParentDecoding)?.flatParentDecoder {
            return try Flat<T>(from: parent)
        }
        // A decoder that cannot reach the parent level (Foundation's): use the key itself when present.
        if contains(key) { return try Flat<T>(from: member) }
        if let optional = T.self as? any OptionalValue.Type { return Flat(wrappedValue: optional.noneValue as! T) }
        throw DecodingError.keyNotFound(
            key,
            .init(
                codingPath: codingPath,
                debugDescription: "@Flat \(T.self) needs StratusDecoder, KeyedJSONDecoder or Keyed<> to read the parent object"))
    }

    /// Decodes an optional ``Flat`` property.
    public func decodeIfPresent<T: Decodable>(_ type: Flat<T>.Type, forKey key: Key) throws -> Flat<T>? {
        try? decode(type, forKey: key)
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``Flat`` property: a flat object into this container's level, an array under its key.
    public mutating func encode<T: Encodable>(_ value: Flat<T>, forKey key: Key) throws {
        if value.wrappedValue is any LossyDecodableArray {
            try encode(Keyed(value.wrappedValue), forKey: key)
            return
        }
        if let optional = value.wrappedValue as? any OptionalValue, optional.isNone { return }
        let member = superEncoder(forKey: key)
        if let parent = (member as? any FlatParentEncoding)?.flatParentEncoder {
            try value.encode(to: parent)
        } else {
            try value.encode(to: member)
        }
    }
}
