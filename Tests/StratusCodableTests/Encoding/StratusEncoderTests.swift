import Foundation
import Testing
@testable import StratusCodable

@Suite struct StratusEncoderTests {
    struct Sample: Codable, Equatable {
        var name: String
        var count: Int
        var ratio: Double
        var tags: [String]
        var url: URL?
        var nested: [String: Int]
    }

    @Test func encodesToJSONValueKeepingOrderAndNumberKinds() throws {
        let sample = Sample(name: "a", count: 1, ratio: 1, tags: ["x"], url: URL(string: "https://e.com"), nested: ["k": 2])
        let value = try StratusEncoder().encode(sample)
        #expect(value.description == #"{"name":"a","count":1,"ratio":1.0,"tags":["x"],"url":"https:\/\/e.com","nested":{"k":2}}"#
            .replacingOccurrences(of: "\\/", with: "/"))
        #expect(try StratusDecoder().decode(Sample.self, from: value) == sample)
    }

    @Test func rejectsNaN() {
        #expect(throws: StratusCodableError.self) { try StratusEncoder().encode(Double.nan) }
    }

    @Test func encodesNilOptionalsByOmittingThem() throws {
        struct Optionals: Encodable { var a: Int?; var b: Int? = 2 }
        #expect(try StratusEncoder().encode(Optionals()) == ["b": 2])
    }
}
