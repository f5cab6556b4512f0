import Foundation
import FuzzSupport
import StratusAdaptiveCards
import StratusCodable

/// libFuzzer target: the input, as text, is an Adaptive Expression and a template string.
///
/// Parsing gives an expression or an error whose offset lies inside the text; evaluating against memory of every
/// JSON type gives a value or an error; expanding the text as a card's string does the same. Never a crash, a
/// hang or unbounded memory.
@main
enum FuzzAdaptiveExpressions {
    static let memory: JSONValue = [
        "n": 7, "d": -2.5, "s": "text", "b": true, "z": nil, "when": "2018-03-15T13:00:00.111Z",
        "list": [1, "two", [3], ["k": "v"]], "map": ["a": ["b": [1, 2]], "": "empty key"],
    ]

    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            let length = text.unicodeScalars.count
            do {
                let expression = try Expression(parsing: text)
                _ = try? expression.evaluate(in: ObjectMemory(FuzzAdaptiveExpressions.memory), options: EvaluationOptions(now: { 0 }))
                _ = expression.references
            } catch let error as AdaptiveCardsError {
                if let offset = error.offset, offset < 0 || offset > length {
                    fatalError("offset \(offset) outside a text of \(length) scalars")
                }
            } catch {
                fatalError("parsing threw an error of another type: \(error)")
            }
            if let template = try? Template(["text": .string(text), "whole": .string("${" + text + "}")]) {
                _ = try? template.expand(data: FuzzAdaptiveExpressions.memory)
            }
            return 0
        })
    }
}
