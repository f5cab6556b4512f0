import Testing
@testable import StratusCore

/// Hostile and random expression text never crashes the parser or the evaluator.
@MainActor
struct ExpressionRobustnessTests {
    /// A small deterministic generator (SplitMix64), so that failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func randomTextParsesAndEvaluatesWithoutCrashing() throws {
        let alphabet: [String] = ["@{", "}", "'", "\\", "(", ")", ",", ".", "[", "]", "0", "1.5", "a", "sum", "é", " ",
                                  "\n", "@", "{", "true", "-", "x_1"]
        var generator = SplitMix(state: 42)
        let engine = makeEngine()
        let scope = Scope(parent: engine.scope, cells: [StateCell(id: "a", value: [1, ["b": "c"]])], label: "fuzz")
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            switch ExpressionParser.parse(text) {
            case .text(let plain):
                #expect(!plain.contains("@{") || text.contains("@{"))
            case .expression(let expression):
                _ = BoundExpression.evaluateDetached(expression, in: scope, engine: engine, at: { "$" })
            }
        }
    }

    @Test func deeplyNestedOperationsAreRefused() {
        let depth = 10_000
        let code = String(repeating: "sum(", count: depth) + "1" + String(repeating: ")", count: depth)
        guard case .expression(let expression) = ExpressionParser.parse("@{\(code)}") else {
            Issue.record("not an expression")
            return
        }
        let engine = makeEngine()
        #expect(BoundExpression.evaluateDetached(expression, in: engine.scope, engine: engine, at: { "$" }) == .null)
        #expect(engine.logs.contains { $0.message.contains("nested more than") })
    }

    @Test func nestingWithinTheLimitWorks() {
        let depth = ExpressionParser.maximumNesting
        let code = String(repeating: "sum(", count: depth) + "1" + String(repeating: ", 1)", count: depth)
        guard case .expression(let expression) = ExpressionParser.parse("@{\(code)}") else {
            Issue.record("not an expression")
            return
        }
        let engine = makeEngine()
        #expect(BoundExpression.evaluateDetached(expression, in: engine.scope, engine: engine, at: { "$" })
            == .integer(Int64(depth + 1)))
    }

    @Test func deeplyNestedComponentsAreRefused() throws {
        var screen: JSONValue = ["_:component": "layout:text"]
        for _ in 0..<(NodeBuilder.maximumDepth + 5) {
            screen = ["_:component": "layout:column", "children": [screen]]
        }
        let engine = makeEngine()
        do {
            _ = try engine.buildTree(json: screen)
            Issue.record("built a tree deeper than the limit")
        } catch let error as StratusCoreError {
            #expect(error.kind == .malformedComponent)
            #expect(error.message.contains("nested more than"))
        }
    }
}
