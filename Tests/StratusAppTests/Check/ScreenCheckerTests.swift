import Testing
@testable import StratusApp
import StratusFormats
import StratusTerminal
import StratusCore

@MainActor
@Suite struct ScreenCheckerTests {
    /// A registry with a few components, actions and operations, so the test does not depend on the
    /// terminal's built-in libraries.
    static let library = UILibrary("test")
        .addComponent("text", factory: TestFactory())
        .addComponent("column", factory: TestFactory())
        .addAction("save") { _ in }
        .addOperation("shout") { arguments in arguments.first ?? .null }

    /// A component without declared properties: its properties are not type-checked.
    struct TestFactory: ComponentFactory {
        func buildsChildrenLazily(given properties: JSONObject) -> Bool { false }
        let schema: ValueSchema? = nil
    }

    func diagnostics(_ text: String, format: ScreenDocument.Format = .json) throws -> [Diagnostic] {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: [Self.library])
        let document = try ScreenDocument(parsing: text, format: format, file: "screen.json")
        return ScreenChecker(engine: engine).check(document, file: "screen.json") ?? []
    }

    @Test func acceptsAValidScreen() throws {
        let problems = try diagnostics("""
            {"_:component": "test:column", "state": {"name": "x"}, "children": [
              {"_:component": "test:text", "properties": {"text": "@{shout(name)}",
                "onPress": [{"_:action": "test:save"}, {"_:action": "setState", "properties": {"path": "name", "value": 1}}]}},
              {"_:component": "forEach", "properties": {"items": "@{name}"}, "children": []}
            ]}
            """)
        #expect(problems.isEmpty)
    }

    @Test func reportsAnUnknownComponentAtItsLineAndColumn() throws {
        let problems = try diagnostics("""
            {
              "_:component": "test:column",
              "children": [
                {"_:component": "test:txt"}
              ]
            }
            """)
        #expect(problems.map(\.description) == [
            #"screen.json:4:21: error: unknown component "test:txt"; did you mean "test:text"? [$.children[0]._:component]"#,
        ])
    }

    @Test func reportsUnknownActionsOperationsAndMalformedExpressions() throws {
        let problems = try diagnostics("""
            {"_:component": "test:text", "properties": {
              "text": "@{whisper(1)}",
              "title": "@{shout(}",
              "onPress": [{"_:action": "test:load"}]
            }}
            """)
        #expect(problems.map(\.severity) == [.error, .error, .error])
        #expect(problems.map(\.line) == [2, 3, 4])
        #expect(problems[0].message == #"unknown operation "whisper""#)
        #expect(problems[1].message.hasPrefix("malformed expression"))
        #expect(problems[2].message == #"unknown action "test:load""#)
        #expect(problems[2].column == 28)
        #expect(problems[2].jsonPath == "$.properties.onPress[0]._:action")
    }

    @Test func reportsEveryStructuralProblem() throws {
        let problems = try diagnostics("""
            {"_:component": "test:column", "children": [
              {"component": "test:text"},
              {"_:component": "test:text", "properties": []},
              {"_:component": "test:text", "children": {}}
            ]}
            """)
        #expect(problems.map(\.line) == [2, 2, 3, 4])
        #expect(problems.map(\.severity) == [.error, .warning, .error, .error])
        #expect(problems[0].message == #"a node needs "_:component""#)
        #expect(problems[1].message.hasPrefix(#"unknown key "component""#))
        #expect(problems[2].message == #""properties" must be a map, found a list"#)
    }

    @Test func checksEachScreenOfABundle() throws {
        let problems = try diagnostics("""
            {"_note": "two screens",
             "FIRST": {"_:component": "test:text"},
             "SECOND": {"_:component": "nope:text"}}
            """)
        #expect(problems.count == 1)
        #expect(problems.first?.jsonPath == "$.SECOND._:component")
        #expect(problems.first?.line == 3)
    }

    @Test func checksYAMLScreensAtTheirPositions() throws {
        let problems = try diagnostics("""
            _:component: test:column
            children:
              - _:component: test:text
                properties:
                  onPress:
                    - _:action: nowhere
            """, format: .yaml)
        #expect(problems.count == 1)
        #expect(problems.first?.line == 6)
        #expect(problems.first?.column == 21)
    }

    @Test func skipsDataFilesFoundInFoldersButNotFilesNamedExplicitly() throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: [Self.library])
        let document = try ScreenDocument(parsing: #"{"quote": "hello"}"#, format: .json)
        let checker = ScreenChecker(engine: engine)
        #expect(checker.check(document, file: "data.json", requireScreen: false) == nil)
        #expect(checker.check(document, file: "data.json")?.first?.severity == .error)
    }
}

/// Property types checked against the schemas components record at registration, without building views.
@MainActor
@Suite struct PropertyTypeCheckTests {
    func diagnostics(_ text: String) throws -> [Diagnostic] { try checkedScreen(text) }

