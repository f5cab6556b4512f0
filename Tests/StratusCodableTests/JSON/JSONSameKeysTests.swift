import Foundation
import Testing
@testable import StratusCodable

/// An object with the keys of the object before it is read at once (JSONParser+SameKeys.swift); one that stops
/// being such an object is read member by member from where it stopped, with the same values and the same errors.
@Suite struct JSONSameKeysTests {
    @Test func objectsThatStopMatchingAnywhereKeepTheirMembers() throws {
        // Each after an object with scalars only and the keys a, b: the one read at once.
        let objects = [
            #"{"a":2,"b":[3]}"#, #"{"a":4,"b":{"c":5}}"#, #"{"a":6}"#, #"{"a":7,"b":8,"c":9}"#, #"{"b":10,"a":11}"#,
            #"{ "a" : 12 , "b" : "y" }"#, #"{"a":true,"b":null}"#, #"{"a":false,"b":-1.5e2}"#,
            #"{"a":{"a":1,"b":2},"b":3}"#, #"{"a":"\u0041","b":"\n"}"#, #"{"a\u0062":1,"b":2}"#, #"{"a":[],"b":{}}"#,
        ]
        let expected: [JSONValue] = [
            ["a": 2, "b": [3]], ["a": 4, "b": ["c": 5]], ["a": 6], ["a": 7, "b": 8, "c": 9], ["b": 10, "a": 11],
            ["a": 12, "b": "y"], ["a": true, "b": nil], ["a": false, "b": -150.0], ["a": ["a": 1, "b": 2], "b": 3],
            ["a": "A", "b": "\n"], ["ab": 1, "b": 2], ["a": [], "b": [:]],
        ]
        let primer = #"{"a":0,"b":"x"}"#
        let value = try JSONValue(parsing: "[" + objects.map { primer + "," + $0 }.joined(separator: ",") + "]")
        let items = try #require(value.arrayValue)
        #expect(items.count == 2 * objects.count)
        for (offset, object) in expected.enumerated() {
            #expect(items[2 * offset] == ["a": 0, "b": "x"])
            #expect(items[2 * offset + 1] == object, "\(objects[offset])")
            // Equality of objects ignores order: the keys are checked in the order written.
            #expect(items[2 * offset + 1].objectValue.map { Array($0.keys) } == object.objectValue.map { Array($0.keys) })
        }
    }

    /// The keys of the object before are compared with the input a word at a time: keys of every length, ones
    /// that differ only in their last byte, keys at the very end of the input, keys that need escapes.
    @Test func keysOfEveryLengthAreComparedWholly() throws {
        for length in 0...20 {
            let key = String(repeating: "k", count: length), other = String(repeating: "k", count: max(0, length - 1)) + "x"
            let text = #"[{"\#(key)":1,"z":2},{"\#(key)":3,"z":4},{"\#(other)":5,"z":6},{"z":7,"\#(key)":8}]"#
            let items = try #require(try JSONValue(parsing: text).arrayValue)
            #expect(items[1].objectValue.map { Array($0.keys) } == [key, "z"])
            #expect(items[2] == (length == 0 ? ["x": 5, "z": 6] : [other: 5, "z": 6]))
            #expect(items[3].objectValue.map { Array($0.keys) } == ["z", key])
            // The last object's keys end just before the end of the input: no word reaches past it.
            let atEnd = try JSONValue(parsing: #"[{"z":1,"\#(key)":2},{"z":3,"\#(key)":4}]"#)
            #expect(atEnd == [["z": 1, key: 2], ["z": 3, key: 4]])
        }
        let escaped = try JSONValue(parsing: #"[{"a\"b":1,"é":2},{"a\"b":3,"é":4},{"a\u0022b":5,"\u00e9":6}]"#)
        #expect(escaped == [["a\"b": 1, "é": 2], ["a\"b": 3, "é": 4], ["a\"b": 5, "é": 6]])
        let nonASCII = try JSONValue(parsing: #"[{"prix €":1,"b":2},{"prix €":3,"b":4},{"prix \u20ac":5,"b":6}]"#)
        #expect(nonASCII == [["prix €": 1, "b": 2], ["prix €": 3, "b": 4], ["prix €": 5, "b": 6]])
    }

    @Test func objectsAfterOneHoldingContainersAreReadMemberByMember() throws {
        let text = #"[{"a":[1],"b":2},{"a":[3],"b":4},{"a":5,"b":6},{"a":7,"b":8}]"#
        #expect(try JSONValue(parsing: text) == [["a": [1], "b": 2], ["a": [3], "b": 4], ["a": 5, "b": 6], ["a": 7, "b": 8]])
    }

    /// Broken objects, each written after an object with its keys and after one of the same length with other
    /// keys: the error is the same, at the same place.
    @Test(arguments: [
        #"{"a":1 "b":2}"#, #"{"a" 1,"b":2}"#, #"{"a":1,"b" 2}"#, #"{"a":1,"b":}"#, #"{"a":,"b":2}"#,
        #"{"a":1,"b":2,}"#, #"{"a":1,"b":2,"a":3}"#, #"{"a":1,"a":2}"#, #"{"a":01,"b":2}"#, #"{"a":"x\q","b":2}"#,
        #"{"a":1,"b":2"#, #"{"a":tru,"b":2}"#, #"{"a":1,"b":[1,]}"#, #"{"a":1,"b":2]"#, #"{"a":1,"b":x}"#,
        #"{"a":1,"b""#, #"{"a":1,"#, #"{"a":-,"b":2}"#,
    ])
    func aBrokenObjectFailsAsItWouldAlone(_ broken: String) {
        func failure(after first: String) -> (String, SourcePosition?)? {
            do {
                _ = try JSONValue(parsing: "[" + first + "," + broken + "]")
                return nil
            } catch {
                return (error.message, error.position)
            }
        }
        let afterSameKeys = failure(after: #"{"a":1,"b":2}"#)
        let afterOtherKeys = failure(after: #"{"x":1,"y":2}"#)
        #expect(afterSameKeys != nil)
        #expect(afterSameKeys?.0 == afterOtherKeys?.0)
        #expect(afterSameKeys?.1 == afterOtherKeys?.1)
    }

    @Test func optionsApplyToObjectsReadAtOnce() throws {
        let trailing = try JSONValue(parsing: #"[{"a":1,"b":2},{"a":3,"b":4,}]"#,
                                     options: .init(allowsTrailingCommas: true))
        #expect(trailing == [["a": 1, "b": 2], ["a": 3, "b": 4]])
        let repeated = try JSONValue(parsing: #"[{"a":1,"b":2},{"a":3,"b":4,"a":5}]"#,
                                     options: .init(duplicateKeys: .keepFirst))
        #expect(repeated == [["a": 1, "b": 2], ["a": 3, "b": 4]])
        let shortened = try JSONValue(
            parsing: #"[{"a":1,"b":[1,2,3]},{"a":2,"b":[4,5,6]},{"a":3,"b":{"b":[7,8,9]}}]"#,
            options: .init(shortening: .init(members: ["b"], keptElements: 1)))
        #expect(shortened == [["a": 1, "b": [1]], ["a": 2, "b": [4]], ["a": 3, "b": ["b": [7]]]])
    }
}
