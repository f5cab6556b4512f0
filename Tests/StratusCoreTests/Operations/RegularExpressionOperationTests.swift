import Foundation
import Testing
@testable import StratusCore

/// `match` and `replace` give up on a pattern that backtracks without end, and the screen keeps working.
struct RegularExpressionOperationTests {
    /// `(a+)+$` on forty a's and a b backtracks about 2^40 times: hours without a budget.
    static let catastrophicPattern = "(a+)+$"
    static let catastrophicText = String(repeating: "a", count: 40) + "b"

    /// The error `operation` throws on `arguments`.
    private func failure(of operation: String, _ arguments: [JSONValue]) throws -> StratusCoreError? {
        let handler = try #require(BuiltinOperations.all[operation])
        return #expect(throws: StratusCoreError.self) { try handler(arguments) }
    }

    @Test func catastrophicMatchThrowsAnOperationFailureNamingThePattern() throws {
        let error = try failure(of: "match", [.string(Self.catastrophicText), .string(Self.catastrophicPattern)])
        #expect(error?.kind == .operationFailed)
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func catastrophicReplaceThrowsAnOperationFailureNamingThePattern() throws {
        let error = try failure(of: "replace", [.string(Self.catastrophicText), .string(Self.catastrophicPattern), "x"])
        #expect(error?.kind == .operationFailed)
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func invalidPatternIsNamedInTheError() throws {
        let error = try failure(of: "match", ["abc", "(a"])
        #expect(error?.kind == .operationFailed)
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
