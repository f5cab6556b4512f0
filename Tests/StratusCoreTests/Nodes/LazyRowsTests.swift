import Testing
@testable import StratusCore

/// A `forEach` directly inside a container that builds its children lazily builds a row only when it is asked
/// for (Nodes/LazyRows.swift); ids, state updates and kept local states stay what an eager forEach gives.
@MainActor
struct LazyRowsTests {
    /// A container that builds its children lazily, as a terminal's lazy list registers itself.
    struct LazyStandIn: ComponentFactory {
        func buildsChildrenLazily(given properties: JSONObject) -> Bool { true }
        let schema: ValueSchema? = nil
    }

    let engine = makeEngine(libraries: [UILibrary("list").addComponent("lazy", factory: LazyStandIn())])

    /// `header`, then a forEach over `rows` items (each a text with a local `count`) inside `list:lazy`.
    func buildScreen(rows: Int, filter: Bool = false) throws -> Node {
        let items = (0..<rows).map { "{\"id\": \($0)}" }.joined(separator: ",")
        let row = """
            {"_:component": "layout:text", "id": "row", "state": {"count": 0},
             "properties": {"text": "@{item.id}: @{count} @{index}"}}
            """
        let template = filter
            ? """
              {"_:component": "if", "properties": {"condition": "@{not(eq(item.id, 1))}"}, "children": [
                {"_:component": "then", "children": [\(row)]}]}
              """
            : row
        return try engine.buildTree(json: try json("""
            {"_:component": "list:lazy", "id": "list", "state": {"items": [\(items)]},
             "children": [
               {"_:component": "layout:text", "id": "header", "properties": {"text": "@{length(items)} items"}},
               {"_:component": "forEach", "properties": {"items": "@{items}", "key": "id"}, "children": [\(template)]}]}
            """))
    }

    func list(_ root: Node) throws -> Node { try root.find("list") }

    func text(ofRow index: Int, in root: Node) throws -> JSONValue? {
        try list(root).lazyRow(at: index).first?.properties["text"]
    }

    @Test func buildsOnlyTheRowsAskedFor() throws {
        let root = try buildScreen(rows: 100_000)
        let list = try list(root)
        #expect(list.buildsChildrenLazily)
        #expect(list.lazyRowCount == 100_001)
        // root + list + header: no row is built until asked for.
        #expect(root.heldNodeCount == 3)
        #expect(list.lazyRow(at: 0).map(\.id) == ["header"])
        let last = list.lazyRow(at: 100_000)
        #expect(last.map(\.id) == ["row:99999"])
        #expect(last.first?.properties["text"] == "99999: 0 99999")
        #expect(last.first?.isAttached == true)
        #expect(root.heldNodeCount == 4)
        #expect(list.children.map(\.id).sorted() == ["header", "row:99999"])
        #expect(list.lazyRow(at: 100_001).isEmpty)
    }

