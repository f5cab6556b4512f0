import Foundation
import Testing
@testable import StratusCodable

private struct Properties: Decodable, Equatable {
    var text: String
    var size: Int
    var ratio: Double?
    var enabled: Bool?
}

private struct Node: Decodable {
    var id: String
    var properties: Properties?
    var children: [Node]?
}

private enum Alignment: String, Decodable, CaseIterable {
    case start, center, fitContent
}

private enum Method: String, Decodable {
    case get = "GET", post = "POST"
}

private struct PathRecorder: Decodable {
    static let key = CodingUserInfoKey(rawValue: "test.paths")!
    var path: String
    var marker: String?

    init(from decoder: any Decoder) throws {
        path = StratusCodableError.pathString(decoder.codingPath)
        marker = decoder.userInfo[Self.key] as? String
    }
}

@Suite struct StratusDecoderTests {
    let decoder = StratusDecoder()

    @Test func decodesStringFromAnythingButNull() throws {
        #expect(try decoder.decode(String.self, from: 1) == "1")
        #expect(try decoder.decode(String.self, from: 1.1) == "1.1")
        #expect(try decoder.decode(String.self, from: 1.0) == "1.0")
        #expect(try decoder.decode(String.self, from: true) == "true")
        #expect(try decoder.decode(String.self, from: [1, 2]) == "[1, 2]")
        #expect(try decoder.decode(String.self, from: ["a": 1]) == "{a=1}")
        #expect(throws: StratusCodableError.self) { try decoder.decode(String.self, from: nil) }
    }

    @Test func decodesNumericStringAsInt() throws {
        #expect(try decoder.decode(Int.self, from: "1") == 1)
        #expect(try decoder.decode(Int.self, from: "1.1") == 1)
        #expect(try decoder.decode(Int.self, from: 1.1) == 1)
        #expect(try decoder.decode(Int.self, from: -1.9) == -1)
        #expect(try decoder.decode(Int64.self, from: "1671827106011123") == 1_671_827_106_011_123)
        #expect(try decoder.decode(Int.self, from: "725487") == 725_487)
        #expect(try decoder.decode(Double.self, from: "537.5975") == 537.5975)
        #expect(try decoder.decode(Float.self, from: "1") == 1)
        #expect(throws: StratusCodableError.self) { try decoder.decode(Int.self, from: "12a") }
        #expect(throws: StratusCodableError.self) { try decoder.decode(Double.self, from: "nan") }
        #expect(throws: StratusCodableError.self) { try decoder.decode(Int.self, from: "inf") }
    }

    @Test func clampsOutOfRangeNumbersInsteadOfTrapping() throws {
        #expect(try decoder.decode(UInt8.self, from: 300) == 255)
        #expect(try decoder.decode(UInt8.self, from: -1) == 0)
        #expect(try decoder.decode(Int32.self, from: 1e20) == Int32.max)
        #expect(try decoder.decode(Int.self, from: -1e300) == Int.min)
        // A string without a '.' past 64 bits is no number (nimbus-core's toLongOrNull); with a '.' it clamps.
        #expect(throws: StratusCodableError.self) { try decoder.decode(Int.self, from: "99999999999999999999") }
        #expect(try decoder.decode(Int.self, from: "99999999999999999999.0") == Int.max)
        #expect(try decoder.decode(Float.self, from: 1e300) == Float.greatestFiniteMagnitude)
    }

    @Test func failsOnOutOfRangeNumbersWhenAsked() {
        var failing = StratusDecoder()
        failing.outOfRangeNumbers = .fail
        do {
            _ = try failing.decode([UInt8].self, from: [1, 256])
            Issue.record("256 fit in UInt8")
        } catch {
            #expect(error.path == "[1]")
            #expect(error.message.contains("256 does not fit in UInt8"))
        }
    }

    @Test func rejectsNaNAndInfinity() {
        #expect(throws: StratusCodableError.self) { try decoder.decode(Int.self, from: .double(.nan)) }
        #expect(throws: StratusCodableError.self) { try decoder.decode(Double.self, from: .double(.infinity)) }
    }

    @Test func decodesBooleansOnlyFromBooleans() throws {
        #expect(try decoder.decode(Bool.self, from: true))
        #expect(throws: StratusCodableError.self) { try decoder.decode(Bool.self, from: "true") }
        #expect(throws: StratusCodableError.self) { try decoder.decode(Bool.self, from: 2) }
    }

