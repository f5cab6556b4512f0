import Testing
@testable import StratusApp
import StratusCore

@MainActor
@Suite struct ScreenStateCarryTests {
    let screen: JSONValue = [
        "_:component": "layout:column",
        "state": ["title": "Groceries", "page": 1],
        "children": [
            ["_:component": "layout:text", "id": "counter", "state": ["count": 0]],
            ["_:component": "layout:column", "state": ["open": false]],
        ],
    ]

    @Test func takesTheStatesOfALiveTreeByIDAndByPath() throws {
        let engine = ServerDrivenEngine(baseURLString: "")
        let root = try engine.buildTree(json: screen)
        let carry = ScreenStateCarry(tree: root)
        #expect(carry.byID["counter"]?.states == ["count": 0])
        #expect(carry.byPath["$"]?.states == ["title": "Groceries", "page": 1])
        #expect(carry.byPath["$.children[1]"]?.states == ["open": false])
    }

    @Test func writesCarriedValuesIntoStatesTheNewScreenStillDeclares() {
        var carry = ScreenStateCarry()
        carry.byPath["$"] = .init(component: "layout:column", states: ["title": "Chores", "removed": true])
        carry.byID["counter"] = .init(component: "layout:text", states: ["count": 5])
        let updated = carry.applied(to: screen)
        #expect(updated.objectValue?["state"] == ["title": "Chores", "page": 1])
        let counter = updated.objectValue?["children"]?.arrayValue?.first
        #expect(counter?.objectValue?["state"] == ["count": 5])
    }

    @Test func leavesNodesThatChangedComponentAlone() {
        var carry = ScreenStateCarry()
        carry.byPath["$.children[1]"] = .init(component: "layout:row", states: ["open": true])
        let updated = carry.applied(to: screen)
        #expect(updated.objectValue?["children"]?.arrayValue?[1].objectValue?["state"] == ["open": false])
    }
}