    @Test func aBuiltRowFollowsItsStatesAndTheItems() throws {
        let root = try buildScreen(rows: 10)
        let row = try #require(list(root).lazyRow(at: 3).first)
        try engine.write(4, to: #require(row.state(named: "count")))
        #expect(row.properties["text"] == "2: 4 2")
        let revision = try list(root).revision
        // The item with id 2 moves to the front: the built row keeps its node and its state, with a new index.
        try engine.write([["id": 2], ["id": 0]], to: #require(list(root).state(named: "items")))
        #expect(try list(root).lazyRowCount == 3)
        #expect(try list(root).revision != revision)
        #expect(try list(root).lazyRow(at: 1).first === row)
        #expect(row.properties["text"] == "2: 4 0")
        #expect(try text(ofRow: 2, in: root) == "0: 0 1")
    }

    /// Keys that rise (kept as numbers) and keys that do not (kept as texts) name the rows alike; a key written twice,
    /// as a number or as a text, is made unique with its index and a warning.
    @Test func rowsAreNamedAfterTheirKeysWhetherTheKeysRiseOrNot() throws {
        let root = try buildScreen(rows: 3)
        #expect(try list(root).lazyRow(at: 3).map(\.id) == ["row:2"])
        try engine.write([["id": 5], ["id": "7"], ["id": 7], ["id": 1]], to: #require(list(root).state(named: "items")))
        let ids = try (1...4).map { try list(root).lazyRow(at: $0).map(\.id) }
        #expect(ids == [["row:5"], ["row:7"], ["row:7#2"], ["row:1"]])
        #expect(engine.logs.contains { $0.message.contains("have the key \"7\"") })
        try engine.write([["id": 10], ["id": 20]], to: #require(list(root).state(named: "items")))
        #expect(try (1...2).map { try list(root).lazyRow(at: $0).map(\.id) } == [["row:10"], ["row:20"]])
    }

    @Test func risingKeysNameTheRowsWhereverEachItemHasItsKey() throws {
        let root = try buildScreen(rows: 3)
        // The key first, then later, then alone: each item's own key names its row.
        try engine.write([["id": 4, "name": "a"], ["name": "b", "id": 6], ["id": 9]],
                         to: #require(list(root).state(named: "items")))
        #expect(try (1...3).map { try list(root).lazyRow(at: $0).map(\.id) } == [["row:4"], ["row:6"], ["row:9"]])
        // An item without the key: the keys are not all rising numbers, and the rows are named as such keys are.
        try engine.write([["id": 4, "name": "a"], ["name": "b"], ["id": 9]], to: #require(list(root).state(named: "items")))
        let ids = try (1...3).map { try list(root).lazyRow(at: $0).map(\.id) }
        #expect(ids[0] == ["row:4"])
        #expect(ids[2] == ["row:9"])
    }

    @Test func rowsBeyondTheLimitAreReleasedAndKeepTheirLocalState() throws {
        let rows = ForEachElement.builtRowLimit * 2
        let root = try buildScreen(rows: rows)
        weak var released: Node?
        do {
            let first = try #require(list(root).lazyRow(at: 1).first)
            try engine.write(9, to: #require(first.state(named: "count")))
            released = first
        }
        for index in 2...rows { _ = try list(root).lazyRow(at: index) }
        #expect(released == nil)
        #expect(root.heldNodeCount <= ForEachElement.builtRowLimit + 3)
        #expect(try list(root).children.count == root.heldNodeCount - 2)
        #expect(try text(ofRow: 1, in: root) == "0: 9 0")
    }

    /// All the items as they were built, in order.
    func allItems(_ rows: Int) -> JSONValue { .array((0..<rows).map { ["id": .integer(Int64($0))] }) }

    @Test func aRowWhoseKeyLeavesIsParkedWholeAndComesBackAsItWas() throws {
        let root = try buildScreen(rows: 10)
        let items = try #require(list(root).state(named: "items"))
        let row = try #require(list(root).lazyRow(at: 3).first)
        try engine.write(4, to: #require(row.state(named: "count")))
        let held = root.heldNodeCount
        // A filter leaves item 2 out: its row is parked (detached, out of the children), not released.
        engine.write([["id": 0], ["id": 1]], to: items)
        #expect(row.isParked && !row.isAttached)
        #expect(try !list(root).children.contains { $0 === row })
        #expect(root.heldNodeCount == held)
        // The filter is erased: the same node comes back attached, with its local state and its index.
        engine.write(allItems(10), to: items)
        #expect(try list(root).lazyRow(at: 3).first === row)
        #expect(!row.isParked && row.isAttached)
        #expect(row.properties["text"] == "2: 4 2")
        // Parked, then back at another place: its index is written again.
        engine.write([["id": 0]], to: items)
        engine.write([["id": 2], ["id": 0]], to: items)
        #expect(try list(root).lazyRow(at: 1).first === row)
        #expect(row.properties["text"] == "2: 4 0")
    }

    @Test func parkedRowsBeyondTheLimitAreReleasedAndKeepTheirLocalState() throws {
        let rows = ForEachElement.parkedRowLimit + 10
        let root = try buildScreen(rows: rows)
        weak var released: Node?
        do {
            let first = try #require(list(root).lazyRow(at: 1).first)
            try engine.write(9, to: #require(first.state(named: "count")))
            released = first
        }
        for index in 2...rows { _ = try list(root).lazyRow(at: index) }
        // Every row leaves the items: the ten asked for least recently are released, the others parked.
        let items = try #require(list(root).state(named: "items"))
        engine.write([], to: items)
        #expect(released == nil)
        #expect(root.heldNodeCount == ForEachElement.parkedRowLimit + 3)
        #expect(try list(root).children.map(\.id) == ["header"])
        engine.write(allItems(rows), to: items)
        #expect(try text(ofRow: 1, in: root) == "0: 9 0")
        #expect(try text(ofRow: rows, in: root) == .string("\(rows - 1): 0 \(rows - 1)"))
    }

    @Test func aRowWhoseTemplateRendersNothingIsAnEmptyRow() throws {
        let root = try buildScreen(rows: 4, filter: true)
        #expect(try list(root).lazyRowCount == 5)
        #expect(try list(root).lazyRow(at: 2).isEmpty)
        #expect(try text(ofRow: 3, in: root) == "2: 0 2")
    }

    @Test func outsideALazyContainerEveryRowIsBuilt() throws {
        let root = try engine.buildTree(json: try json("""
            {"_:component": "layout:column", "id": "list", "state": {"items": [{"id": 1}, {"id": 2}]}, "children": [
              {"_:component": "forEach", "properties": {"items": "@{items}", "key": "id"}, "children": [
                {"_:component": "layout:text", "id": "row", "properties": {"text": "@{item.id}"}}]}]}
            """))
        let list = try list(root)
        #expect(!list.buildsChildrenLazily)
        #expect(list.children.map(\.id) == ["row:1", "row:2"])
        #expect(list.lazyRowCount == 2)
        #expect(list.lazyRow(at: 1).map(\.id) == ["row:2"])
    }

    /// A virtual row whose `if` a state change shows builds its branch when the row is asked for, not when the
    /// state changes: a filter typed over a long list builds the rows on screen only.
    @Test func aRowShownByAConditionChangeIsBuiltWhenAskedFor() throws {
        let items = (0..<50).map { "{\"id\": \($0)}" }.joined(separator: ",")
        let root = try engine.buildTree(json: try json("""
            {"_:component": "list:lazy", "id": "list", "state": {"items": [\(items)], "shown": false}, "children": [
              {"_:component": "forEach", "properties": {"items": "@{items}", "key": "id"}, "children": [
                {"_:component": "if", "properties": {"condition": "@{shown}"}, "children": [
                  {"_:component": "then", "children": [
                    {"_:component": "layout:text", "id": "row", "state": {"count": 0},
                     "properties": {"text": "@{item.id}: @{count}"}}]}]}]}]}
            """))
        let list = try list(root)
        for index in 0..<50 { #expect(list.lazyRow(at: index).isEmpty) }
        #expect(root.heldNodeCount == 2)
        let revision = list.revision
        try engine.write(true, to: #require(list.state(named: "shown")))
        // The rows were told (the list's revision moved) but none is built yet.
        #expect(list.revision != revision)
        #expect(root.heldNodeCount == 2)
        let row = try #require(list.lazyRow(at: 4).first)
        #expect(row.properties["text"] == "4: 0")
        #expect(row.isAttached)
        #expect(root.heldNodeCount == 3)
        // Hidden again, then shown and asked for: the branch comes back with its local state.
        try engine.write(7, to: #require(row.state(named: "count")))
        try engine.write(false, to: #require(list.state(named: "shown")))
        #expect(root.heldNodeCount == 2)
        #expect(list.lazyRow(at: 4).isEmpty)
        try engine.write(true, to: #require(list.state(named: "shown")))
        #expect(try text(ofRow: 4, in: root) == "4: 7")
    }

    /// Outside virtual rows an `if` builds the branch it shows at once; a hidden branch that declares no states is
    /// not built only to be released, and one that declares some keeps their initial values for when it shows.
    @Test func anIfBuildsWhatItShows() throws {
        let root = try engine.buildTree(json: try json("""
            {"_:component": "layout:column", "id": "column", "state": {"shown": true}, "children": [
              {"_:component": "if", "properties": {"condition": "@{shown}"}, "children": [
                {"_:component": "then", "children": [{"_:component": "layout:text", "id": "a", "properties": {"text": "A"}}]},
                {"_:component": "else", "children": [
                  {"_:component": "layout:text", "id": "b", "state": {"count": 3}, "properties": {"text": "B @{count}"}}]}]}]}
            """))
        let column = try root.find("column")
        #expect(column.children.map(\.id) == ["a"])
        #expect(root.heldNodeCount == 3)
        try engine.write(false, to: #require(column.state(named: "shown")))
        #expect(column.children.map(\.id) == ["b"])
        #expect(column.children.first?.properties["text"] == "B 3")
        try engine.write(true, to: #require(column.state(named: "shown")))
        #expect(column.children.map(\.id) == ["a"])
    }
}
