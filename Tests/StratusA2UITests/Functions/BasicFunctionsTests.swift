import Foundation
import OrderedCollections
import StratusCodable
import Testing
@testable import StratusA2UI

/// The cases of google/A2UI renderers/web_core/src/v0_9/basic_catalog/functions/basic_functions.test.ts, with
/// their inputs and expected values: every `invoke(name, args)` there is `invoke(name, args)` here, and every
/// `assert.throws(..., A2uiExpressionError)` is an ``A2UIError`` of kind `invalidArguments`. An argument that is
/// `undefined` there is absent here (JSON has no `undefined`).
@Suite struct BasicFunctionsTests {
    private let context = EvaluationContext(dataModel: DataModel(["a": 10, "b": 20]), timeZone: TimeZone(identifier: "UTC")!)

    private func invoke(_ name: String, _ arguments: OrderedDictionary<String, JSONValue>,
                        in context: EvaluationContext? = nil) throws -> JSONValue {
        let call = FunctionCall(name: name, arguments: arguments.mapValues { .literal($0) })
        return try (context ?? self.context).call(call)
    }

    private func fails(_ name: String, _ arguments: OrderedDictionary<String, JSONValue>,
                       sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sourceLocation: sourceLocation) {
            try invoke(name, arguments)
        } throws: { error in
            (error as? A2UIError)?.kind == .invalidArguments
        }
    }

    // MARK: Arithmetic

    @Test func add() throws {
        #expect(try invoke("add", ["a": 1, "b": 2]) == 3)
        #expect(try invoke("add", ["a": "1", "b": "2"]) == 3)
        fails("add", ["a": 10])
    }

    @Test func subtract() throws {
        #expect(try invoke("subtract", ["a": 5, "b": 3]) == 2)
        fails("subtract", ["a": 10])
    }

    @Test func multiply() throws {
        #expect(try invoke("multiply", ["a": 4, "b": 2]) == 8)
        fails("multiply", ["a": 10])
    }

    @Test func divide() throws {
        #expect(try invoke("divide", ["a": 10, "b": 2]) == 5)
        #expect(try invoke("divide", ["a": 10, "b": 0]) == .double(.infinity))
        fails("divide", ["a": 10])
        fails("divide", ["b": 10])
        fails("divide", [:])
        fails("divide", ["a": 10, "b": nil])
        fails("divide", ["a": 10, "b": "invalid"])
        #expect(try invoke("divide", ["a": 10, "b": "2"]) == 5)
        #expect(try invoke("divide", ["a": "10", "b": "2"]) == 5)
    }

    // MARK: Comparison

    @Test func equals() throws {
        #expect(try invoke("equals", ["a": 1, "b": 1]) == true)
        #expect(try invoke("equals", ["a": 1, "b": 2]) == false)
        fails("equals", ["a": 1])
        fails("equals", ["b": 1])
    }

    @Test func notEquals() throws {
        #expect(try invoke("not_equals", ["a": 1, "b": 2]) == true)
        fails("not_equals", ["a": 1])
        fails("not_equals", ["b": 1])
    }

    @Test func greaterThan() throws {
        #expect(try invoke("greater_than", ["a": 5, "b": 3]) == true)
        #expect(try invoke("greater_than", ["a": 3, "b": 5]) == false)
        fails("greater_than", ["a": 10, "b": nil])
        fails("greater_than", ["a": 10, "b": "invalid"])
        fails("greater_than", ["a": 10])
        fails("greater_than", ["b": 10])
    }

    @Test func lessThan() throws {
        #expect(try invoke("less_than", ["a": 3, "b": 5]) == true)
        fails("less_than", ["a": 3, "b": nil])
        fails("less_than", ["a": 3, "b": "invalid"])
        fails("less_than", ["a": 3])
        fails("less_than", ["b": 3])
    }

    // MARK: Logical

    @Test func and() throws {
        #expect(try invoke("and", ["values": [true, true]]) == true)
        #expect(try invoke("and", ["values": [true, false]]) == false)
        fails("and", ["values": [true]])
        fails("and", [:])
    }

    @Test func or() throws {
        #expect(try invoke("or", ["values": [false, true]]) == true)
        #expect(try invoke("or", ["values": [false, false]]) == false)
        fails("or", ["values": [true]])
        fails("or", [:])
    }

    @Test func not() throws {
        #expect(try invoke("not", ["value": false]) == true)
        #expect(try invoke("not", ["value": true]) == false)
        fails("not", [:])
    }

    // MARK: String

    @Test func contains() throws {
        #expect(try invoke("contains", ["string": "hello world", "substring": "world"]) == true)
        #expect(try invoke("contains", ["string": "hello world", "substring": "foo"]) == false)
        fails("contains", ["string": "hello"])
        fails("contains", ["substring": "hello"])
    }

    @Test func startsWith() throws {
        #expect(try invoke("starts_with", ["string": "hello", "prefix": "he"]) == true)
        fails("starts_with", ["string": "hello"])
        fails("starts_with", ["prefix": "he"])
    }

    @Test func endsWith() throws {
        #expect(try invoke("ends_with", ["string": "hello", "suffix": "lo"]) == true)
        fails("ends_with", ["string": "hello"])
        fails("ends_with", ["suffix": "lo"])
    }

    // MARK: Validation

    @Test func required() throws {
        #expect(try invoke("required", ["value": "a"]) == true)
        #expect(try invoke("required", ["value": ""]) == false)
        #expect(try invoke("required", ["value": nil]) == false)
        fails("required", [:])
    }

    @Test func length() throws {
        #expect(try invoke("length", ["value": "abc", "min": 2]) == true)
        #expect(try invoke("length", ["value": "abc", "max": 2]) == false)
        fails("length", [:])
    }

    @Test func numeric() throws {
        #expect(try invoke("numeric", ["value": 10, "min": 5, "max": 15]) == true)
        #expect(try invoke("numeric", ["value": 3, "min": 5]) == false)
        fails("numeric", [:])
    }

    @Test func email() throws {
        for valid in ["test@example.com", "test.name@example.com", "test+label@example.com", "test@example-domain.com"] {
            #expect(try invoke("email", ["value": .string(valid)]) == true, "\(valid)")
        }
        for invalid in ["invalid", "test@test", "test@test.c", "test@.com"] {
            #expect(try invoke("email", ["value": .string(invalid)]) == false, "\(invalid)")
        }
        fails("email", [:])
    }

    @Test func regex() throws {
        #expect(try invoke("regex", ["value": "abc", "pattern": "^[a-z]+$"]) == true)
        #expect(try invoke("regex", ["value": "123", "pattern": "^[a-z]+$"]) == false)
    }

    @Test func regexRefusesAnInvalidPattern() {
        fails("regex", ["value": "abc", "pattern": "["])
    }

    /// `^(a+)+$` on forty a's and a b backtracks about 2^40 times: the call fails, naming the pattern, instead of
    /// freezing the screen for hours.
    @Test func regexGivesUpOnAPatternThatBacktracksWithoutEnd() {
        let value = String(repeating: "a", count: 40) + "b"
        #expect {
            try invoke("regex", ["value": .string(value), "pattern": "^(a+)+$"])
        } throws: { error in
            guard let error = error as? A2UIError else { return false }
            return error.kind == .invalidArguments && error.message.contains("^(a+)+$")
        }
    }

    // MARK: Formatting

    @Test func formatStringOfAStaticLiteral() throws {
        #expect(try invoke("formatString", ["value": "hello world"]) == "hello world")
    }

    @Test func formatStringFollowsTheDataModel() throws {
        #expect(try invoke("formatString", ["value": "Value: ${a}"]) == "Value: 10")
        var changed = context
        try changed.dataModel.set(42, at: "/a")
        #expect(try invoke("formatString", ["value": "Value: ${a}"], in: changed) == "Value: 42")
    }

    @Test func formatStringWithAFunctionCall() throws {
        #expect(try invoke("formatString", ["value": "Result: ${add(a: 5, b: 7)}"]) == "Result: 12")
    }

    @Test func formatStringWritesObjectsAndListsAsJSON() throws {
        func format(_ template: String, _ model: JSONValue) throws -> JSONValue {
            try invoke("formatString", ["value": .string(template)], in: EvaluationContext(dataModel: DataModel(model)))
        }
        #expect(try format("User: ${user}", ["user": ["name": "Alice", "age": 30]]) == #"User: {"name":"Alice","age":30}"#)
        #expect(try format("Tags: ${tags}", ["tags": ["swift", "ios"]]) == #"Tags: ["swift","ios"]"#)
        #expect(try format("M = ${matrix}", ["matrix": [[1, 2], [3, 4]]]) == "M = [[1,2],[3,4]]")
        #expect(try format("V = ${vals}", ["vals": [1, nil, 3]]) == "V = [1,null,3]")
        #expect(try format("val=${x}end", ["x": nil]) == "val=end")
    }

    @Test func formatNumber() throws {
        #expect(try invoke("formatNumber", ["value": 1234.56, "decimals": 1]) == "1,234.6")
    }

    @Test func formatCurrency() throws {
        #expect(try invoke("formatCurrency", ["value": 1234.56, "currency": "USD"]) == "$1,234.56")
    }

    @Test func formatDate() throws {
        #expect(try invoke("formatDate", ["value": "2025-01-01T12:00:00Z", "format": "yyyy-MM-dd"]) == "2025-01-01")
        #expect(try invoke("formatDate", ["value": "2025-01-01T12:00:00Z", "format": "ISO"]) == "2025-01-01T12:00:00.000Z")
    }

    @Test func formatDateOfAnInvalidDateIsEmpty() throws {
        #expect(try invoke("formatDate", ["value": "invalid-date", "format": "yyyy"]) == "")
    }

    @Test func formatCurrencyFallsBackOnAnInvalidCurrency() throws {
        #expect(try invoke("formatCurrency", ["value": 1234.56, "currency": "INVALID-CURRENCY", "decimals": 2]) == "1234.56")
    }

    @Test func pluralize() throws {
        #expect(try invoke("pluralize", ["value": 1, "one": "apple", "other": "apples"]) == "apple")
        #expect(try invoke("pluralize", ["value": 2, "one": "apple", "other": "apples"]) == "apples")
    }

    @Test func pluralizeInWelsh() throws {
        var welsh = context
        welsh.locale = "cy"
        // Welsh, because its six categories all differ.
        let forms: OrderedDictionary<String, JSONValue> = [
            "zero": "cathod", "one": "gath", "two": "gath", "few": "cath", "many": "chath", "other": "cath",
        ]
        func cats(_ count: Int64) throws -> JSONValue {
            var arguments = forms
            arguments["value"] = .integer(count)
            return try invoke("pluralize", arguments, in: welsh)
        }
        #expect(try cats(0) == "cathod")
        #expect(try cats(1) == "gath")
        #expect(try cats(2) == "gath")
        #expect(try cats(3) == "cath")
        #expect(try cats(6) == "chath")
        #expect(try cats(4) == "cath")
    }

    @Test func pluralizeFallsBackToOther() throws {
        #expect(try invoke("pluralize", ["value": 5, "one": "apple", "other": "apples"]) == "apples")
        #expect(try invoke("pluralize", ["value": 1, "other": "apples"]) == "apples")
        #expect(try invoke("pluralize", ["value": 0, "other": "apples"]) == "apples")
    }

    // MARK: The minimal catalog

    @Test func capitalize() throws {
        #expect(try invoke("capitalize", ["value": "hello world"]) == "Hello world")
        #expect(try invoke("capitalize", ["value": ""]) == "")
        #expect(try invoke("capitalize", [:]) == "")
    }

    // MARK: Actions

    @Test func openUrl() throws {
        let opened = OpenedURLs()
        var context = context
        context.openURL = { opened.append($0) }
        _ = try invoke("openUrl", ["url": "https://google.com"], in: context)
        #expect(opened.urls == ["https://google.com"])
        fails("openUrl", [:])
    }
}

/// The URLs `openUrl` was asked to open.
final class OpenedURLs: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ url: String) { lock.withLock { stored.append(url) } }
    var urls: [String] { lock.withLock { stored } }
}
