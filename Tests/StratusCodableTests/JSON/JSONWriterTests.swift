import Foundation
import Testing
@testable import StratusCodable

@Suite struct JSONWriterTests {
    @Test func printsCompactJSON() throws {
        let value: JSONValue = ["b": [1, 1.0, 0.1, "x"], "a": nil, "t": true, "o": [:], "e": []]
        #expect(value.description == #"{"b":[1,1.0,0.1,"x"],"a":null,"t":true,"o":{},"e":[]}"#)
    }

    @Test func printsPrettyJSON() {
        let value: JSONValue = ["a": [1, 2], "b": ["c": "d"], "e": []]
        #expect(value.jsonString(pretty: true) == """
            {
              "a": [
                1,
                2
              ],
              "b": {
                "c": "d"
              },
              "e": []
            }
            """)
    }

    @Test func escapesStrings() {
        let value = JSONValue.string("q\" b\\ n\n c\u{01} é")
        #expect(value.description == #""q\" b\\ n\n c\u0001 é""#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let text = #"{"a":[1,-2.5,1e-7,"\u0000",{"b":null}],"c":1.7976931348623157e+308}"#
        let value = try JSONValue(parsing: text)
        #expect(try JSONValue(parsing: value.description) == value)
        #expect(try JSONValue(parsing: value.jsonString(pretty: true)) == value)
    }

    @Test func printsTheNimbusStringForm() {
        let value: JSONValue = ["a": 1, "b": [1, 2.5, "x", true, nil]]
        #expect(NimbusText.string(value) == "{a=1, b=[1, 2.5, x, true, null]}")
    }
}

@Suite struct JSONValueEqualityTests {
    @Test func objectEqualityIgnoresKeyOrderButNumbersKeepTheirKind() {
        let a: JSONValue = ["a": 1, "b": [1, 2]]
        let b: JSONValue = ["b": [1, 2], "a": 1]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(JSONValue.integer(1) != JSONValue.double(1))
        #expect(JSONValue.array([1, 2]) != JSONValue.array([2, 1]))
        #expect(Set([a, b]).count == 1)
    }
}
