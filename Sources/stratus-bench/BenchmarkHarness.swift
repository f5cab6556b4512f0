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
