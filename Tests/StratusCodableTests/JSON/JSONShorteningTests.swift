import Foundation
import Testing
@testable import StratusCodable

/// Shortened lists (``JSONParsingOptions/Shortening``): what is kept, and that the elements skipped are checked as
/// strictly as parsed ones.
@Suite struct JSONShorteningTests {
    static let keepingTwo = JSONParsingOptions(shortening: .init(members: ["state"], keptElements: 2))

    /// `{"state":{"items":[ELEMENTS]},"children":[ELEMENTS]}` with `count` numbered elements made by `element`.
    static func document(count: Int, element: (Int) -> String = { #"{"id":\#($0),"tags":[\#($0),"x"]}"# }) -> String {
        let elements = (0..<count).map(element).joined(separator: ",")
        return #"{"state":{"items":[\#(elements)]},"children":[\#(elements)]}"#
    }

    /// The document parsed whole, with the lists under `state` cut to `kept` elements by hand.
    static func cutByHand(_ text: String, kept: Int) throws -> JSONValue {
        func cut(_ value: JSONValue) -> JSONValue {
            switch value {
            case .array(let elements):
                return .array(elements.prefix(kept).map(cut))
            case .object(var object):
                for key in object.keys { object[key] = cut(object[key]!) }
                return .object(object)
            default:
                return value
            }
        }
        guard case .object(var root) = try JSONValue(parsing: text) else { return .null }
        root["state"] = cut(root["state"]!)
        return .object(root)
    }

    @Test func listsUnderTheNamedMemberKeepTheirFirstElementsAtAnyDepth() throws {
        let text = Self.document(count: 5)
        let value = try JSONValue(parsing: text, options: Self.keepingTwo)
        #expect(value["state"]?["items"]?.arrayValue?.count == 2)
        #expect(value["state"]?["items"]?[1]?["tags"]?.arrayValue?.count == 2)
        // Lists elsewhere are whole.
        #expect(value["children"]?.arrayValue?.count == 5)
        #expect(value == (try Self.cutByHand(text, kept: 2)))
    }

    @Test func nestedListsInsideKeptElementsAreShortenedToo() throws {
        let text = #"{"state":{"grid":[[1,2,3,4],[5,6,7],[8]]}}"#
        let value = try JSONValue(parsing: text, options: Self.keepingTwo)
        #expect(value == (try JSONValue(parsing: #"{"state":{"grid":[[1,2],[5,6]]}}"#)))
    }

    @Test func theNamedMemberIsLeftBehindWhenItCloses() throws {
        // A second "state" later in the document is shortened again; a list after the first one is not.
        let text = #"{"a":{"state":[1,2,3],"b":[1,2,3]},"c":[{"state":{"l":[1,2,3]}},4,5]}"#
        let value = try JSONValue(parsing: text, options: Self.keepingTwo)
        #expect(value == (try JSONValue(parsing: #"{"a":{"state":[1,2],"b":[1,2,3]},"c":[{"state":{"l":[1,2]}},4,5]}"#)))
    }

    @Test func aDocumentWithoutTheMemberParsesAsWithoutShortening() throws {
        let text = #"{"list":[1,2,3,{"x":[4,5,6]}],"s":"\u00e9\n"}"#
        #expect(try JSONValue(parsing: text, options: Self.keepingTwo) == JSONValue(parsing: text))
    }

    /// Elements past the kept ones, each with one mistake: shortening must report the same error, in the same
    /// words, at the same line and column as a parse of the whole document.
    static let brokenElements: [String] = [
        #"{"a":1,"a":2}"#, #"{"k":{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"i":9,"j":10,"l":11,"m":12,"a":0}}"#,
        #""bad \u00g0""#, #""\ud800""#, "\"raw \u{01} control\"", #""unterminated"#, "\"tab\tinside\"",
        "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{\"a\":1 \"b\":2}", "{1:2}", "{\"a\":}", "[1 2]", "tru", "nul", "01",
        "-", "1.", "1e", "[", "{", "{\"a\":", "]", "@", #"{"a":[{"b":[}]}"#, "1e999", #"{"x":"y","#,
    ]

    @Test(arguments: brokenElements)
    func anErrorInASkippedElementIsTheErrorOfAWholeParse(element: String) {
        let text = "{\"state\":{\"items\":[\n1,\n2,\n3,\n\(element)\n]}}"
        let whole = Result { () throws(StratusCodableError) in try JSONValue(parsing: text) }
        let shortened = Result { () throws(StratusCodableError) in try JSONValue(parsing: text, options: Self.keepingTwo) }
        guard case .failure(let expected) = whole else {
            Issue.record("the whole parse of \(element) succeeded")
            return
        }
        guard case .failure(let found) = shortened else {
            Issue.record("the shortened parse of \(element) succeeded; expected \(expected)")
            return
        }
        #expect(found.message == expected.message)
        #expect(found.position == expected.position)
        #expect(found.kind == expected.kind)
    }

    @Test func everyOneByteChangeOfADocumentIsAcceptedOrRefusedAlike() {
        // Each byte of a small screen's state replaced, removed or doubled, and a few bytes that matter put
        // before it: shortened and whole parses agree on every one (a fixed sequence, so a failure can be replayed).
        let text = #"{"state":{"items":[{"id":1,"tags":["a","b"]},{"id":2,"n":{"x":null}},[true,false],"s\u00e9",-1.5e3,{}]},"c":[1]}"#
        let bytes = Array(text.utf8)
        let replacements = Array("{}[]\",:\\ 0-.eE+tfnu\u{7F}".utf8) + [0x01, 0x80, 0xC3, 0xFF]
        var variants: [[UInt8]] = []
        for offset in bytes.indices {
            for byte in replacements { var changed = bytes; changed[offset] = byte; variants.append(changed) }
            var removed = bytes
            removed.remove(at: offset)
            variants.append(removed)
            var doubled = bytes
            doubled.insert(bytes[offset], at: offset)
            variants.append(doubled)
        }
        for variant in variants {
            let whole = Result { () throws(StratusCodableError) in try JSONValue(parsing: variant) }
            let shortened = Result { () throws(StratusCodableError) in
                try JSONValue(parsing: variant, options: .init(shortening: .init(members: ["state"], keptElements: 1)))
            }
            switch (whole, shortened) {
            case (.success, .success): continue
            case (.failure(let expected), .failure(let found)):
                #expect(found.message == expected.message && found.position == expected.position,
                        "\(String(decoding: variant, as: UTF8.self))")
            default:
                Issue.record("one accepts what the other refuses: \(String(decoding: variant, as: UTF8.self))")
            }
        }
    }

