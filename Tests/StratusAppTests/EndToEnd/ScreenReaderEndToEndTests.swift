import Foundation
import Testing

/// `stratus run --screen-reader` in tmux: screens written as plain lines, then one line a change
/// (Docs/Accessibility.md, "The screen-reader mode"), read with `ScreenReaderSession`.
@Suite("the screen-reader mode (tmux)", .serialized)
struct ScreenReaderEndToEndTests {
    @Test func theToDoDemoAddsTicksAndFilters() async throws {
        guard let reader = try await ScreenReaderSession("todo.json", waitingFor: "To-do list") else { return }
        let opening = try await reader.transcript()
        #expect(opening.contains("Text field, New, blank, 1 of 6") || opening.contains { $0.hasPrefix("Text field, New") })
        #expect(opening.contains { $0.hasPrefix("List") || $0.hasSuffix("items") })
        let added = try await reader.said(after: ["Feed the cat"], literal: true, renderKeys: ["'Feed the cat'"])
        #expect(added.isEmpty, "typing is not told back: \(added)")
        let submitted = try await reader.said(after: ["Enter"])
        #expect(submitted == ["4 items"])
        // Add, the three filters, then the first item's checkbox.
        try await reader.tab(5)
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Not checked"])
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        // Back to the filters: Done, then Active, chosen with Space; then All, chosen by its number.
        try await reader.tab(2, key: "BTab")
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["2 items", "Checked"])
        // `stratus render` has no numbers to choose by: the same move in keys it knows.
        #expect(try await reader.said(after: ["1"], renderKeys: ["shift+tab", "space"]) == ["4 items", "Radio button, All, checked, 1 of 3"])
        try await reader.tab(6)
        try await reader.quitAndCheckCharacters()
    }

    @Test func theFormTellsItsValidationErrors() async throws {
        guard let reader = try await ScreenReaderSession("form.json", waitingFor: "Sign-up form", byEnvironment: true) else { return }
        #expect(try await reader.transcript().contains("Checkbox, I accept the terms, not checked, 4 of 5"))
        try await reader.tab(4)
        let refused = try await reader.said(after: ["Enter"])
        #expect(refused == ["Name is required.", "Enter an email address like you@example.com.",
                            "The password needs at least 8 characters.", "Please accept the terms."])
        try await reader.tab(1, key: "BTab")
        #expect(try await reader.said(after: ["Space"], renderKeys: ["space"]) == ["Checked"])
        try await reader.tab(3, key: "BTab")
        try await reader.quitAndCheckCharacters()
    }

    @Test func theCatalogueSearchTellsItsCount() async throws {
        guard let reader = try await ScreenReaderSession("catalogue.json", waitingFor: "Catalogue") else { return }
        // The products arrive after the screen: their count is told when they do.
        #expect(try await reader.session.waitUntil { try await reader.transcript().contains("1000 of 1000 products") })
        let found = try await reader.said(after: ["chair"], literal: true, renderKeys: ["'chair'"])
        #expect(found.last == "60 of 1000 products", "\(found)")
        #expect(found.allSatisfy { $0.hasSuffix(" of 1000 products") }, "\(found)")
        // Tab enters the list (one stop) at its first row, Down moves to the second.
        try await reader.tab(1)
        try await reader.tab(1, key: "Down")
        // 3 could begin 30 to 39 of the 60 rows: focus goes to row 3 at once.
        #expect(try await reader.said(after: ["3"], renderKeys: ["down"]).first?.hasSuffix("3 of 60") == true)
        try await reader.quitAndCheckCharacters()
    }

    /// Ctrl+Z suspends the screen-reader mode as it does the full-screen mode: the shell gets its terminal back
    /// (and says the job stopped), and after `fg` the app answers keys again.
    @Test func controlZSuspendsAndFgComesBack() async throws {
        guard let reader = try await ScreenReaderSession("todo.json", waitingFor: "To-do list") else { return }
        try await reader.session.send("C-z")
        let stopped = try await reader.session.waitFor("Stopped")
        #expect(stopped.found, "Ctrl+Z did not suspend:\n\(stopped.screen)")
        // The shell reads a line again: echo, line editing.
        try await reader.session.type(line: "echo SHELL\"\"-OK")
        #expect(try await reader.session.waitFor("SHELL-OK").found, "the shell did not get its terminal back")
        try await reader.session.type(line: "fg")
        let lines = try await reader.said(after: ["Tab"])
        #expect(lines.count == 1 && ScreenReaderSession.isFocusAnnouncement(lines.first ?? ""), "after fg: \(lines)")
        // A job continued with fg drops the rest of its command line (no EXIT= line): the shell's own `$?` says
        // how it ended once the shell is in the foreground again.
        try await reader.session.send("C-c")
        let back = try await reader.session.waitUntil { try await reader.session.value(of: "#{pane_current_command}") != "stratus" }
        #expect(back, "Ctrl+C did not quit after fg")
        try await reader.session.type(line: "echo STATUS\"\"=$?")
        #expect(try await reader.session.waitFor("STATUS=130").found)
    }
}
