import Foundation
import StratusCodable
import Testing

/// A model holding one kind of value in every position the KeyedCodable layer treats differently: behind a nested
/// path, optional, in an array, in a dictionary, behind `@Zero` and `@Flat`.
private struct Holder<Value: Codable & Equatable>: Codable, Equatable {
    var value: Value
    var optional: Value?
    var array: [Value]
    var dictionary: [String: Value]
    @Zero var zero: Value
    @Flat var flatArray: [Value]

    enum CodingKeys: String, KeyedKey {
        case value = "nested.value"
        case optional = "nested.optional"
        case array
        case dictionary
        case zero
        case flatArray
    }
}

/// One row of the matrix: a type and its values, checked through one route.
private struct MatrixRow: CustomTestStringConvertible {
    let typeName: String
    let check: @Sendable (KeyedRoute?) throws -> Void
    var testDescription: String { typeName }

    init<Value: Codable & Equatable & Sendable>(_ values: [Value]) {
        typeName = "\(Value.self)"
        check = { route in
            for value in values {
                // The value alone (a JSON fragment), optional, and in an array.
                #expect(try route.decode(Value.self, from: route.encode(value)) == value, "\(value) via \(route.name)")
                let some: Value? = value
                #expect(try route.decode(Value?.self, from: route.encode(some)) == value, "\(value)? via \(route.name)")
                #expect(try route.decode([Value].self, from: route.encode([value, value])) == [value, value])
                // Every position of a keyed model, with the optional both present and absent.
                for optional in [value, nil] {
                    let holder = Holder(
                        value: value, optional: optional, array: values, dictionary: ["a.b": value, "c": value],
                        zero: value, flatArray: values)
                    let decoded = try route.decode(Holder<Value>.self, from: route.encode(holder))
                    #expect(decoded == holder, "\(Value.self) \(value) in a model via \(route.name)")
                }
            }
        }
    }

    static let all: [MatrixRow] = [
        MatrixRow([Int.min, -1, 0, Int.max]),
        MatrixRow([Int8.min, -1, 0, Int8.max]),
        MatrixRow([Int16.min, 0, Int16.max]),
        MatrixRow([Int32.min, 0, Int32.max]),
        MatrixRow([Int64.min, 0, Int64.max]),
        MatrixRow([UInt.min, 7, UInt(Int64.max)]),
        MatrixRow([UInt8.min, 200, UInt8.max]),
        MatrixRow([UInt16.min, UInt16.max]),
        MatrixRow([UInt32.min, UInt32.max]),
        // Above Int64.max see `unsignedBeyondInt64KeepsEveryDigitThroughFoundation`.
        MatrixRow([UInt64.min, 1, UInt64(Int64.max)]),
        MatrixRow([Float(3.3), -0.1, 0, Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude]),
        MatrixRow([3.3, -0.1, 0, 1e300, Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude]),
        MatrixRow([Decimal(string: "3.3")!, Decimal(string: "-12.75")!, 0, Decimal(string: "123456789.125")!]),
        MatrixRow([true, false]),
        MatrixRow(["", "domek", "ünïcødé \"quoted\" \\ back\nslash", "1.10", "0123"]),
        MatrixRow([Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 12_345.5)]),
        MatrixRow([Data(), Data([0, 1, 127, 128, 255])]),
        MatrixRow([URL(string: "https://example.com/a/b?c=d&e=f#g")!, URL(string: "relative/path")!]),
        MatrixRow([UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!]),
    ]
}

@Suite struct KeyedValueMatrixTests {
    /// Every value type round-trips through every route, alone and in every position of a keyed model (the
    /// scalars used to recurse until the stack overflowed in the keyed encoder).
    @Test(arguments: MatrixRow.all, KeyedRoute.withPlainFoundation)
    fileprivate func valueRoundTrips(row: MatrixRow, route: KeyedRoute?) throws {
        try row.check(route)
    }

    /// A `JSONValue` holds integers as `Int64`, so a larger `UInt64` is a double inside StratusCodable (see
    /// Docs/StratusCodable.md); Foundation's coders, with or without `Keyed`, keep every digit.
    @Test(arguments: KeyedRoute.withPlainFoundation)
    func unsignedBeyondInt64KeepsEveryDigitThroughFoundation(route: KeyedRoute?) throws {
        let value = UInt64.max - 1
        let decoded = try route.decode([UInt64].self, from: route.encode([value]))
        if route == .stratus {
            #expect(decoded == [UInt64.max], "a double near 2^64, clamped into UInt64")
        } else {
            #expect(decoded == [value])
        }
    }

    @Test func nestedArraysAndDictionariesRoundTrip() throws {
        let value: [String: [[Float?]]] = ["a": [[1.5, nil], []], "b.c": [[Float(3.3)]]]
        for route in KeyedRoute.withPlainFoundation {
            #expect(try route.decode([String: [[Float?]]].self, from: route.encode(value)) == value)
        }
    }
}
