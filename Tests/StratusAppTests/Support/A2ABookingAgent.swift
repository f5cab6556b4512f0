import Foundation
import StratusCore
import Testing

/// The booking agent over A2A (`Agents/booking_a2a_agent.py`), served on a free port of 127.0.0.1 from the virtual
/// environment `make agent-venv` makes with the official SDKs, for the duration of a test.
final class A2ABookingAgent {
    static let python = PackageRoot.path + "/.build/agent-venv/bin/python"
    static let script = PackageRoot.path + "/Agents/booking_a2a_agent.py"

    let process: Process
    let port: Int
    let logPath: String

    /// The URL Stratus is given.
    var url: String { "a2a+http://127.0.0.1:\(port)/" }

    /// Starts the agent with `arguments` (`--fault cut`, `--pace 0`), its log in `folder`, and waits until it
    /// listens. Cancels the test when the virtual environment is missing.
    static func start(in folder: TemporaryFolder, _ arguments: [String] = []) async throws -> A2ABookingAgent {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            try Test.cancel(".build/agent-venv is missing: `make agent-venv` (part of make deps-test) installs a2a-sdk and a2ui-agent-sdk there")
        }
        let ready = folder.path + "/agent.port"
        let logPath = folder.path + "/agent.log"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script, "--port", "0", "--ready", ready, "--log", logPath] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        // Importing the SDKs takes seconds on a busy machine: wait for the port file, or for the agent to exit.
        let deadline = ContinuousClock.now + .seconds(180)
        while ContinuousClock.now < deadline {
            if let text = try? String(contentsOfFile: ready, encoding: .utf8), let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return A2ABookingAgent(process: process, port: port, logPath: logPath)
            }
            guard process.isRunning else { throw AgentFailure(description: "the A2A agent exited with status \(process.terminationStatus)") }
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        throw AgentFailure(description: "the A2A agent did not listen within 180 s")
    }

    private init(process: Process, port: Int, logPath: String) {
        self.process = process
        self.port = port
        self.logPath = logPath
    }

    deinit { stop() }

    /// Stops the agent: told to (SIGTERM), then made to (SIGKILL) if it is still there 5 s later.
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(5)
        while process.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The entries of the agent's log, oldest first.
    func log() throws -> [JSONValue] {
        let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { try JSONValue(parsing: String($0)) }
    }

    struct AgentFailure: Error, CustomStringConvertible {
        let description: String
    }
}
