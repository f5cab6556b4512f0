import Foundation
import Testing
@testable import StratusCore

/// A `forEach` with `"keyedByPosition": true` (Stratus's own property, for formats whose lists have no keys) keys
/// its rows by index, as one without a key does, but a change of its items is no warning.
@MainActor
struct ForEachKeyedByPositionTests {
    static func screen(keyedByPosition: Bool) -> JSONValue {
        ["_:component": "layout:column", "id": "list", "state": ["names": ["Ada", "Grace"]], "children": [[
            "_:component": "forEach", "properties": [
                "items": "@{names}", "iteratorName": "name", "keyedByPosition": .bool(keyedByPosition),
            ],
            "children": [["_:component": "layout:text", "id": "row", "properties": ["text": "@{name}"]]],
        ]]]
    }

    @Test func rowsFollowTheirPositionAndAChangeIsNoWarning() throws {
        for keyed in [true, false] {
            let engine = makeEngine()
            engine.navigator.open(json: Self.screen(keyedByPosition: keyed))
            let list = try #require(engine.navigator.currentScreen?.root?.node(withID: "list"))
            let first = try #require(list.children.first)
            engine.write(["Ada", "Edsger", "Barbara"], to: try #require(list.states.first))
            #expect(list.children.map(\.id) == ["row:0", "row:1", "row:2"])
            #expect(list.children[0] === first && list.children[1].properties["text"] == "Edsger")
            let warned = engine.logs.contains { $0.message.contains("without providing a key") }
            #expect(warned == !keyed, "\(engine.logs)")
        }
    }
}
