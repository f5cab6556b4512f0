import Foundation
import Testing
@testable import StratusCodable

/// A search gives up on a pattern that backtracks without end, with an error naming the pattern.
struct BoundedRegularExpressionTests {
    /// `(a+)+$` on forty a's and a b backtracks about 2^40 times: hours without a budget.
    static let catastrophicPattern = "(a+)+$"
    static let catastrophicText = String(repeating: "a", count: 40) + "b"

    @Test func catastrophicMatchThrowsAnErrorNamingThePattern() throws {
        let expression = try BoundedRegularExpression(Self.catastrophicPattern, budget: 0.01)
        let error = #expect(throws: RegularExpressionError.self) {
            try expression.matchesWhole(Self.catastrophicText)
        }
        #expect(error?.pattern == Self.catastrophicPattern)
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func catastrophicReplaceThrowsAnErrorNamingThePattern() throws {
        let expression = try BoundedRegularExpression(Self.catastrophicPattern, budget: 0.01)
        let error = #expect(throws: RegularExpressionError.self) {
            try expression.replacingMatches(in: Self.catastrophicText, with: "x")
        }
        #expect(error?.message.contains(Self.catastrophicPattern) == true)
    }

    @Test func catastrophicSearchThrowsAnErrorNamingThePattern() throws {
        let expression = try BoundedRegularExpression("^(a+)+$", budget: 0.01)
        let error = #expect(throws: RegularExpressionError.self) {
            try expression.hasMatch(in: Self.catastrophicText)
        }
        #expect(error?.message.contains("^(a+)+$") == true)
    }

    @Test func patternsThatFinishKeepTheirResults() throws {
        let expression = try BoundedRegularExpression("(a+)+$", budget: 0.01)
        #expect(try expression.matchesWhole(String(repeating: "a", count: 40)))
        #expect(try BoundedRegularExpression("o").replacingMatches(in: "foo boo", with: "0") == "f00 b00")
        #expect(try BoundedRegularExpression("x").replacingMatches(in: "abc", with: "y") == "abc")
    }

    @Test func aSearchFindsAMatchAnywhereAndAWholeMatchNeedsAllOfTheText() throws {
        let digits = try BoundedRegularExpression("[0-9]+")
        #expect(try digits.hasMatch(in: "abc123"))
        #expect(try !digits.matchesWhole("abc123"))
        #expect(try !digits.hasMatch(in: "abc"))
    }

    @Test func invalidPatternIsNamedInTheError() {
        let error = #expect(throws: RegularExpressionError.self) { try BoundedRegularExpression("(a") }
        #expect(error?.message == "Invalid regular expression: (a")
    }
}
