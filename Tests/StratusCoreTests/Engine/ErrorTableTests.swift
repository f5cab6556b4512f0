import Foundation
import Testing
@testable import StratusCore

/// Docs/Nimbus.md §9: one test per row of the error table, showing the documented behaviour.
@MainActor
struct ErrorTableTests {
    let engine = makeEngine()

    /// The error building `screen` throws, if any.
    func buildError(_ screen: JSONValue) -> StratusCoreError? {
        do {
            _ = try engine.buildTree(json: screen)
            return nil
        } catch {
            return error as? StratusCoreError
        }
    }

    @Test func invalidJSONGivesAFailedScreenWithPositionAndRetry() async throws {
        engine.navigator.open(json: "{\"_:component\": \"layout:text\",\n  \"properties\": {\"text\": }}")
        let screen = try #require(engine.navigator.currentScreen)
        let error = try #require(screen.error)
        #expect(error.kind == .malformedJSON)
        #expect(error.message.hasPrefix("The string provided is not a valid json."))
        #expect(error.line == 2)
        #expect(error.column != nil)
        screen.retry()
        #expect(screen.error?.kind == .malformedJSON)
    }

    @Test func invalidJSONFromTheNetworkShowsTheFallbackOrTheError() async throws {
        let client = RecordingHTTPClient { _ in ServerDrivenResponse(status: 200, body: Data("{nope".utf8)) }
        let engine = makeEngine(httpClient: client)
        engine.navigator.push(ViewRequest(url: "/bad"))
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.error?.kind == .malformedJSON)
        engine.navigator.push(ViewRequest(url: "/bad", fallback: ["_:component": "layout:text", "id": "fallback"]))
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.root?.node(withID: "fallback") != nil)
    }

    @Test func nodeWithoutComponentFailsTheScreenWithIDAndPath() throws {
        let screen = try json(#"{"_:component": "layout:column", "children": [{"id": "x", "properties": {}}]}"#)
        let error = try #require(buildError(screen))
        #expect(error.kind == .malformedComponent)
        #expect(error.jsonPath == "$.children[0]")
        #expect(error.message == "Error while trying to deserialize component with id \"x\" and JSONPath "
            + "\"$.children[0]\". Cause: Unexpected value type at \"_:component\". Expected \"String\", found \"null\".")
    }

    @Test(arguments: [
        (#"{"_:component": "a:b", "state": [1]}"#, "state", "List"),
        (#"{"_:component": "a:b", "properties": "x"}"#, "properties", "String"),
        (#"{"_:component": "a:b", "children": {"a": 1}}"#, "children", "Map"),
        (#"{"_:component": 12}"#, "_:component", "Int"),
    ])
    func wrongTypedNodeMembersFailTheScreen(text: String, key: String, found: String) throws {
        let error = try #require(buildError(try json(text)))
        #expect(error.kind == .malformedComponent)
        #expect(error.jsonPath == "$")
        #expect(error.message.contains("Unexpected value type at \"\(key)\""))
        #expect(error.message.contains("found \"\(found)\""))
    }

    @Test func malformedScreenLoadedThroughTheNavigatorFails() async throws {
        engine.navigator.open(json: #"{"_:component": "layout:column", "children": [{"_:component": "a:b"}, {}]}"#)
        let error = try #require(engine.navigator.currentScreen?.error)
        #expect(error.kind == .malformedComponent)
        #expect(error.jsonPath == "$.children[1]")
    }

    @Test func unknownComponentIsKeptWithoutAFactory() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "nope:widget", "id": "w", "children": [{"_:component": "layout:text", "id": "t"}]}
        """#))
        let widget = try root.find("w")
        #expect(widget.factory == nil)
        #expect(widget.component == ComponentName(namespace: "nope", name: "widget"))
        #expect(try root.find("t").factory != nil)
    }

    @Test func badActionPropertyTypesAreLoggedAndTheActionDoesNotRun() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"onPress": [
          {"_:action": "condition", "properties": {"condition": "yes", "onTrue": [{"_:action": "log",
            "properties": {"message": "ran"}}]}},
          {"_:action": "setState", "properties": {"path": "n", "value": 1}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.message.contains("Expected a boolean for property \"condition\", but found String")
            == true)
        #expect(root.children.first?.state(named: "n")?.value == 1)
    }

    @Test func unknownActionIsLoggedAtBuildAndOnEveryRun() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [{"_:action": "x"},
          {"_:action": "log", "properties": {"message": "after"}}]}}
        """#))
        let message = "Couldn't find handler for action with name \"x\". Please, make sure you registered your "
            + "custom actions."
        #expect(engine.logs.map(\.message) == [message])
        try root.press("b")
        try root.press("b")
        #expect(engine.logs.map(\.message) == [message, message, "after", message, "after"])
    }

    @Test func failingActionDoesNotStopTheNextOnes() throws {
        let failing = UILibrary("app").addAction("fail") { _ in
            throw StratusCoreError(.actionExecution, "boom")
        }
        let engine = makeEngine(libraries: [failing])
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "missing", "value": 1}},
          {"_:action": "app:fail"},
          {"_:action": "setState", "properties": {"path": "n", "value": 2}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.count == 2)
        #expect(engine.logs[0].message.contains("Could not find state \"missing\""))
        #expect(engine.logs[1].message.contains("boom"))
        #expect(try root.find("b").state(named: "n")?.value == 2)
    }

    @Test func unknownOperationAndBadSyntaxAreNullAndLogged() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"a": "@{nope(1)}", "b": "@{sum(1, 2}",
          "c": "x@{sum(1))}y"}}
        """#))
        let node = try root.find("t")
        #expect(node.properties["a"] == .some(.null))
        #expect(node.properties["b"] == .some(.null))
        #expect(node.properties["c"] == "xy")
        #expect(engine.logs.count == 3)
        #expect(engine.logs.allSatisfy { $0.level == .error })
    }

    @Test func throwingOperationIsNullAndLogged() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"text": "@{divide(1, 0)}", "label": "[@{not(1)}]"}}
        """#))
        #expect(try root.find("t").properties["text"] == .some(.null))
        #expect(try root.find("t").properties["label"] == "[]")
        #expect(engine.logs.count == 2)
        #expect(engine.logs[0].message.hasPrefix("Error while executing the operation \"divide\""))
    }

    @Test func missingStateIsNullOrEmptyAndLogged() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"value": "@{ghost}", "text": "Hi @{ghost.name}!"}}
        """#))
        #expect(try root.find("t").properties["value"] == .some(.null))
        #expect(try root.find("t").properties["text"] == "Hi !")
        #expect(engine.logs.count == 2)
        #expect(engine.logs[0].message.hasPrefix("Couldn't find state with id \"ghost\". Using null in its place."))
    }

    @Test func nonBooleanIfConditionRendersNothingAndLogs() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "if", "properties": {"condition": "true"}, "children": [
          {"_:component": "then", "children": [{"_:component": "layout:text"}]}]}
        """#))
        #expect(root.children.isEmpty)
        #expect(engine.logs.map(\.message).first?.contains("Expected \"Boolean\", found \"String\"") == true)
    }

    @Test func nonListForEachItemsRendersNothingAndLogs() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "forEach", "properties": {"items": {"a": 1}}, "children": [{"_:component": "layout:text"}]}
        """#))
        #expect(root.children.isEmpty)
        #expect(engine.logs.first?.message.contains("Expected a list for property \"items\", but found Map") == true)
    }

    @Test func screenFetchErrorsShowTheErrorOrTheFallback() async throws {
        struct Offline: HTTPClientProtocol {
            func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
                throw StratusCoreError(.request, "connection refused")
            }
        }
        let engine = makeEngine(httpClient: Offline())
        engine.navigator.open(url: "/home")
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.error?.kind == .request)
        engine.navigator.push(ViewRequest(url: "/next", fallback: ["_:component": "layout:text", "id": "fb"]))
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.root?.node(withID: "fb") != nil)
        #expect(engine.logs.filter { $0.level == .error }.count == 2)
    }

    @Test func sendRequestFailureLogsThenRunsOnErrorThenOnFinish() async throws {
        let engine = makeEngine(httpClient: RecordingHTTPClient { _ in ServerDrivenResponse(status: 500, body: Data("oops".utf8)) })
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [{"_:action": "sendRequest",
          "properties": {"url": "/x", "onError": [{"_:action": "log", "properties": {"message": "@{onError.message}"}}],
          "onFinish": [{"_:action": "log", "properties": {"message": "finish"}}]}}]}}
        """#))
        try root.press("b")
        await engine.waitUntilIdle()
        #expect(engine.logs.map(\.message) == ["Unable to send request: GET http://tests.com/x: 500 Internal Server Error: oops",
                                               "500 Internal Server Error: oops", "finish"])
    }
}
