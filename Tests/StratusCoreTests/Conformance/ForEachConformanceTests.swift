import Foundation
import Testing
@testable import StratusCore

/// core-tests-forEach.json against the core's `ForEachTest` (Docs/Nimbus.md §5.2).
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct ForEachConformanceTests {
    /// The `filterNotes` operation of the core's test: notes whose title or description contains the term.
    nonisolated static func matches(_ note: JSONValue, _ term: String) -> Bool {
        (note["title"]?.stringValue ?? "").contains(term) || (note["description"]?.stringValue ?? "").contains(term)
    }

    static let filterList = UILibrary("test").addOperation("filterNotes") { arguments in
        let term = arguments.count > 1 ? arguments[1].stringValue ?? "" : ""
        guard !term.trimmingCharacters(in: .whitespaces).isEmpty else { return arguments[0] }
        return .array((arguments[0].arrayValue ?? []).filter { matches($0, term) })
    }

    static let filterMap = UILibrary("test").addOperation("filterNotes") { arguments in
        let term = arguments.count > 1 ? arguments[1].stringValue ?? "" : ""
        guard !term.trimmingCharacters(in: .whitespaces).isEmpty else { return arguments[0] }
        var result = JSONObject()
        for (date, notes) in arguments[0].objectValue ?? [:] {
            let filtered = (notes.arrayValue ?? []).filter { matches($0, term) }
            if !filtered.isEmpty { result[date] = .array(filtered) }
        }
        return .object(result)
    }

    @Test func generalForEachFlattensTemplatesWithSuffixedIDs() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "GENERAL_FOR_EACH")
        #expect(!tree.allNodes.contains { $0.component.identifier == "forEach" })
        let column = try #require(tree.children.first)
        #expect(column.children.count == 6)
        let premium = column.children[1]
        #expect(premium.children.map(\.id) == ["nimbus:5:0", "nimbus:6:0", "nimbus:7:0", "nimbus:5:1", "nimbus:6:1",
                                               "nimbus:7:1", "nimbus:5:2", "nimbus:6:2", "nimbus:7:2"])
        #expect(premium.children.map { $0.properties["text"] }
            == [0, "John", 30, 1, "Mary", 22, 2, "Anthony", 5])
        #expect(column.children[3].id == "nimbus:10:0")
        #expect(column.children[4].id == "nimbus:10:1")
        #expect(column.children[3].properties["text"] == "0. Rose 21")
        #expect(column.children[4].properties["text"] == "1. Paul 54")
    }

    @Test func forEachStateIsSharedAndTemplateStateIsPerIteration() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "STATEFUL_FOR_EACH")
        let rows = try #require(tree.children.first).children
        #expect(rows.count == 3)
        for (row, name) in zip(rows, ["John", "Mary", "Anthony"]) {
            #expect(row.children.map { $0.properties["text"] }
                == [.string(name), "Increment list counter: 0", "Increment item counter: 0"])
        }
        let items = try (0..<3).map { try tree.find("increment-item:\($0)") }
        let text = { (node: Node) in node.properties["text"] }
        try tree.press("increment-item:0")
        #expect(items.map(text) == ["Increment item counter: 1", "Increment item counter: 0", "Increment item counter: 0"])
        try tree.press("increment-item:1")
        try tree.press("increment-item:2")
        #expect(items.map(text) == Array(repeating: "Increment item counter: 1", count: 3))
        try tree.press("increment-list:0")
        let lists = try (0..<3).map { try tree.find("increment-list:\($0)") }
        #expect(lists.map(text) == Array(repeating: "Increment list counter: 1", count: 3))
        #expect(items.map(text) == Array(repeating: "Increment item counter: 1", count: 3))
    }

    @Test func keyGivesIDsFromItemValues() throws {
        let engine = makeEngine(baseURL: "")
        let column = try #require(try engine.buildCorpusScreen("forEach", "FOR_EACH_WITH_KEY").children.first)
        #expect(column.children.map(\.id) == ["person:John", "person:Mary", "person:Anthony"])
        #expect(column.children.map { $0.properties["text"] } == ["John: 30", "Mary: 22", "Anthony: 5"])
    }

    @Test func nestedForEachOverNothingRendersNothing() throws {
        let engine = makeEngine(baseURL: "")
        let column = try #require(try engine.buildCorpusScreen("forEach", "NESTED_EMPTY_FOR_EACH").children.first)
        #expect(column.children.isEmpty)
    }

    @Test func nestedForEachStacksSuffixes() throws {
        let engine = makeEngine(baseURL: "")
        let column = try #require(try engine.buildCorpusScreen("forEach", "NESTED_FOR_EACH").children.first)
        #expect(column.children.count == 3)
        let premium = column.children[0]
        #expect(premium.children.map(\.id) == ["header:0", "document:0:0:0", "document:0:0:1", "document:0:1:0",
                                               "document:0:1:1", "document:0:2:0", "document:0:2:1"])
        #expect(premium.children[0].properties["text"] == "Documents of clients for the premium plan (59.9):")
        #expect(premium.children[1].properties["text"] == "045.445.875-96 (belonging to John)")
        #expect(premium.children[6].properties["text"] == "PR14786320 (belonging to Anthony)")
        let superPlan = column.children[1]
        #expect(superPlan.children.map(\.id) == ["header:1", "document:1:0:0", "document:1:0:1"])
        #expect(superPlan.children[0].properties["text"] == "Documents of clients for the super plan (39.9):")
        #expect(superPlan.children[2].properties["text"] == "MG45127889 (belonging to Helen)")
        let basic = column.children[2]
        #expect(basic.children.map(\.id) == ["header:2", "document:2:0:0", "document:2:0:1", "document:2:1:0",
                                             "document:2:1:1"])
        #expect(basic.children[3].properties["text"] == "122.225.974-87 (belonging to Paul)")
    }

    @Test func insertAndRemoveIndexChangeTheRenderedList() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_MUTABLE_DATASET")
        let column = try #require(tree.children.first?.children.first)
        #expect(column.children.count == 5)
        try column.press("add")
        #expect(column.children.count == 6)
        #expect(column.children[3].properties["text"] == "Paul")
        try column.press("remove")
        #expect(column.children.count == 5)
        #expect(column.children[1].properties["text"] == "Anthony")
    }

    @Test func cachedIterationTakesTheNewItem() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_DYNAMIC_ITEM")
        let message = try tree.find("message:1")
        #expect(message.properties["text"] == "hello")
        try tree.press("update")
        #expect(try tree.find("message:1") === message)
        #expect(message.properties["text"] == "bye")
    }

    @Test func filteringAListThroughACustomOperation() throws {
        let engine = makeEngine(baseURL: "", libraries: [Self.filterList])
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_FILTERING")
        let container = { try tree.find("container") }
        #expect(try container().children.count == 2)
        try tree.press("start")
        #expect(try container().children.count == 15)
        try tree.find("filter").event(at: "onChange")?.run(with: "cereal")
        #expect(try container().children.count == 3)
        #expect(try container().children.last?.properties["text"] == "11: Buy cereal for the kids: 5 boxes")
        try tree.find("filter").event(at: "onChange")?.run(with: "")
        #expect(try container().children.count == 15)
    }

    @Test func filteringAMapThroughEntries() throws {
        let engine = makeEngine(baseURL: "", libraries: [Self.filterMap])
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_MAP_FILTERING")
        func count(_ id: String) throws -> Int { try tree.find(id).children.count }
        #expect(try count("container") == 2)
        try tree.press("start")
        #expect(try count("container") == 5)
        #expect(try count("section:1671408000000") == 7)
        #expect(try count("section:1671148800000") == 4)
        #expect(try count("section:1670976000000") == 5)
        let type = { (text: String) in try tree.find("filter").event(at: "onChange")?.run(with: .string(text)) }
        for text in ["c", "ce", "cer", "cere", "cerea", "cereal"] { try type(text) }
        #expect(try count("container") == 3)
        #expect(try count("section:1671408000000") == 2)
        #expect(try tree.find("section:1671408000000").children.last?.properties["text"]
            == "11: Buy cereal for the kids: 5 boxes")
        for text in ["cerea", "cere", "cer", "ce", "c", ""] { try type(text) }
        #expect(try count("container") == 5)
        #expect(try count("section:1671408000000") == 7)
        #expect(try count("section:1671148800000") == 4)
        #expect(try count("section:1670976000000") == 5)
    }

    @Test func ifInsideForEachFollowsAnOuterState() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_IF_EXTERNAL")
        #expect(try tree.find("forEachContent").children.count == 0)
        try tree.press("sum")
        #expect(try tree.find("forEachContent").children.count == 5)
        try tree.press("subtract")
        #expect(try tree.find("forEachContent").children.count == 0)
    }

    @Test func ifInsideForEachFollowsTheItem() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_IF_ITEM")
        #expect(tree.children.count == 5)
        for index in 1...5 {
            try tree.press("toggle:\(index)")
            #expect(tree.children.count == 5 - index)
        }
    }

    @Test func ifInsideForEachFollowsAnIterationState() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_IF_INTERNAL")
        let counts = { try (1...3).map { try tree.find("content:\($0)").children.count } }
        #expect(try counts() == [2, 2, 2])
        for index in 1...3 { try tree.press("sum:\(index)") }
        #expect(try counts() == [3, 3, 3])
        for index in 1...3 { try tree.press("subtract:\(index)") }
        #expect(try counts() == [2, 2, 2])
    }

    @Test func ifFiltersAForEachByATypedTerm() throws {
        let engine = makeEngine(baseURL: "")
        let tree = try engine.buildCorpusScreen("forEach", "FOR_EACH_IF_FILTERING")
        let count = { try tree.find("content").children.count }
        let type = { (text: String) in try tree.find("filter").event(at: "onChange")?.run(with: .string(text)) }
        #expect(try count() == 4)
        try type("k")
        #expect(try count() == 2)
        try type("")
        #expect(try count() == 4)
        for text in ["p", "pa", "pas"] { try type(text) }
        #expect(try count() == 3)
        try type("pass")
        #expect(try count() == 2)
        try type("passs")
        #expect(try count() == 1)
        for text in ["pass", "pas", "pa", "p", ""] { try type(text) }
        #expect(try count() == 4)
    }
}
