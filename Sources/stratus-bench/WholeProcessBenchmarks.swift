import Foundation
#if canImport(Glibc)
import Glibc
#endif
import StratusBench

/// The whole-process rows: what a person waits for when they type a command, from the process's start to its exit,
/// each beside a Swift program that prints a line with Foundation (built here, the same way as `stratus`, into
/// `.build/bench-hello`), run in turn with it (stratus, hello, stratus, hello...), medians of each:
///
/// - `process.version`: `stratus --version`, the process floor;
/// - `process.catalogue-first-frame-100x30`: `stratus render Screens/catalogue.json --size 100x30`, with
///   `stratus --version` run in turn beside it too, for `process.catalogue-first-frame-to-floor` (the issue's goal,
///   the first frame within 2x the process floor, read from runs made side by side, not from two rows measured a
///   few seconds apart on a machine whose speed drifts);
/// - `process.a2ui-first-frame-80x24`: `stratus render Screens/a2ui/layout.json --size 80x24`;
/// - `process.check-lazy-1m`: `stratus check --quiet` of the 1,000,000-item lazy list;
/// - `process.column-64k-render-80x24` and `process.column-64k-peak-memory`: `stratus render` of a plain column of
///   65,536 texts, its time and its peak resident memory (the hello world's beside it).
///
/// Each time row has a `-cpu` twin: the processor time (user and system) the processes used, which a loaded machine
/// moves less than the wall clock.
///
/// Each ratio is compared with the one recorded in Docs/Evidence.md ("Whole-process figures"); one more than 15%
/// worse prints a `REGRESSION` line. `stratus-bench --record` measures them and writes the ratios into that table.
enum WholeProcessBenchmarks {
    /// One whole-process row: its name, the `stratus` arguments, the pairs run, and whether `stratus --version`
    /// runs in turn with them.
    struct Row {
        var name: String
        var arguments: [String]
        var runs: Int
        var besideFloor = false
    }

    static let evidencePath = "Docs/Evidence.md"

    static func run() throws {
        _ = try measure()
    }

    /// Measures every row, writes the ratios into Docs/Evidence.md and says so.
    static func record() throws {
        let ratios = try measure()
        guard !ratios.isEmpty else { return }
        let text = try String(contentsOfFile: evidencePath, encoding: .utf8)
        let rewritten = RecordedRatios.recording(ratios, into: text)
        try rewritten.write(toFile: evidencePath, atomically: true, encoding: .utf8)
        let missing = ratios.keys.filter { RecordedRatios(markdown: rewritten).ratios[$0] == nil }.sorted()
        print("bench process: ratios recorded in \(evidencePath)"
            + (missing.isEmpty ? "" : "; no row in its table for \(missing.joined(separator: ", "))"))
    }

    /// Runs the rows, prints each beside the hello world and any regression; returns the ratios by row name.
    static func measure() throws -> [String: Double] {
        guard let stratus = ProcessMeasures.stratusPath else {
            print("bench process: skipped, stratus is not built beside stratus-bench (make release)")
            return [:]
        }
        guard let hello = try HelloWorld.build() else { return [:] }
        let recorded = RecordedRatios(markdown: (try? String(contentsOfFile: evidencePath, encoding: .utf8)) ?? "")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-bench-process-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lazyList = folder.appendingPathComponent("lazy-1m.json")
        try Data(LazyListBenchmarks.lazyList(items: 1_000_000).utf8).write(to: lazyList)
        let column = folder.appendingPathComponent("column-64k.json")
        try Data(ScaleBenchmarks.column(texts: 65_536).utf8).write(to: column)

        // A process of a few milliseconds is run often enough (about a second of pairs) that one busy moment of the
        // machine moves neither the median nor the ratio much; the longer rows need fewer runs for the same.
        let rows = [
            Row(name: "process.version", arguments: ["--version"], runs: 101),
            Row(name: "process.catalogue-first-frame-100x30",
                arguments: ["render", "Screens/catalogue.json", "--size", "100x30"], runs: 41, besideFloor: true),
            Row(name: "process.a2ui-first-frame-80x24",
                arguments: ["render", "Screens/a2ui/layout.json", "--size", "80x24"], runs: 41),
            Row(name: "process.check-lazy-1m", arguments: ["check", "--quiet", lazyList.path], runs: 5),
            Row(name: "process.column-64k-render-80x24", arguments: ["render", column.path, "--size", "80x24"], runs: 5),
        ]
        var ratios: [String: Double] = [:]
        for row in rows {
            let pairs: (stratus: [ProcessRun], hello: [ProcessRun])
            var floorRuns: [ProcessRun] = []
            do {
                let commands = [[stratus] + row.arguments, [hello]] + (row.besideFloor ? [[stratus, "--version"]] : [])
                let runs = try ProcessRun.inTurn(commands, runs: row.runs)
                pairs = (runs[0], runs[1])
                if row.besideFloor { floorRuns = runs[2] }
            } catch {
                reportFailure(of: row.name, "\(error)")
                continue
            }
            let time = ProbeOutput.median(pairs.stratus.map(\.milliseconds)) ?? 0
            let helloTime = ProbeOutput.median(pairs.hello.map(\.milliseconds)) ?? 0
            // The processor time beside the wall clock: on a shared machine a process waits for a processor, and
            // the wall clock counts the wait.
            var lines = [
                BenchmarkLine(name: row.name, value: time, unit: "ms", baselineName: HelloWorld.name, baselineValue: helloTime),
                BenchmarkLine(name: row.name + "-cpu", value: ProbeOutput.median(pairs.stratus.map(\.cpuMilliseconds)) ?? 0,
                              unit: "ms", baselineName: HelloWorld.name,
                              baselineValue: ProbeOutput.median(pairs.hello.map(\.cpuMilliseconds)) ?? 0),
            ]
            if row.name == "process.column-64k-render-80x24" {
                if let peaks = try PeakMemory.alternating([stratus] + row.arguments, [hello], runs: 3) {
                    lines.append(BenchmarkLine(name: "process.column-64k-peak-memory", value: peaks.first, unit: "MiB",
                                               baselineName: HelloWorld.name, baselineValue: peaks.second))
                } else {
                    print("bench process.column-64k-peak-memory: skipped (no \(PeakMemory.time); Debian's package time has it)")
                }
            }
            for line in lines {
                report(line)
                guard let baseline = line.baselineValue, baseline > 0 else { continue }
                ratios[line.name] = line.value / baseline
                if let regression = recorded.regression(name: line.name, ratio: line.value / baseline) {
                    print(regression)
                }
            }
            if let floorTime = ProbeOutput.median(floorRuns.map(\.milliseconds)) {
                // The issue's goal for a first frame: within 2x the process floor. Printed, not compared.
                report(BenchmarkLine(name: "process.catalogue-first-frame-to-floor", value: time, unit: "ms",
                                     baselineName: "stratus-version", baselineValue: floorTime))
            }
        }
        return ratios
    }
}

