import Foundation
import Testing

/// Keys that must never throw work away, pressed in a real terminal (tmux): Backspace outside a text field,
/// Esc inside one, a blank to-do.
@Suite("keys never lose work (tmux)", .serialized)
struct KeysKeepWorkEndToEndTests {
    @Test func backspaceAndEscInAFormKeepWhatWasTyped() async throws {
        guard let session = try await TmuxSession.running("index.json", width: 80, height: 24, waitingFor: "Stratus gallery") else { return }
        // The sign-up form is the third entry of the gallery; on it, focus starts on the name.
        try await session.send("Tab")
        try await session.send("Tab")
        try await session.send("Enter")
        #expect(try await session.waitFor("[ Sign up ]").found)
        try await session.run(["send-keys", "-t", session.name, "-l", "Ada"])
        #expect(try await session.waitFor("Name: Ada").found)
        // Esc in the field leaves the field, not the screen.
        try await session.send("Escape")
        var screen = try await session.settledScreen()
        #expect(screen.contains("Sign-up form") && screen.contains("Name: Ada"), "Esc in a field left the form:\n\(screen)")
        // Backspace outside a text field does nothing: no navigation.
        try await session.send("BSpace")
        screen = try await session.settledScreen()
        #expect(screen.contains("Sign-up form") && screen.contains("Name: Ada"), "Backspace left the form:\n\(screen)")
        // A second Esc, outside any field, would lose what was typed: it asks first, and a third one goes back.
        try await session.send("Escape")
        let asked = try await session.waitFor("Lose what you typed?")
        #expect(asked.found && asked.screen.contains("Name: Ada"), "leaving with typed text did not ask:\n\(asked.screen)")
        try await session.send("Escape")
        let back = try await session.waitUntil {
            screen = try await session.capture()
            return !screen.contains("[ Sign up ]") && screen.contains("Stratus gallery")
        }
        #expect(back, "Esc outside a field should go back to the gallery:\n\(screen)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    @Test func textThenEnterInOneReadSubmitsExactlyThatText() async throws {
        guard let session = try await TmuxSession.running("todo.json", width: 80, height: 24, waitingFor: "Call the plumber") else { return }
        // Each item and its Enter (a carriage return) go to the terminal in one write, so the app reads them in one
        // batch, as with fast typing or a paste followed by Enter.
        for (count, item) in ["Feed the cat", "Water the plants", "Post the letter"].enumerated() {
            try await session.run(["send-keys", "-t", session.name, "-l", item + "\r"])
            let added = try await session.waitFor("\(4 + count) items")
            #expect(added.found, "\(item) was not added:\n\(added.screen)")
            #expect(added.screen.components(separatedBy: item).count - 1 == 1,
                    "\(item) should show once, as an item, with the field empty:\n\(added.screen)")
        }
        let screen = try await session.capture()
        #expect(!screen.contains("catWater") && !screen.contains("plantsPost"), "a submit joined two items:\n\(screen)")
        #expect(screen.contains("[ ] Post the letter"))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func aBlankToDoIsRefusedWithAMessage() async throws {
        guard let session = try await TmuxSession.running("todo.json", width: 80, height: 24, waitingFor: "Call the plumber") else { return }
        try await session.run(["send-keys", "-t", session.name, "-l", "   "])
        try await Task.sleep(for: .milliseconds(200))
        try await session.send("Enter")
        let refused = try await session.waitFor("A to-do needs some words")
        #expect(refused.found, "a blank item should be refused with a message:\n\(refused.screen)")
        #expect(refused.screen.components(separatedBy: "[ ] ").count - 1 == 2, "a blank item was added:\n\(refused.screen)")
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }
}
