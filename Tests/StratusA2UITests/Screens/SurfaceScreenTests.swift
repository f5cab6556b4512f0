import StratusCodable
import Testing
@testable import StratusA2UI

@Suite struct SurfaceScreenTests {
    private func screen(_ stream: String) throws -> SurfaceScreen {
        SurfaceScreen(try SurfaceGroup(stream: stream, file: "stream.jsonl"))
    }

    @Test func aSurfaceBecomesNodesOfTheA2UILibraryWithTheirBoundValuesEvaluated() throws {
        let screen = try screen("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "greeting"], "align": "center"}, {"id": "title", "component": "Text", "text": {"path": "/title"}, "variant": "h1"}, {"id": "greeting", "component": "Text", "text": {"call": "formatString", "args": {"value": "Hello, ${/name}!"}}}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"title": "Welcome", "name": "Ada"}}}
        """)
        #expect(screen.problems.isEmpty)
        #expect(shown(screen.value) == [
            "_:component": "a2ui:Column", "id": "root", "properties": ["align": "center"],
            "children": [
                ["_:component": "a2ui:Text", "id": "title", "properties": ["text": "Welcome", "variant": "h1"]],
                ["_:component": "a2ui:Text", "id": "greeting", "properties": ["text": "Hello, Ada!"]],
            ],
        ])
    }

    @Test func v08PropertiesAndLiteralWrappersAreWrittenAsLaterVersionsWriteThem() throws {
        let screen = try screen("""
        {"surfaceUpdate": {"surfaceId": "s", "components": [{"id": "root", "component": {"Row": {"children": {"explicitList": ["title", "go"]}, "distribution": "spaceBetween", "alignment": "center"}}}, {"id": "title", "weight": 1, "component": {"Text": {"text": {"literalString": "Flights"}, "usageHint": "h2"}}}, {"id": "go", "component": {"Button": {"child": "go-label", "primary": true, "action": {"name": "go"}}}}, {"id": "go-label", "component": {"Text": {"text": {"path": "/label"}}}}]}}
        {"dataModelUpdate": {"surfaceId": "s", "contents": [{"key": "label", "valueString": "Book"}]}}
        {"beginRendering": {"surfaceId": "s", "root": "root"}}
        """)
        #expect(screen.problems.isEmpty)
        let row = try #require(shown(screen.value).objectValue)
        #expect(row["properties"] == ["justify": "spaceBetween", "align": "center", "childWeights": [1, nil]])
        let children = try #require(row["children"]?.arrayValue)
        #expect(children[0]["properties"] == ["text": "Flights", "variant": "h2", "weight": 1])
        #expect(children[1]["properties"]?["variant"] == "primary")
        #expect(children[1]["properties"]?["primary"] == nil)
        #expect(children[1]["children"]?[0]?["properties"] == ["text": "Book"])
    }

    @Test func aButtonIsDisabledWithTheMessagesOfItsFailingChecks() throws {
        let form = """
        {"version": "v0.9", "createSurface": {"surfaceId": "f", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "f", "components": [{"id": "root", "component": "Button", "child": "label", "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/email"}}}, "message": "Email is required."}], "action": {"event": {"name": "send"}}}, {"id": "label", "component": "Text", "text": "Send"}]}}
        """
        let blocked = try screen(form).value["properties"]
        #expect(blocked?["enabled"] == false)
        #expect(blocked?["checkMessages"] == ["Email is required."])
        let filled = form + "\n" + #"{"version": "v0.9", "updateDataModel": {"surfaceId": "f", "path": "/email", "value": "a@b.c"}}"#
        let enabled = try screen(filled).value["properties"]
        #expect(enabled?["enabled"] == true)
        #expect(enabled?["checkMessages"] == nil)
    }

    @Test func templateItemsAreKeyedByInstanceAndSurfacesSharingAnIdArePrefixed() throws {
        let screen = try screen("""
        {"version": "v0.9", "createSurface": {"surfaceId": "a", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "a", "components": [{"id": "root", "component": "List", "children": {"componentId": "item", "path": "/items"}}, {"id": "item", "component": "Text", "text": {"path": "name"}}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "a", "path": "/items", "value": [{"name": "One"}, {"name": "Two"}]}}
        {"version": "v0.9", "createSurface": {"surfaceId": "b", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "b", "components": [{"id": "root", "component": "Text", "text": "Second"}]}}
        """)
        #expect(screen.value["_:component"] == "layout:column")
        let surfaces = try #require(shown(screen.value)["children"]?.arrayValue)
        // The engine's forEach gives the rows' nodes the ids `item:0`, `item:1`.
        let forEach = try #require(surfaces[0]["children"]?[0])
        #expect(forEach["properties"]?["items"] == [["name": "One"], ["name": "Two"]])
        #expect(forEach["children"]?.arrayValue?.map { $0["id"] } == ["item"])
        #expect(forEach["children"]?[0]?["properties"] == ["text": "@{a2uiItem.name}"])
        #expect(surfaces[1]["id"] == "b/root")
    }

    /// A component shown twice, and a template's item whose instance id is another component's id, each get the
    /// surface's id before theirs the second time: every node of the screen has an id of its own, whether the screen
    /// is written as JSON or handed to a builder.
    @Test func idsShownTwiceInOneSurfaceArePrefixedTheSecondTime() throws {
        let group = try SurfaceGroup(stream: """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["a", "b", "cell:0", "grid"]}, {"id": "a", "component": "Column", "children": ["t"]}, {"id": "b", "component": "Column", "children": ["t"]}, {"id": "t", "component": "Text", "text": "T"}, {"id": "cell:0", "component": "Text", "text": "plain"}, {"id": "grid", "component": "Column", "children": {"componentId": "cell", "path": "/cells"}}, {"id": "cell", "component": "Text", "text": {"path": "name"}}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"cells": [{"name": "x"}]}}}
        """, file: "stream.jsonl")
        func ids(_ node: JSONValue) -> [String] {
            [node["id"]?.stringValue ?? "?"] + (node["children"]?.arrayValue ?? []).flatMap(ids)
        }
        let expected = ["root", "a", "t", "b", "s/t", "cell:0", "grid", "s/cell:0"]
        #expect(ids(SurfaceScreen(group).value) == expected)
        var builder = JSONNodeBuilder()
        let written = try #require(SurfaceScreen.write(group, into: &builder))
        #expect(ids(written.root) == expected)
    }

    @Test func aPropertyBoundToAPathReadsTheDataModelTheSurfaceRootHoldsAsEngineState() throws {
        let screen = try screen("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "rows", "odd", "later"]}, {"id": "title", "component": "Text", "text": {"path": "/title"}}, {"id": "rows", "component": "List", "children": {"componentId": "row", "path": "/items"}}, {"id": "row", "component": "Text", "text": {"path": "name"}}, {"id": "odd", "component": "Text", "text": {"path": "/odd key"}}, {"id": "later", "component": "Text", "text": {"path": "/later"}}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"title": "Welcome", "items": [{"name": "One"}], "odd key": "Odd"}}}
        """)
        let children = try #require(screen.value["children"]?.arrayValue)
        #expect(children[0]["properties"] == ["text": "@{a2uiData.title}"])
        #expect(children[1]["children"]?[0]?["children"]?[0]?["properties"] == ["text": "@{a2uiItem.name}"])
        // A key an expression cannot spell, or nothing there yet: evaluated once, and read.
        #expect(children[2]["properties"] == ["text": "Odd"])
        #expect(children[3]["properties"] == nil)
        #expect(screen.value["state"] == [
            "a2uiData": ["title": "Welcome", "items": [["name": "One"]], "odd key": "Odd"], "a2uiSurface": "s",
            "a2uiDataReads": ["/later", "/odd key"],
        ])
        let reads = DataModelReads(json: screen.value["state"]?["a2uiDataReads"] ?? nil)
        #expect(!reads.areAffected(byWriteAt: try JSONPointer("/title")))
        #expect(!reads.areAffected(byWriteAt: try JSONPointer("/other")))
        #expect(!reads.areAffected(byWriteAt: try JSONPointer("/items/0/name")))
        #expect(reads.areAffected(byWriteAt: try JSONPointer("/")))
    }

    @Test func aCallOrACheckMakesEveryWriteReadByTheScreen() throws {
        let called = try screen("""
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": {"call": "formatString", "args": {"value": "Hello, ${/name}!"}}}]}}
        """)
        #expect(called.value["state"]?["a2uiDataReads"] == .null)
        #expect(DataModelReads(json: .null).areAffected(byWriteAt: try JSONPointer("/anything")))
    }

    @Test func aTextThatLooksLikeANimbusExpressionStaysText() {
        #expect(SurfaceScreen.escapingExpressions("Price @{total}") == "Price \\@{total}")
        #expect(SurfaceScreen.escapingExpressions("a \\@{x} b") == "a \\\\\\@{x} b")
        #expect(SurfaceScreen.escapingExpressions("no expression @ all {}") == "no expression @ all {}")
    }

    @Test func boundInputsWriteBackAndButtonsWithAnActionPress() throws {
        let screen = try screen("""
        {"version": "v0.9", "createSurface": {"surfaceId": "f", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "f", "components": [{"id": "root", "component": "Column", "children": ["bound", "fixed", "go"]}, {"id": "bound", "component": "TextField", "label": "Name", "value": {"path": "/name"}}, {"id": "fixed", "component": "TextField", "label": "Code", "value": "A-1"}, {"id": "go", "component": "Button", "child": "go-label", "action": {"event": {"name": "go"}}}, {"id": "go-label", "component": "Text", "text": "Go"}]}}
        """)
        let children = try #require(screen.value["children"]?.arrayValue)
        #expect(children[0]["properties"]?["onChange"] == [[
            "_:action": "a2ui:write",
            "properties": ["surfaceId": "f", "node": "bound", "property": "value", "value": "@{onChange}"],
        ]])
        #expect(children[1]["properties"]?["onChange"] == nil)
        #expect(children[2]["properties"]?["onPress"] == [["_:action": "a2ui:press", "properties": ["surfaceId": "f", "node": "go"]]])
    }
}
