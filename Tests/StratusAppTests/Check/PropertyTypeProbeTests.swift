import Testing
@testable import StratusApp
import StratusCore

@Suite struct PropertyTypeProbeTests {
    @Test @MainActor func probesTheFirstItemsOfLargeDataListsButEveryChild() {
        let items = JSONValue.array((0..<2_500).map { .object(["id": .integer(Int64($0)), "tags": .array([1, 2])]) })
        let children = JSONValue.array((0..<1_500).map { _ in ["_:component": "layout:text"] })
        let screen: JSONValue = ["_:component": "layout:column", "state": ["items": items, "title": "t"],
                                 "properties": ["rows": .array(Array(repeating: 1, count: 1_200))],
                                 "children": children]
        let trimmed = PropertyTypeProbe.trimmingData(ofNode: screen).objectValue
        #expect(trimmed?["state"]?.objectValue?["items"]?.arrayValue?.count == PropertyTypeProbe.probedItems)
        #expect(trimmed?["state"]?.objectValue?["items"]?.arrayValue?.first == items.arrayValue?.first)
        #expect(trimmed?["state"]?.objectValue?["title"] == "t")
        #expect(trimmed?["properties"]?.objectValue?["rows"]?.arrayValue?.count == PropertyTypeProbe.probedItems)
        #expect(trimmed?["children"]?.arrayValue?.count == 1_500)
    }

    @Test func locatesAPathDeepInALargeTextInOneWalk() {
        let rows = (0..<50_000).map { "{\"id\": \($0)}" }.joined(separator: ",\n")
        let text = "{\"state\": {\"rows\": [\n\(rows)\n]},\n \"_:component\": \"x:y\"}"
        let located = JSONPositionScanner.scan(text).resolving(["$._:component", "$.state.rows[49999].id"])
        #expect(located.position(of: "$._:component") == .init(line: 50_003, column: 17))
        #expect(located.position(of: "$.state.rows[49999].id") == .init(line: 50_001, column: 8))
        #expect(located.position(of: "$.state.rows[3]") == .init(line: 1, column: 20))
    }
}
