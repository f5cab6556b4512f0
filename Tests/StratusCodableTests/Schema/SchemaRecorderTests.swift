import Testing
@testable import StratusCodable

/// Schemas recorded from `Decodable` types, and values checked against them with Nimbus coercion.
@Suite struct SchemaRecorderTests {
    enum Style: String, CaseIterable, Decodable { case plain, primary }

    struct Synthesized: Decodable {
        var title: String
        var count: Int?
        var ratio: Double
        var tags: [String]
        var extra: [String: Int]
        var style: Style
        var nested: Nested?
        var raw: JSONValue
        struct Nested: Decodable { var flag: Bool }
    }

    struct Defaulted: Decodable {
        enum Key: String, CodingKey { case enabled, style, label }
        var enabled: Bool
        var style: Style
        var label: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            enabled = try container.decode(Bool.self, forKey: .enabled, default: true)
            style = try container.decode(Style.self, forKey: .style, default: .primary)
            label = try container.decode(String.self, forKey: .label)
        }
    }

    @Test func recordsNamesTypesRequirednessAndEnumerationCases() throws {
        let properties = try #require(SchemaRecorder.schema(of: Synthesized.self).properties)
        #expect(properties.map(\.name) == ["title", "count", "ratio", "tags", "extra", "style", "nested", "raw"])
        let byName = Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0) })
        #expect(byName["title"]?.schema == .string)
        #expect(byName["title"]?.isRequired == true)
        #expect(byName["count"]?.schema == .integer)
        #expect(byName["count"]?.isRequired == false)
        #expect(byName["ratio"]?.schema == .number)
        #expect(byName["tags"]?.schema == .list(.string))
        // A dictionary's keys are unknown while recording, and with them the type of its values.
        #expect(byName["extra"]?.schema == .map(.any))
        #expect(byName["style"]?.schema == .enumeration(["plain", "primary"]))
        #expect(byName["nested"]?.schema == .object([PropertySchema(name: "flag", schema: .boolean, isRequired: true)]))
        #expect(byName["raw"]?.schema == .any)
    }

    @Test func recordsDefaultsGivenToDecode() throws {
        let schema = SchemaRecorder.schema(of: Defaulted.self)
        #expect(schema.property(named: "enabled") == PropertySchema(name: "enabled", schema: .boolean, isRequired: false,
                                                                     defaultValue: true))
        #expect(schema.property(named: "style")?.defaultValue == "primary")
        #expect(schema.property(named: "label")?.isRequired == true)
    }

    @Test func checksValuesWithNimbusCoercion() throws {
        let schema = SchemaRecorder.schema(of: Defaulted.self)
        #expect(schema.problems(in: ["label": 5, "enabled": false, "style": "PRIMARY"]).isEmpty)
        let problems = schema.problems(in: ["enabled": "false", "style": "loud"])
        #expect(problems.map(\.path) == [".enabled", ".style", ".label"])
        #expect(problems.map(\.found) == [#"the string "false""#, #"the string "loud""#, "nothing"])
        #expect(problems[1].expected == #"one of "plain", "primary""#)
        let unresolved = schema.problems(in: ["label": "x", "enabled": "@{on}"]) { $0.stringValue?.contains("@{") == true }
        #expect(unresolved.isEmpty)
    }

    @Test func decodingWithADefaultStillRefusesAWrongType() throws {
        #expect(try StratusDecoder().decode(Defaulted.self, from: ["label": "x"]).enabled == true)
        #expect(throws: (any Error).self) { try StratusDecoder().decode(Defaulted.self, from: ["label": "x", "enabled": "false"]) }
    }
}
