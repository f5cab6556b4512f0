import Foundation
import StratusA2UI
import StratusCore
import Testing
@testable import StratusApp
import StratusFormats

/// `stratus check` of A2UI streams: the specification's schema test cases get their expected verdicts through the
/// command's own code path, and a stream's problems are reported where they are, with the message's path.
@MainActor
@Suite struct A2UIStreamCheckTests {
    nonisolated static let corpus = PackageRoot.externalCorpus("a2ui")
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    /// What `stratus check [--a2ui-specification corpus] [--a2ui-catalog catalog] files...` finds.
    func check(_ files: [String], specification: String? = nil, catalog: String? = nil,
               sender: StreamCheck.Sender? = nil) async -> CheckCommand.Outcome {
        await CheckCommand.check(files, streams: CheckCommand.StreamOptions(
            specification: specification.map { URL(fileURLWithPath: $0) }, catalog: catalog.map { URL(fileURLWithPath: $0) },
            sender: sender))
    }

    /// Each case (`{schema, catalog?, tests: [{description, valid, data}]}`) is written to a file of its own and
    /// all are checked by one `stratus check` per catalog and schema (`client_to_server.json`, August's
    /// `renderer_to_agent.json`, is `--a2ui-sender client`): a case is valid when check finds no error in its file.
    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI schema cases skipped"),
          arguments: ["v0_9", "v0_9_1", "v0_10", "v1_0", "v1_0-2026-08"])
    func everySchemaTestCaseGetsItsExpectedVerdict(version: String) async throws {
        guard let corpus = Self.corpus else { return }
        let specification = corpus + "/" + version
        let cases = specification + "/test/cases"
        var expected: [String: (valid: Bool, description: String)] = [:]
        var filesByRun: [Run: [String]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cases).filter({ $0.hasSuffix(".json") }).sorted() {
            let suite = try JSONValue(parsing: try String(contentsOfFile: cases + "/" + name, encoding: .utf8))
            // Catalog documents (August's composition_constraints.json, `catalog_definition.json`) are checked as
            // catalogs: check tells them from streams by their content.
            let run = Run(catalog: suite["catalog"]?.stringValue.map { specification + "/test/" + $0 },
                          sender: ["client_to_server.json", "renderer_to_agent.json"].contains(suite["schema"]?.stringValue ?? "")
                            ? .client : .server)
            for (index, test) in (suite["tests"]?.arrayValue ?? []).enumerated() {
                let file = try folder.write("\(version)/\(name.dropLast(5))-\(index).json",
                                            (test["data"] ?? .null).jsonString(pretty: true))
                expected[file] = (test["valid"]?.boolValue ?? true, "\(name): \(test["description"]?.stringValue ?? "?")")
                filesByRun[run, default: []].append(file)
            }
        }
        var diagnostics: [Diagnostic] = []
        for (run, files) in filesByRun {
            let outcome = await check(files, specification: specification, catalog: run.catalog, sender: run.sender)
            #expect(outcome.failures.isEmpty, "\(outcome.failures)")
            #expect(outcome.checked == files.count)
            diagnostics += outcome.diagnostics
        }
        var agreements = 0
        for (file, (valid, description)) in expected.sorted(by: { $0.key < $1.key }) {
            let errors = diagnostics.filter { $0.file == file && $0.severity == .error }
            #expect(errors.isEmpty == valid, "\(version)/\(description): \(errors.map(\.description))")
            if errors.isEmpty == valid { agreements += 1 }
        }
        #expect(agreements == expected.count, "\(agreements) of \(expected.count) verdicts agree")
        #expect(expected.count > 70)
    }

    /// A catalog document is checked as a catalog, without the specification folder too: every problem its reader
    /// finds, at its line, column and path; with the folder, `catalog_definition.json` adds what it refuses besides.
    @Test func aCatalogsProblemsAreReportedAtTheirLineColumnAndPath() async throws {
        let catalog = try folder.write("catalog.json", """
            {
              "catalogId": "https://example.com/catalog.json",
              "colour": "red",
              "components": {
                "Surface": {"type": "object"},
                "Form": {"allowedChildren": ["Field", "Field"], "allowedParents": "Surface"},
                "Field": {"allowedParents": ["Form", 7]}
              }
            }
            """)
        let valid = try folder.write("valid.json", """
            {"catalogId": "c", "components": {"Form": {"allowedParents": ["Surface"], "allowedChildren": ["Field"]}}}
            """)
        let outcome = await check([catalog, valid])
        #expect(outcome.checked == 2)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(catalog):5:16: error: a catalog may not define \"Surface\": the name is reserved for the surface itself, the parent of a root component in \"allowedParents\" [$.components.Surface]",
            "\(catalog):6:43: error: \"Field\" is listed twice [$.components.Form.allowedChildren[1]]",
            "\(catalog):6:71: error: \"allowedParents\" must be an array, found a string [$.components.Form.allowedParents]",
            "\(catalog):7:42: error: \"allowedParents\" must hold component type names, found a number [$.components.Field.allowedParents[1]]",
        ])
        guard let corpus = Self.corpus else { return }
        let schema = await check([catalog, valid], specification: corpus + "/v1_0-2026-08").diagnostics.map(\.description)
        #expect(schema.first == "\(catalog):3:13: error: has no property \"colour\" [$.colour]")
        #expect(schema.count == 5)
    }

    /// The options of one `stratus check` of schema cases.
    struct Run: Hashable {
        var catalog: String?
        var sender: StreamCheck.Sender
    }

    /// Every example checks with no error but one: v1.0's minimal example 6 still writes `returnType` in a function
    /// call, which v1.0's function schemas no longer allow (each is `unevaluatedProperties: false` without it).
    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI schema cases skipped"))
    func everyExampleOfEveryVersionChecksWithoutError() async throws {
        guard let corpus = Self.corpus else { return }
        for version in ["v0_8", "v0_9", "v0_9_1", "v0_10", "v1_0"] {
            let files = A2UIExamplesRenderTests.examples(of: version)
            let outcome = await check(files, specification: corpus)
            let errors = outcome.diagnostics.filter { $0.severity == .error }.map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.line):\($0.column): \($0.message) [\($0.jsonPath)]" }
            #expect(outcome.checked == files.count)
            #expect(errors == (version == "v1_0" ? [
                "6_capitalized_text.json:43:21: has no property \"returnType\" [$.messages[1].updateComponents.components[3].text]",
            ] : []), "\(version)")
        }
    }

    @Test func aStreamsProblemsAreReportedAtTheirLineColumnAndPath() async throws {
        let lines = try folder.write("lines.jsonl", """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "gone"]}, {"id": "title", "component": "Txt", "text": "Hi"}, {"id": "spare", "component": "Text", "text": "never shown"}]}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Card", "child": "b"}, {"id": "b", "component": "Card", "child": "a"}]}}
            """)
        let found = await check([lines]).diagnostics.map(\.description)
        #expect(found == [
            "\(lines):2:125: error: component \"root\" names \"gone\" in children, and no component has that id [$.updateComponents.components[0].children]",
            "\(lines):2:174: error: unknown component \"Txt\" (component \"title\"); did you mean \"Text\"? [$.updateComponents.components[1].component]",
            "\(lines):2:203: warning: component \"spare\" is not reached from the root \"root\" of surface \"s\": it is never shown [$.updateComponents.components[2].id]",
            "\(lines):3:75: error: components form a cycle: a -> b -> a [$.updateComponents.components[0]]",
        ])
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI schema checks skipped"))
    func aWrongTypeAtAPathIsReportedThereByTheSchema() async throws {
        let file = try folder.write("typed.json", """
            [
              {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}},
              {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [
                {"id": "root", "component": "Text", "text": 5, "variant": "h1"}
              ]}}
            ]
            """)
        guard let corpus = Self.corpus else { return }
        let outcome = await check([file], specification: corpus)
        // The schema refuses it, and Stratus's declaration of the basic catalog says the same in its own words: once.
        let expected = [
            "\(file):4:49: error: component \"root\" (Text): \"text\" must be a string, found 5 [$[1].updateComponents.components[0].text]",
        ]
        #expect(outcome.diagnostics.map(\.description) == expected)
        // Without the schemas, the declaration finds it alone.
        #expect(await check([file]).diagnostics.map(\.description) == expected)
    }

    @Test func aFragmentOfAStreamIsCheckedMessageByMessage() async throws {
        let file = try folder.write("fragment.json", """
            {"version": "v0.9", "updateComponents": {"surfaceId": "later", "components": [
              {"id": "root", "component": "Column", "children": ["arrives-later"]}]}}
            """)
        let outcome = await check([file])
        #expect(outcome.errors == 0)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(file):1:55: warning: the file never creates surface \"later\": its messages are checked as part of a longer stream, its references to components are not [$.updateComponents.surfaceId]",
        ])
    }

    @Test func aFolderHoldsStreamsScreensAndDataArrays() async throws {
        try folder.write("tree/items.json", #"[{"id": 1, "title": "data for a request"}]"#)
        try folder.write("tree/screen.json", #"{"_:component": "layout:text", "properties": {"text": "Hi"}}"#)
        let stream = try folder.write("tree/stream.jsonl", """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": 5}, {"id": "x", "component": "Text", "text": "x"}]}}
            """)
        let outcome = await check([folder.path + "/tree"])
        #expect(outcome.checked == 2 && outcome.skipped == 1)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(stream):2:119: error: component \"root\" (Text): \"text\" must be a string, found 5 [$.updateComponents.components[0].text]",
            "\(stream):2:130: warning: component \"x\" is not reached from the root \"root\" of surface \"s\": it is never shown [$.updateComponents.components[1].id]",
        ])
    }

    @Test func aSpecificationFolderWithoutSchemasIsAFailureNotASilentPass() async throws {
        let file = try folder.write("one.jsonl", """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
            """)
        let outcome = await check([file], specification: folder.path)
        #expect(outcome.failures.count == 1)
        #expect(outcome.failures.first?.contains("no A2UI schemas in") == true)
    }

    /// The eight mistakes agents make most, in one stream: each reported once, in one run, at its line, column and
    /// path in the file, with "did you mean" where a name or value is close; without the specification's folder
    /// (Stratus's declaration of the basic catalog) and with it (its schemas on top, nothing hidden behind them).
    static let eightMistakes = """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "name", "level", "send", "rule", "gone"]}, {"id": "title", "component": "Text", "text": "Profile", "varaint": "h2"}, {"id": "name", "component": "Text", "text": {"path": "/usr/name"}}, {"id": "level", "component": "Slider", "min": "zero", "max": 10, "value": {"path": "/level"}}, {"id": "send", "component": "Buton", "child": "title"}, {"id": "rule", "component": "Divider", "axis": "vertcal"}, {"id": "spare", "component": "Text", "text": "never shown"}]}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "a", "component": "Card", "child": "b"}, {"id": "b", "component": "Card", "child": "a"}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/", "value": {"user": {"name": "Ada"}, "level": 3}}}
        """

    @Test func theEightMistakesAreEachReportedOnceWithoutTheSpecification() async throws {
        let file = try folder.write("mistakes.jsonl", Self.eightMistakes)
        let found = await check([file]).diagnostics.map(\.description)
        let expected = [
            "\(file):2:125: error: component \"root\" names \"gone\" in children, and no component has that id [$.updateComponents.components[0].children]",
            "\(file):2:245: error: component \"title\" (Text) has no property \"varaint\"; did you mean \"variant\"? [$.updateComponents.components[1].varaint]",
            "\(file):2:296: warning: component \"name\" reads \"/usr/name\", which nothing in the stream writes: it shows nothing; did you mean /user/name? [$.updateComponents.components[2].text]",
            "\(file):2:366: error: component \"level\" (Slider): \"min\" must be a number, found \"zero\" [$.updateComponents.components[3].min]",
            "\(file):2:443: error: unknown component \"Buton\" (component \"send\"); did you mean \"Button\"? [$.updateComponents.components[4].component]",
            "\(file):2:518: error: component \"rule\" (Divider): \"axis\" has no value \"vertcal\"; did you mean \"vertical\"? [$.updateComponents.components[5].axis]",
            "\(file):2:537: warning: component \"spare\" is not reached from the root \"root\" of surface \"s\": it is never shown [$.updateComponents.components[6].id]",
            "\(file):3:75: error: components form a cycle: a -> b -> a [$.updateComponents.components[0]]",
        ]
        #expect(found == expected, "\(found.joined(separator: "\n"))")
    }

    @Test(.enabled(if: corpus != nil, "../shared/external-corpora/a2ui is absent: A2UI schema checks skipped"))
    func theEightMistakesAreAllReportedWithTheSpecificationToo() async throws {
        guard let corpus = Self.corpus else { return }
        let file = try folder.write("mistakes.jsonl", Self.eightMistakes)
        let found = await check([file], specification: corpus).diagnostics.map(\.description)
        // The schema's words for what it refuses, and the rest as without it: every mistake is there.
        for needle in ["\"gone\"", "varaint", "/usr/name", "zero", "Buton", "vertcal", "\"spare\"", "a -> b -> a"] {
            #expect(found.contains { $0.contains(needle) }, "\(needle) is not reported:\n\(found.joined(separator: "\n"))")
        }
        #expect(found.allSatisfy { $0.hasPrefix(file + ":") && $0.contains("[$.") }, "\(found.joined(separator: "\n"))")
    }
}
