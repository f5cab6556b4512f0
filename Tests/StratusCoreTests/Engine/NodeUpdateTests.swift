import Foundation
import Testing
@testable import StratusCore

/// A live node changed in place (``ServerDrivenEngine/update(_:properties:children:source:)``): its properties read
/// anew and bound again, the children it keeps the same objects with their states, new ones built in its scope.
@MainActor
struct NodeUpdateTests {
    static let screen = try! JSONValue(parsing: """
        {"_:component": "layout:column", "id": "list", "state": {"name": "Ada"}, "children": [
          {"_:component": "layout:text", "id": "first", "properties": {"text": "Hello @{name}"}},
          {"_:component": "layout:button", "id": "counter", "state": {"taps": 0}, "properties": {"text": "@{taps}",
            "onPress": [{"_:action": "setState", "properties": {"path": "taps", "value": "@{sum(taps, 1)}"}}]}}
        ]}
        """)

    @Test func keepsTheChildrenItKeepsAndBuildsTheNewOnesInItsScope() throws {
        let engine = makeEngine()
        engine.navigator.open(json: Self.screen)
        let root = try #require(engine.navigator.currentScreen?.root)
        let list = try #require(root.node(withID: "list"))
        let counter = try #require(root.node(withID: "counter"))
        try root.press("counter")
        let first = try #require(root.node(withID: "first"))

        try engine.update(list, properties: ["title": "Names of @{name}"], children: [
            .kept(counter),
            .new(["_:component": "layout:text", "id": "second", "properties": ["text": "Bye @{name}"]]),
        ])

        #expect(list.children.map(\.id) == ["counter", "second"])
        #expect(list.children[0] === counter && counter.properties["text"] == 1)
        #expect(list.properties["title"] == "Names of Ada")
        #expect(!first.isAttached)
        let second = list.children[1]
        #expect(second.isAttached && second.properties["text"] == "Bye Ada")
        #expect(engine.lastUpdate.changedNodeIDs == ["list"])
        // The new bindings follow the state; the released node's do not.
        engine.write("Grace", to: try #require(list.states.first))
        #expect(second.properties["text"] == "Bye Grace" && list.properties["title"] == "Names of Grace")
        #expect(first.properties["text"] == "Hello Ada")
        #expect(engine.lastUpdate.changedNodeIDs == ["list", "second"])
    }

    @Test func aMalformedNewChildChangesNothing() throws {
        let engine = makeEngine()
        engine.navigator.open(json: Self.screen)
        let root = try #require(engine.navigator.currentScreen?.root)
        let list = try #require(root.node(withID: "list"))
        let before = list.children
        #expect(throws: StratusCoreError.self) {
            try engine.update(list, properties: ["title": "x"], children: [.new(["_:component": 3])])
        }
        #expect(list.children.count == before.count && zip(list.children, before).allSatisfy { $0 === $1 })
        #expect(list.properties["title"] == nil)
    }
}
