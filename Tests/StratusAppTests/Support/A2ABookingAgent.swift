import Foundation
import StratusCore

/// The booking agent over A2A (`Agents/booking_a2a_agent.py`), served on a free port of 127.0.0.1 from the virtual
/// environment `make agent-venv` makes with the official SDKs, for the duration of a test.
final class A2ABookingAgent {
    let peer: PythonPeer

    /// The agent's port.
    var port: Int { peer.port }
    /// The URL Stratus is given.
    var url: String { "a2a+http://127.0.0.1:\(port)/" }

    /// Starts the agent with `arguments` (`--fault cut`, `--pace 0`), its log in `folder`, and waits until it
    /// listens. Cancels the test when the virtual environment is missing.
    static func start(in folder: TemporaryFolder, _ arguments: [String] = []) async throws -> A2ABookingAgent {
        A2ABookingAgent(peer: try await PythonPeer(
            venv: "agent-venv", script: "Agents/booking_a2a_agent.py", arguments, in: folder,
            missing: ".build/agent-venv is missing: `make agent-venv` (part of make deps-test) installs a2a-sdk and a2ui-agent-sdk there"))
    }

    private init(peer: PythonPeer) { self.peer = peer }

    /// Stops the agent.
    func stop() { peer.stop() }

    /// The entries of the agent's log, oldest first.
    func log() throws -> [JSONValue] { try peer.log() }
}
