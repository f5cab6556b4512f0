import Foundation

/// Turns a decoded `Source` into the property's `Object` type (`@DecodedBy`, `@CodedBy`).
///
/// Returning `nil` makes decoding fail with a ``StratusCodableError/Kind/transformFailed`` error.
public protocol DecodableTransformer {
    /// What is read from the JSON.
    associatedtype Source: Decodable
    /// The property's type.
    associatedtype Object
    /// Makes the property's value from the decoded source.
    static func transform(from decodable: Source) throws -> Any?
}

/// Turns the property's `Object` into an encodable `Destination` (`@EncodedBy`, `@CodedBy`).
public protocol EncodableTransformer {
    /// What is written to the JSON.
    associatedtype Destination: Encodable
    /// The property's type.
    associatedtype Object
    /// Makes the encoded form of the property's value; `nil` makes encoding fail.
    static func transform(object: Object) throws -> Destination?
}

/// A two-way transformer, for `@CodedBy`.
public protocol Transformer: DecodableTransformer, EncodableTransformer where Source == Destination {}

enum TransformerSupport {
    static func decode<T: DecodableTransformer>(_ transformer: T.Type, from decoder: any Decoder) throws -> T.Object {
        if let optional = T.Object.self as? any OptionalValue.Type,
            (try? decoder.singleValueContainer().decodeNil()) == true
        {
            return optional.noneValue as! T.Object
        }
        let source = try Keyed<T.Source>(from: decoder).value
        guard let object = try T.transform(from: source) as? T.Object else {
            throw StratusCodableError(
                kind: .transformFailed,
                message: "\(T.self) could not turn \(source) into \(T.Object.self)"
                    + (decoder.codingPath.isEmpty ? "" : " for \"\(StratusCodableError.pathString(decoder.codingPath))\""),
                path: StratusCodableError.pathString(decoder.codingPath), codingPath: decoder.codingPath)
        }
        return object
    }

    static func encode<T: EncodableTransformer>(_ transformer: T.Type, _ object: T.Object, to encoder: any Encoder) throws {
        if let optional = object as? any OptionalValue, optional.isNone {
            var container = encoder.singleValueContainer()
            try container.encodeNil()
            return
        }
        try Keyed(destination(T.self, object, codingPath: encoder.codingPath)).encode(to: encoder)
    }

    /// What `T` makes of `object`; a transformer that returns nothing is an error at `codingPath`.
    static func destination<T: EncodableTransformer>(
        _ transformer: T.Type, _ object: T.Object, codingPath: [any CodingKey]
    ) throws -> T.Destination {
        guard let destination = try T.transform(object: object) else {
            throw StratusCodableError(
                kind: .transformFailed, message: "\(T.self) could not encode \(object)",
                path: StratusCodableError.pathString(codingPath), codingPath: codingPath)
        }
        return destination
    }

    static func missing<T>(_ type: T.Type, key: any CodingKey, path: [any CodingKey]) throws -> T {
        if let optional = T.self as? any OptionalValue.Type { return optional.noneValue as! T }
        throw DecodingError.keyNotFound(
            key, .init(codingPath: path, debugDescription: "missing required key \"\(key.stringValue)\""))
    }
}

/// A property decoded and encoded through a ``Transformer``: `@CodedBy<DateTransformer> var date: Date`.
@propertyWrapper
public struct CodedBy<T: Transformer>: Codable {
    /// The transformed value.
    public var wrappedValue: T.Object

    /// Wraps a value.
    public init(wrappedValue: T.Object) { self.wrappedValue = wrappedValue }

    /// Decodes `T.Source`, then transforms it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try TransformerSupport.decode(T.self, from: decoder)
    }

    /// Transforms the value, then encodes the result.
    public func encode(to encoder: any Encoder) throws {
        try TransformerSupport.encode(T.self, wrappedValue, to: encoder)
    }
}

/// A property decoded through a ``DecodableTransformer``.
@propertyWrapper
public struct DecodedBy<T: DecodableTransformer>: Decodable {
    /// The transformed value.
    public var wrappedValue: T.Object

    /// Wraps a value.
    public init(wrappedValue: T.Object) { self.wrappedValue = wrappedValue }

    /// Decodes `T.Source`, then transforms it.
    public init(from decoder: any Decoder) throws {
        wrappedValue = try TransformerSupport.decode(T.self, from: decoder)
    }
}

extension DecodedBy: Encodable where T.Object: Encodable {
    /// Encodes the value itself.
    public func encode(to encoder: any Encoder) throws { try Keyed(wrappedValue).encode(to: encoder) }
}

/// A property encoded through an ``EncodableTransformer``.
@propertyWrapper
public struct EncodedBy<T: EncodableTransformer>: Encodable {
    /// The value.
    public var wrappedValue: T.Object

    /// Wraps a value.
    public init(wrappedValue: T.Object) { self.wrappedValue = wrappedValue }

    /// Transforms the value, then encodes the result.
    public func encode(to encoder: any Encoder) throws {
        try TransformerSupport.encode(T.self, wrappedValue, to: encoder)
    }
}

extension EncodedBy: Decodable where T.Object: Decodable {
    /// Decodes the value itself.
    public init(from decoder: any Decoder) throws { wrappedValue = try Keyed<T.Object>(from: decoder).value }
}

extension KeyedDecodingContainer {
    /// A missing key gives `nil` when the transformed type is optional.
    public func decode<T: Transformer>(_ type: CodedBy<T>.Type, forKey key: Key) throws -> CodedBy<T> {
        guard contains(key) else {
            return CodedBy(wrappedValue: try TransformerSupport.missing(T.Object.self, key: key, path: codingPath))
        }
        return try CodedBy<T>(from: try superDecoder(forKey: key))
    }

    /// A missing key gives `nil` when the transformed type is optional.
    public func decode<T: DecodableTransformer>(_ type: DecodedBy<T>.Type, forKey key: Key) throws -> DecodedBy<T> {
        guard contains(key) else {
            return DecodedBy(wrappedValue: try TransformerSupport.missing(T.Object.self, key: key, path: codingPath))
        }
        return try DecodedBy<T>(from: try superDecoder(forKey: key))
    }
}

extension KeyedEncodingContainer {
    /// Encodes a ``CodedBy`` property; `nil` leaves the key out, as KeyedCodable does.
    public mutating func encode<T: Transformer>(_ value: CodedBy<T>, forKey key: Key) throws {
        if let optional = value.wrappedValue as? any OptionalValue, optional.isNone { return }
        try encode(Keyed(TransformerSupport.destination(T.self, value.wrappedValue, codingPath: codingPath + [key])), forKey: key)
    }

    /// Encodes an ``EncodedBy`` property; `nil` leaves the key out, as KeyedCodable does.
    public mutating func encode<T: EncodableTransformer>(_ value: EncodedBy<T>, forKey key: Key) throws {
        if let optional = value.wrappedValue as? any OptionalValue, optional.isNone { return }
        try encode(Keyed(TransformerSupport.destination(T.self, value.wrappedValue, codingPath: codingPath + [key])), forKey: key)
    }
}