/// One finished child process: its wall-clock time from start to exit and the processor time it used (user and
/// system).
struct ProcessRun {
    var milliseconds: Double
    var cpuMilliseconds: Double

    /// Runs `commands` in turn (the first, the second..., the first again), `runs` times each after one warm-up of
    /// each, and returns each command's runs, in the order of `commands`.
    static func inTurn(_ commands: [[String]], runs: Int) throws -> [[ProcessRun]] {
        for command in commands { _ = try ProcessRun(command) }
        var results = Array(repeating: [ProcessRun](), count: commands.count)
        for _ in 0..<runs {
            for (index, command) in commands.enumerated() { results[index].append(try ProcessRun(command)) }
        }
        return results
    }

    /// Starts `command` (no shell; input and output on /dev/null, errors kept for the message), waits for it and
    /// reads its time; a status other than 0 is an error with the end of what it wrote on stderr.
    init(_ command: [String]) throws {
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-bench-stderr-\(getpid())")
        defer { try? FileManager.default.removeItem(at: errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let arguments = command.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var child = pid_t()
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&child, command[0], &actions, nil, arguments, environ)
        guard spawned == 0 else {
            throw ProbeError(description: "\(command[0]) could not start: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        cpuMilliseconds = usage.processorMilliseconds
        guard status == 0 else {
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw ProbeError(description: "\(command.joined(separator: " ")) ended with status \(status): "
                + String(said.suffix(2_000)))
        }
    }
}

/// The yardstick of the whole-process rows: a Swift program that writes one line through Foundation, compiled with
/// `swiftc -O` and linked as Package.swift links the release `stratus` (lld with packed relocations, when the
/// toolchain has lld), into `.build/bench-hello`; with the Swift runtime and Foundation linked in when this bench was
/// built so (`make bench` builds `stratus` and the bench with `--static-swift-stdlib`), so that both sides of every
/// ratio start the same way.
enum HelloWorld {
    static let name = "swift-foundation-hello"

    /// Whether this process has the Swift runtime linked in: no `libswiftCore.so` among its mappings.
    static var runtimeLinkedIn: Bool {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else { return false }
        return !maps.contains("/libswiftCore.so")
    }

    static let source = """
        import Foundation

        FileHandle.standardOutput.write(Data("Hello, world\\n".utf8))

        """

    /// The built program's path, built again when its source changed; nil, saying why, when there is no `swiftc`.
    static func build() throws -> String? {
        guard let swiftc = ProcessMeasures.executable(named: "swiftc") else {
            print("bench process: skipped, swiftc is not on PATH to build the hello world")
            return nil
        }
        let folder = URL(fileURLWithPath: ".build/bench-hello").standardizedFileURL
        let file = folder.appendingPathComponent("hello.swift")
        let program = folder.appendingPathComponent("hello")
        let linking = runtimeLinkedIn ? ["-static-stdlib"] : []
        // The source file carries how the program was linked, so that a bench built the other way builds it again.
        let recorded = source + "// swiftc -O \(linking.joined(separator: " "))\n"
        if FileManager.default.isExecutableFile(atPath: program.path),
           (try? String(contentsOf: file, encoding: .utf8)) == recorded {
            return program.path
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try recorded.write(to: file, atomically: true, encoding: .utf8)
        var command = [swiftc, "-O"] + linking + [file.path, "-o", program.path]
        if ProcessMeasures.executable(named: "ld.lld") != nil {
            command += ["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"]
        }
        _ = try ProcessMeasures.runChild(command)
        return program.path
    }
}
