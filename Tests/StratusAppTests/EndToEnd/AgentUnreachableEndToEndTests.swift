import Foundation
import Testing

/// An A2A agent that cannot be reached, in a real terminal (tmux): the screen says what failed, where, and a hint,
/// as a screen that cannot be fetched does, and offers only what can be done: Ctrl+R connects again (a remote
/// agent cannot be restarted from here).
@Suite("an unreachable A2A agent is told plainly (tmux)", .serialized)
struct AgentUnreachableEndToEndTests {
    @Test func aRefusedConnectionSaysWhereAndOffersToConnectAgain() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        // Port 1 of the loopback: nothing listens there, so the connection is refused.
        let port = 1
        let session = try await TmuxSession(tmux: tmux, width: 100, height: 20)
        try await session.type(line: "\(binary) run a2a+http://127.0.0.1:\(port)/ --message hi; echo EXIT\"\"=$?")
        let told = try await session.waitFor("could not be reached")
        #expect(told.found, "nothing said the agent could not be reached:\n\(told.screen)")
        let words = told.screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(words.contains("connection refused at 127.0.0.1:\(port) (is the agent running?)"), "\(told.screen)")
        #expect(!words.contains("errno") && !words.contains("error set"), "the client library's words leaked:\n\(told.screen)")
        #expect(!words.contains("restart"), "a remote agent cannot be restarted:\n\(told.screen)")
        #expect(words.contains("Ctrl+R connects again") && words.contains("Ctrl+R  Reconnect"), "\(told.screen)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=").found)
    }
}
