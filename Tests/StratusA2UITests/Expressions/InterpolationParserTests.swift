import StratusCodable
import Testing
@testable import StratusA2UI

/// The cases of google/A2UI renderers/web_core/src/v0_9/basic_catalog/expressions/expression_parser.test.ts,
/// with their inputs and expected parts: a literal there is ``BoundValue/literal(_:)`` here, `{path}` is
/// ``BoundValue/path(_:)`` and `{call, args}` is ``BoundValue/call(_:)``.
@Suite struct InterpolationParserTests {
    private let parser = InterpolationParser()

    private func fails(_ template: String, with text: String, depth: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try parser.parse(template, depth: depth)
        } throws: { error in
            (error as? A2UIError)?.kind == .expression && (error as? A2UIError)?.message.contains(text) == true
        }
    }

    @Test func leavesLiteralStringsUnchanged() throws {
        #expect(try parser.parse("hello world") == [.literal("hello world")])
    }

    @Test func parsesSimpleInterpolation() throws {
        #expect(try parser.parse("hello ${foo}") == [.literal("hello "), .path("foo")])
    }

    @Test func parsesNumberInterpolation() throws {
        #expect(try parser.parse("number is ${num}") == [.literal("number is "), .path("num")])
    }

    @Test func parsesNestedInterpolation() throws {
        #expect(try parser.parse("val is ${${nested}}") == [.literal("val is "), .path("nested")])
    }

    @Test func keepsAnEscapedInterpolationAsText() throws {
        #expect(try parser.parse("escaped \\${foo}") == [.literal("escaped "), .literal("${"), .literal("foo}")])
    }

    @Test func parsesFunctionCalls() throws {
        #expect(try parser.parse("sum is ${add(a: 10, b: 20)}")
            == [.literal("sum is "), .call(FunctionCall(name: "add", arguments: ["a": .literal(10), "b": .literal(20)]))])
    }

    @Test func parsesFunctionCallsWithStringLiterals() throws {
        #expect(try parser.parse(#"case is ${upper(text: "hello")}"#)
            == [.literal("case is "), .call(FunctionCall(name: "upper", arguments: ["text": .literal("hello")]))])
    }

    @Test func parsesKeywords() throws {
        #expect(try parser.parse("${true} ${false} ${null}") == [.literal(true), .literal(" "), .literal(false), .literal(" ")])
    }

    @Test func refusesNestingBeyondTheMaximumDepth() {
        fails("depth", with: "Max recursion depth reached", depth: 11)
    }

    @Test func handlesNestedStringLiterals() throws {
        #expect(try parser.parse(#"${${"hello"}}"#) == [.literal("hello")])
    }

    @Test func refusesAnUnclosedInterpolation() {
        fails("hello ${world", with: "Unclosed interpolation")
    }

    @Test func refusesACallWithoutItsClosingParenthesis() {
        fails("${add(a: 1, b: 2}", with: "Expected ')'")
    }

    @Test func refusesCharactersAfterAnExpression() {
        fails("${true false}", with: "Unexpected characters")
    }

    @Test func handlesEmptyIdentifiers() throws {
        #expect(try parser.parse("${()}") == [.call(FunctionCall(name: ""))])
        #expect(try parser.parseExpression("") == .literal(""))
        #expect(try parser.parseExpression("()") == .call(FunctionCall(name: "")))
    }

    @Test func readsEscapesInStringLiterals() throws {
        #expect(try parser.parseExpression(#"'line1\nline2\t\r\'\\x'"#) == .literal("line1\nline2\t\r'\\x"))
    }

    @Test func readsPathsWithPunctuation() throws {
        #expect(try parser.parseExpression("my-path.with_underscores") == .path("my-path.with_underscores"))
    }

    @Test func refusesAnArgumentWithoutAColon() {
        #expect {
            try parser.parseExpression("add(a 10, b: 20)")
        } throws: { error in
            (error as? A2UIError)?.message.contains("Expected ':'") == true
        }
    }

    // Beyond the reference's cases: the protocol document's examples.

    @Test func parsesTheProtocolsFormatDateExample() throws {
        #expect(try parser.parse("${formatDate(value:${/currentDate}, format:'yyyy-MM-dd')}") == [.call(FunctionCall(
            name: "formatDate", arguments: ["value": .path("/currentDate"), "format": .literal("yyyy-MM-dd")]))])
    }

    @Test func parsesTheSystemIndexFunction() throws {
        #expect(try parser.parse("#${@index(offset: 1)}")
            == [.literal("#"), .call(FunctionCall(name: "@index", arguments: ["offset": .literal(1)]))])
    }

    @Test func evaluatesIndexInsideATemplateItemOnly() throws {
        let item = EvaluationContext(dataModel: DataModel(["items": ["a", "b", "c"]])).item(at: try JSONPointer("/items/2"), index: 2)
        #expect(try item.format("#${@index(offset: 1)} ${/items/0} ${name}") == "#3 a ")
        #expect(throws: A2UIError.self) { try EvaluationContext().format("${@index()}") }
    }
}
