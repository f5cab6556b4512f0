import Testing
import StratusCore
@testable import StratusApp
import StratusFormats

/// Every error type of the project writes its place the same way, through `ProblemLocation`.
@Suite struct ErrorDescriptionTests {
    @Test func everyErrorTypeWritesFileLineColumnMessageAndPath() {
        let app = StratusAppError(.screenLoadFailed, "bad", file: "s.json", line: 2, column: 5, jsonPath: "$.a")
        let core = StratusCoreError(.malformedComponent, "bad", source: "s.json", jsonPath: "$.a", line: 2, column: 5)
        let check = Diagnostic(.error, "bad", file: "s.json", line: 2, column: 5, jsonPath: "$.a")
        let codable = StratusCodableError(
            kind: .other, message: "bad", position: SourcePosition(line: 2, column: 5, byteOffset: 9), path: "$.a",
            file: "s.json")
        #expect(app.description == "s.json:2:5: bad [$.a]")
        #expect(core.description == "s.json:2:5: bad [$.a]")
        #expect(codable.description == "s.json:2:5: bad [$.a]")
        #expect(check.description == "s.json:2:5: error: bad [$.a]")
        #expect(Set([app.location, core.location, check.location, codable.location]).count == 1)
    }

    /// A core error used to put its place behind the message (`bad (at s.json, line 2, column 5, $.a)`); it now
    /// reads as the others, and a problem with no place is just its message.
    @Test func aCoreErrorWithoutAPlaceIsItsMessage() {
        #expect(StratusCoreError(.cycle, "loops").description == "loops")
        #expect(StratusCoreError(.request, "refused", source: "http://h/s.json").description
            == "http://h/s.json: refused")
    }
}
