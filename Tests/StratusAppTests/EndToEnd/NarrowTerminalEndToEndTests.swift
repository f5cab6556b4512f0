import Foundation
import Testing

/// The app shell at 40 columns, in a real terminal (tmux): the tab bar abbreviates its keys so every tab shows,
/// and the question before leaving typed text wraps rather than being cut.
@Suite("the shell at 40 columns (tmux)", .serialized)
struct NarrowTerminalEndToEndTests {
    @Test func tabsQuestionAndFooterFitFortyColumns() async throws {
        guard let session = try await TmuxSession.running("apps/gallery.yaml", width: 40, height: 12, waitingFor: "Gallery") else { return }
        let opened = try await session.settledScreen()
        #expect(opened.contains("Gallery") && opened.contains("To-do") && opened.contains("Form"),
                "a tab was left out of the bar:\n\(opened)")
        #expect(opened.contains("Quit"), "the footer dropped a key that matters:\n\(opened)")
        // Text typed in the To-do tab, then Ctrl+C: the whole question shows, wrapped.
        try await session.send("M-2")
        #expect(try await session.waitFor("New:").found)
        try await session.type("milk")
        #expect(try await session.waitFor("milk").found)
        try await session.send("C-c")
        let asked = try await session.waitFor("Lose what you typed?")
        let words = asked.screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(asked.found && words.contains("any other key stays."), "the question was cut:\n\(asked.screen)")
        try await session.send("C-c")
        // Ctrl+C ends the app as an interrupted program (128 + SIGINT).
        #expect(try await session.waitFor("EXIT=130").found)
    }
}
