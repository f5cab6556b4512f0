import Foundation
import FuzzSupport
import StratusCodable

/// libFuzzer target: any bytes either parse to a `JSONValue` or give a `StratusCodableError`; a value that parses
/// prints and parses back to itself. Shortening lists (under short member names, so that fuzzed input has them)
/// accepts exactly what the whole parse accepts, and refuses the rest with the same error at the same place.
@main
enum FuzzJSONParser {
    static let shortening = JSONParsingOptions(shortening: .init(members: ["", "a", "b", "state"], keptElements: 1))

    static func main() {
        exit(runFuzzer { data, count in
            let bytes = [UInt8](fuzzInput(data, count))
            let whole = Result { () throws(StratusCodableError) in try JSONValue(parsing: bytes) }
            let shortened = Result { () throws(StratusCodableError) in
                try JSONValue(parsing: bytes, options: FuzzJSONParser.shortening)
            }
            switch (whole, shortened) {
            case (.success, .success): break
            case (.failure(let expected), .failure(let found)):
                precondition(found.message == expected.message && found.position == expected.position,
                             "shortening gave \(found), the whole parse \(expected)")
            default:
                preconditionFailure("shortening and the whole parse disagree: \(whole) and \(shortened)")
            }
            if let value = try? whole.get() {
                let reparsed = try? JSONValue(parsing: value.description)
                precondition(reparsed == value, "printing then parsing changed the value")
                let pretty = try? JSONValue(parsing: value.jsonString(pretty: true))
                precondition(pretty == value, "pretty printing then parsing changed the value")
            }
            return 0
        })
    }
}
