import Foundation

/// Gives KeyedCodable behaviour (``KeyedKey`` paths, flat objects and arrays) through any coder.
///
/// ```swift
/// let model = try JSONDecoder().decode(Keyed<Model>.self, from: data).value
/// let data = try JSONEncoder().encode(Keyed(model))
/// ```
public struct Keyed<Base> {
    /// The wrapped value.
    public let value: Base

    /// Wraps a value for encoding.
    public init(_ value: Base) {
        self.value = value
    }
}

extension Keyed: Sendable where Base: Sendable {}

/// The types `Keyed` hands straight to the underlying coder: scalars, which have no keys, and the types coders treat
/// specially (a `JSONEncoder`'s date strategy only sees a `Date` that is not wrapped).
///
/// Wrapping a scalar would also loop: the adapters below `Keyed` send every value through `Keyed` again, and a
/// scalar's own `encode(to:)` asks them for a single-value container holding the same scalar.
enum KeyedPassThrough {
    static func contains(_ type: Any.Type) -> Bool {
        type == String.self || type == Int.self || type == Double.self || type == Bool.self || type == JSONValue.self
            || type == Float.self || type == Int8.self || type == Int16.self || type == Int32.self || type == Int64.self
            || type == UInt.self || type == UInt8.self || type == UInt16.self || type == UInt32.self
            || type == UInt64.self || type == URL.self || type == Date.self || type == Data.self || type == Decimal.self
            || type == UUID.self
    }
}

extension Keyed: Decodable where Base: Decodable {
    /// Decodes `Base` through a decoder that understands ``KeyedKey``s at every depth.
    public init(from decoder: any Decoder) throws {
        // Values with a meaning of their own for the underlying decoder skip the wrapper.
        if KeyedPassThrough.contains(Base.self) {
            value = try decoder.singleValueContainer().decode(Base.self)
            return
        }
        value = try Base(from: KeyedDecoder.wrap(decoder))
    }
}

extension Keyed: Encodable where Base: Encodable {
    /// Encodes `Base` through an encoder that understands ``KeyedKey``s at every depth.
    public func encode(to encoder: any Encoder) throws {
        if KeyedPassThrough.contains(Base.self) {
            var container = encoder.singleValueContainer()
            try container.encode(value)
            return
        }
        try value.encode(to: KeyedEncoder.wrap(encoder))
    }
}

extension Keyed where Base: Decodable {
    /// A `Base` whose every field is its zero value (`""`, `0`, `false`, empty, `nil`).
    public static func zero() throws -> Base {
        try StratusDecoder().zero(Base.self)
    }
}

/// `Model.keyed.fromJSON(...)`: decoding helpers in KeyedCodable's style.
public struct KeyedDecodingHelpers<Base: Decodable>: Sendable {
    /// Decodes a model from JSON text.
    ///
    /// As in KeyedCodable, text that is not JSON still decodes into a `LosslessStringConvertible` type:
    /// `String.keyed.fromJSON("domek")` is `"domek"`.
    public func fromJSON(_ string: String, decoder: JSONDecoder = KeyedConfig.default.defaultJSONDecoder()) throws -> Base {
        do {
            return try fromJSON(Data(string.utf8), decoder: decoder)
        } catch {
            if let convertible = Base.self as? any LosslessStringConvertible.Type,
                let value = convertible.init(string) as? Base
            {
                return value
            }
            throw error
        }
    }

    /// Decodes a model from JSON bytes.
    public func fromJSON(_ data: Data, decoder: JSONDecoder = KeyedConfig.default.defaultJSONDecoder()) throws -> Base {
        if decoder is KeyedJSONDecoder { return try decoder.decode(Base.self, from: data) }
        return try decoder.decode(Keyed<Base>.self, from: data).value
    }
}

extension KeyedDecodingHelpers {
    /// A `Base` whose every field is its zero value (`""`, `0`, `false`, empty, `nil`): `Model.keyed.zero()`.
    public func zero() throws -> Base {
        try Keyed<Base>.zero()
    }
}

/// `model.keyed.jsonString()`: encoding helpers in KeyedCodable's style.
public struct KeyedEncodingHelpers<Base: Encodable> {
    let base: Base

    /// The model as JSON text (UTF-8).
    public func jsonString(encoder: JSONEncoder = KeyedConfig.default.defaultJSONEncoder()) throws -> String {
        String(decoding: try jsonData(encoder: encoder), as: UTF8.self)
    }

    /// The model as JSON bytes.
    public func jsonData(encoder: JSONEncoder = KeyedConfig.default.defaultJSONEncoder()) throws -> Data {
        if encoder is KeyedJSONEncoder { return try encoder.encode(base) }
        return try encoder.encode(Keyed(base))
    }
}

extension Decodable {
    /// KeyedCodable helpers: `try Model.keyed.fromJSON(jsonString)`.
    public static var keyed: KeyedDecodingHelpers<Self> { KeyedDecodingHelpers() }
}

extension Encodable {
    /// KeyedCodable helpers: `try model.keyed.jsonString()`.
    public var keyed: KeyedEncodingHelpers<Self> { KeyedEncodingHelpers(base: self) }
}

/// A `JSONDecoder` that understands ``KeyedKey``s everywhere; usable wherever a `JSONDecoder` is expected.
///
/// Top-level fragments such as `3`, `3.3` or `"text"` decode as well.
open class KeyedJSONDecoder: JSONDecoder, @unchecked Sendable {
    /// Decodes `T` from JSON bytes with KeyedCodable behaviour.
    open override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try super.decode(Keyed<T>.self, from: data).value
    }

    /// Decodes `T` from JSON text: `KeyedJSONDecoder().decode(Int.self, from: "3")`.
    ///
    /// As in KeyedCodable, text that is not JSON still decodes into a `LosslessStringConvertible` type
    /// (a bare `domek` as a `String`).
    open func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try T.keyed.fromJSON(text, decoder: self)
    }
}

/// A `JSONEncoder` that understands ``KeyedKey``s everywhere; usable wherever a `JSONEncoder` is expected.
open class KeyedJSONEncoder: JSONEncoder, @unchecked Sendable {
    /// Encodes `value` as JSON bytes with KeyedCodable behaviour.
    open override func encode<T: Encodable>(_ value: T) throws -> Data {
        try super.encode(Keyed(value))
    }
}
