import Foundation

/// Runs test files in parallel across cores: each file in its own `stratus test` worker process (the engine of
/// one process runs on one main actor), at most `jobs` at a time. Workers print their results as JSON.
public struct TestWorkers: Sendable {
    /// The `stratus` executable to start workers from.
    public var executable: String
    /// How many workers run at once.
    public var jobs: Int
    /// Passed on to the workers.
    public var update: Bool

    /// The worker pool.
    public init(executable: String, jobs: Int, update: Bool) {
        self.executable = executable
        self.jobs = max(1, jobs)
        self.update = update
    }

    /// Runs every file; `report` is called on the main actor with each file's results as they arrive.
    public func run(_ files: [String], report: @MainActor @Sendable ([ScreenTestResult]) -> Void) async
        -> [ScreenTestResult] {
        var results: [String: [ScreenTestResult]] = [:]
        await withTaskGroup(of: (String, [ScreenTestResult]).self) { group in
            var pending = files[...]
            func startNext() {
                guard let file = pending.popFirst() else { return }
                group.addTask { (file, await runWorker(file)) }
            }
            for _ in 0..<min(jobs, files.count) { startNext() }
            while let (file, fileResults) = await group.next() {
                results[file] = fileResults
                await report(fileResults)
                startNext()
            }
        }
        return files.flatMap { results[$0] ?? [] }
    }

    private func runWorker(_ file: String) async -> [ScreenTestResult] {
        let executable = self.executable
        let arguments = ["test", "--worker", "--jobs", "1"] + (update ? ["--update"] : []) + [file]
        return await withCheckedContinuation { continuation in
            // A thread of its own: reading a pipe to its end blocks.
            Thread.detachNewThread {
                continuation.resume(returning: Self.spawn(executable, arguments, file: file))
            }
        }
    }

    private static func spawn(_ executable: String, _ arguments: [String], file: String) -> [ScreenTestResult] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return [failure(file, "could not start a worker (\(executable)): \(error.localizedDescription)")]
        }
        // Drain standard error on the side, so that a chatty worker never blocks on a full pipe.
        let errorText = LockedData()
        let drain = Thread { errorText.set(errors.fileHandleForReading.readDataToEndOfFile()) }
        drain.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorText.isSet { usleep(1000) }
        if let results = try? JSONDecoder().decode([ScreenTestResult].self, from: data) { return results }
        let stderr = String(decoding: errorText.value, as: UTF8.self)
        return [failure(file, "the worker exited with status \(process.terminationStatus)"
            + (stderr.isEmpty ? "" : ": " + stderr.trimmingCharacters(in: .whitespacesAndNewlines)))]
    }

    private static func failure(_ file: String, _ message: String) -> ScreenTestResult {
        var result = ScreenTestResult(file: file, name: "(file)")
        result.failures.append(.init(message: message))
        return result
    }
}

/// Bytes handed from one thread to another.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data: Data?

    func set(_ value: Data) { lock.withLock { data = value } }
    var isSet: Bool { lock.withLock { data != nil } }
    var value: Data { lock.withLock { data ?? Data() } }
}
