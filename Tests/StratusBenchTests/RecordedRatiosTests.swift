import StratusBench
import Testing

/// The whole-process ratios recorded in Docs/Evidence.md: read from its table, compared with a new run, written back.
@Suite struct RecordedRatiosTests {
    let evidence = """
        ## Whole-process figures

        | row | ratio to hello world | measured |
        | --- | --- | --- |
        | `process.version` | 1.180 | 12.1 ms |
        | `process.catalogue-first-frame-100x30` |  2.250  | 23 ms |
        | `process.check-lazy-1m` | not yet | - |
        | `terminal.products-frame-120x40` | 0.9 | in-process, not compared |

        `process.version` in a sentence | 9 | is not a row.

        | `stratus-bench process` row | before | after |
        | --- | --- | --- |
        | `process.version` | 2.1 | 1.9 ms |
        """

    @Test func readsTheRatioOfEachProcessRow() {
        let recorded = RecordedRatios(markdown: evidence)
        #expect(recorded.ratios == ["process.version": 1.18, "process.catalogue-first-frame-100x30": 2.25])
    }

    @Test func aRatioMoreThanFifteenPercentWorseIsARegression() throws {
        let recorded = RecordedRatios(["process.version": 1.2])
        #expect(recorded.regression(name: "process.version", ratio: 1.37) == nil)
        #expect(recorded.regression(name: "process.version", ratio: 0.5) == nil)
        let line = try #require(recorded.regression(name: "process.version", ratio: 1.5))
        #expect(line == "REGRESSION process.version: ratio 1.500 is 25% above the ratio 1.200 recorded in "
            + "Docs/Evidence.md (more than 15% worse)")
    }

    @Test func aRowWithNothingRecordedIsNeverARegression() {
        let recorded = RecordedRatios(["process.version": 1.2])
        #expect(recorded.regression(name: "process.column-64k-render", ratio: 40) == nil)
        #expect(RecordedRatios(["process.version": 0]).regression(name: "process.version", ratio: 3) == nil)
    }

    @Test func recordingRewritesOnlyTheRatioCellsOfMeasuredRows() {
        let rewritten = RecordedRatios.recording(["process.version": 1.0456, "process.check-lazy-1m": 20.5],
                                                 into: evidence)
        let lines = rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        let original = evidence.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count)
        #expect(lines.contains("| `process.version` | 1.046 | 12.1 ms |"))
        #expect(lines.contains("| `process.check-lazy-1m` | 20.500 | - |"))
        #expect(lines.contains("| `process.catalogue-first-frame-100x30` |  2.250  | 23 ms |"))
        // A table of other figures that names the same row is not the table of ratios.
        #expect(lines.contains("| `process.version` | 2.1 | 1.9 ms |"))
        #expect(RecordedRatios(markdown: rewritten).ratios["process.version"] == 1.046)
        let changed = zip(lines, original).filter { $0 != $1 }.count
        #expect(changed == 2)
    }

    @Test func ratiosAreWrittenWithThreeDecimals() {
        #expect(RecordedRatios.formatRatio(1.18) == "1.180")
        #expect(RecordedRatios.formatRatio(0.0504) == "0.050")
        #expect(RecordedRatios.formatRatio(12) == "12.000")
    }
}
