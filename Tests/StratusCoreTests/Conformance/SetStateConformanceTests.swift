import Testing
@testable import StratusCore

/// core-tests-setState.json against the core's `SetStateTest` (Docs/Nimbus.md §3.3).
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct SetStateConformanceTests {
    let engine = makeEngine(baseURL: "")

    func assertGeneralScreen(_ content: Node, name: String = "", age: Int = 0, buttonText: String = "aaa",
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(content.children.count == 2, sourceLocation: sourceLocation)
        let textRow = content.children[0]
        #expect(textRow.children.map { $0.properties["text"] } == [.string("Name: \(name)"), .string("Age: \(age)")],
                sourceLocation: sourceLocation)
        let buttonRow = content.children[1]
        #expect(buttonRow.children.count == 3, sourceLocation: sourceLocation)
        #expect(buttonRow.children[2].properties["text"] == .string("Set this next text to bbb: \(buttonText)"),
                sourceLocation: sourceLocation)
    }

    @Test func generalSetStateWritesSubPathsAndLocalStates() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "GENERAL_SET_STATE").children.first)
        #expect(engine.logs.isEmpty)
        assertGeneralScreen(content)
        try content.press("setName")
        assertGeneralScreen(content, name: "John")
        try content.press("setAge")
        assertGeneralScreen(content, name: "John", age: 30)
        try content.press("setButtonText")
        assertGeneralScreen(content, name: "John", age: 30, buttonText: "bbb")
        #expect(engine.logs.isEmpty)
    }

    @Test func actionWithoutPropertiesLogsOneErrorAndChildStateIsUnreachable() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "UNREACHABLE_STATE").children.first)
        #expect(engine.logs.isEmpty)
        let onInit = try #require(content.event(at: "onInit"))
        onInit.run()
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.level == .error)
        #expect(content.children.first?.properties["text"] == "")
    }

    @Test func stateChangesTypeFreely() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "MANY_TYPES").children.first)
        let text = { content.children[0].properties["text"] }
        #expect(text() == "string")
        let steps: [(String, JSONValue)] = [
            ("setInt", .integer(10)), ("setDouble", .double(5.64)), ("setArray", [0, 1, 2]), ("setMap", ["a": 0, "b": 1]),
            ("setBoolean", true), ("setNull", nil), ("setString", "string"),
        ]
        for (button, expected) in steps {
            try content.press(button)
            #expect(text() == expected, "after \(button)")
        }
        #expect(engine.logs.isEmpty)
    }

    @Test func deepPathsCreateMapsAndReplaceSubtrees() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "DEEP_STATE").children.first)
        let text = { content.children[0].properties["text"] }
        #expect(text() == ["a": ["b": ["c": ["d": ["e": 0, "f": 1], "g": 2]]]])
        try content.press("abhiTo3")
        #expect(text() == ["a": ["b": ["c": ["d": ["e": 0, "f": 1], "g": 2], "h": ["i": 3]]]])
        try content.press("abcdeTo4")
        #expect(text() == ["a": ["b": ["c": ["d": ["e": 4, "f": 1], "g": 2], "h": ["i": 3]]]])
        try content.press("abTo5")
        #expect(text() == ["a": ["b": 5]])
        #expect(engine.logs.isEmpty)
    }

    @Test func nullGlobalStateBecomesAMap() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "GLOBAL_STATE").children.first)
        #expect(content.children[0].properties["text"] == "Hey !")
        try content.press("setUserName")
        #expect(content.children[0].properties["text"] == "Hey John!")
        #expect(engine.scope.state(named: "global")?.value == ["user": ["name": "John"]])
        #expect(engine.logs.isEmpty)
    }

    @Test func severalStatesInOneNodeAreIndependent() throws {
        let content = try #require(try engine.buildCorpusScreen("setState", "MULTIPLE_STATES").children.first)
        func counters() throws -> [JSONValue?] {
            try ["incCounterA", "incCounterB", "incCounterC"].map { try content.find($0).properties["text"] }
        }
        #expect(try counters() == [0, 0, 0])
        try content.press("incCounterA")
        #expect(try counters() == [1, 0, 0])
        try content.press("incCounterB")
        try content.press("incCounterB")
        #expect(try counters() == [1, 2, 0])
        for _ in 0..<3 { try content.press("incCounterC") }
        #expect(try counters() == [1, 2, 3])
    }
}
