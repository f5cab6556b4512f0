import StratusCodable
import Testing
@testable import StratusA2UI

/// A List over a template is the engine's `forEach` over the list in the data model, lazy over more than
/// `SurfaceScreen.longListThreshold` items, whose rows evaluate their properties when built (Docs/A2UI.md, "Long
/// lists").
@Suite struct LongListTests {
    private func group(items count: Int) throws -> SurfaceGroup {
        let items = (0..<count).map { #"{"name": "Item \#($0)", "price": \#($0 * 2), "tags": ["t\#($0)"]}"# }
        return try SurfaceGroup(stream: """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "List", "children": {"componentId": "row", "path": "/items"}}, {"id": "row", "component": "Row", "children": ["name", "buy"]}, {"id": "name", "component": "Text", "text": {"call": "formatString", "args": {"value": "${name}: ${price} of ${/currency}"}}, "accessibility": {"label": {"path": "name"}}}, {"id": "buy", "component": "Button", "child": "buy-label", "checks": [{"condition": {"call": "numeric", "args": {"value": {"path": "price"}, "min": 10}}, "message": "Too cheap"}], "action": {"event": {"name": "buy", "context": {"item": {"path": "name"}}}}}, {"id": "buy-label", "component": "Text", "text": "Buy"}]}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"currency": "EUR", "items": [\(items.joined(separator: ","))]}}}
        """, file: "long.jsonl")
    }

    @Test func aListIsAForEachOverItsItemsAndALongOneIsLazy() throws {
        let short = SurfaceScreen(try group(items: SurfaceScreen.longListThreshold))
        #expect(short.value["children"]?.arrayValue?.count == 1)
        #expect(short.value["children"]?[0]?["properties"]?["items"] == "@{a2uiData.items}")
        #expect(short.value["properties"]?["lazy"] == nil)

        let long = SurfaceScreen(try group(items: 150))
        #expect(long.problems.isEmpty)
        #expect(long.value["properties"]?["lazy"] == true)
        let forEach = try #require(long.value["children"]?[0])
        #expect(forEach["_:component"] == "forEach")
        #expect(forEach["properties"]?["items"] == "@{a2uiData.items}")
        #expect(forEach["properties"]?["keyedByPosition"] == true)
        // The list is the model's, not a copy: a write into it updates the rows.
        #expect(long.value["state"]?["a2uiItems"] == nil && long.value["state"]?["a2uiData"]?["items"]?.arrayValue?.count == 150)
        let row = try #require(forEach["children"]?[0])
        #expect(row["id"] == "row")
        let name = try #require(row["children"]?[0])
        #expect(name["id"] == "name")
        #expect(name["properties"]?["text"] == "@{a2uiProperty(a2uiData, a2uiTemplate, 1, 'text', a2uiIndex)}")
        let buy = try #require(row["children"]?[1])
        #expect(buy["properties"]?["onPress"]?[0]?["properties"]?["node"] == "buy:@{a2uiIndex}")
    }

    /// Calls the operation as row `index` of the long list does for `property` of the template's component at
    /// `position`.
    private func itemProperty(_ screen: SurfaceScreen, _ position: Int, _ property: String, _ index: Int) throws -> JSONValue {
        let states = try #require(screen.value["state"])
        return SurfaceScreen.itemProperty([
            try #require(states["a2uiData"]), try #require(states["a2uiTemplate"]), .integer(Int64(position)),
            .string(property), .integer(Int64(index)),
        ])
    }

    @Test func aRowEvaluatesItsPropertiesAsTheWholeListWould() throws {
        let group = try group(items: 150)
        let screen = SurfaceScreen(group)
        let surface = try #require(group["s"])
        for index in [0, 3, 149] {
            #expect(try itemProperty(screen, 1, "text", index) == .string("Item \(index): \(index * 2) of EUR"))
            #expect(try itemProperty(screen, 1, "accessibility", index) == ["label": .string("Item \(index)")])
            #expect(try itemProperty(screen, 2, "enabled", index) == .bool(index >= 5))
            #expect(try itemProperty(screen, 2, "checkMessages", index) == (index >= 5 ? .null : ["Too cheap"]))
            // The same node, resolved on its own, evaluates alike.
            let node = try #require(surface.node(instanceId: "name:\(index)", leavingItemsOfListsLongerThan: 100))
            #expect(node.scope == JSONPointer(segments: ["items", String(index)]) && node.index == index)
            #expect(try surface.text("text", of: node) == "Item \(index): \(index * 2) of EUR")
        }
        #expect(try itemProperty(screen, 3, "text", 7) == "Buy")
        #expect(SurfaceScreen.itemProperty([.null]) == .null)
    }

    @Test func anItemIsFoundByItsInstanceIdWithoutResolvingTheOthers() throws {
        let surface = try #require(try group(items: 150)["s"])
        let tree = surface.tree(leavingItemsOfListsLongerThan: 100)
        #expect(tree.root?.lazyItems == LazyItems(templateId: "row", pointer: JSONPointer(segments: ["items"]), count: 150))
        #expect(tree.root?.allNodes.count == 5)
        #expect(surface.tree().root?.allNodes.count == 1 + 150 * 4)
        let buy = try #require(surface.node(instanceId: "buy:42", leavingItemsOfListsLongerThan: 100))
        #expect(buy.componentId == "buy" && buy.index == 42)
        #expect(surface.node(instanceId: "buy:150", leavingItemsOfListsLongerThan: 100) == nil)
        #expect(surface.node(instanceId: "buy:042", leavingItemsOfListsLongerThan: 100) == nil)
        #expect(surface.node(instanceId: "buy", leavingItemsOfListsLongerThan: 100) == nil)
        guard case .send(let message)? = try surface.performAction(of: buy) else {
            Issue.record("the Buy button of item 42 sends nothing")
            return
        }
        #expect(message.json["action"]?["context"] == ["item": "Item 42"])
    }
}
