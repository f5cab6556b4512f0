import Testing
@testable import StratusCore

/// Docs/Nimbus.md §1: ids, the root wrapper, component names, legacy states, property processing.
@MainActor
struct NodeBuilderTests {
    let engine = makeEngine()

    @Test func generatedIDsArePreOrderAndIncludeStructuralNodes() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:text"},
          {"_:component": "if", "properties": {"condition": true}, "children": [
            {"_:component": "then", "children": [{"_:component": "layout:text"}]}]},
          {"_:component": "layout:text", "id": "named"},
          {"_:component": "layout:text"}]}
        """#))
        let column = try #require(root.children.first)
        #expect(column.id == "nimbus:1")
        // if = nimbus:3, then = nimbus:4, its text = nimbus:5.
        #expect(column.children.map(\.id) == ["nimbus:2", "nimbus:5", "named", "nimbus:6"])
    }

    @Test func idCounterIsPerEngineAndNeverReset() throws {
        let first = try engine.buildTree(json: ["_:component": "layout:text"])
        let second = try engine.buildTree(json: ["_:component": "layout:text"])
        #expect(first.children.first?.id == "nimbus:1")
        #expect(second.children.first?.id == "nimbus:2")
        let other = makeEngine()
        #expect(try other.buildTree(json: ["_:component": "layout:text"]).children.first?.id == "nimbus:1")
    }

    @Test func rootIsAFragmentNamedNimbusRoot() throws {
        let root = try engine.buildTree(json: ["_:component": "layout:text", "id": "t"])
        #expect(root.id == "nimbus:root")
        #expect(root.component == .fragment)
        #expect(root.component.identifier == "fragment")
        #expect(root.children.first?.parent === root)
        #expect(root.isAttached)
    }

    @Test(arguments: [
        ("material:text", "material", "text"), ("forEach", "", "forEach"), ("layout:lazyColumn", "layout", "lazyColumn"),
        ("  my_app:button2 ", "my_app", "button2"), ("a:b:c", "a", "b"), ("a:", "", "a"), ("日本:text", "", "text"),
        ("ns:é", "", "ns"), ("ünits:x", "nits", "x"),
    ])
    func componentNamesSplitLikeTheCoreRegex(identifier: String, namespace: String, name: String) {
        let parsed = ComponentName(parsing: identifier)
        #expect(parsed.namespace == namespace)
        #expect(parsed.name == name)
    }

    @Test func legacyStateShapeIsAccepted() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "state": {"id": "count", "value": 3}, "properties": {"text": "@{count}"}}
        """#))
        #expect(try root.find("t").properties["text"] == 3)
    }

    @Test func stateInitialExpressionIsEvaluatedOnceInTheNodeScope() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"note": {"title": "A"}}, "children": [
          {"_:component": "layout:text", "id": "t", "state": {"title": "@{note.title}", "raw": {"x": "@{note}"}},
            "properties": {"text": "@{title}", "raw": "@{raw.x}"}},
          {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "note.title", "value": "B"}}]}}]}
        """#))
        #expect(try root.find("t").properties["text"] == "A")
        #expect(try root.find("t").properties["raw"] == "@{note}")
        try root.press("b")
        #expect(try root.find("t").properties["text"] == "A")
    }

    @Test func eventsAreFoundByFirstItemActionAndNamedAfterTheirKey() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {
          "onPress": [{"_:action": "log", "properties": {"message": "x"}}],
          "empty": [],
          "plain": [1, {"_:action": "log"}],
          "tabs": [{"title": "a", "onSelect": [{"_:action": "log", "properties": {"message": "tab"}}]}],
          "nested": [[{"_:action": "log"}]],
          "style": {"onHover": [{"_:action": "log", "properties": {"message": "hover"}}]}}}
        """#))
        let node = try root.find("t")
        #expect(node.eventPaths == ["onPress", "tabs[0].onSelect", "style.onHover"])
        #expect(node.event(at: "tabs[0].onSelect")?.name == "onSelect")
        #expect(node.properties["onPress"] == [["_:action": "log", "properties": ["message": "x"]]])
        #expect(node.properties["empty"] == [])
        node.event(at: "tabs[0].onSelect")?.run()
        #expect(engine.logs.map(\.message) == ["tab"])
    }

    @Test func expressionsInsideMapsAndListsAreLive() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "state": {"n": 1}, "properties": {
          "style": {"size": "@{n}", "label": "n=@{n}"}, "list": [1, "@{sum(n, 1)}"], "escaped": "\\@{n}",
          "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": 5}}]}}
        """#))
        let node = try root.find("t")
        #expect(node.properties["style"] == ["size": 1, "label": "n=1"])
        #expect(node.properties["list"] == [1, 2])
        #expect(node.properties["escaped"] == "@{n}")
        let revision = node.revision
        try root.press("t")
        #expect(node.properties["style"] == ["size": 5, "label": "n=5"])
        #expect(node.properties["list"] == [1, 6])
        #expect(node.revision > revision)
    }

    @Test func numbersKeepIntegerAndDoubleApart() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:text", "id": "t", "properties": {"a": "@{sum(1, 2)}", "b": "@{1.0}", "c": "@{2147483649}",
          "text": "@{sum(1, 2)} @{1.0}"}}
        """#))
        let node = try root.find("t")
        #expect(node.properties["a"] == .integer(3))
        #expect(node.properties["b"] == .double(1.0))
        #expect(node.properties["c"] == .integer(2147483649))
        #expect(node.properties["text"] == "3 1.0")
    }

    @Test func thenAndElseMayDeclareStates() throws {
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "state": {"name": "Ann"}, "children": [
          {"_:component": "if", "properties": {"condition": true}, "children": [
            {"_:component": "then", "state": {"greeting": "Hi @{name}"}, "children": [
              {"_:component": "layout:text", "id": "t", "properties": {"text": "@{greeting}!"}}]}]}]}
        """#))
        #expect(try root.find("t").properties["text"] == "Hi Ann!")
    }
}
