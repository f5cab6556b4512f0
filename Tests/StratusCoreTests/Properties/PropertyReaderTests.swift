import Testing
@testable import StratusCore

/// `PropertyReader` (Properties/PropertyReader.swift): the one way properties and arguments are read, with one
/// error behaviour: reads never throw, a value that does not fit records the core's error, and the caller
/// reports them all at the end.
@Suite struct PropertyReaderTests {
    @Test func readsCoerceAsNimbusDoes() {
        let reader = PropertyReader(["s": 12, "n": "7", "d": "1.5", "b": true, "e": "POST", "h": ["x": 1]] as JSONValue)
        #expect(reader["s"].string() == "12")
        #expect(reader["n"].int() == 7)
        #expect(reader["d"].double() == 1.5)
        #expect(reader["b"].bool() == true)
        #expect(reader["e"].optionalEnum(HTTPMethod.self) == .post)
        #expect(reader["h"].stringMap() == ["x": "1"])
        #expect(!reader.hasErrors)
    }

    @Test func optionalReadsOfAbsentOrNullValuesAreNilWithoutError() {
        let reader = PropertyReader(["n": nil] as JSONValue)
        #expect(reader["n"].optionalInt() == nil)
        #expect(reader["missing"].optionalBool() == nil)
        #expect(reader["missing"].optionalObject() == nil)
        #expect(reader.errors.isEmpty)
    }

    @Test func optionalReadsOfValuesThatDoNotFitAreNilWithTheCoresError() {
        let reader = PropertyReader(["i": "many", "b": "true", "l": 3, "m": [1], "e": "fly"] as JSONValue)
        #expect(reader["i"].optionalInt() == nil)
        #expect(reader["b"].optionalBool() == nil)
        #expect(reader["l"].optionalArray() == nil)
        #expect(reader["m"].optionalObject() == nil)
        #expect(reader["e"].optionalEnum(LogEntry.Level.self) == nil)
        #expect(reader.errors == [
            "Expected a number for property \"i\", but found many.",
            "Expected a boolean for property \"b\", but found String.",
            "Expected a list for property \"l\", but found Int.",
            "Expected a map for property \"m\", but found List.",
            "Expected " + LogEntry.Level.allCases.map(\.rawValue).joined(separator: ", ")
                + " for property \"e\", but found fly.",
        ])
    }

    @Test func requiredReadsOfNullGiveTheEmptyValueAndAnError() {
        let reader = PropertyReader(arguments: [nil, "x"])
        #expect(reader[0].string() == "")
        #expect(reader[1].int() == 0)
        #expect(reader[2].bool() == false)
        #expect(reader.errors == [
            "Expected a string for property \"[0]\", but found null.",
            "Expected a number for property \"[1]\", but found x.",
            "Expected a boolean for property \"[2]\", but found null.",
        ])
    }

    @Test func childReadersShareTheirParentsErrors() {
        let reader = PropertyReader(["headers": ["accept": ["a"]], "list": [1, "two"]] as JSONValue)
        #expect(reader["list"][1].optionalInt() == nil)
        reader["headers"]["accept"].addError("custom problem")
        #expect(reader.errors == ["Expected a number for property \"list[1]\", but found two.", "custom problem"])
        #expect(reader.errorsDescription == reader.errors.joined(separator: "\n"))
    }
}
