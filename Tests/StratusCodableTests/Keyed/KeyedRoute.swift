import Foundation
import StratusCodable
import Testing

/// The ways a user of KeyedCodable decodes and encodes a model with StratusCodable; every KeyedCodable port test
/// runs through each of them.
enum KeyedRoute: String, CaseIterable, CustomTestStringConvertible {
    /// `Model.keyed.fromJSON(...)` and `model.keyed.jsonData()`.
    case keyedHelpers
    /// Foundation's `JSONDecoder` and `JSONEncoder` with `Keyed<Model>`.
    case foundationWithKeyed
    /// `StratusDecoder` and `StratusEncoder` on the model itself.
    case stratus

    /// The routes, plus Foundation's coders on the bare model (which read `KeyedKey` paths as plain names).
    static let withPlainFoundation: [KeyedRoute?] = allCases + [nil]

    var testDescription: String { rawValue }

    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        switch self {
        case .keyedHelpers: return try T.keyed.fromJSON(data)
        case .foundationWithKeyed: return try JSONDecoder().decode(Keyed<T>.self, from: data).value
        case .stratus: return try StratusDecoder().decode(T.self, from: data)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        try decode(type, from: Data(text.utf8))
    }

    func encode<T: Encodable>(_ value: T) throws -> Data {
        switch self {
        case .keyedHelpers: return try value.keyed.jsonData()
        case .foundationWithKeyed: return try JSONEncoder().encode(Keyed(value))
        case .stratus: return try StratusEncoder().encodeToData(value)
        }
    }

    /// KeyedCodable's own round trip (its test helper `checkEncode`): decode `json`, check the model, encode it,
    /// decode that and check again, encode again and expect the same JSON. With `sameJSON`, the first encoding
    /// must also be the input (compared as parsed values: Foundation's key order varies from run to run).
    func checkRoundTrip<T: Codable>(
        _ type: T.Type, json: String, sameJSON: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation, _ check: (T) throws -> Void
    ) throws {
        let model = try decode(T.self, from: json)
        try check(model)
        let encoded = try encode(model)
        if sameJSON {
            #expect(try JSONValue(parsing: encoded) == JSONValue(parsing: json), sourceLocation: sourceLocation)
        }
        let again = try decode(T.self, from: encoded)
        try check(again)
        let encodedAgain = try encode(again)
        #expect(try JSONValue(parsing: encodedAgain) == JSONValue(parsing: encoded), sourceLocation: sourceLocation)
    }
}

extension Optional where Wrapped == KeyedRoute {
    /// Decodes through the route, or through Foundation's plain `JSONDecoder` for `nil`.
    func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        guard let route = self else { return try JSONDecoder().decode(T.self, from: data) }
        return try route.decode(type, from: data)
    }

    /// Encodes through the route, or through Foundation's plain `JSONEncoder` for `nil`.
    func encode<T: Encodable>(_ value: T) throws -> Data {
        guard let route = self else { return try JSONEncoder().encode(value) }
        return try route.encode(value)
    }

    var name: String { self?.rawValue ?? "plainFoundation" }
}
