import Testing
@testable import StratusApp

@Suite struct KeyScriptTests {
    @Test func splitsKeysTextAndClicks() throws {
        let script = try KeyScript(parsing: "tab enter 'hello world' ctrl+s click:save")
        #expect(script.steps == [.key("tab"), .key("enter"), .text("hello world"), .key("ctrl+s"), .click("save")])
    }

    @Test func doubleQuotesAndEscapesType() throws {
        let script = try KeyScript(parsing: #""it's" 'a \'b\''"#)
        #expect(script.steps == [.text("it's"), .text("a 'b'")])
    }

    @Test func waitsAreMilliseconds() throws {
        #expect(try KeyScript(parsing: "wait:250").steps == [.wait(milliseconds: 250)])
    }

    @Test func reportsTheColumnOfAnUnterminatedQuote() {
        #expect(throws: KeyScript.ParseError(message: "unterminated quote '", column: 5)) {
            try KeyScript(parsing: "tab 'oops")
        }
    }

    @Test func rejectsEmptyClicksAndBadWaits() {
        #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "click:") }
        #expect(throws: KeyScript.ParseError.self) { try KeyScript(parsing: "wait:-3") }
    }

    @Test func anEmptyScriptHasNoSteps() throws {
        #expect(try KeyScript(parsing: "   ").steps.isEmpty)
    }
}
