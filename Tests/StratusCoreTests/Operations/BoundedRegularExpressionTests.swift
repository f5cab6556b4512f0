import Foundation
import Testing
@testable import StratusCore

/// `match` and `replace` give up on a pattern that backtracks without end, and the screen keeps working.
struct BoundedRegularExpressionTests {
    /// `(a+)+$` on forty a's and a b backtracks about 2^40 times: hours without a budget.
    static let catastrophicPattern = "(a+)+$"
    static let catastrophicText = String(repeating: "a", count: 40) + "b"

    @Test func catastrophicMatchThrowsAnErrorNamingThePattern() throws {
        let expression = try BoundedRegularExpression(Self.catastrophicPattern, budget: 0.01)
        let error = #expect(throws: StratusCoreError.self) {
            try expression.matchesWhole(Self.catastrophicText)
        }
        #expect(error?.kind == .operationFailed)
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func catastrophicReplaceThrowsAnErrorNamingThePattern() throws {
        let expression = try BoundedRegularExpression(Self.catastrophicPattern, budget: 0.01)
        let error = #expect(throws: StratusCoreError.self) {
            try expression.replacingMatches(in: Self.catastrophicText, with: "x")
        }
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func patternsThatFinishKeepTheirResults() throws {
        let expression = try BoundedRegularExpression("(a+)+$", budget: 0.01)
        #expect(try expression.matchesWhole(String(repeating: "a", count: 40)))
        #expect(try BoundedRegularExpression("o").replacingMatches(in: "foo boo", with: "0") == "f00 b00")
        #expect(try BoundedRegularExpression("x").replacingMatches(in: "abc", with: "y") == "abc")
    }

    @Test func invalidPatternIsNamedInTheError() {
        let error = #expect(throws: StratusCoreError.self) { try BoundedRegularExpression("(a") }
        #expect(error?.message == "Invalid regular expression: (a")
    }

    @MainActor
    @Test func screenWithACatastrophicMatchShowsNullAndLogsThePattern() throws {
        let engine = makeEngine()
        let screen = try json("""
            {"_:component": "layout:column", "state": {"text": "\(Self.catastrophicText)"}, "children": [
              {"_:component": "layout:text", "id": "checked", "properties": {"text": "@{match(text, '(a+)+$')}"}},
              {"_:component": "layout:text", "id": "after", "properties": {"text": "still here"}}
            ]}
            """)
        let root = try engine.buildTree(json: screen)
        #expect(try root.find("checked").properties["text"] == .null)
        #expect(try root.find("after").properties["text"] == "still here")
        #expect(engine.logs.contains { $0.level == .error && $0.message.contains(Self.catastrophicPattern) })
    }
}
