import Foundation
import FuzzSupport
import StratusAdaptiveCards
import StratusCodable

/// libFuzzer target: any bytes as an Adaptive Card file: checked with every diagnostic placed in the text, and
/// expanded as a template with itself as data. Never a crash, a hang or unbounded memory.
@main
enum FuzzAdaptiveCards {
    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            for diagnostic in CardChecker.check(text: text, file: "fuzz.json") {
                _ = diagnostic.description
            }
            if let json = try? JSONValue(parsing: text), let template = try? Template(json) {
                _ = try? template.expand(data: json, host: json)
            }
            return 0
        })
    }
}
