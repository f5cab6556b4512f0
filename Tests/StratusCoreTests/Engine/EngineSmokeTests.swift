import Testing
@testable import StratusCore

@MainActor
struct EngineSmokeTests {
    @Test func counterButtonUpdatesTextInOneBatch() throws {
        let engine = makeEngine()
        var reports: [UpdateReport] = []
        engine.onUpdate = { reports.append($0) }
        let root = try engine.buildTree(json: try json("""
        { "_:component": "layout:column", "state": { "counter": 0 }, "children": [
          { "_:component": "layout:text", "id": "label", "properties": { "text": "Current value: @{counter}" } },
          { "_:component": "material:button", "id": "add", "properties": { "text": "Add +1",
            "onPress": [{ "_:action": "setState", "properties": { "path": "counter", "value": "@{sum(counter, 1)}" } }] } }
        ] }
        """))
        #expect(root.id == "nimbus:root")
        #expect(root.component == .fragment)
        #expect(try root.find("label").properties["text"] == "Current value: 0")
        try root.press("add")
        try root.press("add")
        #expect(try root.find("label").properties["text"] == "Current value: 2")
        #expect(reports.count == 2)
        #expect(reports.last?.changedNodeIDs == ["label"])
        #expect(reports.last?.updatedNodeCount == 1)
    }
}
