import Foundation
import Testing

/// The question before leaving typed text, in a real terminal (tmux): asked only while text would be lost, not
/// once a button sent it (Docs/Keys.md, "Leaving with typed text").
@Suite("the leave question only when text would be lost (tmux)", .serialized)
struct LeaveQuestionEndToEndTests {
    @Test func aSentFormLeavesWithoutAskingAndTextTypedAfterAsksAgain() async throws {
        guard let session = try await TmuxSession.running("index.json", width: 80, height: 24, waitingFor: "Stratus gallery") else { return }
        // The sign-up form is the third entry of the gallery; on it, focus starts on the name.
        try await session.send("Tab")
        try await session.send("Tab")
        try await session.send("Enter")
        #expect(try await session.waitFor("[ Sign up ]").found)
        try await session.type("Ada")
        try await session.send("Tab")
        try await session.type("ada@example.com")
        try await session.send("Tab")
        try await session.type("secret123")
        try await session.send("Tab", "Space", "Tab", "Enter")
        #expect(try await session.waitFor("Welcome, Ada!").found)
        // Text typed after the press is unsent again: leaving asks, and any other key stays.
        try await session.send("BTab", "BTab", "BTab", "BTab")
        try await session.type("h")
        #expect(try await session.waitFor("Name: Adah").found)
        try await session.send("Escape")
        try await session.send("Escape")
        #expect(try await session.waitFor("Lose what you typed?").found, "text typed after Sign up should be asked about")
        try await session.send("Tab")
        #expect(try await session.waitUntil { try await !session.capture().contains("Lose what you typed?") })
        // Sent again (Email, Password, the terms, Sign up): Esc goes straight back to the gallery.
        try await session.send("Tab", "Tab", "Tab", "Tab", "Enter")
        #expect(try await session.waitFor("Welcome, Adah!").found)
        try await session.send("Escape")
        var screen = ""
        let back = try await session.waitUntil {
            screen = try await session.capture()
            return screen.contains("Stratus gallery") || screen.contains("Lose what you typed?")
        }
        #expect(back && screen.contains("Stratus gallery") && !screen.contains("Lose what you typed?"),
                "after Sign up sent the form, Esc should leave without asking:\n\(screen)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
