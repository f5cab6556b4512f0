import Foundation
import StratusCore
import Testing

/// `stratus render --agent -- COMMAND`: a conversation with an agent run as a child process, driven headless. The
/// agents here are shell scripts, so that each test says exactly what the agent writes.
@Suite("stratus render --agent")
struct AgentRenderTests {
    static let surface = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}}"#
    static func text(_ text: String) -> String {
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": "\#(text)"}]}}"#
    }

    /// Runs `stratus render --agent` on a shell script written to a file, with `options` before `--`.
    static func render(agent script: String, options: [String] = [], in folder: TemporaryFolder) async throws -> Subprocess.Result {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let path = try folder.write("agent.sh", script)
        return try await Subprocess.run(binary, ["render", "--size", "80x8", "--timeout", "20"] + options + ["--agent", "--", "sh", path])
    }

    @Test func showsTheSurfacesTheAgentWritesAsTheyArrive() async throws {
        let folder = try TemporaryFolder()
        let result = try await Self.render(agent: """
            echo '\(Self.surface)'
            echo '\(Self.text("First"))'
            echo '\(Self.text("Second, replacing the first"))'
            exec cat > /dev/null
            """, in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "Second, replacing the first", "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("First\n"))
        #expect(lines.contains { $0.contains("Ctrl+R") && $0.contains("Restart agent") }, "\(result.standardOutput)")
    }

    @Test func anAgentThatExitsIsShownWithWhatItSaidLast() async throws {
        let folder = try TemporaryFolder()
        let result = try await Self.render(agent: """
            echo '\(Self.surface)'
            echo '\(Self.text("Still shown"))'
            echo 'agent: out of tea' >&2
            exit 4
            """, in: folder)
        // The notice wraps at spaces: its lines joined with spaces read as it was written.
        let shown = result.standardOutput.replacingOccurrences(of: "\n", with: " ")
        #expect(shown.contains("exited with status 4. It said last: \"agent: out of tea\". Ctrl+R restarts it."),
                "\(result.standardOutput)")
        // The surfaces keep what the agent sent before it went.
        #expect(result.standardOutput.contains("Still shown"))
        // And the log says so too, with the agent's standard error.
        #expect(result.standardError.contains("agent: out of tea"), "\(result.standardError)")
    }

    @Test func aLineThatIsNotAMessageIsReportedAndTheAgentToldWithAnError() async throws {
        let folder = try TemporaryFolder()
        let received = folder.path + "/received.jsonl"
        let result = try await Self.render(agent: """
            echo '\(Self.surface)'
            echo '\(Self.text("Kept"))'
            echo 'not json at all'
            read -r line && printf '%s\\n' "$line" > \(received)
            exec cat > /dev/null
            """, in: folder)
        #expect(result.standardOutput.contains("not an A2UI message"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("Kept"), "the surface lost what it had:\n\(result.standardOutput)")
        // The error names the agent and the line: the third line of its stream.
        #expect(result.standardOutput.contains(":3:1:"), "\(result.standardOutput)")
        let reply = try JSONValue(parsing: try String(contentsOfFile: received, encoding: .utf8))
        #expect(reply["error"]?["code"] == "VALIDATION_FAILED", "\(reply)")
    }

    @Test func anAgentThatSaysNothingIsShownAfterItsTimeout() async throws {
        let folder = try TemporaryFolder()
        let result = try await Self.render(agent: "exec cat > /dev/null\n", options: ["--agent-timeout", "0.5"], in: folder)
        #expect(result.standardOutput.contains("has said nothing for 0.5 s since it started"), "\(result.standardOutput)")
    }

    @Test func anAgentThatCannotStartIsShown() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let result = try await Subprocess.run(binary, ["render", "--size", "80x8", "--agent", "--", "no-such-agent-command"])
        #expect(result.standardOutput.contains("exited with status 127"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("no-such-agent-command"), "\(result.standardOutput)")
    }
}
