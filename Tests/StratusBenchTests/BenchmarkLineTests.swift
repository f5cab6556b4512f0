import StratusBench
import Testing

/// The rows `make bench` prints: figures written by size, the baseline and ratio only when there is a baseline.
@Suite struct BenchmarkLineTests {
    @Test func figuresAreWrittenByTheirSize() {
        #expect(BenchmarkLine.format(42) == "42")
        #expect(BenchmarkLine.format(-3) == "-3")
        #expect(BenchmarkLine.format(1234.56) == "1234.6")
        #expect(BenchmarkLine.format(100.04) == "100.0")
        #expect(BenchmarkLine.format(12.34567) == "12.346")
        #expect(BenchmarkLine.format(1.5) == "1.500")
        #expect(BenchmarkLine.format(0.123456) == "0.1235")
        #expect(BenchmarkLine.format(-0.5) == "-0.5000")
        #expect(BenchmarkLine.format(.nan) == "n/a")
        // Whole numbers past 10^15 no longer fit the integer form.
        #expect(BenchmarkLine.format(1e15) == "1000000000000000.0")
    }

    @Test func aRowWithoutABaselineIsNameValueUnit() {
        let line = BenchmarkLine(name: "terminal.products-frame-120x40", value: 0.8125, unit: "ms")
        #expect(line.text == "bench terminal.products-frame-120x40: 0.8125 ms")
        let halfBaseline = BenchmarkLine(name: "x", value: 1, unit: "ms", baselineName: "y")
        #expect(halfBaseline.text == "bench x: 1 ms")
    }

    @Test func aRowWithABaselineEndsWithTheRatio() {
        let line = BenchmarkLine(name: "codable.decode", value: 30, unit: "ms", baselineName: "JSONDecoder",
                                 baselineValue: 120)
        #expect(line.text == "bench codable.decode: 30 ms | baseline JSONDecoder 120 ms | ratio 0.2500")
    }

    @Test func aZeroBaselineGivesNoRatio() {
        let line = BenchmarkLine(name: "bytes", value: 5, unit: "B", baselineName: "none", baselineValue: 0)
        #expect(line.text == "bench bytes: 5 B | baseline none 0 B | ratio n/a")
    }
}
