import Foundation

/// One line of `make bench` output.
///
/// Printed as `bench <name>: <value> <unit> | baseline <baseline-name> <value> <unit> | ratio <value/baseline>`;
/// the baseline part is left out when a measure has none.
struct BenchmarkLine {
    var name: String
    var value: Double
    var unit: String
    var baselineName: String?
    var baselineValue: Double?

    var text: String {
        var line = "bench \(name): \(Self.format(value)) \(unit)"
        if let baselineName, let baselineValue {
            line += " | baseline \(baselineName) \(Self.format(baselineValue)) \(unit)"
            let ratio = baselineValue == 0 ? Double.nan : value / baselineValue
            line += " | ratio \(Self.format(ratio))"
        }
        return line
    }

    static func format(_ number: Double) -> String {
        if number.isNaN { return "n/a" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(format: abs(number) >= 100 ? "%.1f" : (abs(number) >= 1 ? "%.3f" : "%.4f"), number)
    }
}

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
        samples.sort()
        return samples[samples.count / 2]
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
