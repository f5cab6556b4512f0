import Foundation
import Testing

/// `stratus keys` in a real terminal (tmux): raw mode through the one owner of the terminal's modes
/// (TerminalRestorer), each key press reported, and the terminal as it was afterwards, on a normal exit and on
/// SIGTERM.
@Suite("stratus keys (tmux)", .serialized)
struct KeysCommandEndToEndTests {
    @Test func reportsKeysAndLeavesTheTerminalAsItWas() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let before = try #require(await session.terminalSettings(), "the shell did not answer")
        try await session.type(line: "\(binary) keys; echo EXIT\"\"=$?")
        #expect(try await session.waitFor("Ctrl+C twice to quit").found)
        try await session.send("Up")
        let reported = try await session.waitFor("\\e[A")
        #expect(reported.found && reported.screen.contains("→ up"), "Up was not reported:\n\(reported.screen)")
        // Ctrl+C twice quits (an idle limit would race a loaded machine between the prompt and the key).
        try await session.send("C-c")
        try await session.send("C-c")
        let exited = try await session.waitFor("EXIT=0")
        #expect(exited.found, "stratus keys did not quit on Ctrl+C twice:\n\(exited.screen)")
        // What was printed stays where it was: restoring the modes wrote no screen reset.
        #expect(exited.screen.contains("→ up"))
        let after = try await session.terminalSettings()
        #expect(!before.isEmpty)
        #expect(before == after, "the terminal settings changed")
    }

    @Test func restoresTheTerminalWhenKilled() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let before = try #require(await session.terminalSettings(), "the shell did not answer")
        // In the foreground (a background job could not set the terminal's modes), its process id in a file.
        try await session.type(line: "sh -c 'echo $$ > \(folder.path)/pid; exec \(binary) keys'; echo EXIT\"\"=$?")
        #expect(try await session.waitFor("Ctrl+C twice to quit").found)
        let pid = try #require(Int32(String(contentsOfFile: folder.path + "/pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.screen.contains("EXIT=143"), "stratus keys did not end by SIGTERM:\n\(exited.screen)")
        let after = try await session.terminalSettings()
        #expect(before == after, "the terminal settings changed")
    }
}
