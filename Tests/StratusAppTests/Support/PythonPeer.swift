import Foundation
import StratusCore
import Testing

/// A test peer written in Python with an official SDK (an A2A agent, a Bot Framework bot), run from a virtual
/// environment the Makefile makes, on a free port of 127.0.0.1, for the duration of a test: it is started with
/// `--port 0 --ready FILE --log FILE` and writes the port it took to the ready file, and one JSON object a line to
/// its log.
final class PythonPeer {
    let process: Process
    let port: Int
    let logPath: String

    /// Starts `script` (a path under the package root) with the environment's python and `arguments`, its files in
    /// `folder`, and waits until it listens. Cancels the test with `missing` when the environment is not there.
    init(venv: String, script: String, _ arguments: [String], in folder: TemporaryFolder, missing: String) async throws {
        let python = PackageRoot.path + "/.build/" + venv + "/bin/python"
        try Self.require(python, missing: missing)
        let ready = folder.path + "/peer.port"
        logPath = folder.path + "/peer.log"
        process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [PackageRoot.path + "/" + script, "--port", "0", "--ready", ready, "--log", logPath] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Importing the SDKs takes seconds on a busy machine: wait for the port file, or for the peer to exit.
        let deadline = ContinuousClock.now + .seconds(180)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: ready, encoding: .utf8),
               let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                self.port = port
                return
            }
            guard process.isRunning else { throw Failure(description: "\(script) exited with status \(process.terminationStatus)") }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw Failure(description: "\(script) did not listen within 180 s")
    }

    deinit { stop() }

    /// Cancels the test with `missing` when `python` is not there.
    private static func require(_ python: String, missing: String) throws {
        guard FileManager.default.isExecutableFile(atPath: python) else { try Test.cancel(Comment(rawValue: missing)) }
    }

    /// Stops the peer: told to (SIGTERM), then made to (SIGKILL) if it is still there 5 s later.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The entries of the peer's log, oldest first.
    func log() throws -> [JSONValue] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
