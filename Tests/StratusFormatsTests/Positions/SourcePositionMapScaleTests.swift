import Testing
import StratusFormats
import StratusCore

@Suite struct SourcePositionMapScaleTests {
    @Test func locatesAPathDeepInALargeTextInOneWalk() {
        let rows = (0..<50_000).map { "{\"id\": \($0)}" }.joined(separator: ",\n")
        let text = "{\"state\": {\"rows\": [\n\(rows)\n]},\n \"_:component\": \"x:y\"}"
        let located = SourcePositionMap(locating: text).resolving(["$._:component", "$.state.rows[49999].id"])
        #expect(located.position(of: "$._:component") == .init(line: 50_003, column: 17))
        #expect(located.position(of: "$.state.rows[49999].id") == .init(line: 50_001, column: 8))
        #expect(located.position(of: "$.state.rows[3]") == .init(line: 1, column: 20))
    }
}
