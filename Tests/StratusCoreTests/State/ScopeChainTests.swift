import Testing
@testable import StratusCore

/// Docs/Nimbus.md §3.1: the scope chain, shadowing, implicit states and `setState` semantics.
@MainActor
struct ScopeChainTests {
    let engine = makeEngine(states: ["theme": "dark", "user": ["name": "Ann"]])

    @Test func appStatesAreVisibleEverywhereBelowGlobal() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"text": "@{user.name} @{theme} [@{global}]"}}
        """#))
        #expect(try root.find("t").properties["text"] == "Ann dark []")
    }

    @Test func closerStatesShadowFartherOnes() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"theme": "light", "global": "local"}, "children": [
          {"_:component": "layout:text", "id": "t", "properties": {"text": "@{theme} @{global}"}}]}
        """#))
        #expect(try root.find("t").properties["text"] == "light local")
    }

    @Test func nodeStatesAreInvisibleToParentsAndSiblings() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:text", "id": "a", "state": {"secret": 1}, "properties": {"text": "@{secret}"}},
          {"_:component": "layout:text", "id": "b", "properties": {"text": "@{secret}"}}]}
        """#))
        #expect(try root.find("a").properties["text"] == 1)
        #expect(try root.find("b").properties["text"] == .some(.null))
        #expect(engine.logs.count == 1)
    }

    @Test func implicitEventStateShadowsAStateWithTheSameName() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"onPress": "root", "seen": ""}, "properties": {
          "text": "@{seen}",
          "onPress": [{"_:action": "setState", "properties": {"path": "seen", "value": "@{onPress}"}}]}}
        """#))
        try root.find("b").event(at: "onPress")?.run(with: "implicit")
        #expect(try root.find("b").properties["text"] == "implicit")
        try root.press("b")
        #expect(try root.find("b").properties["text"] == .some(.null))
    }

    @Test func setStateOnAnImplicitStateIsAllowed() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:input", "id": "i", "state": {"seen": ""}, "properties": {"text": "@{seen}",
          "onChange": [{"_:action": "setState", "properties": {"path": "onChange", "value": "changed"}},
                       {"_:action": "setState", "properties": {"path": "seen", "value": "@{onChange}"}}]}}
        """#))
        try root.find("i").event(at: "onChange")?.run(with: "typed")
        #expect(try root.find("i").properties["text"] == "changed")
    }

    @Test func laterActionsSeeEarlierWrites() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}},
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}},
          {"_:action": "log", "properties": {"message": "n=@{n}"}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.map(\.message) == ["n=2"])
    }

    @Test func setStateRejectsIndexesAndUnknownStates() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"list": [1, 2]}, "properties": {"onPress": [
          {"_:action": "setState", "properties": {"path": "list[0]", "value": 5}},
          {"_:action": "setState", "properties": {"path": "nope.x", "value": 5}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.count == 2)
        #expect(engine.logs[0].message.contains("The path \"list[0]\" is not a valid state path."))
        #expect(engine.logs[1].message.contains("Could not find state \"nope\""))
        #expect(try root.find("b").state(named: "list")?.value == [1, 2])
    }

    @Test func writingTheSameValueChangesNothing() throws {
        var reports = 0
        engine.onUpdate = { _ in reports += 1 }
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 1}, "properties": {"text": "@{n}", "onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": 1}}]}}
        """#))
        let revision = try root.find("b").revision
        try root.press("b")
        #expect(reports == 0)
        #expect(try root.find("b").revision == revision)
    }

    @Test func itemWritesReachTheSourceListSilently() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"sections": [{"items": [{"done": false}, {"done": false}]}]},
         "children": [{"_:component": "forEach", "properties": {"items": "@{sections}", "iteratorName": "section"},
           "children": [{"_:component": "forEach", "properties": {"items": "@{section.items}"}, "children": [
             {"_:component": "layout:button", "id": "toggle", "properties": {"text": "@{item.done}", "onPress": [
               {"_:action": "setState", "properties": {"path": "item.done", "value": "@{not(item.done)}"}}]}}]}]}]}
        """#))
        try root.press("toggle:0:1")
        #expect(try root.find("toggle:0:1").properties["text"] == true)
        #expect(try root.find("toggle:0:0").properties["text"] == false)
        let sections = root.children.first?.state(named: "sections")?.value
        #expect(sections == [["items": [["done": false], ["done": true]]]])
    }
}
