import Foundation
import Testing
@testable import StratusApp
import StratusCore
import StratusTerminal

/// `stratus check` of a screen whose state holds a long list: the whole file is checked for syntax, and paths into
/// the list are followed through its first items (``ScreenChecker/parsingOptions``).
@MainActor
@Suite struct LongStateCheckTests {
    /// What check says of a lazy list with `count` items in state, one item a line from line 2, showing `text`.
    func check(count: Int, text: String, item: (Int) -> String = { #"{"id": \#($0), "name": "Item \#($0)"}"# })
        throws -> [String] {
        let items = (0..<count).map(item).joined(separator: ",\n")
        let screen = """
            {"_:component": "layout:column", "state": {"items": [
            \(items)]}, "children": [
              {"_:component": "layout:text", "properties": {"text": "\(text)"}}]}
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("long-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("long.json")
        try Data(screen.utf8).write(to: file)
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        let problems = ScreenChecker(engine: engine).check(file: file.path, displayName: "long.json") ?? []
        return problems.map(\.description)
    }

    @Test func aSyntaxErrorPastTheItemsFollowedIsReportedWhereItIs() throws {
        // Item 15,000 (line 15,002) has a trailing comma: well past the 10,000 items check follows.
        let problems = try check(count: 20_000, text: "@{items[0].name}") { index in
            index == 15_000 ? #"{"id": \#(index), "name": "Item \#(index)",}"# : #"{"id": \#(index)}"#
        }
        let column = #"{"id": 15000, "name": "Item 15000","#.count
        #expect(problems == ["long.json:15002:\(column): error: invalid JSON: trailing comma before '}'"])
    }

    @Test func pathsIntoTheListAreFollowedThroughItsFirstItems() throws {
        #expect(try check(count: 20_000, text: "@{items[0].name} @{items[15000].id}") == [])
        let misspelt = try check(count: 20_000, text: "@{items[0].nmae}")
        #expect(misspelt.count == 1)
        #expect(misspelt.first?.contains(#"has no key "nmae" in its initial value; did you mean "name"?"#) == true)
    }
}
