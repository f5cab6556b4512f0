import Foundation
import FuzzSupport
import StratusCodable

/// libFuzzer target: any bytes either parse to a `JSONValue` or give a `StratusCodableError`; a value that parses
/// prints and parses back to itself.
@main
enum FuzzJSONParser {
    static func main() {
        exit(runFuzzer { data, count in
            let bytes = [UInt8](fuzzInput(data, count))
            if let value = try? JSONValue(parsing: bytes) {
                let reparsed = try? JSONValue(parsing: value.description)
                precondition(reparsed == value, "printing then parsing changed the value")
                let pretty = try? JSONValue(parsing: value.jsonString(pretty: true))
                precondition(pretty == value, "pretty printing then parsing changed the value")
            }
            return 0
        })
    }
}