    @Test func badUTF8InASkippedElementIsReportedWhereItIs() {
        var bytes = Array("{\"state\":[1,2,\"ok\",\n\"".utf8)
        bytes += [0xC3, 0x28] + Array("\"]}".utf8)
        let whole = Result { () throws(StratusCodableError) in try JSONValue(parsing: bytes) }
        let shortened = Result { () throws(StratusCodableError) in try JSONValue(parsing: bytes, options: Self.keepingTwo) }
        guard case .failure(let expected) = whole, case .failure(let found) = shortened else {
            Issue.record("bad UTF-8 was accepted")
            return
        }
        #expect(found.message == expected.message)
        #expect(found.position == expected.position)
        #expect(found.position?.line == 2)
    }

    @Test func skippedElementsNestNoDeeperThanTheLimit() {
        let deep = String(repeating: "[", count: 40) + String(repeating: "]", count: 40)
        let text = #"{"state":[1,2,\#(deep)]}"#
        let options = JSONParsingOptions(maximumDepth: 20, shortening: .init(members: ["state"], keptElements: 2))
        let whole = Result { () throws(StratusCodableError) in try JSONValue(parsing: text, options: .init(maximumDepth: 20)) }
        let shortened = Result { () throws(StratusCodableError) in try JSONValue(parsing: text, options: options) }
        guard case .failure(let expected) = whole, case .failure(let found) = shortened else {
            Issue.record("nesting past the limit was accepted")
            return
        }
        #expect(found.kind == .tooDeep)
        #expect(found.message == expected.message)
        #expect(found.position == expected.position)
    }

    @Test func skippedElementsFollowTheDuplicateAndTrailingCommaPolicies() throws {
        let duplicates = #"{"state":[1,2,{"a":1,"a":2}]}"#
        let keepFirst = JSONParsingOptions(duplicateKeys: .keepFirst, shortening: .init(members: ["state"], keptElements: 2))
        #expect(try JSONValue(parsing: duplicates, options: keepFirst) == JSONValue(parsing: #"{"state":[1,2]}"#))
        let trailing = #"{"state":[1,2,3,[4,],]}"#
        let lenient = JSONParsingOptions(allowsTrailingCommas: true, shortening: .init(members: ["state"], keptElements: 2))
        #expect(try JSONValue(parsing: trailing, options: lenient) == JSONValue(parsing: #"{"state":[1,2]}"#))
    }

    @Test func aLongListKeepsItsFirstElementsOnly() throws {
        let items = (0..<100_000).map { #"{"id":\#($0),"name":"Item number \#($0)","price":\#($0).5}"# }
        let text = #"{"state":{"items":[\#(items.joined(separator: ","))]}}"#
        let options = JSONParsingOptions(shortening: .init(members: ["state"], keptElements: 10_000))
        let value = try JSONValue(parsing: text, options: options)
        #expect(value["state"]?["items"]?.arrayValue?.count == 10_000)
        #expect(value["state"]?["items"]?[9_999]?["name"] == .string("Item number 9999"))
    }
}
