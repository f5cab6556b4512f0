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
                                                                           options: "--agent-timeout 12") else { return }
        try await AgentStdioEndToEndTests.fillFormAndBook(session)
        // Loose bounds: on a loaded machine the form takes seconds to fill, and a capture can miss a given second.
        let first = try await session.waitFor("Waiting for the agent's answer: ", timeout: .seconds(10))
        #expect(first.found, "nothing said an answer was awaited:\n\(first.screen)")
        let later = try await session.waitFor("Waiting for the agent's answer: 8 s", timeout: .seconds(12))
        #expect(later.found, "the elapsed time did not count up:\n\(later.screen)")
        #expect(later.screen.contains("› Ada"), "the form changed while waiting:\n\(later.screen)")
        let silent = try await session.waitFor("has said nothing for 12 s", timeout: .seconds(12))
        #expect(silent.found && !silent.screen.contains("Waiting for the agent's answer"),
                "the silence notice should replace the waiting line:\n\(silent.screen)")
        try session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(3))
        try session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }
}
