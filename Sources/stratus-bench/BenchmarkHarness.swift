import Foundation
import StratusBench

/// Measures wall-clock time with a monotonic clock.
enum Stopwatch {
    /// The median, over `runs` runs, of the time one call of `body` takes, in milliseconds.
    ///
    /// `body` runs `warmup` times first, unmeasured.
    static func medianMilliseconds(runs: Int = 15, warmup: Int = 2, _ body: () throws -> Void) rethrows -> Double {
        for _ in 0..<warmup { try body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            let end = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(end - start) / 1_000_000)
        }
        return ProbeOutput.median(samples) ?? 0
    }

    /// ``medianMilliseconds(runs:warmup:_:)`` for a body that awaits (a runtime loading its screen), on the main
    /// actor, where runtimes live.
    @MainActor static func medianMillisecondsAwaiting(runs: Int = 15, warmup: Int = 2, _ body: () async throws -> Void)
        async rethrows -> Double {
        for _ in 0..<warmup { try await body() }
        var samples: [Double] = []
        samples.reserveCapacity(runs)
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try await body()
            let end = DispatchTime.now().uptimeNanoseconds
            samples.append(Double(end - start) / 1_000_000)
        }
        return ProbeOutput.median(samples) ?? 0
    }

    /// The medians of `subject` and `baseline`, each run `runs` times in turn (after `warmup` rounds of both), in
    /// milliseconds: on a shared machine both see the same load, which two series timed one after the other do not.
    static func alternatingMedians(runs: Int, warmup: Int = 2, _ subject: () throws -> Void,
                                   baseline: () throws -> Void) rethrows -> (subject: Double, baseline: Double) {
        for _ in 0..<warmup {
            try subject()
            try baseline()
        }
        var subjectSamples: [Double] = []
        var baselineSamples: [Double] = []
        for _ in 0..<runs {
            subjectSamples.append(try medianMilliseconds(runs: 1, warmup: 0, subject))
            baselineSamples.append(try medianMilliseconds(runs: 1, warmup: 0, baseline))
        }
        return (ProbeOutput.median(subjectSamples) ?? 0, ProbeOutput.median(baselineSamples) ?? 0)
    }

    /// ``alternatingMedians(runs:warmup:_:baseline:)`` for bodies that await, on the main actor, where runtimes live.
    @MainActor static func alternatingMediansAwaiting(runs: Int, warmup: Int = 1, _ subject: () async throws -> Void,
                                                      baseline: () async throws -> Void) async rethrows
        -> (subject: Double, baseline: Double) {
        for _ in 0..<warmup {
            try await subject()
            try await baseline()
        }
        var subjectSamples: [Double] = []
        var baselineSamples: [Double] = []
        for _ in 0..<runs {
            subjectSamples.append(try await medianMillisecondsAwaiting(runs: 1, warmup: 0, subject))
            baselineSamples.append(try await medianMillisecondsAwaiting(runs: 1, warmup: 0, baseline))
        }
        return (ProbeOutput.median(subjectSamples) ?? 0, ProbeOutput.median(baselineSamples) ?? 0)
    }
}

/// Where the shared external corpora live, relative to the project root, or nil when they are absent.
func externalCorpusURL(_ relativePath: String) -> URL? {
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("../shared/external-corpora")
        .appendingPathComponent(relativePath)
        .standardizedFileURL
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
}

/// Prints a benchmark line and flushes, so partial results survive a crash.
func report(_ line: BenchmarkLine) {
    print(line.text)
    fflush(nil)
}

/// The rows that could not be measured in this run, in the order they failed.
nonisolated(unsafe) private var failedRows: [String] = []

/// Prints that the row `name` could not be measured and why (`bench NAME: failed (REASON)`), and keeps its name
/// for ``reportFailedRows()``. The rows run one after another, on one task at a time.
func reportFailure(of name: String, _ reason: String) {
    failedRows.append(name)
    print("bench \(name): failed (\(reason))")
    fflush(nil)
}

/// Prints, after every row ran, a `FAILED` line naming the rows that could not be measured (a row that fails
/// hides any change of its figure, so it must be as hard to miss as a `REGRESSION`); nothing when every row ran.
func reportFailedRows() {
    guard !failedRows.isEmpty else { return }
    print("FAILED: \(failedRows.count) row\(failedRows.count == 1 ? "" : "s") could not be measured: \(failedRows.joined(separator: ", "))")
    fflush(nil)
}
