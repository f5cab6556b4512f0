import Foundation
import FuzzSupport
import StratusAdaptiveCards
import StratusCodable

/// libFuzzer target: any bytes as an Adaptive Card file: checked with every diagnostic placed in the text, expanded
/// as a template with itself as data, and written as the engine's screen (`CardScreen`, what `render` and `run`
/// draw), the card as read and as expanded. Never a crash, a hang or unbounded memory.
@main
enum FuzzAdaptiveCards {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            for diagnostic in CardChecker.check(text: text, file: "fuzz.json") {
                _ = diagnostic.description
            }
            if let json = try? JSONValue(parsing: text) {
                _ = CardScreen(card: json)
                if let template = try? Template(json), let expanded = try? template.expand(data: json, host: json) {
                    _ = CardScreen(card: expanded.card)
                }
            }
            return 0
        })
    }
}
