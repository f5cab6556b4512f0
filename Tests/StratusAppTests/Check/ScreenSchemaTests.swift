import Foundation
import Testing
@testable import StratusApp
import StratusCore
import StratusTerminal

@MainActor
@Suite struct ScreenSchemaTests {
    static func schema() -> JSONValue {
        ScreenSchema.document(for: ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all))
    }

    static func definition(_ name: String, in schema: JSONValue) -> JSONValue? {
        schema.objectValue?["$defs"]?.objectValue?[name]
    }

    /// The declared properties of a component's definition (the map branch of its `anyOf`).
    static func properties(of component: String, in schema: JSONValue) -> JSONObject? {
        definition("component:" + component, in: schema)?.objectValue?["anyOf"]?.arrayValue?.first?
            .objectValue?["properties"]?.objectValue
    }

    static func matches(_ pattern: String, _ text: String) -> Bool {
        text.range(of: pattern, options: .regularExpression) != nil
    }

    @Test func namesEveryRegisteredComponentAndActionAndTheCoreOnes() throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        let schema = ScreenSchema.document(for: engine)
        #expect(schema.objectValue?["$schema"] == .string(ScreenSchema.dialect))
        let node = try #require(Self.definition("node", in: schema)?.objectValue)
        let components = Set(node["properties"]?.objectValue?["_:component"]?.objectValue?["enum"]?.arrayValue?
            .compactMap(\.stringValue) ?? [])
        #expect(components.isSuperset(of: engine.componentNames.map(\.identifier)))
        #expect(components.isSuperset(of: ["if", "forEach", "fragment", "layout:text", "terminal:button"]))
        let action = try #require(Self.definition("action", in: schema)?.objectValue)
        let actions = Set(action["properties"]?.objectValue?["_:action"]?.objectValue?["enum"]?.arrayValue?
            .compactMap(\.stringValue) ?? [])
        #expect(actions == Set(engine.actionNames.map(\.identifier)))
        #expect(actions.isSuperset(of: ["setState", "sendRequest", "push"]))
    }

    @Test func aComponentsDeclaredPropertiesBecomeItsDefinitionWithDefaults() throws {
        let schema = Self.schema()
        let button = try #require(Self.properties(of: "terminal:button", in: schema))
        #expect(button["enabled"] == ["$ref": "#/$defs/boolean", "default": true])
        #expect(button["onPress"] == ["$ref": "#/$defs/event"])
        let style = try #require(button["style"]?.objectValue?["anyOf"]?.arrayValue?.first?.objectValue?["pattern"]?.stringValue)
        #expect(Self.matches(style, "PRIMARY") && Self.matches(style, "danger"), "enumerations ignore case, as decoding does")
        #expect(!Self.matches(style, "huge") && !Self.matches(style, "primary!"))
        // A required property is listed as such: `log` cannot go without its message.
        let log = try #require(Self.definition("action:log", in: schema)?.objectValue?["anyOf"]?.arrayValue?.first)
        #expect(log.objectValue?["required"] == ["message"], "\(log)")
    }

    @Test(arguments: ["12", "-7", "+3", "1.5", "-1.5e3", "1E+5", "1.5E+5", ".5", "1.", "abc", "1e", "--1", "", "1,5", " 1", "0x10", "1.2.3"])
    func theNumericTextPatternAgreesWithNimbusCoercion(text: String) {
        #expect(Self.matches(ScreenSchema.numericText, text) == (NimbusCoercion.number(fromText: text) != nil))
    }

    @Test func caseInsensitivePatternsEscapeWhatIsNotALetter() {
        let pattern = "^(" + ScreenSchema.caseInsensitivePattern("space-between.x") + ")$"
        #expect(Self.matches(pattern, "SPACE-BETWEEN.X"))
        #expect(!Self.matches(pattern, "space-betweenax"), "a dot in a case name is not any character")
    }

    /// With Python's jsonschema (optional), the printed schema is valid draft 2020-12, accepts every screen
    /// `stratus check` accepts in Screens/, and rejects what check rejects, at the same place.
    @Test func aJSONSchemaValidatorAgreesWithCheck() async throws {
        guard let python = Subprocess.which("python3"),
              try await Subprocess.run(python, ["-c", "import jsonschema"]).status == 0 else {
            try Test.cancel("python3 with the jsonschema module is not installed")
        }
        let folder = try TemporaryFolder()
        let schemaPath = try folder.write("screen.schema.json", SchemaCommand.schemaText())
        let wrong = try folder.write("wrong.json", """
            {"_:component": "layout:column", "state": {"count": 0}, "children": [
              {"_:component": "terminal:button", "properties": {"text": "Go", "enabled": "false"}},
              {"_:component": "layout:txt", "properties": {"text": "typo"}},
              {"_:component": "layout:text", "properties": {"text": "@{count}", "onPress": [{"_:action": "log", "properties": {"message": "hi", "level": "loud"}}]}}
            ]}
            """)
        let script = try folder.write("validate.py", """
            import glob, json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                for error in validator.iter_errors(json.load(open(path))):
                    deepest = jsonschema.exceptions.best_match([error])
                    print(path.split("/")[-1] + " $" + "".join(f"[{p}]" if isinstance(p, int) else "." + p for p in deepest.absolute_path))
            """)
        let screens = try ScreenFiles.expand(PackageRoot.path + "/Screens").map(\.path).filter { $0.hasSuffix(".json") }
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        let checker = ScreenChecker(engine: engine)
        // Only screens: the data files among them are not screens to either tool.
        let accepted = screens.filter { checker.check(file: $0, requireScreen: false).map { $0.allSatisfy { $0.severity != .error } } == true }
        #expect(accepted.count >= 10, "\(accepted)")
        let result = try await Subprocess.run(python, [script, schemaPath] + accepted + [wrong])
        #expect(result.status == 0, "\(result.standardError)")
        let errors = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(errors.allSatisfy { $0.hasPrefix("wrong.json ") }, "screens check accepts are rejected:\n\(errors.joined(separator: "\n"))")
        #expect(Set(errors) == [
            "wrong.json $.children[0].properties.enabled",
            "wrong.json $.children[1]._:component",
            "wrong.json $.children[2].properties.onPress[0].properties.level",
        ], "\(errors)")
        let checked = checker.check(file: wrong) ?? []
        #expect(Set(checked.filter { $0.severity == .error }.map(\.jsonPath)) == [
            "$.children[0].properties.enabled", "$.children[1]._:component",
            "$.children[2].properties.onPress[0].properties.level",
        ], "\(checked)")
    }
}
