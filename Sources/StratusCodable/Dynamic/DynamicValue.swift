import Foundation

/// What to do with array elements whose type is unknown or that fail to decode.
public enum DynamicArrayPolicy: Sendable, Hashable {
    /// Any failure fails the whole array.
    case strict
    /// Elements with an unregistered type identifier are dropped (the original library's behaviour); other
    /// failures fail the array.
    case skipUnknownTypes
    /// Every element that fails, for any reason, is dropped.
    case skipFailures
}

extension CodingUserInfoKey {
    /// A ``DynamicArrayPolicy`` for every ``DynamicArray`` decoded below; `.skipUnknownTypes` when absent.
    public static let dynamicArrayPolicy = CodingUserInfoKey(rawValue: "stratus.dynamicArrayPolicy")!
}

/// Decodes one value whose concrete type is named by its type field, as any `P` (usually an existential such as
/// `any Route`) without a per-protocol container extension.
///
/// ```swift
/// struct Screen: Decodable { @Dynamic var route: any Route }
/// ```
@propertyWrapper
public struct Dynamic<P>: Decodable {
    /// The decoded value.
    public var wrappedValue: P

    /// Wraps a value.
    public init(wrappedValue: P) { self.wrappedValue = wrappedValue }

    /// Reads the type field, looks the type up in the registry of `decoder.userInfo` (or the shared one), and
    /// decodes the whole object as that type.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try DynamicDecoding.decode(P.self, from: decoder)
    }
}

extension Dynamic: Encodable {
    /// Encodes the value as its concrete type (which must be `Encodable`).
    public func encode(to encoder: any Encoder) throws {
        try DynamicDecoding.encode(wrappedValue, to: encoder)
    }
}

/// Decodes an array of values whose concrete types are named by their type fields, as `[P]`.
@propertyWrapper
public struct DynamicArray<P>: Decodable {
    /// The decoded values, in order.
    public var wrappedValue: [P]
    /// The decoded values, in order.
    public var values: [P] { wrappedValue }

    /// Wraps values.
    public init(wrappedValue: [P]) { self.wrappedValue = wrappedValue }

    /// Decodes each element by its type field, applying the ``DynamicArrayPolicy`` of `decoder.userInfo`.
    public init(from decoder: any Decoder) throws {
        let policy = decoder.userInfo[.dynamicArrayPolicy] as? DynamicArrayPolicy ?? .skipUnknownTypes
        wrappedValue = try DynamicDecoding.decodeArray(P.self, from: decoder, policy: policy)
    }
}

extension DynamicArray: Encodable {
    /// Encodes each value as its concrete type.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for value in wrappedValue {
            try DynamicDecoding.encode(value, to: container.superEncoder())
        }
    }
}

/// The generic machinery behind ``Dynamic``, ``DynamicArray`` and the container helpers.
enum DynamicDecoding {
    static func decode<P>(_ type: P.Type, from decoder: any Decoder) throws -> P {
        let registry = DynamicDecodableRegistry.current(in: decoder)
        let identifier = try TypeDecodable(from: decoder).type
        let concrete: any DynamicDecodable.Type
        do {
            concrete = try registry.type(for: identifier)
        } catch var error as StratusCodableError {
            error.codingPath = decoder.codingPath
            error.path = StratusCodableError.pathString(decoder.codingPath)
            if !error.path.isEmpty { error.message = error.message.replacingOccurrences(of: "\"; known", with: "\" for \"\(error.path)\"; known") }
            throw error
        }
        let value = try concrete.init(from: decoder)
        guard let typed = value as? P else {
            throw DecodingError.typeMismatch(
                P.self,
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "type \"\(identifier)\" is \(concrete), which is not a \(P.self)"))
        }
        return typed
    }

    static func decodeArray<P>(_ type: P.Type, from decoder: any Decoder, policy: DynamicArrayPolicy) throws -> [P] {
        var container = try decoder.unkeyedContainer()
        var values: [P] = []
        while !container.isAtEnd {
            // superDecoder() advances even when the element then fails, so a skipped element never loops.
            let element = try container.superDecoder()
            do {
                values.append(try decode(P.self, from: element))
            } catch let error as StratusCodableError where error.kind == .unknownType && policy != .strict {
                continue
            } catch where policy == .skipFailures {
                continue
            }
        }
        return values
    }

    static func encode(_ value: Any, to encoder: any Encoder) throws {
        guard let encodable = value as? any Encodable else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: encoder.codingPath, debugDescription: "\(type(of: value)) is not Encodable"))
        }
        try encodable.encode(to: encoder)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a ``Dynamic`` property; when `P` is optional, a missing or `null` member gives `nil`.
    public func decode<P>(_ type: Dynamic<P>.Type, forKey key: Key) throws -> Dynamic<P> {
        if let optional = P.self as? any OptionalValue.Type,
            !contains(key) || ((try? decodeNil(forKey: key)) ?? false)
        {
            return Dynamic(wrappedValue: optional.noneValue as! P)
        }
        return try Dynamic<P>(from: try superDecoder(forKey: key))
    }

    /// Decodes a ``DynamicArray`` property; a missing or `null` member is an empty array.
    public func decode<P>(_ type: DynamicArray<P>.Type, forKey key: Key) throws -> DynamicArray<P> {
        if !contains(key) || ((try? decodeNil(forKey: key)) ?? false) { return DynamicArray(wrappedValue: []) }
        return try DynamicArray<P>(from: try superDecoder(forKey: key))
    }

    /// Decodes the member at `key` as whatever type its type field names, returned as a `P` (such as `any Route`).
    public func decodeDynamic<P>(_ type: P.Type, forKey key: Key) throws -> P {
        try DynamicDecoding.decode(P.self, from: try superDecoder(forKey: key))
    }

    /// Like ``decodeDynamic(_:forKey:)``, but `nil` when the key is missing or `null`.
    public func decodeDynamicIfPresent<P>(_ type: P.Type, forKey key: Key) throws -> P? {
        guard contains(key), !(try decodeNil(forKey: key)) else { return nil }
        return try decodeDynamic(P.self, forKey: key)
    }

    /// Decodes the array at `key` element by element by type field, applying `policy`.
    public func decodeDynamicArray<P>(
        _ type: P.Type, forKey key: Key, policy: DynamicArrayPolicy = .skipUnknownTypes
    ) throws -> [P] {
        try DynamicDecoding.decodeArray(P.self, from: try superDecoder(forKey: key), policy: policy)
    }
}

extension UnkeyedDecodingContainer {
    /// Decodes the next element as whatever type its type field names, returned as a `P`.
    public mutating func decodeDynamic<P>(_ type: P.Type) throws -> P {
        try DynamicDecoding.decode(P.self, from: try superDecoder())
    }
}
