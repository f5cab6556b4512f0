import Foundation
import Testing
@testable import StratusCodable

@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let value = try JSONValue(parsing: #"{"n":null,"t":true,"f":false,"i":-12,"d":1.5,"e":2E3,"s":"x\"y","a":[1,[]],"o":{}}"#)
        #expect(value["n"] == .null)
        #expect(value["t"] == .bool(true))
        #expect(value["f"] == .bool(false))
        #expect(value["i"] == .integer(-12))
        #expect(value["d"] == .double(1.5))
        #expect(value["e"] == .double(2000))
        #expect(value["s"] == .string("x\"y"))
        #expect(value["a"] == .array([.integer(1), .array([])]))
        #expect(value["o"] == .object([:]))
    }

    @Test func keepsIntegersAndDoublesApart() throws {
        #expect(try JSONValue(parsing: "1") == .integer(1))
        #expect(try JSONValue(parsing: "1.0") == .double(1.0))
        #expect(try JSONValue(parsing: "-0") == .integer(0))
        #expect(try JSONValue(parsing: "9223372036854775807") == .integer(Int64.max))
        #expect(try JSONValue(parsing: "-9223372036854775808") == .integer(Int64.min))
        #expect(try JSONValue(parsing: "9223372036854775808") == .double(9223372036854775808.0))
    }

    @Test func integersOfEveryLengthAreExact() throws {
        // Up to 18 digits are read in one pass; longer ones as any number is. Both must give the same values.
        var digits = ""
        for length in 1...19 {
            digits += String(length % 10)
            let magnitude = try #require(Int64(digits))
            #expect(try JSONValue(parsing: digits) == .integer(magnitude), "\(digits)")
            #expect(try JSONValue(parsing: "-" + digits) == .integer(-magnitude), "-\(digits)")
            #expect(try JSONValue(parsing: "[" + digits + "]") == [.integer(magnitude)], "[\(digits)]")
            #expect(try JSONValue(parsing: digits + "e0") == .double(Double(magnitude)), "\(digits)e0")
        }
        #expect(try JSONValue(parsing: "[0,-0,10,0.5,-0.5,7E1]") == [0, 0, 10, 0.5, -0.5, 70.0])
    }

    @Test func decimalsAreTheDoublesSwiftsOwnParserGives() throws {
        // Short decimals take a fast path (their digits over an exact power of ten); longer ones, exponents and
        // integers past 64 bits go through Double(String). Both must give the same bits.
        var texts = ["0.1", "0.2", "0.3", "-0.0", "1.5", "123.45", "996.99", "0.30000000000000004",
                     "9007199254740992.5", "9007199254740993.5", "1.7976931348623157", "0.0000000000000000000001",
                     "0.00000000000000000000001", "4.35", "2.675", "1.1e1", "12345678901234567.8", "-33.333"]
        // Digits spread over the whole significand (a fixed sequence, so a failure can be replayed).
        for step in UInt64(1)...2_000 {
            let digits = String((step &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) % (1 << 53 + 1))
            let point = 1 + Int(step % UInt64(digits.count))
            texts.append(String(digits.prefix(point)) + "." + (digits.dropFirst(point).isEmpty ? "0" : digits.dropFirst(point)))
        }
        for text in texts {
            let expected = try #require(Double(text))
            let parsed = try JSONValue(parsing: text)
            guard case .double(let double) = parsed else {
                Issue.record("\(text) parsed as \(parsed)")
                continue
            }
            #expect(double.bitPattern == expected.bitPattern, "\(text): \(double) instead of \(expected)")
        }
    }

    @Test func objectsWithTheSameKeysStayApart() throws {
        // Objects with the keys of the object before them share the storage of those keys; each keeps its values.
        let text = #"[{"id":1,"name":"a"},{"id":2,"name":"b"},{"name":"c","id":3},{"id":4,"name":"d"},{"id":5}]"#
        let value = try JSONValue(parsing: text)
        #expect(value == [["id": 1, "name": "a"], ["id": 2, "name": "b"], ["name": "c", "id": 3], ["id": 4, "name": "d"],
                          ["id": 5]])
        #expect(value[2]?.objectValue.map { Array($0.keys) } == ["name", "id"])
        guard case .array(let items) = value, case .object(var first) = items[0] else { return }
        first["extra"] = true
        #expect(items[1].objectValue.map { Array($0.keys) } == ["id", "name"], "a change to one object's keys stays in it")
        #expect(first.keys.count == 3)
        // A key is taken from the object before only when it is written the same way, without escapes.
        let escaped = try JSONValue(parsing: #"[{"a\\n":1},{"a\n":2},{"a\u0041":3},{"aA":4}]"#)
        #expect(escaped.arrayValue?.compactMap { $0.objectValue?.keys.first } == ["a\\n", "a\n", "aA", "aA"])
        #expect(throws: StratusCodableError.self) { try JSONValue(parsing: "[{\"k\\u0001\":1},{\"k\u{1}\":2}]") }
        // After a key holding an escaped quote, the same text written with a bare quote is still invalid JSON.
        #expect(throws: StratusCodableError.self) { try JSONValue(parsing: #"[{"a\"b":1},{"a"b":2}]"#) }
        let repeated = #"[{"a":1,"a":2},{"a":3,"a":4}]"#
        #expect(try JSONValue(parsing: repeated, options: .init(duplicateKeys: .keepLast)) == [["a": 2], ["a": 4]])
    }

    @Test func nestedContainersKeepTheirOwnMembers() throws {
        // Long strings live in heap storage, so a member moved out of the parser's stacks twice, or released there,
        // would show up here as a wrong value or a crash.
        let long = String(repeating: "a long string member ", count: 3)
        let text = #"{"first key that is long":"\#(long)","list":[[1,"\#(long)"],{"k":[]},{"k":"v"}],"#
            + #""last key that is long":{"inner":["\#(long)",null],"n":2}}"#
        let expected: JSONValue = [
            "first key that is long": .string(long),
            "list": [[1, .string(long)], ["k": []], ["k": "v"]],
            "last key that is long": ["inner": [.string(long), .null], "n": 2],
        ]
        let value = try JSONValue(parsing: text)
        #expect(value == expected)
        #expect(value.objectValue.map { Array($0.keys) } == ["first key that is long", "list", "last key that is long"])
        #expect(try JSONValue(parsing: "[" + text + "," + text + "]") == [expected, expected])
    }

    @Test func keepsKeyOrder() throws {
        let value = try JSONValue(parsing: #"{"z":1,"a":2,"m":3}"#)
        #expect(value.objectValue.map { Array($0.keys) } == ["z", "a", "m"])
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONValue(parsing: #""\n\t\\\/\b\f\r\u00e9\ud83d\ude00""#)
        #expect(value == .string("\n\t\\/\u{08}\u{0C}\r\u{E9}\u{1F600}"))
        #expect(try JSONValue(parsing: "\"caf\u{E9} \u{1F600}\"") == .string("caf\u{E9} \u{1F600}"))
    }

    @Test(arguments: [
        ("01", "leading zeros"),
        ("1e400", "too large"),
        ("[1] x", "unexpected text after"),
        ("\"\\ud800\"", "lone high surrogate"),
        ("\"\\udc00\"", "lone low surrogate"),
        ("[1,]", "trailing comma"),
        ("{\"a\":1,}", "trailing comma"),
        ("{\"a\":1,\"a\":2}", "duplicate key \"a\""),
        ("[1 2]", "expected ',' or ']'"),
        ("{\"a\" 1}", "expected ':'"),
        ("{a:1}", "expected a string key"),
        ("tru", "unexpected end of input"),
        ("nul", "unexpected end of input"),
        ("-", "expected a digit"),
        ("1.", "expected a digit after the decimal point"),
        ("1e", "expected a digit in the exponent"),
        ("\"abc", "unterminated string"),
        ("\"a\tb\"", "control character"),
        ("\"\\x\"", "invalid escape"),
        ("", "unexpected end of input"),
        ("NaN", "expected a value"),
        ("[1,,2]", "expected a value"),
    ])
    func rejectsInvalidInput(text: String, expected: String) {
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("parsed invalid JSON \(text)")
        } catch {
            #expect(error.kind == .invalidSyntax)
            #expect(error.message.contains(expected), "\(error)")
            #expect(error.position != nil)
        }
    }

    @Test func reportsLineColumnAndOffset() {
        let text = "{\n  \"a\": 1,\n  \"b\": 2 \"c\"\n}"
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("parsed invalid JSON")
        } catch {
            #expect(error.position == SourcePosition(line: 3, column: 10, byteOffset: 21))
            #expect(error.description.hasPrefix("line 3, column 10: expected ',' or '}' after object member"))
            #expect(error.description.contains("`\"c\"`"))
        }
    }

    @Test func rejectsInvalidUTF8WithItsOffset() {
        for bytes: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xE2, 0x82]] {
            do {
                _ = try JSONValue(parsing: Data(bytes))
                Issue.record("accepted invalid UTF-8 \(bytes)")
            } catch {
                #expect(error.position?.byteOffset == 1)
            }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        do {
            _ = try JSONValue(parsing: deep)
            Issue.record("accepted 100,000 levels")
        } catch {
            #expect(error.kind == .tooDeep)
            #expect(error.position?.byteOffset == 512)
        }
        let allowed = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect((try? JSONValue(parsing: allowed)) != nil)
    }

    @Test func depthLimitIsConfigurable() throws {
        let text = "[[[1]]]"
        #expect(throws: StratusCodableError.self) { try JSONValue(parsing: text, options: .init(maximumDepth: 2)) }
        #expect(try JSONValue(parsing: text, options: .init(maximumDepth: 3)) == [[[1]]])
        let deep = String(repeating: "[", count: 1_500) + String(repeating: "]", count: 1_500)
        #expect((try? JSONValue(parsing: deep, options: .init(maximumDepth: 1_600))) != nil)
    }

    @Test func duplicateKeyPoliciesAreHonoured() throws {
        let text = #"{"a":1,"b":0,"a":2}"#
        #expect(try JSONValue(parsing: text, options: .init(duplicateKeys: .keepFirst)) == ["a": 1, "b": 0])
        let last = try JSONValue(parsing: text, options: .init(duplicateKeys: .keepLast))
        #expect(last == ["a": 2, "b": 0])
        #expect(last.objectValue.map { Array($0.keys) } == ["a", "b"])
    }

    @Test func aDuplicateKeyIsPlacedAfterNestedValuesStringsAndEscapes() {
        // The repeated key comes after a nested object holding braces in strings, an escaped quote and a second
        // line: its position is the second "a"'s, on line 2.
        let text = "{\"a\":{\"x\":[1,{\"y\":\"}\"}]},\"b\":\"\\\"a\\\"\",\n  \"a\":2}"
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.message == "duplicate key \"a\" in object")
            let second = text.utf8.count - 6
            #expect(error.position?.byteOffset == second, "\(error)")
            #expect(error.position?.line == 2 && error.position?.column == 3, "\(error)")
        }
    }

    @Test func duplicateKeysAreFoundInLargeObjectsToo() throws {
        let members = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let text = "{" + members + ",\"k7\":99}"
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("accepted a duplicate key")
        } catch {
            #expect(error.message == "duplicate key \"k7\" in object")
            #expect(error.position?.byteOffset == text.utf8.count - 8)
        }
        let last = try JSONValue(parsing: text, options: .init(duplicateKeys: .keepLast))
        #expect(last["k7"] == 99)
        #expect(last.objectValue?.count == 40)
        #expect(try JSONValue(parsing: "{" + members + "}").objectValue?.count == 40)
    }

    @Test func byteOrderMarkIsSkippedUnlessDisallowed() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("[1]".utf8)
        #expect(try JSONValue(parsing: data) == [1])
        #expect(throws: StratusCodableError.self) {
            try JSONValue(parsing: data, options: .init(allowsByteOrderMark: false))
        }
    }

    @Test func trailingCommasCanBeAllowed() throws {
        let options = JSONParsingOptions(allowsTrailingCommas: true)
        #expect(try JSONValue(parsing: "[1,2,]", options: options) == [1, 2])
        #expect(try JSONValue(parsing: #"{"a":1 , }"#, options: options) == ["a": 1])
        #expect(throws: StratusCodableError.self) { try JSONValue(parsing: "[,]", options: options) }
    }

    /// Strings are scanned eight bytes at a time up to the first byte that is not plain ASCII: wherever that byte
    /// is, the string and the error are those of reading byte by byte.
    @Test func everyByteOfALongStringIsChecked() throws {
        let plain = Array("abcdefghijklmnopqrstuvw".utf8)
        for offset in 0..<plain.count {
            for (special, message) in [(UInt8(0x09), "control character"), (UInt8(0x1F), "control character"),
                                       (UInt8(0xFF), "invalid UTF-8")] {
                var bytes = plain
                bytes[offset] = special
                do {
                    _ = try JSONValue(parsing: [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")])
                    Issue.record("accepted byte \(special) at \(offset)")
                } catch {
                    #expect(error.message.contains(message), "\(error)")
                    #expect(error.position?.byteOffset == 1 + offset)
                }
            }
            var text = plain.map { String(UnicodeScalar($0)) }
            text[offset] = "é"
            #expect(try JSONValue(parsing: "\"" + text.joined() + "\"") == .string(text.joined()))
            text[offset] = "\\n"
            #expect(try JSONValue(parsing: "\"" + text.joined() + "\"") == .string(text.joined().replacingOccurrences(
                of: "\\n", with: "\n")))
            text[offset] = "\\\""
            #expect(try JSONValue(parsing: "[\"" + text.joined() + "\"]") == [.string(text.joined()
                .replacingOccurrences(of: "\\\"", with: "\""))])
        }
    }

    @Test func acceptsTopLevelScalarsAndWhitespace() throws {
        #expect(try JSONValue(parsing: " \n\t\r 3 \n") == 3)
        #expect(try JSONValue(parsing: "\"s\"") == "s")
    }
}
