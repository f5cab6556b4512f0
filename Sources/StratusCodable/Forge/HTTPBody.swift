import Foundation

/// The bytes of a request or response, with the formats used to decode and encode them (Forge).
///
/// ```swift
/// let user = try response.body.decode(as: User.self)
/// let user = try response.body.decode(as: User.self, with: PropertyListDecoder())
/// let location = try response.body.decode(using: LocationFactory())
/// let updated = try response.body.update(existingUser)
/// try request.body.encode(user)
/// ```
public struct HTTPBody: Sendable {
    /// The raw bytes.
    public var data: Data
    /// How ``decode(as:)`` reads the bytes; a `JSONDecoder` by default.
    public var decodingFormat: any DecodingFormat
    /// How ``encode(_:)`` writes the bytes; a `JSONEncoder` by default.
    public var encodingFormat: any EncodingFormat

    /// Creates a body.
    public init(
        data: Data = Data(), decodingFormat: any DecodingFormat = JSONDecoder(),
        encodingFormat: any EncodingFormat = JSONEncoder()
    ) {
        self.data = data
        self.decodingFormat = decodingFormat
        self.encodingFormat = encodingFormat
    }

    /// Whether there are no bytes.
    public var isEmpty: Bool { data.isEmpty }

    /// Decodes a `T` with ``decodingFormat``.
    public func decode<T: Decodable>(as type: T.Type) throws -> T {
        try decodingFormat.decode(T.self, from: data)
    }

    /// Decodes a `T` with `format`.
    public func decode<T: Decodable>(as type: T.Type, with format: any DecodingFormat) throws -> T {
        try format.decode(T.self, from: data)
    }

    /// Builds a model with `factory`, from a decoder of ``decodingFormat``.
    public func decode<Factory: DecodingFactory>(using factory: Factory) throws -> Factory.Model {
        try factory.create(from: decodingFormat.decoder(for: data))
    }

    /// Returns `value` updated from the body (a reference type is also updated in place).
    @discardableResult
    public func update<T: DecoderUpdatable>(_ value: T) throws -> T {
        var copy = value
        try copy.update(from: decodingFormat.decoder(for: data))
        return copy
    }

    /// Replaces the bytes with `value` encoded by ``encodingFormat``.
    public mutating func encode<T: Encodable>(_ value: T) throws {
        data = try encodingFormat.encode(value)
    }

    /// Replaces the bytes with `value` encoded by `format`.
    public mutating func encode<T: Encodable>(_ value: T, with format: any EncodingFormat) throws {
        data = try format.encode(value)
    }

    /// The bytes as UTF-8 text, with invalid sequences replaced.
    public var text: String { String(decoding: data, as: UTF8.self) }
}
