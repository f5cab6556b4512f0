import Testing
@testable import StratusTerminal

/// `PropertyMap` (Components/Registration/PropertyMap.swift): the accessors components read their properties
/// through, with Nimbus' coercions and StratusCore's `PropertyReader`'s one error behaviour.
@Suite struct PropertyMapTests {
    static func map(_ json: String) throws -> PropertyMap {
        guard case .object(let object) = try JSONValue(parsing: json) else { throw TerminalError(.session, "not an object") }
        return PropertyMap(object)
    }

    @Test func hasIsFalseForAbsentAndNullProperties() throws {
        let map = try Self.map(#"{"a": 1, "b": null, "c": false}"#)
        #expect(map.has("a") && map.has("c"))
        #expect(!map.has("b") && !map.has("z"))
        #expect(map["b"] == .null)
        #expect(map["z"] == nil)
    }

    @Test func stringTakesAnyValueButNull() throws {
        let map = try Self.map(#"{"s": "text", "i": 42, "t": true, "n": null}"#)
        #expect(map.string("s") == "text")
        #expect(map.string("i") == "42")
        #expect(map.string("t") == "true")
        #expect(map.string("n") == nil)
        #expect(map.string("missing") == nil)
    }

    @Test func numbersAcceptNumericStringsAndIntegersAreTruncated() throws {
        let map = try Self.map(#"{"i": 7, "d": 2.9, "neg": -2.9, "s": "12", "sd": "1.5", "word": "many", "b": true}"#)
        #expect(map.int("i") == 7)
        #expect(map.int("d") == 2)
        #expect(map.int("neg") == -2)
        #expect(map.int("s") == 12)
        #expect(map.double("sd") == 1.5)
        #expect(map.double("i") == 7)
        #expect(map.int("word") == nil)
        #expect(map.double("b") == nil)
    }

    @Test func hugeNumbersAreClampedInsteadOfTrapping() throws {
        let map = try Self.map(#"{"big": 1e300, "small": -1e300}"#)
        #expect(map.int("big") == Int(Int64.max))
        #expect(map.int("small") == Int(Int64.min))
    }

    @Test func booleansAreOnlyRealBooleans() throws {
        let map = try Self.map(#"{"t": true, "f": false, "s": "true", "one": 1}"#)
        #expect(map.bool("t") == true)
        #expect(map.bool("f") == false)
        #expect(map.bool("s") == nil)
        #expect(map.bool("one") == nil)
    }

    @Test func colorsAreParsedFromHexText() throws {
        let map = try Self.map(##"{"c": "#FF000080", "short": "#0F0", "bad": "red", "number": 5}"##)
        #expect(map.color("c") == Color(red: 255, green: 0, blue: 0, alpha: 0x80))
        #expect(map.color("short") == Color(red: 0, green: 255, blue: 0))
        #expect(map.color("bad") == nil)
        #expect(map.color("number") == nil)
    }

    @Test func enumsMatchIgnoringCase() throws {
        let map = try Self.map(#"{"a": "spaceBetween", "b": "SPACEEVENLY", "c": "sideways", "d": 3}"#)
        #expect(map.enumValue("a", as: MainAxisAlignment.self) == .spaceBetween)
        #expect(map.enumValue("b", as: MainAxisAlignment.self) == .spaceEvenly)
        #expect(map.enumValue("c", as: MainAxisAlignment.self) == nil)
        #expect(map.enumValue("d", as: MainAxisAlignment.self) == nil)
    }

    @Test func nestedMapsKnowTheirPath() throws {
        let map = try Self.map(#"{"style": {"size": 3}, "list": [1, 2]}"#)
        let style = try #require(map.map("style"))
        #expect(style.int("size") == 3)
        #expect(style.path == "properties.style")
        #expect(map.map("list") == nil)
        #expect(map.array("list") == [.integer(1), .integer(2)])
        #expect(map.array("style") == nil)
    }

    @Test func withoutANodeEventsDoNothing() throws {
        let map = try Self.map(#"{"onPress": [{"_:action": "log", "properties": {"message": "x"}}]}"#)
        #expect(!map.event("onPress").exists)
        // Triggering an absent event is harmless.
        map.event("onPress").trigger()
        map.event("missing").trigger(with: .integer(1))
    }

    @Test func absentAndNullPropertiesAreNoErrors() throws {
        let map = try Self.map(#"{"n": null}"#)
        #expect(map.int("n") == nil && map.bool("missing") == nil && map.string("n") == nil && map.map("n") == nil)
        #expect(map.errors.isEmpty)
    }

    @Test func aValueThatDoesNotFitIsNilAndRecordsTheCoresError() throws {
        let map = try Self.map(##"{"word": "many", "flag": "true", "list": {}, "c": "red", "e": "sideways"}"##)
        #expect(map.int("word") == nil)
        #expect(map.bool("flag") == nil)
        #expect(map.array("list") == nil)
        #expect(map.color("c") == nil)
        #expect(map.enumValue("e", as: MainAxisAlignment.self) == nil)
        #expect(map.errors == [
            "Expected a number for property \"word\", but found many.",
            "Expected a boolean for property \"flag\", but found String.",
            "Expected a list for property \"list\", but found Map.",
            "Expected a color (#RRGGBB) for property \"c\", but found red.",
            "Expected " + MainAxisAlignment.allCases.map(\.rawValue).joined(separator: ", ")
                + " for property \"e\", but found sideways.",
        ])
    }

    @Test func nestedMapsShareTheirParentsErrors() throws {
        let map = try Self.map(#"{"style": {"size": []}}"#)
        let style = try #require(map.map("style"))
        #expect(style.int("size") == nil)
        #expect(map.errors == ["Expected a number for property \"style.size\", but found List."])
    }

    @Test func requiredReadsThrowTheSameErrorTheyRecord() throws {
        let map = try Self.map(#"{"count": "lots"}"#)
        #expect {
            let _: String = try getMapProperty(map: map, name: "title")
        } throws: { error in
            (error as? TerminalError)?.message == "Expected a string for property \"title\", but found null."
                && (error as? TerminalError)?.jsonPath == "properties.title"
        }
        #expect(throws: TerminalError.self) { let _: Int = try getMapPropertyDefault(map: map, name: "count", default: 1) }
        #expect(try getMapPropertyDefault(map: map, name: "absent", default: 7) == 7)
        #expect(map.errors == [
            "Expected a string for property \"title\", but found null.",
            "Expected a number for property \"count\", but found lots.",
        ])
    }
}
