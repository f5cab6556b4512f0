import Foundation
import Testing
@testable import StratusCore

/// Problems the engine meets in a screen, when the app words them (``ServerDrivenEngine/describeScreenProblem``):
/// each at the JSON path of the value in question, in `stratus check`'s words, logged once.
@MainActor
struct ScreenProblemLogTests {
    let engine = makeEngine()

    init() {
        engine.describeScreenProblem = { "\($0.message) <\($0.jsonPath)>" }
    }

    @Test func aStateNoItemOfAForEachFindsIsLoggedOnceAtItsTemplate() throws {
        _ = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"rows": [1, 2, 3]}, "children": [
          {"_:component": "forEach", "properties": {"items": "@{rows}"}, "children": [
            {"_:component": "layout:text", "properties": {"text": "@{itme}"}}]}]}
        """#))
        #expect(engine.logs.map(\.message) == [
            #"unknown state "itme"; did you mean "item"? <$.children[0].children[0].properties.text>"#,
        ])
        #expect(engine.loggedErrorCount == 1)
    }

    @Test func eachKindIsPlacedAtItsValue() throws {
        _ = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"count": 0, "copy": "@{cuont}"}, "children": [
          {"_:component": "layout:text", "properties": {"text": "@{sun(count, 1)}"}},
          {"_:component": "layout:text", "properties": {"label": {"parts": ["@{count + }"]}}}]}
        """#))
        #expect(engine.logs.map(\.message) == [
            #"unknown state "cuont"; did you mean "count"? <$.state.copy>"#,
            #"unknown operation "sun"; did you mean "sum"? <$.children[0].properties.text>"#,
            #"malformed expression: invalid path "count + ". Please, make sure your variable names contain only letters, numbers and the symbol "_". To access substructures use "." and to access array indexes use "[index]". Using null in the place of this expression. <$.children[1].properties.label.parts[0]>"#,
        ])
    }

    @Test func logOnceLogsAnEntryAgainOnlyAfterTheLogWasCleared() {
        engine.logOnce(.warning, "w")
        engine.logOnce(.warning, "w")
        engine.logOnce(.error, "w")
        #expect(engine.logs.map(\.description) == ["Warning: w", "Error: w"])
        engine.clearLogs()
        engine.logOnce(.warning, "w")
        #expect(engine.logs.map(\.description) == ["Warning: w"])
    }

    @Test func withoutWordsTheCoreKeepsNimbusCoreMessages() throws {
        let plain = makeEngine()
        _ = try plain.buildTree(json: try json(#"""
        {"_:component": "layout:text", "properties": {"text": "@{ghost} @{ghost}"}}
        """#))
        #expect(plain.logs.count == 2)
        #expect(plain.logs.allSatisfy { $0.message.hasPrefix(#"Couldn't find state with id "ghost". Using null"#) })
    }
}
