import Testing
@testable import StratusCore

/// Docs/Nimbus.md §4, rows of the core's `unity/operations/{sum,subtract,multiply,divide}.kt`.
struct ArithmeticOracleTests {
    /// The coercion pairs shared by sum, subtract and multiply.
    static let pairs: [(JSONValue, JSONValue)] = [
        (6, 4), (4.5, 6), (4.5, 4.5), (6, 4.5), (1, 1.5), (2.0, 1), ("1", 1.0), (2.5, "1.0"), ("1", "1"), ("2", 1),
        (1, true), ("1", false), ("", ""),
    ]

    static func run(_ name: String, _ arguments: [JSONValue]) throws -> JSONValue {
        let operation = try #require(BuiltinOperations.all[name])
        return (try? operation(arguments)) ?? .null
    }

    @Test func sumOfIntegersStaysInteger() throws {
        #expect(try Self.run("sum", [16, 2, 2]) == .integer(20))
    }

    @Test func sumOfDoublesKeepsBinaryRounding() throws {
        #expect(try Self.run("sum", [16.3, 2.4, 2.9]) == .double(21.599999999999998))
    }

    @Test func sumOfMixedNumbersIsDouble() throws {
        #expect(try Self.run("sum", [16, 2.5, 2]) == .double(20.5))
    }

    @Test(arguments: zip(0..<13, [JSONValue]([10, 10.5, 9.0, 10.5, 2.5, 3.0, 2.0, 3.5, 2, 3, nil, nil, nil])))
    func sumCoercesLikeTheCore(row: Int, expected: JSONValue) throws {
        let (left, right) = Self.pairs[row]
        #expect(try Self.run("sum", [left, right]) == expected)
    }

    /// A numeric string with an exponent but no `.` is not a number to nimbus-core's `toNumberOrNull`, so the
    /// sum is null; with a `.` it is a double.
    @Test func anExponentWithoutADotMakesTheSumNull() throws {
        #expect(try Self.run("sum", ["1e3", 1]) == .null)
        #expect(try Self.run("sum", ["1.0e3", 1]) == .double(1001))
        #expect(try Self.run("gt", ["2e3", 1]) == .bool(false))
    }

    @Test func subtractFoldsLeft() throws {
        #expect(try Self.run("subtract", [16, 2, 2]) == .integer(12))
        #expect(try Self.run("subtract", [16.3, 2.4, 2.9]) == .double(11.0))
        #expect(try Self.run("subtract", [16, 2.5, 2]) == .double(11.5))
    }

    @Test(arguments: zip(0..<13, [JSONValue]([2, -1.5, 0.0, 1.5, -0.5, 1.0, 0.0, 1.5, 0, 1, nil, nil, nil])))
    func subtractCoercesLikeTheCore(row: Int, expected: JSONValue) throws {
        let (left, right) = Self.pairs[row]
        #expect(try Self.run("subtract", [left, right]) == expected)
    }

    @Test func multiplyFolds() throws {
        #expect(try Self.run("multiply", [16, 2, 2]) == .integer(64))
        #expect(try Self.run("multiply", [16.3, 2.4, 2.9]) == .double(113.448))
        #expect(try Self.run("multiply", [16, 2.5, 2]) == .double(80.0))
    }

    @Test(arguments: zip(0..<13, [JSONValue]([24, 27.0, 20.25, 27.0, 1.5, 2.0, 1.0, 2.5, 1, 2, nil, nil, nil])))
    func multiplyCoercesLikeTheCore(row: Int, expected: JSONValue) throws {
        let (left, right) = Self.pairs[row]
        #expect(try Self.run("multiply", [left, right]) == expected)
    }

    @Test func divideKeepsExactIntegerDivisionsIntegral() throws {
        #expect(try Self.run("divide", [16, 2, 2]) == .integer(4))
        #expect(try Self.run("divide", [16.3, 2.4, 2.9]) == .double(2.341954022988506))
        #expect(try Self.run("divide", [16, 2.5, 2]) == .double(3.2))
    }

    static let dividePairs: [(JSONValue, JSONValue)] = [
        (6, 4), (4.5, 6), (4.5, 4.5), (6, 3.0), (3, 1.5), (2.0, 1), ("1", 1.0), (2.5, "1.0"), ("1", "1"), ("2", 1),
        (1, true), ("1", false), ("", ""),
    ]

