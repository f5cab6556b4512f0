import Testing
@testable import StratusApp
import StratusFormats

@Suite struct SourcePositionTests {
    let text = """
        {
          "_:component": "layout:column",
          "children": [
            {"_:component": "layout:text", "properties": {"text": "héllo", "size": 2}},
            { "_:component": "x:y" }
          ]
        }
        """

    @Test func mapsEveryValueToItsLineAndColumn() {
        let map = SourcePositionMap(locating: text)
        #expect(map.position(of: "$") == .init(line: 1, column: 1))
        #expect(map.position(of: "$._:component") == .init(line: 2, column: 18))
        #expect(map.position(of: "$.children[0]") == .init(line: 4, column: 5))
        #expect(map.position(of: "$.children[0].properties.size") == .init(line: 4, column: 76))
        #expect(map.position(of: "children[1]._:component") == .init(line: 5, column: 22))
    }

    @Test func countsColumnsInUnicodeScalars() {
        let map = SourcePositionMap(locating: #"{"a": "é", "b": 1}"#)
        #expect(map.position(of: "$.b") == .init(line: 1, column: 17))
    }

    @Test func pointsKeysAtTheirName() {
        let map = SourcePositionMap(locating: text)
        #expect(map.keyPosition(of: "$.children") == .init(line: 3, column: 3))
    }

    @Test func fallsBackToTheClosestMappedAncestor() {
        let map = SourcePositionMap(locating: text)
        #expect(map.position(of: "$.children[0].properties.missing[3]") == .init(line: 4, column: 50))
    }

    @Test func decodesEscapedKeys() {
        let map = SourcePositionMap(locating: #"{"a\"b": 1, "\u00e9": 2}"#)
        #expect(map.position(of: "$.a\"b") == .init(line: 1, column: 10))
        #expect(map.position(of: "$.é") == .init(line: 1, column: 23))
    }

    @Test func keepsWhatItMappedBeforeBrokenText() {
        let map = SourcePositionMap(locating: #"{"a": 1, "b": [true, , ]}"#)
        #expect(map.position(of: "$.a") == .init(line: 1, column: 7))
        #expect(map.position(of: "$.b[0]") == .init(line: 1, column: 16))
    }

    @Test func readsYAMLWithPositions() throws {
        let yaml = """
            _:component: layout:column
            children:
              - _:component: layout:text
                properties:
                  text: "12"
                  size: 12
                  bold: true
                  none: ~
            """
        let document = try ScreenDocument(parsing: yaml, format: .yaml)
        let text = document.value.objectValue?["children"]?.arrayValue?.first?.objectValue?["properties"]
        #expect(text?.objectValue?["text"] == .string("12"))
        #expect(text?.objectValue?["size"] == .integer(12))
        #expect(text?.objectValue?["bold"] == .bool(true))
        #expect(text?.objectValue?["none"] == .null)
        #expect(document.positions.position(of: "$.children[0].properties.size") == .init(line: 6, column: 13))
    }

    @Test func reportsYAMLSyntaxErrorsWithTheirPosition() {
        #expect {
            try ScreenDocument(parsing: "a: [1, 2\nb: 3\n", format: .yaml, file: "bad.yaml")
        } throws: { error in
            guard let error = error as? StratusAppError else { return false }
            return error.file == "bad.yaml" && error.line != nil && error.kind == .screenLoadFailed
        }
    }

    @Test func reportsJSONSyntaxErrorsWithTheirPosition() {
        #expect {
            try ScreenDocument(parsing: "{\"a\": [1,\n  2, 3,,]}", format: .json, file: "bad.json")
        } throws: { error in
            guard let error = error as? StratusAppError else { return false }
            return error.file == "bad.json" && error.line == 2 && error.column == 8
                && error.message.hasPrefix("invalid JSON")
        }
    }
}
