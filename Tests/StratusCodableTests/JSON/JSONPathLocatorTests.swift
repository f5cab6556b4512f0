import Testing
import StratusCodable

@Suite struct JSONPathLocatorTests {
    let text = """
        {
          "title": "x",
          "items": [
            {"name": "a", "size": 1},
            {"name": "é", "size": true}
          ]
        }
        """

    @Test func locatesSeveralPathsAndTheirAncestorsInOneWalk() {
        let size: [JSONPathComponent] = [.key("items"), .index(1), .key("size")]
        let located = JSONPathLocator(locating: [[.key("title")], size], in: text)
        #expect(located.valuePosition(of: [.key("title")])?.line == 2)
        #expect(located.valuePosition(of: [.key("title")])?.column == 12)
        #expect(located.valuePosition(of: size).map { [$0.line, $0.column] } == [5, 27])
        // Columns count Unicode scalars: the é before it is one column, two bytes.
        #expect(located.keyPosition(of: size).map { [$0.line, $0.column] } == [5, 19])
        #expect(located.valuePosition(of: [.key("items"), .index(1)]).map { [$0.line, $0.column] } == [5, 5])
        #expect(located.valuePosition(of: []).map { [$0.line, $0.column] } == [1, 1])
        // Not asked for: not located.
        #expect(located.valuePosition(of: [.key("items"), .index(0)]) == nil)
    }

    @Test func fallsBackToTheDeepestLocatedAncestor() {
        let missing: [JSONPathComponent] = [.key("items"), .index(0), .key("colour")]
        let located = JSONPathLocator(locating: [missing], in: text)
        #expect(located.valuePosition(of: missing) == nil)
        #expect(located.closestValuePosition(of: missing).map { [$0.line, $0.column] } == [4, 5])
    }

    @Test func matchesEscapedKeysAsTheParserDecodesThem() {
        let located = JSONPathLocator(locating: [[.key("a\"b")], [.key("é")]], in: #"{"a\"b": 1, "\u00e9": 2}"#)
        #expect(located.valuePosition(of: [.key("a\"b")])?.column == 10)
        #expect(located.valuePosition(of: [.key("é")])?.column == 23)
    }

    @Test func keepsWhatItLocatedBeforeTextItCannotFollow() {
        let located = JSONPathLocator(locating: [[.key("a")], [.key("b"), .index(0)], [.key("b"), .index(2)]],
                                      in: #"{"a": 1, "b": [true, , ]}"#)
        #expect(located.valuePosition(of: [.key("a")])?.column == 7)
        #expect(located.valuePosition(of: [.key("b"), .index(0)])?.column == 16)
        #expect(located.valuePosition(of: [.key("b"), .index(2)]) == nil)
    }

    @Test func aCodingKeyStepMatchesAMemberOrAnElement() {
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int?
            init(stringValue: String) { self.stringValue = stringValue }
            init(intValue: Int) {
                stringValue = "Index \(intValue)"
                self.intValue = intValue
            }
        }
        let path = [JSONPathComponent(Key(stringValue: "items")), JSONPathComponent(Key(intValue: 1))]
        let located = JSONPathLocator(locating: [path], in: text)
        #expect(located.valuePosition(of: path).map { [$0.line, $0.column] } == [5, 5])
    }
}
