import Foundation
import Testing
import StratusCodable

// Every code example of KeyedCodable's README (dgrzeszczak/KeyedCodable README.md), compiled as written and checked
// against what the README says.

private struct Coordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
    var elevation: Double

    enum CodingKeys: String, KeyedKey {
        case latitude
        case longitude
        case elevation = "additionalInfo.elevation"
    }
}

private struct InnerWithFlatExample: Codable {
    @Flat var location: Location?

    let greeting: String
}

private struct Location: Codable, Equatable {
    let latitude: Double
    let longitude: Double
}

private struct InnerWithFlatKeyExample: Codable {
    let location: Location?

    let greeting: String

    enum CodingKeys: String, KeyedKey {
        case greeting
        case location = ""
    }
}

private struct OptionalArrayElementsExample: Codable {
    @Flat var array: [ArrayElement]
}

private struct ArrayElement: Codable, Equatable {
    let element: Int
}

private struct OptionalArrayElementsKeyExample: Codable {
    let array: [ArrayElement]

    enum CodingKeys: String, KeyedKey {
        case array = ".array"
    }
}

private struct KeyOptionsExample: Codable {
    let greeting: String
    let description: String
    let name: String
    let location: Location
    let array: [ArrayElement]
    let array1: [ArrayElement]

    enum CodingKeys: String, KeyedKey {
        case location = "__"
        case name = "* name"
        case greeting = "+.greeting"
        case description = ".details.description"

        case array = "### .array"
        case array1 = "### .* array1"

        var options: KeyOptions? {
            switch self {
            case .greeting: return KeyOptions(delimiter: .character("+"), flat: .none)
            case .description: return KeyOptions(flat: .none)
            case .location: return KeyOptions(flat: .string("__"))
            case .array, .array1: return KeyOptions(flat: .string("### "))
            default: return nil
            }
        }
    }
}

private struct ZeroTestCodable: Codable {
    var name: String                    // Jan

    @Zero var secondName: String        // "" - empty string
    @Zero var numberOfChildren: Int     // 0
    @Zero var point: Point              // Point(x: 0.0, y: 0.0)
}

private struct Point: Codable, Equatable {
    let x: Float
    let y: Float
}

private struct DateCodableTrasform: Codable {

    @CodedBy<DateTransformer> var date: Date
}

private enum DateTransformer<Object>: Transformer {

    static func transform(from decodable: String) -> Any? {
        return formatter.date(from: decodable)
    }

    static func transform(object: Object) -> String? {
        guard let object = object as? Date else { return nil }
        return formatter.string(from: object)
    }


    private static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        // Not in the README: a fixed zone, so that the test does not depend on the machine's.
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }
}

private struct DetailPage: Codable {

    @CodedBy<UserTransformer> var user: User
}

private struct User {           // User do not implement Codable protocol
    let id: Int
}

private enum UserTransformer<Object>: Transformer {
    static func transform(from decodable: Int) -> Any? {
        return User(id: decodable)
    }

    static func transform(object: Object) -> Int? {
        return (object as? User)?.id
    }
}

private struct Model: Codable, Equatable {
    var property: Int
}

private struct KeyedModel: Codable, Equatable {
    var value: Int

    enum CodingKeys: String, KeyedKey {
        case value = "nested.value"
    }
}

private struct ModelHoldingKeyed {

    let keyed: Keyed<KeyedModel>
}

private let TokenKey = AnyKey(stringValue: "data.tokens.access_token")

private struct Token: Codable, Equatable {
    var value: String
}

private struct TokenModel: Codable {

    let token: Token

    init(token: Token) { self.token = token }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        token = try container.decode(Token.self, forKey: TokenKey)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy:  AnyKey.self)
        try container.encode(token, forKey: TokenKey)
    }
}

private func json(_ text: String) -> Data { Data(text.utf8) }

private func object(_ data: Data) throws -> JSONValue { try JSONValue(parsing: data) }

