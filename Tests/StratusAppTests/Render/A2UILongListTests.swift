import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCodable
import StratusCore
import StratusTerminal
import Testing
@testable import StratusApp

/// A List over a long template (Docs/A2UI.md, "Long lists") is a lazy list: only the rows on screen are built, the
/// count of all of them is known (End goes to the last), and focus, typed text and later messages work on it.
@MainActor
@Suite struct A2UILongListTests {
    /// A stream of one surface: a title over a List of `count` items, each row a name, a formatted price and a
    /// note field (or a check box, which does not take End for itself).
    static func stream(items count: Int, notes: Bool) -> String {
        let input = notes ? #"{"id": "note", "component": "TextField", "label": "Note", "value": {"path": "note"}}"#
            : #"{"id": "note", "component": "CheckBox", "label": "Done", "value": {"path": "done"}}"#
        let items = (0..<count).map { #"{"name": "Item \#($0)", "price": \#($0 * 2)}"# }.joined(separator: ", ")
        return [
            #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}"#,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "list"]}, {"id": "title", "component": "Text", "text": {"call": "formatString", "args": {"value": "${/title}"}}}, {"id": "list", "component": "List", "children": {"componentId": "row", "path": "/items"}}, {"id": "row", "component": "Row", "children": ["name", "price", "note"]}, {"id": "name", "component": "Text", "text": {"path": "name"}}, {"id": "price", "component": "Text", "text": {"call": "formatString", "args": {"value": "${price} EUR"}}}, \#(input)]}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/title", "value": "Orders"}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [\#(items)]}}"#,
        ].joined(separator: "\n")
    }

    func file(items count: Int, notes: Bool) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a2ui-long-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("long.jsonl").path
        try Self.stream(items: count, notes: notes).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Every node of the screen's tree that is built.
    static func builtNodes(_ engine: ServerDrivenEngine) -> [Node] {
        var nodes: [Node] = []
        var pending = engine.navigator.currentScreen?.root.map { [$0] } ?? []
        while let node = pending.popLast() {
            nodes.append(node)
            pending.append(contentsOf: node.children)
        }
        return nodes
    }

    @Test func onlyTheRowsOnScreenAreBuiltAndEndReachesTheLast() async throws {
        let path = try file(items: 20_000, notes: false)
        var built = 0
        let output = try await render(path, size: "60x12") { session in built = Self.builtNodes(session.engine).count }
        #expect(output.status == 0, "\(output.messages)")
        #expect(output.lines.first == "Orders")
        #expect(output.lines.contains { $0.hasPrefix("Item 0 0 EUR") }, "\(output.lines)")
        #expect(built < 200, "\(built) nodes built for a screen of 12 lines")
        let end = try await render(path, size: "60x12", keys: "end")
        #expect(end.lines.contains { $0.hasPrefix("Item 19999 39998 EUR [ ] Done") }, "\(end.lines)")
        #expect(!end.lines.contains { $0.hasPrefix("Item 0 ") })
    }

    @Test func typedTextGoesIntoTheItemAndStaysWithFocusWhenLaterMessagesChangeTheList() async throws {
        let path = try file(items: 1_000, notes: true)
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev, requestTimeout: 8)
        let session = try await assembly.stratus.headless(width: 60, height: 12)
        let live = assembly.loader.liveSurfaces
        let screen = try #require(session.engine.navigator.currentScreen)
        let url = try #require(screen.resolvedURL)
        // Row 0's note has focus first; Down goes to row 1's (the list is one Tab stop, the arrows move inside it).
        try await session.press("down")
        try await session.type("urgent")
        let focused = try #require(session.focusedID)
        #expect(focused == "note:1", "\(focused)")
        #expect(live.surfaces(at: url)?["s"]?.dataModel.value(at: "/items/1/note") == "urgent")
        #expect(session.lines.contains { $0.contains("urgent") }, "\(session.lines)")

        // Later messages rename rows 0 and 2 and change the title: what was typed and focus stay.
        for line in [
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items/0/name", "value": "Renamed"}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items/2", "value": {"name": "Item new", "price": 1}}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/title", "value": "1001 orders"}}"#,
        ] {
            try live.receive(try A2UIStream.decodeLine(line, lineNumber: 1), at: url, on: screen, in: session.engine)
        }
        await session.settle()
        #expect(session.lines.first?.hasPrefix("1001 orders ") == true, "\(session.lines)")
        #expect(session.lines.contains { $0.hasPrefix("Item new 1 EUR") }, "\(session.lines)")
        #expect(session.lines.contains { $0.hasPrefix("Renamed 0 EUR") }, "\(session.lines)")
        #expect(session.lines.contains { $0.contains("urgent") }, "\(session.lines)")
        #expect(session.focusedID == "note:1")
        try await session.type("!")
        #expect(live.surfaces(at: url)?["s"]?.dataModel.value(at: "/items/1/note") == "urgent!")
    }
}
