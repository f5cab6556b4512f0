import Foundation
import Testing
@testable import StratusCore

/// A screen reloaded in place keeps its scope, and its nodes keep their ids and states where their identity
/// (explicit id, or JSON path and component) survives.
@MainActor
struct ScreenReloadTests {
    /// A column with a counter in its own state, an id-less text with a state, a forEach with row states.
    static func screen(title: String, extraState: String = "") -> JSONValue {
        let text = """
        {"_:component": "layout:column", "state": {"count": 0\(extraState)}, "children": [
          {"_:component": "layout:text", "properties": {"text": "\(title) @{count} @{global}"}},
          {"_:component": "layout:button", "id": "more", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}},
            {"_:action": "setState", "properties": {"path": "global", "value": "kept"}}]}},
          {"_:component": "forEach", "properties": {"items": ["a", "b"], "iteratorName": "letter"},
           "children": [
            {"_:component": "layout:button", "id": "row", "state": {"taps": 0}, "properties": {"onPress": [
              {"_:action": "setState", "properties": {"path": "taps", "value": "@{sum(taps, 1)}"}}]}}]}
        ]}
        """
        return try! JSONValue(parsing: text)
    }

    func loaded(_ engine: ServerDrivenEngine) throws -> (Screen, Node) {
        let screen = try #require(engine.navigator.currentScreen)
        return (screen, try #require(screen.root))
    }

    /// An engine that does not keep screen descriptions (`stratus render`) drops them at load; a reload still
    /// replaces the tree, but nodes with generated ids get new ones and so start from their screen's states.
    @Test func anEngineThatKeepsNoDescriptionsStillReloads() throws {
        let engine = makeEngine()
        engine.keepsScreenDescriptions = false
        engine.navigator.open(json: Self.screen(title: "Count"))
        var (screen, root) = try loaded(engine)
        #expect(screen.description == nil)
        try root.press("more")
        let titleID = try #require(root.children.first?.children.first).id

        try engine.reload(screen, with: Self.screen(title: "Total"))

        (screen, root) = try loaded(engine)
        #expect(screen.description == nil)
        let title = try #require(root.children.first?.children.first)
        #expect(title.id != titleID)
        #expect(title.properties["text"] == "Total 0 kept")
    }

    @Test func keepsNodeStatesGlobalStateAndGeneratedIDs() throws {
        let engine = makeEngine()
        engine.navigator.open(json: Self.screen(title: "Count"))
        var (screen, root) = try loaded(engine)
        try root.press("more")
        try root.press("more")
        try root.press("row:1")
        let column = try #require(root.children.first)
        let titleID = try #require(column.children.first).id

        try engine.reload(screen, with: Self.screen(title: "Total", extraState: #", "added": "new""#))

        #expect(engine.navigator.currentScreen === screen)
        (screen, root) = try loaded(engine)
        let newColumn = try #require(root.children.first)
        #expect(newColumn.id == column.id)
        #expect(newColumn.children.first?.id == titleID)
        #expect(newColumn.children.first?.properties["text"] == "Total 2 kept")
        #expect(newColumn.states.map(\.id) == ["count", "added"])
        #expect(newColumn.states.last?.value == "new")
        #expect(try root.find("row:1").states.first?.value == 1)
        #expect(try root.find("row:0").states.first?.value == 0)
    }

    @Test func preservingNothingStartsTheNodesOver() throws {
        let engine = makeEngine()
        engine.navigator.open(json: Self.screen(title: "Count"))
        let (screen, root) = try loaded(engine)
        let columnID = try #require(root.children.first).id
        try root.press("more")
        try engine.reload(screen, with: Self.screen(title: "Again"), preserving: [])
        let column = try #require(screen.root?.children.first)
        #expect(column.id != columnID)
        #expect(column.children.first?.properties["text"] == "Again 0 kept")
    }

    @Test func aMalformedVersionLeavesTheTreeAsItWas() throws {
        let engine = makeEngine()
        engine.navigator.open(json: Self.screen(title: "Count"))
        let (screen, root) = try loaded(engine)
        #expect(throws: StratusCoreError.self) {
            try engine.reload(screen, with: ["_:component": 3])
        }
        #expect(screen.root === root)
    }
}
