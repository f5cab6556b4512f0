import Testing
@testable import StratusApp

@Suite struct HTTPDateTests {
    @Test func formatsTheRFCExample() {
        #expect(HTTPDate.format(secondsSince1970: 784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(HTTPDate.format(secondsSince1970: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
    }

    @Test func parsesWhatItFormats() {
        for seconds: Int64 in [0, 784_111_777, 951_782_400, 1_700_000_000, 4_102_444_800] {
            #expect(HTTPDate.parse(HTTPDate.format(secondsSince1970: seconds)) == seconds)
        }
    }

    @Test func rejectsOtherFormats() {
        #expect(HTTPDate.parse("Sunday, 06-Nov-94 08:49:37 GMT") == nil)
        #expect(HTTPDate.parse("") == nil)
    }
}
