import Foundation
import Testing

/// The moving keys of Docs/Keys.md in a real terminal (tmux): PageUp/PageDown and Home/End move by a screenful and
/// to the ends wherever there is something to move through, Up and Down go from line to line, Left and Right
/// along a line, and a toast is seen where it appears.
@Suite("moving keys (tmux)", .serialized)
struct MovingKeysEndToEndTests {
    func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    /// The rows of the pane.
    func rows(_ screen: String) -> [String] { screen.components(separatedBy: "\n") }

    /// Sends `keys` one at a time, a moment apart, so that none is read as part of the one before (Esc then a key
    /// would be Alt and that key).
    func press(_ session: TmuxSession, _ keys: String...) async throws {
        for key in keys {
            try await session.send(key)
            try await Task.sleep(for: .milliseconds(250))
        }
    }

    @Test func homeEndAndThePageKeysMoveFocusInTheGalleryList() async throws {
        // The gallery fits the terminal: nothing scrolls, so the keys move focus to the ends of what is shown.
        guard let session = try await TmuxSession.running("index.json", waitingFor: "Stratus gallery") else { return }
        try await press(session, "End", "Enter")
        let last = try await session.waitFor("Streams of A2UI messages")
        #expect(last.found, "End then Enter did not open the gallery's last entry:\n\(last.screen)")
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await press(session, "Home", "Enter")
        let first = try await session.waitFor("← Esc  Component showcase")
        #expect(first.found, "Home then Enter did not open the first entry:\n\(first.screen)")
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)
        // PageDown goes to the last entry on screen, PageUp back to the first.
        try await press(session, "PageDown", "PageUp", "Down", "Enter")
        let second = try await session.waitFor("← Esc  ")
        #expect(second.screen.contains("← Esc  To-do list"),
                "PageDown, PageUp and Down did not end on the second entry:\n\(second.screen)")
        try await quit(session)
    }

    @Test func downGoesToTheNextRowAndRightAlongIt() async throws {
        guard let session = try await TmuxSession.running("todo.json", waitingFor: "Call the plumber") else { return }
        // Out of the new item's field, Down passes the filter to the first row's checkbox, not to the Add button.
        try await press(session, "Escape", "Down", "Down", "Space")
        let ticked = try await session.waitFor("[x] Buy milk")
        #expect(ticked.found, "two Downs did not reach the first row's checkbox:\n\(ticked.screen)")
        // Down: the next row's checkbox, not this row's delete button.
        try await press(session, "Down", "Space")
        let unticked = try await session.waitFor("[ ] Write the README")
        #expect(unticked.found, "Down did not go to the next row:\n\(unticked.screen)")
        // Right: along the row, to its delete button.
        try await press(session, "Right", "Enter")
        let deleted = try await session.waitFor("2 items")
        #expect(deleted.found && !deleted.screen.contains("Write the README") && deleted.screen.contains("Buy milk"),
                "Right then Enter did not delete the row:\n\(deleted.screen)")
        try await quit(session)
    }

    @Test func theShowcaseScrollsByAPageAndItsToastIsSeenAboveTheFooter() async throws {
        guard let session = try await TmuxSession.running("showcase.json", waitingFor: "Component showcase") else { return }
        var screen = try await session.settledScreen()
        // The showcase is taller than the terminal; its toast floats over the bottom of the view, above the footer.
        #expect(rows(screen)[27].contains("│ ✓ A toast message │") && rows(screen)[29].contains("Ctrl+T"),
                "the toast is not seen above the footer:\n\(screen)")
        // End goes to the bottom and to the last control, the toast: Enter dismisses it, Ctrl+T shows it again there.
        try await press(session, "End", "Enter")
        screen = try await session.settledScreen()
        #expect(!screen.contains("A toast message") && screen.contains("First tab content"), "End did not reach the toast:\n\(screen)")
        try await session.send("C-t")
        let shown = try await session.waitFor("A toast message")
        #expect(shown.found && rows(shown.screen)[27].contains("│ ✓ A toast message │"), "Ctrl+T:\n\(shown.screen)")
        // Home goes back to the top; PageDown moves a screenful, not a line.
        try await session.send("Home")
        #expect(try await session.waitFor("normal bold light red big").found)
        try await session.send("PageDown")
        let paged = try await session.waitUntil { try await !session.capture().contains("normal bold light red big") }
        screen = try await session.capture()
        #expect(paged && !screen.contains("layout:text ──"), "PageDown did not move a page:\n\(screen)")
        // The help lists the moving keys.
        try await session.send("?")
        let help = try await session.waitFor("─ Keys ─")
        for key in ["PageUp / PageDown", "Home / End", "Up / Down"] {
            #expect(help.screen.contains("│ \(key) "), "\(key) is not in the help:\n\(help.screen)")
        }
        try await session.send("Escape")
        #expect(try await session.waitUntil { try await !session.capture().contains("─ Keys ─") }, "Esc did not close the help")
        try await quit(session)
    }
}
