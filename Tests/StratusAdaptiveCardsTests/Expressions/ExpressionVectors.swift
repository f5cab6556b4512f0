import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// The memory of botbuilder-js's expression tests (libraries/adaptive-expressions/tests/expressionParser.test.js,
/// its `scope`), as JSON: what its vectors read. Its `Date`, binary and Timex members are left out with the
/// vectors that use them.
enum ExpressionVectors {
    static let scope: JSONValue = [
        "$index": "index",
        "a:b": "stringa:b",
        "alist": [["Name": "item1"], ["Name": "item2"]],
        "emptyList": [],
        "emptyObject": [:],
        "emptyJObject": [:],
        "path": ["array": [1]],
        "one": 1.0,
        "two": 2.0,
        "hello": "hello",
        "world": "world",
        "newExpr": "new land",
        "cit": "cit",
        "y": "y",
        "istrue": true,
        "bag": ["three": 3.0, "set": ["four": 4.0], "list": ["red", "blue"], "index": 3, "name": "mybag"],
        "items": ["zero", "one", "two"],
        "nestedItems": [["x": 1], ["x": 2], ["x": 3]],
        "timestamp": "2018-03-15T13:00:00.111Z",
        "notISOTimestamp": "2018-03-15T13:00:00Z",
        "unixTimestamp": 1521118800,
        "unixTimestampFraction": 1521118800.5,
        "ticks": 637243624200000000,
        "json1": ["FirstName": "John", "LastName": "Smith", "Enabled": false, "Roles": ["User"]],
        "json2": ["Enabled": true, "Roles": ["Customer", "Admin"]],
        "json3": ["age": 36],
        "user": ["income": 110.0, "outcome": 120.0, "nickname": "John", "lists": ["todo": ["todo1", "todo2", "todo3"]],
                 "listType": "todo"],
        "dialog": ["x": 3, "instance": ["xxx": "instance", "yyy": ["instanceY": "instanceY"]],
                   "options": ["xxx": "options", "yyy": ["optionY1", "optionY2"]],
                   "title": "Dialog Title", "subTitle": "Dialog Sub Title"],
        "doubleNestedItems": [[["x": 1], ["x": 2]], [["x": 3]]],
        "callstack": [["x": 3], ["x": 2, "y": 2], ["x": 1, "y": 1, "z": 1]],
    ]

    /// Evaluates `text` against ``scope``.
    static func evaluate(_ text: String, now: Double = 0) throws -> JSONValue? {
        try Expression(parsing: text).evaluate(in: ObjectMemory(scope), options: EvaluationOptions(now: { now }))
    }

    /// Checks each vector: the expression evaluates to the expected value (nil: undefined), numbers compared as
    /// JavaScript compares them (1 == 1.0).
    static func check(_ vectors: [(String, JSONValue?)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (text, expected) in vectors {
            do {
                let value = try evaluate(text)
                #expect(ExpressionValue.equals(value, expected) && (value == nil) == (expected == nil),
                        "\(text) gave \(value.map(\.description) ?? "undefined"), expected \(expected.map(\.description) ?? "undefined")",
                        sourceLocation: sourceLocation)
            } catch {
                Issue.record("\(text) failed: \(error)", sourceLocation: sourceLocation)
            }
        }
    }
}
