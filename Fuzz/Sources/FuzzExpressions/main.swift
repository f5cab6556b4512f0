import Foundation
import FuzzSupport
import StratusCore

/// libFuzzer target: the input, as text, is an expression beside states of every JSON type.
///
/// Building the tree parses the expression, binds it to the states and evaluates it; whatever the text, the result
/// is a value (or a logged problem), never a crash, a hang or unbounded memory.
@main
enum FuzzExpressions {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            // The parser alone, on the whole text and as the code between braces.
            _ = ExpressionParser.parse(text)
            _ = ExpressionParser.parseCode(text)
            _ = ExpressionParser.containsExpression(text)
            MainActor.assumeIsolated { FuzzExpressions.evaluate(text) }
            return 0
        })
    }

    @MainActor static func evaluate(_ text: String) {
        let screen: JSONValue = .object([
            "_:component": "layout:column",
            "state": .object([
                "n": .integer(7), "d": .double(-2.5), "s": "text", "b": .bool(true), "z": .null,
                "list": .array([1, "two", .array([3]), .object(["k": "v"])]),
                "map": .object(["a": .object(["b": .array([1, 2])]), "": "empty key"]),
            ]),
            "children": .array([
                .object(["_:component": "layout:text", "properties": .object(["text": .string(text)])]),
                .object(["_:component": "layout:text", "properties": .object(["text": .string("@{" + text + "}")])]),
            ]),
        ])
        let engine = makeOfflineEngine()
        if let root = try? engine.buildTree(json: screen) { walk(root) }
    }
}