    @Test func matchesEnumsCaseInsensitively() throws {
        #expect(try decoder.decode(Alignment.self, from: "CENTER") == .center)
        #expect(try decoder.decode(Alignment.self, from: "FitContent") == .fitContent)
        #expect(try decoder.decode(Method.self, from: "post") == .post)
        do {
            _ = try decoder.decode([Alignment].self, from: ["start", "middle"])
            Issue.record("decoded an unknown case")
        } catch {
            #expect(error.message == #""middle" is not a valid Alignment for "[1]"; expected one of "start", "center", "fitContent""#)
        }
    }

    @Test func decodesURLFromString() throws {
        #expect(try decoder.decode(URL.self, from: "https://example.com/a") == URL(string: "https://example.com/a"))
        #expect(throws: StratusCodableError.self) { try decoder.decode(URL.self, from: 3) }
    }

    @Test func errorsNameThePathAndTheKindFound() throws {
        let value = try JSONValue(parsing: #"{"properties":{"text":"a","size":true}}"#)
        struct Wrapper: Decodable { var properties: Properties }
        do {
            _ = try decoder.decode(Wrapper.self, from: value)
            Issue.record("decoded a boolean as a number")
        } catch {
            #expect(error.description == #"expected a number for "properties.size", found a boolean (true)"#)
            #expect(error.kind == .typeMismatch)
            #expect(error.path == "properties.size")
        }
    }

    @Test func errorsCarryFullPathsThroughArrays() throws {
        let value = try JSONValue(parsing: #"""
            {"id":"root","children":[{"id":"a"},{"id":"b"},{"id":"c","properties":{"size":1}}]}
            """#)
        do {
            _ = try decoder.decode(Node.self, from: value)
            Issue.record("decoded a missing key")
        } catch {
            #expect(error.kind == .keyNotFound)
            #expect(error.path == "children[2].properties.text")
            #expect(error.description == #"missing required key "children[2].properties.text""#)
        }
    }

    @Test func codingPathsAreExactAndUserInfoReachesEveryDecoder() throws {
        struct Holder: Decodable {
            var first: PathRecorder
            var list: [PathRecorder]
            var nested: [String: [PathRecorder]]
        }
        let value: JSONValue = ["first": 1, "list": [1, 2], "nested": ["inner": [nil]]]
        let decoder = StratusDecoder(userInfo: [PathRecorder.key: "here"])
        let holder = try decoder.decode(Holder.self, from: value)
        #expect(holder.first.path == "first")
        #expect(holder.list.map(\.path) == ["list[0]", "list[1]"])
        #expect(holder.nested["inner"]?.first?.path == "nested.inner[0]")
        #expect(holder.first.marker == "here")
        #expect(holder.nested["inner"]?.first?.marker == "here")
    }

    /// Values given as entries reach every nested decoder as `userInfo`'s do, through `userInfo` and through
    /// `stratusUserInfo(_:)`, an entry over a dictionary value with the same key.
    @Test func userInfoEntriesReachNestedDecodersBesideTheDictionary() throws {
        struct Reader: Decodable {
            var marker: String?
            var other: String?
            var throughDictionary: String?
            init(from decoder: any Decoder) throws {
                marker = decoder.stratusUserInfo(PathRecorder.key) as? String
                other = decoder.stratusUserInfo(Self.other) as? String
                throughDictionary = decoder.userInfo[PathRecorder.key] as? String
            }
            static let other = CodingUserInfoKey(rawValue: "other")!
        }
        let decoder = StratusDecoder(userInfo: [PathRecorder.key: "dictionary", Reader.other: "kept"],
                                     userInfoEntries: [(PathRecorder.key, "entry")])
        let readers = try decoder.decode([String: [Reader]].self, from: ["list": [1, 2]])
        #expect(readers["list"]?.map(\.marker) == ["entry", "entry"])
        #expect(readers["list"]?.map(\.other) == ["kept", "kept"])
        #expect(readers["list"]?.map(\.throughDictionary) == ["entry", "entry"])
        let plain = try StratusDecoder().decode(Reader.self, from: 1)
        #expect(plain.marker == nil && plain.other == nil && plain.throughDictionary == nil)
    }

    @Test func strictPolicyHasFoundationSemanticsWithBetterMessages() throws {
        let strict = StratusDecoder(policy: .strict)
        #expect(try strict.decode(Int.self, from: 1.0) == 1)
        #expect(throws: StratusCodableError.self) { try strict.decode(String.self, from: 1) }
        #expect(throws: StratusCodableError.self) { try strict.decode(Int.self, from: "1") }
        #expect(throws: StratusCodableError.self) { try strict.decode(Alignment.self, from: "CENTER") }
        do {
            _ = try strict.decode([String: Int].self, from: ["x": 1.5])
            Issue.record("decoded 1.5 as Int")
        } catch {
            #expect(error.description == #"expected an integer for "x", found a number (1.5)"#)
        }
        do {
            _ = try strict.decode([UInt8].self, from: [256])
            Issue.record("decoded 256 as UInt8")
        } catch {
            #expect(error.description == #"the number 256 does not fit in UInt8 for "[0]" (0...255)"#)
        }
    }

    @Test func missingOptionalsAndNullsAreNil() throws {
        let value: JSONValue = ["text": "a", "size": 2, "ratio": nil]
        #expect(try decoder.decode(Properties.self, from: value) == Properties(text: "a", size: 2))
        #expect(throws: StratusCodableError.self) {
            try decoder.decode(Properties.self, from: ["text": "a", "size": 2, "enabled": "yes"])
        }
    }

    @Test func decodesFromBytesWithParseErrorPositions() throws {
        let data = Data(#"{"text":"a","size":"3"}"#.utf8)
        #expect(try decoder.decode(Properties.self, from: data) == Properties(text: "a", size: 3))
        do {
            _ = try decoder.decode(Properties.self, from: Data("{\"text\":".utf8))
            Issue.record("decoded truncated JSON")
        } catch {
            #expect(error.position?.byteOffset == 8)
        }
    }

    @Test func collectsEveryErrorAndKeepsTheRest() throws {
        let value: JSONValue = ["text": nil, "size": true, "ratio": "x", "enabled": true]
        let (result, errors) = decoder.decodeCollectingErrors(Properties.self, from: value)
        #expect(result == Properties(text: "", size: 0, ratio: nil, enabled: true))
        #expect(errors.map(\.path) == ["text", "size", "ratio"])
        #expect(errors.first?.description == #"expected a string for "text", found null"#)
    }

    @Test func collectingModeUsesPlaceholdersForNestedValues() throws {
        struct Screen: Decodable {
            var title: String
            var alignment: Alignment
            var children: [Properties]
        }
        let value: JSONValue = ["alignment": "nowhere", "children": [["text": "a", "size": 1], ["text": "b"]]]
        let (result, errors) = decoder.decodeCollectingErrors(Screen.self, from: value)
        #expect(result?.title == "")
        #expect(result?.alignment == .start)
        #expect(result?.children.map(\.text) == ["a", "b"])
        #expect(errors.map(\.path) == ["title", "alignment", "children[1].size"])
    }

    @Test func decodesJSONValuePropertiesAsIs() throws {
        struct Raw: Decodable { var any: JSONValue }
        let value: JSONValue = ["any": ["z": 1, "a": 1.0]]
        #expect(try decoder.decode(Raw.self, from: value).any == ["z": 1, "a": 1.0])
    }

    @Test func jsonValueIsCodableThroughFoundation() throws {
        let value: JSONValue = ["a": [1, 2.5, "s", true, nil]]
        let data = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: data) == value)
    }
}

@Suite struct DecodingErrorPositionTests {
    struct Item: Decodable { var size: Int; var name: String }
    struct Screen: Decodable { var title: String; var items: [Item] }

    @Test func decodingErrorsFromBytesCarryTheLineAndColumnOfTheValue() {
        let text = """
            {
              "title": "x",
              "items": [
                {"size": 1, "name": "a"},
                {"name": "b", "size": true}
              ]
            }
            """
        do {
            _ = try StratusDecoder().decode(Screen.self, from: Data(text.utf8))
            Issue.record("decoded a boolean as a number")
        } catch {
            #expect(error.path == "items[1].size")
            #expect(error.position?.line == 5)
            #expect(error.position?.column == 27)
            #expect(error.description == #"line 5, column 27: expected a number for "items[1].size", found a boolean (true)"#)
        }
    }

    @Test func missingKeysPointAtTheObjectThatLacksThem() {
        let text = "{\"title\": \"x\", \"items\": [\n  {\"size\": 1}\n]}"
        do {
            _ = try StratusDecoder().decode(Screen.self, parsing: text)
            Issue.record("decoded a missing key")
        } catch {
            #expect(error.kind == .keyNotFound)
            #expect(error.position?.line == 2)
            #expect(error.position?.column == 3)
        }
    }

    @Test func pathsWithEscapedKeysAndNestedSkipsAreFound() {
        let text = #"{"a\"b": [ {"x": "]}"}, [1, {"y": 2}], "z" ], "k": {"deep": "no"}}"#
        struct Deep: Decodable { var deep: Int }
        struct Root: Decodable { var k: Deep }
        do {
            _ = try StratusDecoder().decode(Root.self, parsing: text)
            Issue.record("decoded a word as a number")
        } catch {
            #expect(error.position?.byteOffset == text.utf8.count - 6)
        }
    }
}
