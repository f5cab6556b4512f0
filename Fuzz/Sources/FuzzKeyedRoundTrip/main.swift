import Foundation
import FuzzSupport
import StratusCodable

/// libFuzzer target: the encoder round trip of the KeyedCodable layer (Docs/StratusCodable.md, "KeyedCodable").
///
/// Any JSON that decodes into a keyed model (overlapping paths, `@Zero`, `@Flat`, every scalar width) encodes
/// through `StratusEncoder` and through `JSONEncoder` with `Keyed`, and each encoding decodes again to the same
/// model: no crash, no value dropped.
@main
enum FuzzKeyedRoundTrip {
    static func main() {
        exit(runFuzzer { data, count in
            let data = Data(fuzzInput(data, count))
            guard let value = try? JSONValue(parsing: data),
                let model = try? StratusDecoder().decode(KeyedModel.self, from: value)
            else { return 0 }
            guard let encoded = try? StratusEncoder().encode(model) else {
                preconditionFailure("a decoded keyed model failed to encode")
            }
            precondition((try? StratusDecoder().decode(KeyedModel.self, from: encoded)) == model, "StratusEncoder lost a value")
            if let foundation = try? JSONEncoder().encode(Keyed(model)) {
                let again = try? JSONDecoder().decode(Keyed<KeyedModel>.self, from: foundation).value
                precondition(again == model, "JSONEncoder with Keyed lost a value")
            }
            return 0
        })
    }
}

struct KeyedModel: Codable, Equatable {
    var details: Details?
    var greeting: String?
    var small: Int8?
    var unsigned: UInt16?
    var ratio: Float?
    @Zero var zero: Float
    @Flat var items: [Item]

    struct Details: Codable, Equatable {
        var description: String?
        var count: Int32?
    }

    struct Item: Codable, Equatable {
        var id: Int
    }

    enum CodingKeys: String, KeyedKey {
        case details = "inner"
        case greeting = "inner.greeting"
        case small = "inner.numbers.small"
        case unsigned = "inner.numbers.unsigned"
        case ratio
        case zero
        case items
    }
}
