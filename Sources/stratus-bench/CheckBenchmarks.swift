import Foundation
import StratusBench

/// `check.lazy-list-1m-process`: `stratus check` of the lazy list with 1,000,000 items in state (the file
/// `Scripts/generate-lazy-list.py 1000000` writes, 56 MB), as a whole process from start to exit, against a goal of
/// 1 s. The checker reads a forEach's template once, whatever the number of items, and follows at most a few
/// hundred items down a reference's path, so the time is mostly reading and parsing the file.
///
/// Median of 5 runs after one warm-up (which leaves the file in the page cache), in milliseconds. The `stratus`
/// built beside this executable runs it (`make bench` builds both).
enum CheckBenchmarks {
    static let goalMilliseconds = 1_000.0

    static func run() throws {
        guard let stratus = ProcessMeasures.stratusPath else {
            print("bench check: skipped, stratus is not built beside stratus-bench (make release)")
            return
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-bench-lazy-1m-\(getpid()).json")
        try Data(LazyListBenchmarks.lazyList(items: 1_000_000).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let median: Double
        do {
            median = try Stopwatch.medianMilliseconds(runs: 5, warmup: 1) {
                _ = try ProcessMeasures.runChild([stratus, "check", "--quiet", file.path])
            }
        } catch {
            // A problem found, or a crash, exits with a status other than 0.
            reportFailure(of: "check.lazy-list-1m-process", "\(error)")
            return
        }
        report(BenchmarkLine(name: "check.lazy-list-1m-process", value: median, unit: "ms",
                             baselineName: "goal", baselineValue: goalMilliseconds))
    }
}
