import ArgumentParser
import Foundation
import StratusTerminal

/// `stratus test`: run screen tests (`*.test.yaml`), compare frames, states and requests, report.
public struct TestCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run screen tests: keys, expected frames, states and requests.",
        discussion: """
            Each *.test.yaml file names a screen, a terminal size and steps: keys to press (the --keys \
            language of `stratus render`), frames to expect (text files with styles beside the test, in \
            NAME.frames/), --dump-state values to expect, and requests to expect against a stub server. \
            A failed frame prints a line diff; the exit status is 1 when a test failed. Files run in \
            parallel, one worker process per file. The format is in Docs/ScreenTests.md.
            """
    )

    /// Files and folders.
    @Argument(help: "Test files, or folders searched for *.test.yaml.", completion: .file())
    public var paths: [String] = ["Screens/tests"]

    /// Record frames.
    @Flag(help: "Write the frame of every frame step to its file instead of comparing.")
    public var update = false

    /// JUnit output.
    @Option(help: ArgumentHelp("Write the results as JUnit XML to this file.", valueName: "file"))
    public var junit: String?

    /// HTML report.
    @Option(help: ArgumentHelp(
        "Write an HTML report with expected, drawn and diff pictures of every failed test to this file.",
        discussion: "Default: stratus-test-report.html, written only when a test failed.", valueName: "file"))
    public var report: String?

    /// Parallelism.
    @Option(help: ArgumentHelp("How many test files run at once (default: the number of cores).", valueName: "n"))
    public var jobs: Int?

    /// Colour output.
    @Option(help: "Colour the results and diffs.")
    public var color: ColorMode = .auto

    /// Worker mode: print results as JSON (used by the parallel runner).
    @Flag(help: .hidden)
    public var worker = false

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks the options.
    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
    }

    /// Runs the tests.
    public func run() async throws {
        let files: [String]
        do {
            try LogDestination.bootstrap(file: nil)
            files = try ScreenTestFile.discover(paths)
        } catch {
            throw StandardError.fail(error)
        }
        if worker {
            let results = await Self.runHere(files, update: update, report: { _ in })
            let encoder = JSONEncoder()
            FileHandle.standardOutput.write(try encoder.encode(results))
            return
        }
        guard !files.isEmpty else { throw StandardError.fail(StratusAppError(.targetNotFound, "no *.test.yaml files in \(paths.joined(separator: ", "))")) }
        let console = TestConsole(color: color.usesColor(
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, environment: ProcessInfo.processInfo.environment))
        let print: @MainActor @Sendable ([ScreenTestResult]) -> Void = { results in
            for result in results {
                for line in console.lines(for: result) { Swift.print(line) }
            }
        }
        let clock = ContinuousClock()
        let started = clock.now
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let results: [ScreenTestResult]
        if jobs > 1, files.count > 1, let executable = Bundle.main.executablePath {
            results = await TestWorkers(executable: executable, jobs: jobs, update: update).run(files, report: print)
        } else {
            results = await Self.runHere(files, update: update, report: print)
        }
        Swift.print(console.summary(of: results, seconds: (clock.now - started).seconds))
        try write(results)
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// Runs the files one after the other in this process.
    @MainActor
    static func runHere(_ files: [String], update: Bool, report: @MainActor ([ScreenTestResult]) -> Void) async
        -> [ScreenTestResult] {
        let runner = ScreenTestRunner(update: update)
        var results: [ScreenTestResult] = []
        for file in files {
            let fileResults = await runner.run(file: file)
            report(fileResults)
            results += fileResults
        }
        return results
    }

    private func write(_ results: [ScreenTestResult]) throws {
        do {
            if let junit {
                try Data(JUnitReport.document(for: results).utf8).write(to: URL(fileURLWithPath: junit))
            }
            let failed = results.contains { !$0.passed }
            if report != nil || failed {
                let path = report ?? "stratus-test-report.html"
                try Data(HTMLTestReport.document(for: results).utf8).write(to: URL(fileURLWithPath: path))
                if failed { Swift.print("report: \(path)") }
            }
        } catch {
            throw StandardError.fail(StratusAppError(.invalidArgument, "could not write a report: \(error.localizedDescription)"))
        }
    }
}
