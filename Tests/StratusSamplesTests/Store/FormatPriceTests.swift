import StratusCore
@testable import StratusSamples
import Testing

/// `formatPrice`'s arguments read without a decoder (`OperationDecodable.fromPlainArguments`) give what decoding
/// gives, and everything else is left to decoding.
@Suite struct FormatPriceTests {
    /// What decoding the arguments gives, as the operation formats it; nil when decoding fails.
    static func decoded(_ arguments: [JSONValue]) -> String? {
        let object: JSONValue = .object(["value": arguments[0], "currency": arguments[1]])
        return (try? StratusDecoder(policy: .nimbus).decode(FormatPrice.self, from: object))?.execute()
    }

    @Test(arguments: [
        [JSONValue.double(33.97), "USD"], [.integer(12), .null], [.double(1234.5), "brl"], [.integer(-7), "EUR"],
        [.double(0.005), "XYZ"], [.integer(123_456_789), "USD"],
    ])
    func plainArgumentsAreReadAsDecodingReadsThem(_ arguments: [JSONValue]) throws {
        let plain = try #require(FormatPrice.fromPlainArguments(arguments))
        #expect(plain.execute() == Self.decoded(arguments))
    }

    @Test(arguments: [
        [JSONValue.string("10.5"), "BRL"], [.double(1), .integer(3)], [.bool(true), "USD"], [.null, "USD"],
        [.integer(1), .bool(false)], [.double(.infinity), "USD"],
    ])
    func otherArgumentsAreLeftToDecoding(_ arguments: [JSONValue]) {
        #expect(FormatPrice.fromPlainArguments(arguments) == nil)
    }

    /// An amount whose cents overflow 64 bits is written as Swift writes the number, not counted in cents (which
    /// stopped the program); the largest that still fits keeps its cents and groups.
    @Test func aHugePriceIsWrittenWithoutCountingItsCents() throws {
        #expect(try #require(FormatPrice.fromPlainArguments([.double(1e20), "USD"])).execute() == "$1e+20")
        #expect(try #require(FormatPrice.fromPlainArguments([.double(-1e20), "BRL"])).execute() == "R$ -1e+20")
        #expect(try #require(FormatPrice.fromPlainArguments([.double(-9.2e18), "XYZ"])).execute() == "-9.2e+18 XYZ")
        #expect(try #require(FormatPrice.fromPlainArguments([.integer(90_000_000_000_000_000), "USD"])).execute()
            == "$90,000,000,000,000,000.00")
    }

    @Test func aPriceWrittenAsTextIsStillFormatted() {
        #expect(Self.decoded(["10.5", "BRL"]) == "R$ 10,50")
        #expect(FormatPrice.jsonValue(of: "R$ 10,50") == .string("R$ 10,50"))
    }
}
