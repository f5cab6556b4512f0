import Foundation
import FuzzSupport
import StratusCodable

/// libFuzzer target: any bytes that parse as JSON are decoded into typed structs with both policies.
///
/// Decoding either succeeds or throws a `StratusCodableError`; a value that decodes encodes and decodes again
/// to itself.
@main
enum FuzzStratusDecoder {
    static func main() {
        exit(runFuzzer { data, count in
            let data = Data(fuzzInput(data, count))
            if let value = try? JSONValue(parsing: data) { decode(value, data: data) }
            return 0
        })
    }
}

func decode(_ value: JSONValue, data: Data) {
    for policy in [StratusDecoder.Policy.nimbus, .strict] {
        let decoder = StratusDecoder(policy: policy)
        if let decoded = try? decoder.decode(Product.self, from: value) {
            // What decoded must encode, and decode again to the same value.
            guard let encoded = try? StratusEncoder().encode(decoded) else {
                preconditionFailure("a decoded value failed to encode")
            }
            let again = try? decoder.decode(Product.self, from: encoded)
            precondition(again == decoded, "encode then decode changed the value")
        }
        _ = decoder.decodeCollectingErrors(Product.self, from: value)
        _ = try? decoder.decode([Product].self, from: value)
        _ = try? decoder.decode([String: Kind].self, from: value)
        _ = try? decoder.decode(Scalars.self, from: value)
        _ = try? decoder.decode(JSONValue.self, from: value)
        _ = try? decoder.decode(Product.self, from: data)
    }
}

/// A nested, typical screen payload.
struct Product: Codable, Equatable {
    var id: Int
    var title: String
    var price: Double?
    var tags: [String]
    var kind: Kind?
    var attributes: [String: Int]?
    var children: [Product]?
    var extra: JSONValue?
}

/// An enumeration decoded from a string.
enum Kind: String, Codable, Equatable {
    case book, food, tool
}

/// Every scalar type a decoder must convert to or refuse.
struct Scalars: Codable, Equatable {
    var int8: Int8?
    var uint: UInt?
    var int64: Int64?
    var uint64: UInt64?
    var float: Float?
    var double: Double?
    var bool: Bool?
    var string: String?
    var url: URL?
    var date: Date?
    var data: Data?
    var decimal: Decimal?
}
