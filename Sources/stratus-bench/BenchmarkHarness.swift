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

    /// ``alternatingMedians(runs:warmup:_:baseline:)`` for bodies that await, on the main actor, where runtimes live,
    /// with the median processor time of each beside its median wall-clock time, in milliseconds: the time the
    /// process itself spent, user and system, which a busy host's other work does not add to as it adds to the
    /// clock's. Nothing else of the process may run meanwhile.
    @MainActor static func alternatingMediansWithProcessorTime(runs: Int, warmup: Int = 1,
                                                               _ subject: () async throws -> Void,
                                                               baseline: () async throws -> Void) async rethrows
        -> (subject: WallAndProcessor, baseline: WallAndProcessor) {
        for _ in 0..<warmup {
            try await subject()
            try await baseline()
        }
        var subjectSamples: [WallAndProcessor] = []
        var baselineSamples: [WallAndProcessor] = []
        for _ in 0..<runs {
            subjectSamples.append(try await timed(subject))
            baselineSamples.append(try await timed(baseline))
        }
        return (WallAndProcessor(medianOf: subjectSamples), WallAndProcessor(medianOf: baselineSamples))
    }

    /// One call of `body`, by the clock and in the process's processor time.
    @MainActor private static func timed(_ body: () async throws -> Void) async rethrows -> WallAndProcessor {
        let processorStart = processorMilliseconds()
        let start = DispatchTime.now().uptimeNanoseconds
        try await body()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        return WallAndProcessor(wall: wall, processor: processorMilliseconds() - processorStart)
    }

    /// The processor time the process has used so far, user and system, in milliseconds.
    private static func processorMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.processorMilliseconds
    }

    /// A time by the clock and in processor time, in milliseconds.
    struct WallAndProcessor {
        var wall: Double
        var processor: Double

        init(wall: Double, processor: Double) {
            self.wall = wall
            self.processor = processor
        }

        /// The medians of each, taken apart.
        init(medianOf samples: [WallAndProcessor]) {
            self.init(wall: ProbeOutput.median(samples.map(\.wall)) ?? 0,
                      processor: ProbeOutput.median(samples.map(\.processor)) ?? 0)
        }
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

extension rusage {
    /// The processor time counted, user and system, in milliseconds.
    var processorMilliseconds: Double {
        Double(ru_utime.tv_sec + ru_stime.tv_sec) * 1000 + Double(ru_utime.tv_usec + ru_stime.tv_usec) / 1000
    }
}
