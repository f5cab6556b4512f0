import Foundation
import Testing

/// Switching the app's tabs in a real terminal (tmux): a tab whose screen starts in a text field is shown out of
/// typing mode, so `]` and `[` keep switching tabs instead of being typed, and keys read in the same batch as the
/// switch act on the tab shown, as its footer says.
@Suite("tab switches never start typing (tmux)", .serialized)
struct TabSwitchKeysEndToEndTests {
    @Test func bracketsKeepSwitchingTabsPastATextField() async throws {
        guard let session = try await TmuxSession.running("apps/gallery.yaml", width: 80, height: 24,
                                                          waitingFor: "Alt+1 Gallery") else { return }
        // The To-do tab starts in its "New:" field: arriving there by `]` does not type.
        try await session.type("]")
        let todo = try await session.waitFor("Call the plumber")
        #expect(todo.found, "`]` did not show the To-do tab:\n\(todo.screen)")
        #expect(todo.screen.contains("Enter  Type") && todo.screen.contains("]  Next tab"),
                "the To-do tab should say Enter types and `]` moves on:\n\(todo.screen)")
        // Two keys in one write, read in one batch: the second acts on the tab the first showed.
        try await session.type("][")
        let settled = try await session.settledScreen()
        #expect(settled.contains("Call the plumber") && !settled.contains("New: ]") && !settled.contains("New: ["),
                "`]` then `[` should pass the Form tab and come back to the To-do, typing nothing:\n\(settled)")
        try await session.type("[")
        let gallery = try await session.waitFor("Stratus gallery")
        #expect(gallery.found, "`[` from the To-do tab did not go back to the Gallery tab:\n\(gallery.screen)")
        // Enter in the field types again, as the footer said.
        try await session.type("]")
        #expect(try await session.waitFor("Enter  Type").found)
        try await session.send("Enter")
        try await session.type("]x")
        let typed = try await session.waitFor("]x")
        #expect(typed.found, "after Enter the field should type, `]` included:\n\(typed.screen)")
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed?").found)
        try await session.send("C-c")
        // Ctrl+C ends the app as an interrupted program (128 + SIGINT).
        #expect(try await session.waitFor("EXIT=130").found)
    }
}