    @Test func reportsPropertiesThatDoNotMatchARegisteredDecodableComponent() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "todoapp:selectionGroup", "properties": {"options": 5}}
            ]}
            """)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.severity == .error)
        #expect(problem.message.contains("expected a list, found the number 5"), "\(problem.message)")
        #expect(problem.line == 2)
        #expect(problem.column == 71)
        #expect(problem.jsonPath == "$.children[0].properties.options")
        #expect(problem.expected == "a list")
        #expect(problem.found == "the number 5")
    }

    @Test func reportsTheStringFalseWhereABooleanIsDeclared() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Save", "enabled": "false"}}
            """)
        #expect(problems.map(\.jsonPath) == ["$.properties.enabled"])
        #expect(problems.first?.expected == "a boolean")
        #expect(problems.first?.found == #"the string "false""#)
    }

    @Test func checksTheBranchOfAnIfThatIsNotShown() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "if", "properties": {"condition": false}, "children": [
                {"_:component": "then", "children": [
                  {"_:component": "layout:text", "properties": {"text": "hidden", "size": "large"}}
                ]}
              ]}
            ]}
            """)
        #expect(problems.map(\.jsonPath) == ["$.children[0].children[0].children[0].properties.size"])
        #expect(problems.first?.line == 4)
    }

    @Test func checksAForEachTemplateOnceWhateverTheItems() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"rows": []}, "children": [
              {"_:component": "forEach", "properties": {"items": "@{rows}"}, "children": [
                {"_:component": "terminal:checkbox", "properties": {"label": "@{item.name}", "checked": "yes",
                  "onChange": [{"_:action": "setState", "properties": {"path": "rows", "value": "@{index}"}}]}}
              ]}
            ]}
            """)
        #expect(problems.map(\.jsonPath) == ["$.children[0].children[0].properties.checked"])
    }

    @Test func acceptsNimbusCoercionsAndExpressions() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"on": true}, "properties": {"mainAxisAlignment": "CENTER",
              "padding": "2", "width": "expand"}, "children": [
              {"_:component": "layout:text", "properties": {"text": 12, "size": "12.5"}},
              {"_:component": "terminal:button", "properties": {"text": 3, "enabled": "@{on}", "style": "Primary"}}
            ]}
            """)
        #expect(problems.isEmpty, "\(problems)")
    }

    struct Rename: ActionDecodable {
        var count: Int
        func execute() {}
    }

    @Test func checksThePropertiesOfActionsInEvents() throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all
            + [UILibrary("test").addAction("rename", Rename.self)])
        let document = try ScreenDocument(parsing: """
            {"_:component": "terminal:button", "properties": {"text": "Go",
              "onPress": [{"_:action": "test:rename", "properties": {"count": "many"}}, {"_:action": "test:rename"}]}}
            """, format: .json, file: "s.json")
        let problems = ScreenChecker(engine: engine).check(document, file: "s.json") ?? []
        #expect(problems.map(\.jsonPath) == ["$.properties.onPress[0].properties.count", "$.properties.onPress[1]"])
        #expect(problems.first?.expected == "an integer")
        #expect(problems.last?.found == "nothing")
    }

    @Test func checksThePropertiesOfTheBuiltInActions() throws {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all)
        let document = try ScreenDocument(parsing: """
            {"_:component": "terminal:button", "properties": {"text": "Go", "onPress": [
              {"_:action": "sendRequest", "properties": {"url": "/a", "method": 3, "onSuccess": [
                {"_:action": "push", "properties": {"url": "/b", "method": "POST", "prefetch": "often"}}]}},
              {"_:action": "setState", "properties": {"value": 1}}]}}
            """, format: .json, file: "s.json")
        let problems = ScreenChecker(engine: engine).check(document, file: "s.json") ?? []
        #expect(problems.map(\.jsonPath) == ["$.properties.onPress[0].properties.method",
                                             "$.properties.onPress[0].properties.onSuccess[0].properties.prefetch",
                                             "$.properties.onPress[1]"], "\(problems)")
        #expect(problems.first?.expected?.contains(#""Post""#) == true)
        #expect(problems.first?.found == "the number 3")
        #expect(problems.last?.message.contains(#"needs "path""#) == true)
    }

    @Test func reportsAMissingRequiredPropertyAtTheNode() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:keyBinding", "properties": {"description": "Reset"}}
            """)
        #expect(problems.map(\.jsonPath) == ["$"])
        #expect(problems.first?.found == "nothing")
        #expect(problems.first?.message.contains(#"needs "key""#) == true)
    }

    @Test func diagnosticsAreJSONValues() throws {
        let problems = try diagnostics(#"{"_:component": "terminal:button", "properties": {"enabled": "false"}}"#)
        // The button's missing name is a warning at the node, before the error.
        let json = try #require(problems.first { $0.severity == .error }?.json)
        #expect(json["file"] == "s.json")
        #expect(json["line"] == 1)
        #expect(json["jsonPath"] == "$.properties.enabled")
        #expect(json["expected"] == "a boolean")
        #expect(json["severity"] == "error")
    }
}
