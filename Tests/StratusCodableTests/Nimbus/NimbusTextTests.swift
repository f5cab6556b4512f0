import Testing
@testable import StratusCodable

/// Nimbus text (Kotlin's `toString`) for every kind of value; the expected strings are the nimbus-core
/// operation and expression oracles (nimbus-core `OperationsTest`, layout-compose `TextTest`).
@Suite struct NimbusTextTests {
    @Test func doublesFollowKotlinDoubleToString() {
        let cases: [(Double, String)] = [
            (100, "100.0"), (5, "5.0"), (1.5, "1.5"), (95.785429, "95.785429"), (133.7, "133.7"),
            (21.599999999999998, "21.599999999999998"), (113.448, "113.448"), (2.341954022988506, "2.341954022988506"),
            (11.0, "11.0"), (-1.5, "-1.5"), (0.75, "0.75"), (0, "0.0"), (-0.0, "-0.0"),
            (1.5e7, "1.5E7"), (1e7, "1.0E7"), (9_999_999, "9999999.0"), (12_345_678.9, "1.23456789E7"),
            (0.0001, "1.0E-4"), (0.001, "0.001"), (0.000999, "9.99E-4"), (-2.5e-5, "-2.5E-5"),
            (1e20, "1.0E20"), (1.7976931348623157e308, "1.7976931348623157E308"),
            (.infinity, "Infinity"), (-.infinity, "-Infinity"), (.nan, "NaN"),
        ]
        for (number, text) in cases {
            #expect(NimbusText.double(number) == text, "\(number)")
            #expect(NimbusText.string(.double(number)) == text, "\(number)")
        }
    }

    @Test func integersBooleansAndNullPrintAsKotlinDoes() {
        #expect(NimbusText.string(25) == "25")
        #expect(NimbusText.string(-3) == "-3")
        #expect(NimbusText.string(.integer(.max)) == "9223372036854775807")
        #expect(NimbusText.string(true) == "true")
        #expect(NimbusText.string(nil) == "null")
        #expect(NimbusText.templatePart(nil) == "")
        #expect(NimbusText.optionalString(nil) == nil)
        #expect(NimbusText.optionalString(.null) == nil)
    }

    @Test func listsAndMapsPrintWithoutQuotes() {
        let list: JSONValue = [1, 3456, true, nil, ["a": 1], [0, 1]]
        #expect(NimbusText.string(list) == "[1, 3456, true, null, {a=1}, [0, 1]]")
        let map: JSONValue = ["a": 1, "b": 234, "c": true, "d": nil, "e": ["a": 1], "f": [0, 1]]
        #expect(NimbusText.string(map) == "{a=1, b=234, c=true, d=null, e={a=1}, f=[0, 1]}")
        #expect(NimbusText.string([1, 2.5, ["a": 1], "x"]) == "[1, 2.5, {a=1}, x]")
        #expect(NimbusText.string([]) == "[]")
        #expect(NimbusText.string([:]) == "{}")
    }

    @Test func aLiteralTooLargeForAnIntegerShowsAsKotlinsDouble() throws {
        let value = try JSONValue(parsing: "99999999999999999999")
        #expect(NimbusText.string(value) == "1.0E20")
        #expect(try StratusDecoder().decode(String.self, from: .double(1.5e7)) == "1.5E7")
        #expect(try StratusDecoder().decode(String.self, from: [1, 2.5, ["a": 1]]) == "[1, 2.5, {a=1}]")
    }
}

/// Nimbus coercion: the one set of rules for reading a value as another kind.
@Suite struct NimbusCoercionTests {
    @Test func numbersComeFromNumbersAndNumericStrings() {
        #expect(NimbusCoercion.number("1") == .integer(1))
        #expect(NimbusCoercion.number("1.0") == .double(1))
        #expect(NimbusCoercion.number("-2.5") == .double(-2.5))
        #expect(NimbusCoercion.number(7) == .integer(7))
        #expect(NimbusCoercion.number("") == nil)
        #expect(NimbusCoercion.number("true") == nil)
        #expect(NimbusCoercion.number("nan") == nil)
        #expect(NimbusCoercion.number(true) == nil)
        #expect(NimbusCoercion.number([1]) == nil)
    }

    /// As nimbus-core's `toNumberOrNull` (utils/number.kt): a string without a `.` is an integer or nothing, so an
    /// exponent counts only after a `.`.
    @Test func anExponentWithoutADotIsNoNumber() {
        #expect(NimbusCoercion.number("1e3") == nil)
        #expect(NimbusCoercion.number("-2E3") == nil)
        #expect(NimbusCoercion.number("1.5e3") == .double(1500))
        #expect(NimbusCoercion.number("1.0E-2") == .double(0.01))
        #expect(NimbusCoercion.number("+12") == .integer(12))
        #expect(NimbusCoercion.number("99999999999999999999") == nil)
        #expect(NimbusCoercion.integer("1e3") == nil)
    }

    @Test func integersTruncateTowardZero() {
        #expect(NimbusCoercion.integer(1.9) == 1)
        #expect(NimbusCoercion.integer(-1.9) == -1)
        #expect(NimbusCoercion.integer("1.1") == 1)
        #expect(NimbusCoercion.integer(1e300) == .max)
        #expect(NimbusCoercion.integer("x") == nil)
    }

    @Test func onlyRealBooleansAreBooleans() {
        #expect(NimbusCoercion.bool(false) == false)
        #expect(NimbusCoercion.bool("false") == nil)
        #expect(NimbusCoercion.bool(0) == nil)
    }

    @Test func enumCasesMatchIgnoringCase() {
        #expect(NimbusCoercion.enumCase("POST", in: ["get", "post"]) == "post")
        #expect(NimbusCoercion.enumCase("fitContent", in: ["expand", "fitcontent"]) == "fitcontent")
        #expect(NimbusCoercion.enumCase("put", in: ["get", "post"]) == nil)
        #expect(NimbusCoercion.enumCase(1, in: ["1"]) == nil)
    }
}
