import Foundation
import Testing

/// The booking agent's date-only field in a real terminal (tmux): its placeholder asks for a date alone, and a
/// typed value that is no date is refused with a message under the field.
@Suite("date fields ask for their form and refuse what is not one (tmux)", .serialized)
struct DateFieldEndToEndTests {
    @Test func aDateOnlyFieldAsksForADateAndRefusesWords() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await AgentStdioEndToEndTests.conversation(in: folder) else { return }
        let opened = try await session.capture()
        #expect(opened.contains("› YYYY-MM-DD") && !opened.contains("YYYY-MM-DDThh:mm"),
                "a date-only field should ask for a date alone:\n\(opened)")
        // To the date field: past the name and the three cabins, each a control.
        try await session.send("Tab", "Tab", "Tab", "Tab")
        try await session.type("tomorrow")
        let refused = try await session.waitFor("Not a valid date or time: type it as YYYY-MM-DD")
        #expect(refused.found, "a typed value that is no date was not refused:\n\(refused.screen)")
        try await session.send("C-u")
        try await session.type("2026-12-24")
        let accepted = try await session.waitUntil { try await !session.capture().contains("Not a valid date") }
        let dated = try await session.capture()
        #expect(accepted, "a date was refused:\n\(dated)")
        try await session.send("C-c")
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(3))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }
}

/// The task card of A2UI's examples (`07_task-card`, a date and time due at `2025-12-15T17:00:00Z`) in a real
/// terminal (tmux), in German in Berlin: the date is shown in the user's words and zone beside the value the
/// agent reads, and a typed value that is no date and time is refused with a message.
@Suite("A2UI dates read in the user's locale (tmux)", .serialized)
struct DateLocaleEndToEndTests {
    static let example = PackageRoot.externalCorpus("a2ui/v0_9/catalogs/basic/examples/07_task-card.json")

    @Test(.enabled(if: example != nil, "../shared/external-corpora/a2ui is absent: the task card is skipped"))
    func theDueDateReadsInTheUsersLocaleAndWordsAreRefused() async throws {
        let example = try #require(Self.example)
        guard let session = try await TmuxSession.running(path: example, environment: "LANG=de_DE.UTF-8 TZ=Europe/Berlin",
                                                          width: 100, height: 16, waitingFor: "Review pull request") else { return }
        // 17:00 UTC is 18:00 in Berlin in December; German writes the day first.
        let shown = try await session.waitFor("15.12.2025, 18:00")
        #expect(shown.found, "the due date is not in the user's locale and zone:\n\(shown.screen)")
        // To the date field: past the checkbox.
        try await session.send("Tab")
        try await session.send("C-u")
        try await session.type("tomorrow18:00:00Z")
        let refused = try await session.waitFor("Not a valid date or time: type it as YYYY-MM-DDThh:mm")
        #expect(refused.found, "a typed value that is no date was not refused:\n\(refused.screen)")
        #expect(!refused.screen.contains("15.12.2025"), "the old date is still shown beside the refused text:\n\(refused.screen)")
        try await session.quitSayingYes()
    }
}
