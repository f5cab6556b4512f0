import Foundation

/// A value that can be updated in place from a `Decoder`: a partial patch rather than a new instance (Forge).
///
/// ```swift
/// mutating func update(from decoder: Decoder) throws {
///     let container = try decoder.container(keyedBy: Key.self)
///     name = try container.decode(String.self, forKey: .name)
/// }
/// ```
public protocol DecoderUpdatable {
    /// Applies what `decoder` holds to this value.
    mutating func update(from decoder: any Decoder) throws
}

extension KeyedDecodingContainer {
    /// Returns `value` updated from the member at `key` (reference types are updated in place as well).
    public func update<T: DecoderUpdatable>(_ value: T, forKey key: Key) throws -> T {
        var copy = value
        try copy.update(from: try superDecoder(forKey: key))
        return copy
    }
}

/// Builds a value from a `Decoder` for types that cannot conform to `Decodable` themselves (Forge).
public protocol DecodingFactory {
    /// What the factory makes.
    associatedtype Model
    /// Makes a model from `decoder`.
    func create(from decoder: any Decoder) throws -> Model
}

/// How to turn bytes into a `Decoder`: JSON, property lists, YAML, or StratusDecoder's rules (Forge).
public protocol DecodingFormat: Sendable {
    /// A decoder over `data`. Bad data gives a decoder whose every call throws the parse error.
    func decoder(for data: Data) -> any Decoder
    /// Decodes a `T` from `data`; formats may do better than `T(from: decoder(for: data))`.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T
}

extension DecodingFormat {
    /// Decodes through ``decoder(for:)``.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try T(from: decoder(for: data))
    }
}

/// How to turn an `Encodable` into bytes (Forge).
public protocol EncodingFormat: Sendable {
    /// Encodes `value` as bytes.
    func encode<T: Encodable>(_ value: T) throws -> Data
}

/// A decoder that holds an error and throws it from every call: what a ``DecodingFormat`` returns for bad data.
struct FailingDecoder: Decoder {
    let error: any Error
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw error }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw error }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw error }
}

/// Captures the top-level decoder of a coder that does not expose it (Foundation's).
private struct DecoderCapture: Decodable {
    let decoder: any Decoder
    init(from decoder: any Decoder) throws { self.decoder = decoder }
}

extension JSONDecoder: DecodingFormat {
    /// The top-level decoder of this `JSONDecoder` over `data`, with its strategies and `userInfo`.
    public func decoder(for data: Data) -> any Decoder {
        do {
            return try decode(DecoderCapture.self, from: data).decoder
        } catch {
            return FailingDecoder(error: error)
        }
    }
}

extension PropertyListDecoder: DecodingFormat {
    /// The top-level decoder of this `PropertyListDecoder` over `data`.
    public func decoder(for data: Data) -> any Decoder {
        do {
            return try decode(DecoderCapture.self, from: data).decoder
        } catch {
            return FailingDecoder(error: error)
        }
    }
}

extension StratusDecoder: DecodingFormat {
    /// A decoder over the JSON in `data`, with this decoder's policy and `userInfo`.
    public func decoder(for data: Data) -> any Decoder {
        do {
            let value = try JSONValue(parsing: data, options: parsingOptions)
            return JSONValueDecoder(value: value, path: [], context: makeContext(collecting: false))
        } catch {
            return FailingDecoder(error: error)
        }
    }
}

extension JSONEncoder: EncodingFormat {}
extension PropertyListEncoder: EncodingFormat {}