    @Test(arguments: zip(0..<13, [JSONValue]([1.5, 0.75, 1.0, 2.0, 2.0, 2.0, 1.0, 2.5, 1, 2, nil, nil, nil])))
    func divideCoercesLikeTheCore(row: Int, expected: JSONValue) throws {
        let (left, right) = Self.dividePairs[row]
        #expect(try Self.run("divide", [left, right]) == expected)
    }

    @Test func integerDivisionByZeroGivesNullButDoubleGivesInfinity() throws {
        let divide = try #require(BuiltinOperations.all["divide"])
        #expect(throws: StratusCoreError.self) { try divide([1, 0]) }
        #expect(try Self.run("divide", [1.0, 0]) == .double(.infinity))
    }

    @Test func emptyArgumentListThrows() throws {
        let sum = try #require(BuiltinOperations.all["sum"])
        #expect(throws: StratusCoreError.self) { try sum([]) }
    }

    @Test func integerOverflowBecomesDouble() throws {
        #expect(try Self.run("sum", [.integer(Int64.max), 1]) == .double(Double(Int64.max) + 1))
    }
}

/// Docs/Nimbus.md §4, rows of `gt.kt`, `gte.kt`, `lt.kt`, `lte.kt` and `eq.kt`.
struct ComparisonOracleTests {
    static let pairs: [(JSONValue, JSONValue)] = [
        (2, 1), (1, 1), (1, 2), (2.0, 1.0), (2.0, 1), (1.0, 1), (1.0, 2), ("2", 1.0), ("2", 1), ("2", "1"), ("1", "1"),
        ("1", "1.0"), ("1.0", 2.0), ("1.0", "2.0"), ("true", 2),
    ]

    static func results(_ name: String, _ pairs: [(JSONValue, JSONValue)]) throws -> [Bool] {
        try pairs.map { try ArithmeticOracleTests.run(name, [$0.0, $0.1]).boolValue ?? false }
    }

    @Test func gtMatchesTheCoreTable() throws {
        // gt.kt has no (1.0, 2) row.
        var pairs = Self.pairs
        pairs.remove(at: 6)
        #expect(try Self.results("gt", pairs)
            == [true, false, false, true, true, false, true, true, true, false, false, false, false, false])
        #expect(try ArithmeticOracleTests.run("gt", [5, 4]) == true)
        #expect(try ArithmeticOracleTests.run("gt", [5.4567, 5.4566]) == true)
        #expect(try ArithmeticOracleTests.run("gt", [5, 5.4566]) == false)
    }

    @Test func gteMatchesTheCoreTable() throws {
        #expect(try Self.results("gte", Self.pairs)
            == [true, true, false, true, true, true, false, true, true, true, true, true, false, false, false])
        #expect(try ArithmeticOracleTests.run("gte", [5.4565, 5.4566]) == false)
    }

    @Test func ltMatchesTheCoreTable() throws {
        #expect(try Self.results("lt", Self.pairs)
            == [false, false, true, false, false, false, true, false, false, false, false, false, true, true, false])
    }

    @Test func lteMatchesTheCoreTable() throws {
        #expect(try Self.results("lte", Self.pairs)
            == [false, true, true, false, false, true, true, false, false, false, true, true, true, true, false])
    }

    @Test func comparisonWithANullSideIsFalse() throws {
        for name in ["gt", "gte", "lt", "lte"] {
            #expect(try ArithmeticOracleTests.run(name, [nil, 1]) == false)
            #expect(try ArithmeticOracleTests.run(name, [1, nil]) == false)
        }
    }

    @Test func eqMatchesTheCoreTable() throws {
        let pairs: [(JSONValue, JSONValue)] = [
            (2, 1), (1, 1), (1, 2), (2.0, 1.0), (2.0, 1), (1.0, 1), (1.0, 2), ("2", 1.0), ("2", 1), ("2", "1"),
            ("1", "1"), ("1", "1.0"), ("1.0", 2.0), ("1.0", "2.0"), ("true", "true"), ("true", "false"), ("no", "no"),
            ("no", "yes"), ("true", 2),
        ]
        #expect(try Self.results("eq", pairs) == [false, true, false, false, false, true, false, false, false, false,
                                                  true, true, false, false, true, false, true, false, false])
        #expect(try ArithmeticOracleTests.run("eq", ["a", "a"]) == true)
        #expect(try ArithmeticOracleTests.run("eq", [13.14, 13.14]) == true)
        #expect(try ArithmeticOracleTests.run("eq", [15, 15.0]) == true)
        #expect(try ArithmeticOracleTests.run("eq", [false, false]) == true)
        #expect(try ArithmeticOracleTests.run("eq", [["hello": "world"], ["hello": "world"]]) == true)
    }
}
