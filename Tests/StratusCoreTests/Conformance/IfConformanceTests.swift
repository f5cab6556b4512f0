import Testing
@testable import StratusCore

/// core-tests-ifThenElse.json against the core's `IfTest` (Docs/Nimbus.md §5.1).
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct IfConformanceTests {
    let engine = makeEngine(baseURL: "")

    func content(_ key: String) throws -> [Node] {
        try #require(try engine.buildCorpusScreen("ifThenElse", key).children.first).children
    }

    func expectThen(_ nodes: [Node], hasButton: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(nodes.count == (hasButton ? 3 : 2), sourceLocation: sourceLocation)
        #expect(nodes.first?.properties["text"] == "Good morning!", sourceLocation: sourceLocation)
        #expect(nodes.dropFirst().first?.properties["id"] == "sun", sourceLocation: sourceLocation)
    }

    func expectElse(_ nodes: [Node], hasButton: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(nodes.count == (hasButton ? 3 : 2), sourceLocation: sourceLocation)
        #expect(nodes.first?.properties["text"] == "Good evening!", sourceLocation: sourceLocation)
        #expect(nodes.dropFirst().first?.properties["id"] == "moon", sourceLocation: sourceLocation)
    }

    @Test func trueConditionRendersThen() throws {
        expectThen(try content("IF_THEN_TRUE"))
    }

    @Test func falseConditionWithoutElseRendersNothing() throws {
        #expect(try content("IF_THEN_FALSE_NO_ELSE").isEmpty)
    }

    @Test func falseConditionRendersElse() throws {
        expectElse(try content("IF_THEN_ELSE_FALSE"))
    }

    @Test func childThatIsNeitherThenNorElseIsIgnored() throws {
        #expect(try content("IF_INVALID_CHILD").isEmpty)
    }

    @Test func elseWithoutThen() throws {
        expectElse(try content("IF_ONLY_ELSE"))
    }

    @Test func toggleSwapsTheBranches() throws {
        let column = try #require(try engine.buildCorpusScreen("ifThenElse", "IF_TOGGLE").children.first)
        expectThen(column.children, hasButton: true)
        try column.press("toggle")
        expectElse(column.children, hasButton: true)
        try column.press("toggle")
        expectThen(column.children, hasButton: true)
        #expect(engine.logs.isEmpty)
    }

    @Test func ifAtTheRootWithItsOwnState() throws {
        let root = try engine.buildCorpusScreen("ifThenElse", "SIMPLE_ROOT_IF")
        #expect(root.children.map(\.id) == ["toggle-true"])
        try root.press("toggle-true")
        #expect(root.children.map(\.id) == ["toggle-false"])
        try root.press("toggle-false")
        #expect(root.children.map(\.id) == ["toggle-true"])
    }

    @Test func missingConditionLogsAndRendersNothing() throws {
        let root = try engine.buildCorpusScreen("ifThenElse", "INVALID_IF")
        #expect(root.children.isEmpty)
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.message.contains(
            "Unexpected value type at \"condition\". Expected \"Boolean\", found \"null\"") == true)
    }

    @Test func nestedIfsUpdate() throws {
        let root = try engine.buildCorpusScreen("ifThenElse", "NESTED_IF")
        #expect(root.node(withID: "not-showing") != nil)
        #expect(root.node(withID: "counter-zero") == nil)
        #expect(root.node(withID: "counter") == nil)
        try root.press("show")
        #expect(root.node(withID: "not-showing") == nil)
        #expect(root.node(withID: "counter-zero") != nil)
        #expect(root.node(withID: "counter") == nil)
        try root.press("count")
        #expect(try root.find("counter-column").state(named: "counter")?.value == 1)
        #expect(root.node(withID: "not-showing") == nil)
        #expect(root.node(withID: "counter-zero") == nil)
        #expect(try root.find("counter").properties["text"] == 1)
    }
}
