import Foundation
import StratusCodable
import Testing
@testable import StratusA2UI

/// The specification's own schema test cases (`<version>/test/cases/*.json`, each `{schema, tests: [{description,
/// valid, data}]}`): every case must get exactly its expected verdict from ``JSONSchemaValidator``, with the
/// version's schemas and `catalog.json` standing for the basic catalog (or the suite's `catalog`).
@Suite struct SchemaTestCaseTests {
    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage),
          arguments: ["v0_9", "v0_9_1", "v0_10", "v1_0", "v1_0-2026-08"])
    func everyCaseGetsItsExpectedVerdict(version: String) throws {
        let folder = A2UICorpus.root.appendingPathComponent(version)
        let suites = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("test/cases").path)
            .filter { $0.hasSuffix(".json") }.sorted()
        var checked = 0
        for name in suites {
            let suite = try JSONValue(parsing: try A2UICorpus.text("\(version)/test/cases/\(name)"))
            let validator = try Self.validator(version: version, catalog: suite["catalog"]?.stringValue)
            let schema = try #require(suite["schema"]?.stringValue)
            for test in suite["tests"]?.arrayValue ?? [] {
                let expected = test["valid"]?.boolValue ?? true
                let violations = validator.validate(test["data"] ?? .null, against: schema)
                #expect(violations.isEmpty == expected,
                        "\(version)/\(name): \(test["description"]?.stringValue ?? "?"): \(violations.map(\.description))")
                checked += 1
            }
        }
        #expect(checked > 50, "only \(checked) cases in \(version)")
    }

    @Test(.enabled(if: A2UICorpus.isAvailable, A2UICorpus.skipMessage),
          arguments: ["v0_9", "v0_9_1", "v0_10", "v1_0", "v1_0-2026-08"])
    func everyLineOfTheContactFormIsValid(version: String) throws {
        let validator = try Self.validator(version: version, catalog: nil)
        let text = try A2UICorpus.text("\(version)/test/cases/contact_form_example.jsonl")
        let schema = JSONSchemaValidator.messageSchemaNames(in: A2UICorpus.root.appendingPathComponent(version)).fromAgent
        for line in text.split(separator: "\n") where !line.allSatisfy(\.isWhitespace) {
            let violations = validator.validate(try JSONValue(parsing: String(line)), against: schema)
            #expect(violations.isEmpty, "\(violations.map(\.description))")
        }
    }

    @Test func reportsWhereAndWhatIsWrong() throws {
        let validator = JSONSchemaValidator(schemas: ["s.json": [
            "type": "object",
            "properties": ["name": ["type": "string"], "tags": ["type": "array", "items": ["enum": ["a", "b"]]]],
            "required": ["name"],
            "unevaluatedProperties": false,
        ]])
        #expect(validator.isValid(["name": "x", "tags": ["a"]], against: "s.json"))
        #expect(validator.validate(["tags": ["c"], "extra": 1], against: "s.json").map(\.description) == [
            "needs property \"name\" [$]",
            "must be one of \"a\", \"b\" [$.tags[0]]",
            "has no property \"extra\" [$]",
        ])
    }

    /// The version's message schemas, with `catalog.json` standing for `catalog` (the basic catalog by default).
    static func validator(version: String, catalog: String?) throws -> JSONSchemaValidator {
        let folder = A2UICorpus.root.appendingPathComponent(version)
        return try JSONSchemaValidator(specificationFolder: folder,
                                       catalog: catalog.map { folder.appendingPathComponent("test/\($0)") })
    }

    @Test func aMissingSpecificationFolderSaysWhichFile() {
        #expect {
            try JSONSchemaValidator(specificationFolder: URL(fileURLWithPath: "no-such-specification"))
        } throws: { error in
            (error as? A2UIError)?.kind == .unreadableFile
                && (error as? A2UIError)?.description.contains("server_to_client.json") == true
        }
    }
}
