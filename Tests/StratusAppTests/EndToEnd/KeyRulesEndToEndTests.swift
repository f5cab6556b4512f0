import Foundation
import Testing

/// The key rules of Docs/Keys.md, pressed in a real terminal (tmux) on the gallery: what the screen says is what
/// the keys do.
@Suite("key rules (tmux)", .serialized)
struct KeyRulesEndToEndTests {
    func quit(_ session: TmuxSession) async throws {
        try session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func overlaysOwnTheKeyboardWhileOpen() async throws {
        guard let session = try await TmuxSession.running("index.json", waitingFor: "Stratus gallery") else { return }
        // The help says any key closes it: q closes it and the app keeps running.
        try session.send("?")
        #expect(try await session.waitFor("─ Keys ─").found)
        try session.send("q")
        var screen = try await session.settledScreen()
        #expect(!screen.contains("─ Keys ─") && screen.contains("Stratus gallery") && !screen.contains("EXIT="),
                "q in the help should close it, not quit:\n\(screen)")
        // The log: Tab closes it and does not move focus on the screen beneath, so Enter opens the first entry.
        try session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found)
        try session.send("Tab")
        screen = try await session.settledScreen()
        #expect(!screen.contains("Log (any key closes)"), "Tab did not close the log:\n\(screen)")
        try session.send("Enter")
        let opened = try await session.waitUntil {
            screen = try session.capture()
            return screen.contains("← Esc")
        }
        #expect(opened && screen.contains("← Esc  Component showcase"),
                "Tab acted on the screen beneath the log (Enter opened another entry):\n\(screen)")
        // Esc closes the log and does not go back beneath it.
        try session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found)
        try session.send("Escape")
        screen = try await session.settledScreen()
        #expect(!screen.contains("Log (any key closes)") && screen.contains("← Esc  Component showcase"),
                "Esc should close the log and stay on the screen:\n\(screen)")
        try await quit(session)
    }
}
