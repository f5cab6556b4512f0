import Foundation
import Testing
import StratusCore

/// setState with huge values, deep paths and type changes never corrupts other states.
@MainActor
struct StateFaultTests {
    static let screen = """
        {"_:component": "layout:column", "id": "root",
         "state": {"target": 0, "number": 42, "text": "keep me", "list": [1, 2, 3], "map": {"a": {"b": true}}},
         "children": [{"_:component": "layout:text", "id": "view",
           "properties": {"text": "@{number} @{text} @{list[1]} @{map.a.b}"}}]}
        """

    func makeTree() throws -> (ServerDrivenEngine, Node) {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: [standInLibrary], httpClient: RefusingClient())
        let root = try engine.buildTree(jsonText: Self.screen)
        return (engine, try #require(root.node(withID: "root")))
    }

    /// The other states and the text that depends on them are exactly as declared.
    func expectOthersIntact(_ node: Node) {
        #expect(node.state(named: "number")?.value == 42)
        #expect(node.state(named: "text")?.value == "keep me")
        #expect(node.state(named: "list")?.value == [1, 2, 3])
        #expect(node.state(named: "map")?.value == ["a": ["b": true]])
        #expect(node.node(withID: "view")?.properties["text"] == "42 keep me 2 true")
    }

    @Test func hugeValuesLeaveOtherStatesAlone() throws {
        let (engine, node) = try makeTree()
        let huge: JSONValue = .array((0..<200_000).map { .object(["i": .integer(Int64($0)), "s": .string("value \($0)")]) })
        try engine.setState(path: "target", value: huge, from: node.scope)
        #expect(node.state(named: "target")?.value == huge)
        try engine.setState(path: "target", value: .string(String(repeating: "x", count: 5_000_000)), from: node.scope)
        expectOthersIntact(node)
    }

    @Test func deepPathsCreateTheirObjectsWithoutTouchingOthers() throws {
        let (engine, node) = try makeTree()
        let keys = (0..<1_000).map { "k\($0)" }
        try engine.setState(path: (["target"] + keys).joined(separator: "."), value: "bottom", from: node.scope)
        var current = node.state(named: "target")?.value
        for key in keys { current = current?.objectValue?[key] }
        #expect(current == "bottom")
        try engine.setState(path: "map.a.b.c.d", value: 1, from: node.scope)
        #expect(node.state(named: "text")?.value == "keep me")
        #expect(node.state(named: "number")?.value == 42)
    }

    @Test func typeChangesBackAndForthLeaveOtherStatesAlone() throws {
        let (engine, node) = try makeTree()
        let values: [JSONValue] = [.null, true, 1, 2.5, "s", [1, [2]], ["k": ["k": "v"]], 0, ["x": 1], [], "", .null]
        for value in values {
            try engine.setState(path: "target", value: value, from: node.scope)
            try engine.setState(path: "target.inner", value: value, from: node.scope)
            expectOthersIntact(node)
        }
    }

    @Test func invalidPathsFailWithoutSideEffects() throws {
        let (engine, node) = try makeTree()
        for path in ["", ".", "number.", "..", "list[0]", "nope", "number..x", "té", "a b", String(repeating: "x.", count: 10_000)] {
            #expect(throws: StratusCoreError.self, "\(path.prefix(20))") {
                try engine.setState(path: path, value: "overwritten", from: node.scope)
            }
        }
        expectOthersIntact(node)
    }
}
