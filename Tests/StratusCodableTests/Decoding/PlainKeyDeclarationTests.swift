import Testing
@testable import StratusCodable

/// A key written by hand, as components write theirs: `container.decode(String.self, forKey: "title")`.
private struct NameKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
    init(stringLiteral value: String) { stringValue = value }
}

private struct Titled: Decodable, Equatable {
    var title: String
    var size: Int

    init(title: String, size: Int) {
        self.title = title
        self.size = size
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        title = try container.decode(String.self, forKey: "title")
        size = try container.decode(Int.self, forKey: "size")
    }
}

/// A model whose keys are paths (KeyedCodable), decoded by a decoder told of another, plain key type.
private struct Nested: Decodable, Equatable {
    var city: String

    enum CodingKeys: String, KeyedKey {
        case city = "address.city"
    }
}

@Suite struct PlainKeyDeclarationTests {
    private var declaring: StratusDecoder {
        var decoder = StratusDecoder()
        decoder.declarePlainKeys(NameKey.self)
        return decoder
    }

    @Test func aDeclaredPlainKeyDecodesAsWithoutTheDeclaration() throws {
        let value: JSONValue = ["title": "Catalogue", "size": "12", "extra": true]
        let declared = try declaring.decode(Titled.self, from: value)
        #expect(declared == Titled(title: "Catalogue", size: 12))
        #expect(declared == (try StratusDecoder().decode(Titled.self, from: value)))
    }

    @Test func aDeclaredPlainKeyFailsAtTheSamePathWithTheSameMessage() {
        let value: JSONValue = ["title": "Catalogue", "size": ["not": "a number"]]
        let declared = #expect(throws: StratusCodableError.self) { try declaring.decode(Titled.self, from: value) }
        let plain = #expect(throws: StratusCodableError.self) { try StratusDecoder().decode(Titled.self, from: value) }
        #expect(declared?.message == plain?.message)
        #expect(declared?.message.contains("size") == true)
    }

    @Test func keyedKeysStillReadPathsWhenAnotherKeyIsDeclaredPlain() throws {
        let value: JSONValue = ["address": ["city": "Recife"]]
        #expect(try declaring.decode(Nested.self, from: value) == Nested(city: "Recife"))
    }
}
