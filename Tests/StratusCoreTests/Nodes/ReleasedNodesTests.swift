import Testing
@testable import StratusCore

/// Nodes of hidden `if` branches and of rows that left a `forEach` are released; their local states are kept.
@MainActor
struct ReleasedNodesTests {
    let engine = makeEngine()

    /// A column over `rows` items, each row a text with a local `count` state, and an `if` on `show`.
    func buildScreen(rows: Int) throws -> Node {
        let items = (0..<rows).map { "{\"id\": \($0)}" }.joined(separator: ",")
        return try engine.buildTree(json: try json("""
            {"_:component": "layout:column", "id": "list", "state": {"items": [\(items)], "show": true},
             "children": [
               {"_:component": "forEach", "properties": {"items": "@{items}", "key": "id"}, "children": [
                 {"_:component": "layout:text", "id": "row", "state": {"count": 0},
                  "properties": {"text": "@{item.id}: @{count}"}}]},
               {"_:component": "if", "properties": {"condition": "@{show}"}, "children": [
                 {"_:component": "then", "children": [
                   {"_:component": "layout:text", "id": "shown", "state": {"taps": 0},
                    "properties": {"text": "@{taps}"}}]},
                 {"_:component": "else", "children": [
                   {"_:component": "layout:column", "id": "hidden", "children": [
                     {"_:component": "layout:text", "properties": {"text": "a"}},
                     {"_:component": "layout:text", "properties": {"text": "b"}}]}]}]}]}
            """))
    }

    func write(_ value: JSONValue, to state: String, in root: Node) throws {
        let cell = try #require(root.find("list").state(named: state))
        engine.write(value, to: cell)
    }

    @Test func replacingAHundredThousandRowsByTenReleasesTheirNodes() throws {
        let root = try buildScreen(rows: 100_000)
        // root + column + 100,000 rows + the shown branch's text; the hidden else branch holds nothing.
        #expect(root.heldNodeCount == 100_003)
        weak let lastRow = try root.find("row:99999")
        #expect(lastRow != nil)
        try write(.array((0..<10).map { ["id": .integer(Int64($0))] }), to: "items", in: root)
        #expect(root.heldNodeCount == 13)
        #expect(lastRow == nil)
        #expect(try root.find("list").children.count == 11)
    }

    @Test func aRowThatComesBackHasItsLocalState() throws {
        let root = try buildScreen(rows: 3)
        try engine.write(5, to: #require(root.find("row:2").state(named: "count")))
        #expect(try root.find("row:2").properties["text"] == "2: 5")
        try write([["id": 0]], to: "items", in: root)
        #expect(root.node(withID: "row:2") == nil)
        try write([["id": 0], ["id": 2]], to: "items", in: root)
        #expect(try root.find("row:2").properties["text"] == "2: 5")
        #expect(try root.find("row:0").properties["text"] == "0: 0")
    }

    @Test func aHiddenBranchIsReleasedAndKeepsItsState() throws {
        let root = try buildScreen(rows: 0)
        try engine.write(7, to: #require(root.find("shown").state(named: "taps")))
        #expect(try root.find("shown").properties["text"] == 7)
        #expect(root.heldNodeCount == 3)
        try write(false, to: "show", in: root)
        #expect(root.node(withID: "shown") == nil)
        #expect(try root.find("hidden").children.count == 2)
        // root + column + the else branch's column and its two texts.
        #expect(root.heldNodeCount == 5)
        try write(true, to: "show", in: root)
        #expect(try root.find("shown").properties["text"] == 7)
        #expect(root.heldNodeCount == 3)
    }
}
