import Foundation
import Testing
import StratusCodable

@Suite struct ProblemLocationTests {
    @Test func writesFileLineColumnMessageAndPath() {
        let location = ProblemLocation(file: "home.json", line: 3, column: 17, path: "$.children[0]")
        #expect(location.describing("unknown component") == "home.json:3:17: unknown component [$.children[0]]")
    }

    @Test func leavesOutWhatIsUnknown() {
        #expect(ProblemLocation(file: "a.json", line: 3).describing("m") == "a.json:3: m")
        #expect(ProblemLocation(file: "a.json").describing("m") == "a.json: m")
        #expect(ProblemLocation(path: "").describing("m") == "m")
        #expect(ProblemLocation(path: "x.y").describing("m") == "m [x.y]")
        #expect(ProblemLocation(line: 2, column: 8).describing("m") == "line 2, column 8: m")
    }

    /// A decoding error that knows its file now reads as `stratus check` and every other Stratus error do
    /// (`file:line:column: message`), which editors can jump to; it used to read `file: line 5, column 27: ...`.
    @Test func aDecodingErrorFromAFileReadsLikeEveryOtherStratusError() {
        struct Item: Decodable { var size: Int }
        let text = "{\"items\": [\n  {\"size\": 1},\n  {\"size\": true}\n]}"
        do {
            _ = try StratusDecoder().decode([String: [Item]].self, from: Data(text.utf8))
            Issue.record("decoded a boolean as a number")
        } catch {
            #expect(error.inFile("screen.json").description
                == #"screen.json:3:12: expected a number for "items[1].size", found a boolean (true)"#)
            #expect(error.location == ProblemLocation(file: nil, line: 3, column: 12, path: nil))
        }
    }
}
