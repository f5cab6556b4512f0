import Foundation
import StratusBench

/// The measures taken in child processes: peak memory of loading and rendering products.json, and callgrind
/// instruction counts of the hottest paths (parse, typed decode beside `JSONDecoder`, build the tree, one update),
/// which stay comparable across commits even on a noisy machine.
///
/// `STRATUS_BENCH_CALLGRIND=0` skips the callgrind part; it is also skipped, with a message, without valgrind.
enum ProcessMeasures {
    static func run() throws {
        guard externalCorpusURL("nimbus/core/products.json") != nil else {
            print("bench memory: skipped, ../shared/external-corpora/nimbus/core/products.json is absent")
            return
        }
        try measurePeakMemory()
        if ProcessInfo.processInfo.environment["STRATUS_BENCH_CALLGRIND"] == "0" {
            print("bench callgrind: skipped (STRATUS_BENCH_CALLGRIND=0)")
        } else if let valgrind = executable(named: "valgrind") {
            try countInstructions(valgrind: valgrind)
        } else {
            print("bench callgrind: skipped, valgrind is not installed")
        }
    }

    /// Peak resident memory (VmHWM), median of 3 child runs each, in MiB.
    static func measurePeakMemory() throws {
        func peak(_ probe: ChildProbe) throws -> Double {
            var samples: [Double] = []
            for _ in 0..<3 {
                let output = try runChild([selfPath, "--probe", probe.rawValue])
                guard let kib = Double(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    throw ProbeError(description: "probe \(probe.rawValue) printed \(output)")
                }
                samples.append(kib / 1024)
            }
            return ProbeOutput.median(samples) ?? 0
        }
        let idle = try peak(.idle)
        report(BenchmarkLine(name: "peak-memory-idle-process", value: idle, unit: "MiB"))
        report(BenchmarkLine(name: "peak-memory-load-products", value: try peak(.loadProducts), unit: "MiB",
                             baselineName: "foundation-jsonserialization-load", baselineValue: try peak(.loadProductsFoundation)))
        report(BenchmarkLine(name: "peak-memory-render-products-120x40", value: try peak(.renderProducts), unit: "MiB",
                             baselineName: "idle-process", baselineValue: idle))
    }

    /// Instructions executed inside the counted region, one callgrind run per path.
    static func countInstructions(valgrind: String) throws {
        let paths: [(name: String, probe: ChildProbe)] = [
            ("instructions-parse-products", .countParse),
            ("instructions-build-products-tree", .countBuild),
            ("instructions-one-update-add-to-cart", .countUpdate),
            // The terminal rows, each over 10 presses or frames: counts that a loaded machine does not move.
            ("instructions-products-10-frames-120x40", .countProductsFrame),
            ("instructions-products-10-full-repaints-120x40", .countProductsRepaint),
            ("instructions-products-10-tabs-to-frame-120x40", .countProductsTab),
            ("instructions-products-10-enter-setstate-to-frame-120x40", .countProductsEnter),
            ("instructions-lazy-scroll-100000-10-scrolls-120x40", .countLazyScroll),
        ]
        // valgrind 3.19 cannot read the DWARF 5 debug info Swift 6 emits and gives up, so callgrind runs a copy
        // without debug info; the symbol table, which `--toggle-collect` needs, stays.
        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-bench-nodebug-\(getpid())")
        defer { try? FileManager.default.removeItem(at: binary) }
        try? FileManager.default.removeItem(at: binary)
        try FileManager.default.copyItem(atPath: selfPath, toPath: binary.path)
        if let strip = executable(named: "strip") { _ = try runChild([strip, "--strip-debug", binary.path]) }
        func count(_ probe: ChildProbe) throws -> Double {
            let out = FileManager.default.temporaryDirectory
                .appendingPathComponent("stratus-callgrind-\(getpid())-\(probe.rawValue).out")
            defer { try? FileManager.default.removeItem(at: out) }
            _ = try runChild([valgrind, "--tool=callgrind", "--collect-atstart=no",
                              "--toggle-collect=*BenchCountedRegion*", "--callgrind-out-file=\(out.path)",
                              binary.path, "--probe", probe.rawValue])
            let text = try String(contentsOf: out, encoding: .utf8)
            guard let count = ProbeOutput.instructionTotal(inCallgrindOutput: text) else {
                throw ProbeError(description: "no totals in the callgrind output of \(probe.rawValue)")
            }
            return count
        }
        for path in paths {
            report(BenchmarkLine(name: path.name, value: try count(path.probe), unit: "instructions"))
        }
        // A key typed above a plain column of 10,000 texts beside the same above 300: what is off screen and
        // unchanged should cost nothing, so the ratio should stay near 1.
        report(BenchmarkLine(
            name: "instructions-key-above-column-10000-10-keys", value: try count(.countKeyAboveColumn),
            unit: "instructions", baselineName: "above-300", baselineValue: try count(.countKeyAboveColumn300)))
        // The typed decode beside Foundation's, in instructions: the codable.decode ratio without the machine's noise.
        report(BenchmarkLine(
            name: "instructions-decode-components10k", value: try count(.countDecode), unit: "instructions",
            baselineName: "JSONDecoder", baselineValue: try count(.countDecodeFoundation)))
    }

    /// This executable.
    static var selfPath: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }

    /// The `stratus` built beside this executable (`make bench` builds both), or nil when it is not there.
    static var stratusPath: String? {
        let path = URL(fileURLWithPath: selfPath).deletingLastPathComponent().appendingPathComponent("stratus").path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The first executable called `name` on PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs a child to completion and returns its standard output; a non-zero exit is an error with its stderr.
    static func runChild(_ command: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read before waiting, so that a child with much output cannot block on a full pipe.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ProbeError(description: "\(command.joined(separator: " ")) exited with \(process.terminationStatus): "
                + String(decoding: errorData.suffix(2_000), as: UTF8.self))
        }
        return String(decoding: outputData, as: UTF8.self)
    }
}
