import StratusCodable
import Testing

/// The rules of the one YAML reader beyond scalar resolution (YAMLCoreSchemaTests): tags, keys, aliases,
/// positions, nesting, documents.
@Suite struct YAMLDocumentTests {
    private func failure(_ text: String) -> StratusCodableError? {
        do {
            _ = try YAMLDocument(parsing: text)
            return nil
        } catch {
            return error
        }
    }

    @Test func quotedAndBlockScalarsAreStrings() throws {
        let value = try JSONValue(parsingYAML: """
            single: '12'
            double: "true"
            literal: |
              null
            folded: >
              1.5
            """)
        #expect(value["single"] == "12")
        #expect(value["double"] == "true")
        #expect(value["literal"] == "null\n")
        // The text ends without a line break, so the last block scalar has none either.
        #expect(value["folded"] == "1.5")
    }

    @Test func standardTagsAreObeyed() throws {
        let value = try JSONValue(parsingYAML: """
            text: !!str 12
            number: !!int "12"
            ratio: !!float 3
            flag: !!bool "false"
            nothing: !!null ""
            other: !custom 7
            """)
        #expect(value["text"] == "12")
        #expect(value["number"] == 12)
        #expect(value["ratio"] == 3.0)
        #expect(value["flag"] == false)
        #expect(value["nothing"] == .null)
        #expect(value["other"] == "7")
    }

    @Test func aTagTheTextDoesNotFitIsAnErrorAtItsPlace() throws {
        let error = try #require(failure("a: 1\nb: !!int abc\n"))
        #expect(error.message.contains("!!int abc"))
        #expect(error.position?.line == 2)
        #expect(error.path == "b")
        #expect(failure("flag: !!bool yes") != nil)
    }

    @Test func aKeyWrittenTwiceIsAnErrorAtTheSecondOne() throws {
        let error = try #require(failure("""
            name: first
            children:
              - a: 1
                b: 2
            name: second
            """))
        #expect(error.kind == .invalidSyntax)
        #expect(error.position?.line == 5)
        #expect(error.position?.column == 1)
        #expect(error.message.contains("duplicate key \"name\""))
        #expect(error.message.contains("first at 1:1"))
    }

    @Test func aKeyWrittenTwiceInANestedOrFlowMappingIsFound() throws {
        let nested = try #require(failure("list:\n  - a: 1\n    b: 2\n    a: 3\n"))
        #expect(nested.position?.line == 4)
        #expect(nested.position?.column == 5)
        let flow = try #require(failure("point: {x: 1, y: 2, x: 3}"))
        #expect(flow.position?.line == 1)
        #expect(flow.position?.column == 21)
    }

    /// `1` and `"1"` are different YAML keys but the same JSON member.
    @Test func keysThatBecomeTheSameStringAreDuplicates() throws {
        let error = try #require(failure("1: a\n\"1\": b\n"))
        #expect(error.position?.line == 2)
        #expect(error.message.contains("duplicate key \"1\""))
    }

    @Test func keysKeepTheirOrderAndBecomeStrings() throws {
        let value = try JSONValue(parsingYAML: "z: 1\n2: b\ntrue: c\n")
        #expect(value.objectValue.map { Array($0.keys) } == ["z", "2", "true"])
    }

    @Test func aMappingAsKeyIsAnError() throws {
        let error = try #require(failure("? {a: 1}\n: x\n"))
        #expect(error.message.contains("keys must be scalars"))
    }

    @Test func anAliasIsACopyOfItsAnchor() throws {
        let value = try JSONValue(parsingYAML: """
            style: &title {bold: true, color: red}
            first: *title
            list: [&n 3, *n, *n]
            """)
        #expect(value["first"] == ["bold": true, "color": "red"])
        #expect(value["list"] == [3, 3, 3])
    }

    /// Nine lines that would unfold into a billion values.
    @Test func aliasesThatUnfoldTooFarAreAnError() throws {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            yaml += "a\(level): &a\(level) [\(Array(repeating: previous, count: 10).joined(separator: ", "))]\n"
        }
        let error = try #require(failure(yaml))
        #expect(error.message.contains("aliases expand to more than \(YAMLDocument.aliasExpansionLimit) values"))
    }

    @Test func anUndefinedAliasIsAnErrorWithItsPosition() throws {
        let error = try #require(failure("a: 1\nb: *nothing\n"))
        #expect(error.position?.line == 2)
    }

    @Test func positionsAreRecordedForValuesAndKeys() throws {
        let document = try YAMLDocument(parsing: """
            title: Home
            children:
              - text: hi
                size: 12
            """, recordingPositions: true)
        #expect(document.valuePositions["$"]?.line == 1)
        #expect(document.valuePositions["$.title"].map { [$0.line, $0.column] } == [1, 8])
        #expect(document.valuePositions["$.children[0]"].map { [$0.line, $0.column] } == [3, 5])
        #expect(document.valuePositions["$.children[0].size"].map { [$0.line, $0.column] } == [4, 11])
        #expect(document.keyPositions["$.children[0].size"].map { [$0.line, $0.column] } == [4, 5])
        let unrecorded = try YAMLDocument(parsing: "a: 1")
        #expect(unrecorded.valuePositions.isEmpty)
    }

    @Test func anInfiniteNumberIsAnError() throws {
        let error = try #require(failure("size: .inf"))
        #expect(error.message.contains("not a finite number"))
        #expect(error.path == "size")
    }

    @Test func emptyTextIsNullAndASecondDocumentIsAnError() throws {
        #expect(try JSONValue(parsingYAML: "") == .null)
        #expect(try JSONValue(parsingYAML: "# only a comment\n") == .null)
        #expect(failure("a: 1\n---\nb: 2\n") != nil)
    }

    @Test func syntaxErrorsSayWhere() throws {
        let error = try #require(failure("a: [1, 2\nb: 3"))
        #expect(error.kind == .invalidSyntax)
        #expect(error.message.hasPrefix("invalid YAML"))
        #expect(error.position != nil)
    }

    @Test func nestingDeeperThanTheLimitIsAnError() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(failure(deep)?.kind == .tooDeep)
        let shallow = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(failure(shallow) == nil)
    }
}
