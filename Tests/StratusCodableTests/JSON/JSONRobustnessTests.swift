import Foundation
import Testing
import StratusCodable

/// The shared corpora, found relative to the package root (every worktree sits beside `shared`).
enum Corpus {
    static func url(_ relativePath: String) -> URL? {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let url = packageRoot.appendingPathComponent("../shared/external-corpora").appendingPathComponent(relativePath)
            .standardizedFileURL
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    static let toDo = url("nimbus/core/to-do.json")
    static let products = url("nimbus/core/products.json")
}

@Suite struct JSONRobustnessTests {
    @Test(.enabled(if: Corpus.toDo != nil, "../shared/external-corpora is absent"))
    func everyTruncationOfARealScreenIsAPositionedError() throws {
        let data = try Data(contentsOf: #require(Corpus.toDo))
        let full = try JSONValue(parsing: data)
        #expect(full["_:component"] != nil)
        var failures = 0
        let bytes = [UInt8](data)
        do {
            for length in 0..<bytes.count {
                do {
                    _ = try JSONValue(parsing: Array(bytes[0..<length]))
                    // Only a prefix that ends after the closing brace (plus whitespace) may parse.
                    if bytes[length...].contains(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
                        failures += 1
                    }
                } catch {
                    if error.position == nil || error.position!.byteOffset > length { failures += 1 }
                }
            }
        }
        #expect(failures == 0)
    }

    @Test(.enabled(if: Corpus.toDo != nil, "../shared/external-corpora is absent"))
    func realScreenRoundTripsThroughPrinting() throws {
        let value = try JSONValue(parsing: Data(contentsOf: #require(Corpus.toDo)))
        #expect(try JSONValue(parsing: value.description) == value)
        #expect(try JSONValue(parsing: value.jsonString(pretty: true)) == value)
    }

    @Test(.enabled(if: Corpus.products != nil, "../shared/external-corpora is absent"))
    func parsesTheProductsScreenLikeFoundation() throws {
        let data = try Data(contentsOf: #require(Corpus.products))
        let value = try JSONValue(parsing: data)
        let foundation = try JSONSerialization.jsonObject(with: data)
        #expect((foundation as? [String: Any])?.count == value.objectValue?.count)
        let reencoded = try JSONValue(parsing: JSONSerialization.data(withJSONObject: foundation))
        #expect(reencoded.objectValue.map { Set($0.keys) } == value.objectValue.map { Set($0.keys) })
    }

    @Test func deepNestingOfObjectsAndArraysIsAnError() {
        for opener in ["[", "{\"a\":"] {
            let text = String(repeating: opener, count: 100_000)
            do {
                _ = try JSONValue(parsing: text)
                Issue.record("accepted deep nesting")
            } catch {
                #expect(error.kind == .tooDeep)
            }
        }
    }

    @Test func deeplyNestedValuesDecodeWithinTheLimit() throws {
        let text = String(repeating: "[", count: 500) + "1" + String(repeating: "]", count: 500)
        let value = try JSONValue(parsing: text)
        #expect(try JSONValue(parsing: value.description) == value)
        #expect(try StratusDecoder().decode(JSONValue.self, from: value) == value)
    }

    @Test func invalidUTF8AnywhereIsAnError() throws {
        let valid = Array(#"{"key":"välue ✓ 😀"}"#.utf8)
        for index in valid.indices {
            for bad: UInt8 in [0x80, 0xC0, 0xFF] {
                var bytes = valid
                bytes[index] = bad
                do {
                    _ = try JSONValue(parsing: bytes)
                    // Replacing a continuation byte by 0x80 may keep the text valid; anything else must fail.
                    #expect(bad == 0x80 && valid[index] & 0xC0 == 0x80)
                } catch {
                    #expect(error.position != nil)
                }
            }
        }
    }

    @Test func randomBytesNeverCrash() throws {
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let alphabet = Array("{}[]\":,01-.eE tfnrul\\u\u{0}".utf8)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            if let value = try? JSONValue(parsing: bytes) {
                #expect(try JSONValue(parsing: value.description) == value)
            }
        }
    }
}

/// A deterministic random number generator (SplitMix64), so the fuzz test is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct DecodingRobustnessTests {
    final class Nested: Decodable {
        let child: Nested?
    }

    @Test func recursiveTypesDecodeAtTheDepthLimit() throws {
        var text = "null"
        for _ in 0..<511 { text = #"{"child":\#(text)}"# }
        var decoded: Nested? = try StratusDecoder().decode(Nested.self, from: Data(text.utf8))
        var depth = 0
        while let node = decoded {
            depth += 1
            decoded = node.child
        }
        #expect(depth == 511)
    }

    @Test func everyTruncationDecodesToAnErrorNotACrash() throws {
        struct Screen: Decodable { var id: String; var children: [JSONValue] }
        let text = #"{"id":"a","children":[{"x":[1,2.5,"s"]},null,true]}"#
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            #expect(throws: StratusCodableError.self) {
                try StratusDecoder().decode(Screen.self, from: Data(bytes[0..<length]))
            }
        }
        #expect(try StratusDecoder().decode(Screen.self, from: Data(bytes)).children.count == 3)
    }
}
