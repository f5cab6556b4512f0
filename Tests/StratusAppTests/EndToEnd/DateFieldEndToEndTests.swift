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
