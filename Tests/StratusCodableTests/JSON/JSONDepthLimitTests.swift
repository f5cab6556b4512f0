import Foundation
import StratusCodable
import Testing

@Suite struct JSONDepthLimitTests {
    /// No option value makes a document deep enough to overflow the stack when it is printed, hashed, decoded or
    /// released: `maximumDepth` above the hard limit acts as the hard limit, with an error that says so.
    @Test(arguments: [50_000, 100_000, Int.max])
    func maximumDepthAboveTheHardLimitIsCapped(maximumDepth: Int) throws {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var options = JSONParsingOptions()
        options.maximumDepth = maximumDepth
        let error = #expect(throws: StratusCodableError.self) { try JSONValue(parsing: Data(text.utf8), options: options) }
        #expect(error?.kind == .tooDeep)
        #expect(error?.description.contains("hard limit of \(JSONParsingOptions.depthLimit)") == true)
        var decoder = StratusDecoder()
        decoder.parsingOptions = options
        #expect(throws: StratusCodableError.self) { try decoder.decode(JSONValue.self, from: Data(text.utf8)) }
    }

    @Test func valuesAtTheHardLimitArePrintedHashedDecodedAndReleased() throws {
        let depth = JSONParsingOptions.depthLimit
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var options = JSONParsingOptions()
        options.maximumDepth = .max
        let value = try JSONValue(parsing: Data(text.utf8), options: options)
        #expect(value.jsonString() == text)
        #expect(value == value && Set([value]).count == 1)
        #expect(NimbusText.string(value).count == text.count)
        #expect(try StratusEncoder().encode(value) == value)
    }
}