@Suite(.serialized) struct KeyedCodableSeedExampleTests {
    @Test func nestedKeysDecodeAndEncodeNestedObjects() throws {
        let data = json(#"{"latitude":1.5,"longitude":2.5,"additionalInfo":{"elevation":300.5}}"#)
        let coordinate = try KeyedJSONDecoder().decode(Coordinate.self, from: data)
        #expect(coordinate == Coordinate(latitude: 1.5, longitude: 2.5, elevation: 300.5))
        let encoded = try KeyedJSONEncoder().encode(coordinate)
        #expect(try object(encoded) == object(data))
        #expect(try StratusDecoder().decode(Keyed<Coordinate>.self, from: data).value == coordinate)
        #expect(try StratusDecoder().decode(Coordinate.self, from: data) == coordinate)
    }

    @Test func flatObjectsDecodeFromTheParentLevel() throws {
        let data = json(#"{"longitude":3.2,"latitude":3.4,"greeting":"hallo"}"#)
        let wrapped = try KeyedJSONDecoder().decode(InnerWithFlatExample.self, from: data)
        #expect(wrapped.location == Location(latitude: 3.4, longitude: 3.2))
        #expect(wrapped.greeting == "hallo")
        let keyed = try KeyedJSONDecoder().decode(InnerWithFlatKeyExample.self, from: data)
        #expect(keyed.location == Location(latitude: 3.4, longitude: 3.2))
        let stratus = try StratusDecoder().decode(InnerWithFlatExample.self, from: data)
        #expect(stratus.location == Location(latitude: 3.4, longitude: 3.2))
    }

    @Test func flatObjectIsNilWhenAMemberIsMissing() throws {
        let data = json(#"{"longitude":3.2,"greeting":"hallo"}"#)
        #expect(try KeyedJSONDecoder().decode(InnerWithFlatExample.self, from: data).location == nil)
        #expect(try KeyedJSONDecoder().decode(InnerWithFlatKeyExample.self, from: data).location == nil)
        #expect(try StratusDecoder().decode(InnerWithFlatExample.self, from: data).location == nil)
        #expect(try JSONDecoder().decode(InnerWithFlatExample.self, from: data).location == nil)
    }

    @Test func flatObjectsEncodeIntoTheParent() throws {
        let data = json(#"{"longitude":3.2,"latitude":3.4,"greeting":"hallo"}"#)
        let value = try KeyedJSONDecoder().decode(InnerWithFlatExample.self, from: data)
        #expect(try object(KeyedJSONEncoder().encode(value)) == ["latitude": 3.4, "longitude": 3.2, "greeting": "hallo"])
        #expect(try StratusEncoder().encode(value) == ["latitude": 3.4, "longitude": 3.2, "greeting": "hallo"])
        let keyed = try KeyedJSONDecoder().decode(InnerWithFlatKeyExample.self, from: data)
        #expect(try object(KeyedJSONEncoder().encode(keyed)) == ["greeting": "hallo", "latitude": 3.4, "longitude": 3.2])
    }

    static let arrayJSON = json(#"""
        {
            "array": [
                {
                "element": 1
                },
                {},
                {
                "element": 3
                },
                {
                "element": 4
                }
            ]
        }
        """#)

    @Test func flatArraysDropFailedElements() throws {
        #expect(try KeyedJSONDecoder().decode(OptionalArrayElementsExample.self, from: Self.arrayJSON).array.map(\.element) == [1, 3, 4])
        #expect(try KeyedJSONDecoder().decode(OptionalArrayElementsKeyExample.self, from: Self.arrayJSON).array.map(\.element) == [1, 3, 4])
        // The property wrapper works with the stock decoders too.
        #expect(try JSONDecoder().decode(OptionalArrayElementsExample.self, from: Self.arrayJSON).array.map(\.element) == [1, 3, 4])
        #expect(try StratusDecoder().decode(OptionalArrayElementsExample.self, from: Self.arrayJSON).array.map(\.element) == [1, 3, 4])
    }

    @Test func keyOptionsChangeDelimitersAndFlatMarkers() throws {
        let data = json(#"""
            {
                "* name": "John",
                "": {
                    ".greeting": "Hallo world",
                    "details": {
                        "description": "Its nice here"
                    }
                },
                "longitude": 3.2,
                "latitude": 3.4,
                "array": [
                {
                "element": 1
                },
                {},
                {
                "element": 3
                },
                {
                "element": 4
                }
                ],
                "* array1": [
                {
                "element": 1
                },
                {},
                {
                "element": 3
                },
                {
                "element": 4
                }
                ]
            }
            """#)
        let example = try KeyedJSONDecoder().decode(KeyOptionsExample.self, from: data)
        #expect(example.name == "John")
        #expect(example.greeting == "Hallo world")
        #expect(example.description == "Its nice here")
        #expect(example.location == Location(latitude: 3.4, longitude: 3.2))
        #expect(example.array.map(\.element) == [1, 3, 4])
        #expect(example.array1.map(\.element) == [1, 3, 4])
        let direct = try StratusDecoder().decode(KeyOptionsExample.self, from: data)
        #expect(direct.description == "Its nice here")
        #expect(direct.array1.map(\.element) == [1, 3, 4])
    }

    @Test func zeroGivesZeroValuesForMissingKeys() throws {
        let data = json(#"{"name": "Jan"}"#)
        for decoded in [
            try KeyedJSONDecoder().decode(ZeroTestCodable.self, from: data),
            try JSONDecoder().decode(ZeroTestCodable.self, from: data),
            try StratusDecoder().decode(ZeroTestCodable.self, from: data),
        ] {
            #expect(decoded.name == "Jan")
            #expect(decoded.secondName == "")
            #expect(decoded.numberOfChildren == 0)
            #expect(decoded.point == Point(x: 0, y: 0))
        }
    }

    @Test func zeroAlsoReplacesNullAndWrongTypesButKeepsOptionalsNil() throws {
        struct Mixed: Codable {
            @Zero var count: Int
            @Zero var flag: Bool
            @Zero var maybe: Int?
        }
        let decoded = try JSONDecoder().decode(Mixed.self, from: json(#"{"count":null,"flag":"yes"}"#))
        #expect(decoded.count == 0)
        #expect(decoded.flag == false)
        #expect(decoded.maybe == nil)
    }

    @Test func dateTransformerReadsAndWritesItsFormat() throws {
        let data = json(#"{"date": "2012-05-01"}"#)
        let decoded = try KeyedJSONDecoder().decode(DateCodableTrasform.self, from: data)
        #expect(decoded.date == Date(timeIntervalSince1970: 1_335_830_400))
        #expect(try object(KeyedJSONEncoder().encode(decoded)) == ["date": "2012-05-01"])
        #expect(try StratusDecoder().decode(DateCodableTrasform.self, from: data).date == decoded.date)
    }

    @Test func transformersBuildNonCodableModels() throws {
        let page = try KeyedJSONDecoder().decode(DetailPage.self, from: json(#"{"user": 3}"#))
        #expect(page.user.id == 3)
        #expect(try object(KeyedJSONEncoder().encode(page)) == ["user": 3])
        #expect(throws: (any Error).self) { try KeyedJSONDecoder().decode(DateCodableTrasform.self, from: json(#"{"date":"May"}"#)) }
    }

    @Test func codableExtensionsDecodeAndEncode() throws {
        let jsonString = #"{"property":3}"#
        let data = json(jsonString)
        let model = try Model.keyed.fromJSON(jsonString)
        #expect(model == Model(property: 3))
        #expect(try Model.keyed.fromJSON(data) == model)
        #expect(try model.keyed.jsonString() == jsonString)
        #expect(try object(model.keyed.jsonData()) == ["property": 3])
        #expect(try KeyedModel.keyed.fromJSON(#"{"nested":{"value":1}}"#, decoder: JSONDecoder()).value == 1)
    }

    @Test func keyedCodersWorkLikeStandardOnes() throws {
        let data = json(#"{"property":3}"#)
        let model = try KeyedJSONDecoder().decode(Model.self, from: data)
        let encoded = try KeyedJSONEncoder().encode(model)
        #expect(try object(encoded) == ["property": 3])
        let decoder: JSONDecoder = KeyedJSONDecoder()
        #expect(try decoder.decode(KeyedModel.self, from: json(#"{"nested":{"value":2}}"#)).value == 2)
    }

    @Test func keyedCodersDecodeSimpleTopLevelValues() throws {
        #expect(try KeyedJSONDecoder().decode(Int.self, from: json("3")) == 3)
        #expect(try KeyedJSONDecoder().decode(Double.self, from: json("3.3")) == 3.3)
        #expect(try KeyedJSONDecoder().decode(String.self, from: json("\"domek\"")) == "domek")
        #expect(try KeyedJSONDecoder().decode(Int.self, from: "3") == 3)
        #expect(try KeyedJSONDecoder().decode(String.self, from: "domek") == "domek")
        #expect(throws: (any Error).self) { try KeyedJSONDecoder().decode(Int.self, from: "three") }
    }

    @Test func keyedWrapperWorksWithStandardCoders() throws {
        let data = json(#"{"nested":{"value":5}}"#)
        let model = try JSONDecoder().decode(Keyed<KeyedModel>.self, from: data).value
        #expect(model.value == 5)
        let encoded = try JSONEncoder().encode(Keyed(model))
        #expect(try object(encoded) == ["nested": ["value": 5]])
        let holder = ModelHoldingKeyed(keyed: Keyed(model))
        #expect(holder.keyed.value == model)
    }

    @Test func anyKeyReadsAndWritesNestedPaths() throws {
        let data = json(#"{"data":{"tokens":{"access_token":{"value":"abc"}}}}"#)
        let model = try KeyedJSONDecoder().decode(TokenModel.self, from: data)
        #expect(model.token == Token(value: "abc"))
        #expect(try object(KeyedJSONEncoder().encode(model)) == object(data))
    }

    @Test func keyedConfigChangesTheDefaultDelimiter() throws {
        struct Slashed: Codable {
            var value: Int
            enum CodingKeys: String, KeyedKey { case value = "a/b" }
        }
        let original = KeyedConfig.default.keyOptions
        defer { KeyedConfig.default.keyOptions = original }
        KeyedConfig.default.keyOptions = KeyOptions(delimiter: .character("/"), flat: .emptyOrWhitespace)
        #expect(try KeyedJSONDecoder().decode(Slashed.self, from: json(#"{"a":{"b":7}}"#)).value == 7)
    }

    @Test func nestedKeysRoundTripWithSharedPrefixes() throws {
        struct Inner: Codable, Equatable {
            var greeting: String
            var description: String
            enum CodingKeys: String, KeyedKey {
                case greeting = "inner.greeting"
                case description = "inner.details.description"
            }
        }
        let data = json(#"{"inner":{"greeting":"Hallo world","details":{"description":"Its nice here"}}}"#)
        let inner = try KeyedJSONDecoder().decode(Inner.self, from: data)
        #expect(inner == Inner(greeting: "Hallo world", description: "Its nice here"))
        #expect(try object(KeyedJSONEncoder().encode(inner)) == object(data))
        #expect(try StratusEncoder().encode(Keyed(inner)) == object(data))
    }
}
