import Foundation
import Testing

/// While an agent's answer is due, the screen says it is waiting and for how long, in a real terminal (tmux), with
/// the booking agent made silent (`--fault silent`): the elapsed seconds count up until the silence notice of
/// `--agent-timeout` takes their place.
@Suite("waiting for an agent's answer is shown (tmux)", .serialized)
struct AgentWaitingEndToEndTests {
    @Test func aDueAnswerShowsItsElapsedTimeUntilTheSilenceNotice() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await AgentStdioEndToEndTests.conversation(in: folder, agentArguments: "--fault silent",
                                                                           options: "--agent-timeout 20") else { return }
        try await AgentStdioEndToEndTests.fillFormAndBook(session)
        // Loose bounds: on a loaded machine the form takes seconds to fill, and a capture can miss a given second.
        let first = try await session.waitFor("Waiting for the agent's answer: ", timeout: .seconds(10))
        #expect(first.found, "nothing said an answer was awaited:\n\(first.screen)")
        // Counting up: a later capture shows more seconds than the first (whichever seconds the captures meet).
        let start = Self.waitedSeconds(in: first.screen) ?? 0
        var later = first.screen
        let counted = try await session.waitUntil(timeout: .seconds(15)) {
            later = try await session.capture()
            return (Self.waitedSeconds(in: later) ?? 0) >= start + 2
        }
        #expect(counted, "the elapsed time did not count up from \(start) s:\n\(later)")
        #expect(later.contains("› Ada"), "the form changed while waiting:\n\(later)")
        let silent = try await session.waitFor("has said nothing for 20 s", timeout: .seconds(25))
        #expect(silent.found && !silent.screen.contains("Waiting for the agent's answer"),
                "the silence notice should replace the waiting line:\n\(silent.screen)")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(10))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    /// The seconds on the waiting line ("Waiting for the agent's answer: 3 s"), if the screen has one.
    static func waitedSeconds(in screen: String) -> Int? {
        guard let range = screen.range(of: "Waiting for the agent's answer: ") else { return nil }
        return Int(screen[range.upperBound...].prefix { $0.isNumber })
    }
}
