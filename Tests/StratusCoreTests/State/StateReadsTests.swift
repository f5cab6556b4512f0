import Testing
@testable import StratusCore

/// A write at a path inside a state runs again only the bindings that read there (StateReads.swift): a field
/// bound to `model.name` above texts bound to `model.rows[i]` asks one binding per keystroke, not every text's.
@MainActor
struct StateReadsTests {
    /// A column with the state `model` (`name`, and `rows` of `count` texts), a text per row bound to
    /// `model.rows[i]`, one bound to `model.name`, one to both `model.name` and `model.rows[0]`, and a button
    /// writing `model.name`.
    func column(rows count: Int) throws -> (ServerDrivenEngine, Node) {
        let engine = makeEngine()
        var children: [JSONValue] = (0..<count).map { index in
            ["_:component": "layout:text", "id": .string("t\(index)"), "properties": ["text": .string("@{model.rows[\(index)]}")]]
        }
        children += [
            ["_:component": "layout:text", "id": "name", "properties": ["text": "@{model.name}"]],
            ["_:component": "layout:text", "id": "both", "properties": ["text": "@{model.name}/@{model.rows[0]}"]],
            ["_:component": "layout:button", "id": "type", "properties": ["onPress": [
                ["_:action": "setState", "properties": ["path": "model.name", "value": "@{concat(model.name, 'a')}"]],
            ]]],
        ]
        let screen: JSONValue = [
            "_:component": "layout:column", "id": "root",
            "state": ["model": ["name": "", "rows": .array((0..<count).map { .string("Row \($0)") })]],
            "children": .array(children),
        ]
        return (engine, try engine.buildTree(json: screen))
    }

    func refreshes(in engine: ServerDrivenEngine, during body: () throws -> Void) rethrows -> Int {
        let before = engine.propagation.bindingsRefreshed
        try body()
        return engine.propagation.bindingsRefreshed - before
    }

    @Test(arguments: [10, 300])
    func aWriteAtAMemberRunsOnlyTheBindingsReadingIt(rows: Int) throws {
        let (engine, root) = try column(rows: rows)
        // The first writes ask every dependent which it concerns; later ones go through the index of read paths.
        for _ in 1...5 {
            let asked = try refreshes(in: engine) { try root.press("type") }
            #expect(asked == 2)
        }
        #expect(try root.find("name").properties["text"] == "aaaaa")
        #expect(try root.find("both").properties["text"] == "aaaaa/Row 0")
        #expect(try root.find("t\(rows - 1)").properties["text"] == .string("Row \(rows - 1)"))
    }

    @Test(arguments: [10, 300])
    func aWriteAboveWhatIsReadRunsEveryBindingBelowIt(rows: Int) throws {
        let (engine, root) = try column(rows: rows)
        let model = try #require(try root.find("root").state(named: "model"))
        let renamed: JSONValue = .array((0..<rows).map { .string("Line \($0)") })
        let asked = refreshes(in: engine) { engine.write(renamed, to: model, at: ["rows"]) }
        #expect(asked == rows + 1)
        #expect(try root.find("t\(rows - 1)").properties["text"] == .string("Line \(rows - 1)"))
        #expect(try root.find("both").properties["text"] == "/Line 0")
    }

    /// A key written into a list turns it into a map (the core's `setState`): every text reading the list's
    /// elements reads null now, and each is told.
    @Test(arguments: [10, 300])
    func aKeyWrittenIntoAListTellsEveryReaderOfTheList(rows: Int) throws {
        let (engine, root) = try column(rows: rows)
        let model = try #require(try root.find("root").state(named: "model"))
        let asked = refreshes(in: engine) { engine.write("Three", to: model, at: ["rows", "3"]) }
        #expect(asked == rows + 1)
        #expect(model.value.value(at: [.key("rows")]) == ["3": "Three"])
        #expect(try root.find("t1").properties["text"] == .null)
        #expect(try root.find("both").properties["text"] == "/")
    }

    @Test(arguments: [10, 300])
    func aValueChangedAtGivenPathsRunsTheirReadersOnly(rows: Int) throws {
        let (engine, root) = try column(rows: rows)
        let model = try #require(try root.find("root").state(named: "model"))
        var rowsNow = (0..<rows).map { JSONValue.string("Row \($0)") }
        rowsNow[3] = "Changed"
        let changed: JSONValue = ["name": "", "rows": .array(rowsNow)]
        let asked = refreshes(in: engine) {
            #expect(engine.write(changed, to: model, changedAt: [["rows", "3"], ["name"]]))
        }
        #expect(asked == 1)
        #expect(try root.find("t3").properties["text"] == "Changed")
        #expect(!engine.write(changed, to: model, changedAt: [["rows", "3"]]))
    }

    /// A list that grew or shrank is no list of the same elements: its readers are all told.
    @Test(arguments: [10, 300])
    func aListOfAnotherLengthTellsEveryReaderOfIt(rows: Int) throws {
        let (engine, root) = try column(rows: rows)
        let model = try #require(try root.find("root").state(named: "model"))
        let shorter: JSONValue = ["name": "", "rows": .array((1..<rows).map { .string("Row \($0)") })]
        let asked = refreshes(in: engine) { engine.write(shorter, to: model, changedAt: [["rows", "0"]]) }
        #expect(asked == rows + 1)
        #expect(try root.find("t0").properties["text"] == "Row 1")
        #expect(try root.find("t\(rows - 1)").properties["text"] == .null)
    }

    /// Bindings let go (their nodes removed) are not told, and those added after a sweep of the departed are.
    @Test func bindingsLetGoAreNotToldAndNewOnesAre() throws {
        let engine = makeEngine()
        let row: JSONValue = ["_:component": "layout:text", "properties": ["text": "@{model.name}-@{item}"]]
        let items: JSONValue = .array((0..<200).map { .integer(Int64($0)) })
        let screen: JSONValue = [
            "_:component": "layout:column", "id": "root", "state": ["model": ["name": ""], "items": items],
            "children": [
                ["_:component": "forEach", "properties": ["items": "@{items}"], "children": [row]],
                ["_:component": "layout:text", "id": "name", "properties": ["text": "@{model.name}"]],
            ],
        ]
        let root = try engine.buildTree(json: screen)
        let column = try root.find("root")
        let model = try #require(column.state(named: "model"))
        let list = try #require(column.state(named: "items"))
        // Enough writes for the index of read paths to be made, then 200 bindings let go, then 200 new ones.
        for name in ["a", "b", "c", "d"] {
            #expect(refreshes(in: engine) { engine.write(.string(name), to: model, at: ["name"]) } == 201)
        }
        engine.write([], to: list)
        #expect(refreshes(in: engine) { engine.write("e", to: model, at: ["name"]) } == 1)
        engine.write(items, to: list)
        #expect(refreshes(in: engine) { engine.write("f", to: model, at: ["name"]) } == 201)
        #expect(column.children.first?.properties["text"] == "f-0")
        #expect(try root.find("name").properties["text"] == "f")
    }
}
