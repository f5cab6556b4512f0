import Foundation
import FuzzSupport
import StratusTerminal

/// libFuzzer target: any bytes as terminal input, fed whole and split at every third byte, then flushed; and the
/// same bytes as key grammar text (`ctrl+s`, sequences). Decoding never crashes and never keeps bytes forever.
@main
enum FuzzKeyDecoding {
    static func main() {
        exit(runFuzzer { data, count in
            let bytes = [UInt8](fuzzInput(data, count))
            var whole = InputDecoder()
            _ = whole.feed(bytes)
            _ = whole.flush()
            precondition(!whole.hasPendingBytes, "flush left bytes pending")
            var split = InputDecoder()
            var start = 0
            while start < bytes.count {
                _ = split.feed(bytes[start..<min(start + 3, bytes.count)])
                start += 3
            }
            _ = split.flush()
            precondition(!split.hasPendingBytes, "flush left bytes pending after split input")
            let text = String(decoding: bytes, as: UTF8.self)
            if let key = try? KeyPress(parsing: text) {
                // A key that parses prints to a name that parses back to the same key.
                precondition((try? KeyPress(parsing: key.description)) == key, "\(key) does not round-trip")
            }
            _ = try? KeyPress.parseSequence(text)
            return 0
        })
    }
}
