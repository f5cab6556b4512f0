import Foundation
import Testing
@testable import StratusApp
@testable import StratusTerminal

/// The demo screens driven from the keyboard in small terminals: keys read in one batch act on live values, focus
/// stays where the user was and always on screen, lists move with Home/End, and the footer and `?` help fit.
@MainActor
@Suite struct ScreensKeysAndScrollingTests {
    func open(_ screen: String, width: Int, height: Int) async throws -> HeadlessSession {
        let target = try ScreenTarget(resolving: PackageRoot.screen(screen))
        let assembly = try AppAssembly(target: target, mode: .dev, requestTimeout: 5)
        return try await assembly.stratus.headless(width: width, height: height)
    }

    /// Row `row` of the frame without its trailing spaces.
    func line(_ row: Int, of session: HeadlessSession) -> String {
        var line = session.lines[row]
        while line.last == " " { line.removeLast() }
        return line
    }

    /// The rows of the frame that show `text`.
    func rows(of session: HeadlessSession, containing text: String) -> [Int] {
        session.lines.indices.filter { session.lines[$0].contains(text) }
    }

    @Test func textThenEnterReadInOneBatchSubmitsExactlyThatText() async throws {
        let session = try await open("todo.json", width: 70, height: 20)
        try await session.click(id: "new-title")
        // `type` hands every key to the app before the next frame, as one read of fast typing does.
        try await session.type("Feed the cat\n")
        #expect(rows(of: session, containing: "Feed the cat").count == 1, "\(session.text)")
        #expect(session.text.contains("[ ] Feed the cat"))
        #expect(!session.text.contains("New: Feed the cat"), "the submitted text stayed in the field:\n\(session.text)")
        try await session.type("Walk the dog\n")
        #expect(session.text.contains("[ ] Walk the dog"))
        #expect(!session.text.contains("catWalk"), "the next submit joined the items:\n\(session.text)")
        #expect(session.text.contains("5 items"))
    }

    @Test func deletingARowMovesFocusToTheNextRowNotToBack() async throws {
        let session = try await open("todo.json", width: 70, height: 20)
        try await session.click(id: "delete:2")
        #expect(!session.text.contains("Write the README"))
        #expect(session.focusedID == "done:3", "focus went to \(session.focusedID ?? "nothing")")
        // The last row: focus goes back to the row before it.
        try await session.click(id: "delete:3")
        #expect(session.focusedID == "delete:1" || session.focusedID == "done:1", "focus went to \(session.focusedID ?? "nothing")")
    }

    @Test func leavingAFormWithTypedTextAsksFirst() async throws {
        let session = try await open("index.json", width: 80, height: 24)
        try await session.click(id: "open-form")
        try await session.click(id: "name")
        try await session.type("Ada")
        // The first Esc leaves the field, the second asks, any other key stays on the form.
        try await session.press("esc", "esc")
        #expect(session.text.contains("Name: Ada"), "\(session.text)")
        #expect(session.text.contains("Lose what you typed?"), "\(session.text)")
        try await session.press("tab")
        #expect(!session.text.contains("Lose what you typed?"))
        #expect(session.text.contains("Name: Ada"))
        // Asked again, a second Esc leaves.
        try await session.press("esc", "esc")
        #expect(session.text.contains("Stratus gallery"), "\(session.text)")
    }

    @Test func escInAFieldKeepsFocusOnItAndEnterTypesAgain() async throws {
        let session = try await open("form.json", width: 80, height: 24)
        try await session.click(id: "email")
        try await session.type("x")
        try await session.press("esc")
        #expect(session.focusedID == "email", "Esc moved focus to \(session.focusedID ?? "nothing")")
        // Out of typing mode a letter is not typed; Enter types again, in the same field.
        try await session.press("z", "enter")
        try await session.type("y")
        #expect(session.text.contains("Email: xy"), "\(session.text)")
    }

    @Test func theQuestionsStayKeyOnlyStays() async throws {
        let session = try await open("index.json", width: 80, height: 24)
        try await session.click(id: "open-form")
        try await session.click(id: "name")
        try await session.type("Ada")
        // Esc leaves the field, Tab moves on to the checkbox, Esc asks; Space then stays and ticks nothing.
        try await session.press("esc", "tab", "tab", "tab")
        #expect(session.focusedID == "agree", "focus is on \(session.focusedID ?? "nothing")")
        try await session.press("esc")
        #expect(session.text.contains("Lose what you typed? Esc leaves"), "\(session.text)")
        try await session.press("space")
        #expect(!session.text.contains("Lose what you typed?"))
        #expect(session.text.contains("[ ] I accept the terms"), "the stay key ticked the box:\n\(session.text)")
    }

    @Test func quittingWithTypedTextAsksFirst() async throws {
        let session = try await open("form.json", width: 80, height: 24)
        try await session.click(id: "name")
        try await session.type("Ada")
        try await session.press("esc", "q")
        #expect(session.text.contains("Lose what you typed? q leaves"), "\(session.text)")
        try await session.press("x")
        #expect(!session.didQuit && session.text.contains("Name: Ada"))
        // ctrl+c asks too, even while typing, and a second one quits.
        try await session.click(id: "name")
        try await session.press("ctrl+c")
        #expect(session.text.contains("Lose what you typed? Ctrl+C leaves"), "\(session.text)")
        #expect(!session.didQuit)
        try await session.press("ctrl+c")
        #expect(session.didQuit)
    }

    @Test func theGalleryScrollsAt60x15AndDownNeverMovesFocusOffScreen() async throws {
        let session = try await open("index.json", width: 60, height: 15)
        // At the top, the scroll bar's thumb starts on the first row.
        #expect(line(0, of: session).hasSuffix("┃"), "\(session.text)")
        // Down goes through the ten entries; the focused one is always on the screen above the footer.
        for step in 0..<9 {
            try await session.press("down")
            let focused = try #require(session.focusedID)
            let frame = try #require(session.runtime.screenFrame(ofID: focused), "step \(step): \(focused) is not on screen")
            #expect(frame.y >= 0 && frame.maxY <= 14, "step \(step): \(focused) at \(frame)\n\(session.text)")
        }
        // The last entry was reached: the screen scrolled to it, and the thumb left the top.
        #expect(session.focusedID == "open-images")
        #expect(session.text.contains("Hello from YAML"), "\(session.text)")
        #expect(!session.text.contains("Stratus gallery"), "\(session.text)")
        #expect(line(0, of: session).hasSuffix("│"), "\(session.text)")
    }

    @Test func theCatalogueGoesToItsLastRowWithEndAndBackWithHome() async throws {
        let session = try await open("catalogue.json", width: 80, height: 14)
        #expect(session.text.contains("1000 products"), "\(session.text)")
        // Focus starts on the search field; Tab enters the list at its first row.
        try await session.press("tab")
        #expect(session.text.contains("#1 "))
        try await session.press("end")
        #expect(session.text.contains("#1000 Tidal Speaker 3"), "\(session.text)")
        try await session.press("enter")
        #expect(session.text.contains("Selected: Tidal Speaker 3"))
        // The scroll bar in the list's last column: the thumb at the bottom, the track above it.
        let listRows = rows(of: session, containing: "#")
        let last = try #require(listRows.last)
        #expect(line(last, of: session).hasSuffix("┃"), "\(session.text)")
        #expect(line(try #require(listRows.first), of: session).hasSuffix("│"), "\(session.text)")
        try await session.press("home")
        #expect(session.text.contains("#1 "), "\(session.text)")
        #expect(!session.text.contains("#1000"))
        let top = try #require(rows(of: session, containing: "#1 ").first)
        #expect(line(top, of: session).hasSuffix("┃"), "\(session.text)")
        // PageDown moves focus a page (the rows wholly shown) down the list, twice.
        try await session.press("pagedown", "pagedown")
        #expect(!session.text.contains("#1 "), "PageDown did not move a page:\n\(session.text)")
    }

    @Test func theFooterAt60ColumnsKeepsHelpAndQuitAndMarksWhatIsLeftOut() async throws {
        let session = try await open("shortcuts.json", width: 60, height: 15)
        let footer = try #require(session.lines.last)
        #expect(footer.contains("? Keys") || footer.contains("?  Keys"), "\(footer)")
        #expect(footer.contains("Quit"), "\(footer)")
        #expect(footer.contains("…"), "\(footer)")
        #expect(footer.contains("Increment"), "\(footer)")
    }

    @Test func theHelpAt60x15ScrollsToEveryKey() async throws {
        let session = try await open("shortcuts.json", width: 60, height: 15)
        try await session.press("?")
        #expect(session.text.contains("─ Keys ─"))
        #expect(session.text.contains("Increment"))
        #expect(!session.text.contains("Log console"), "everything fit; the test needs a smaller terminal:\n\(session.text)")
        try await session.press("end")
        #expect(session.text.contains("Log console"), "\(session.text)")
        #expect(session.text.contains("q / Ctrl+C"), "\(session.text)")
        try await session.press("home")
        #expect(session.text.contains("Increment"))
        try await session.press("x")
        #expect(!session.text.contains("─ Keys ─"))
        #expect(!session.didQuit)
    }

    @Test func aShortcutWorksWhileItsButtonIsScrolledOffScreen() async throws {
        let session = try await open("shortcuts.json", width: 60, height: 8)
        // Focus starts on the button, which scrolls into view; Home scrolls the screen back to its top.
        try await session.press("home")
        #expect(!session.text.contains("Double (Ctrl+D)"), "the button is on screen; the test needs a smaller terminal")
        try await session.press("+", "ctrl+d")
        #expect(session.text.contains("Counter: 2"), "\(session.text)")
        // The `?` help lists it: scrolling the help down reaches it.
        try await session.press("?")
        var listed = session.text.contains("Ctrl+D  ")
        for _ in 0..<10 where !listed {
            try await session.press("down")
            listed = session.text.contains("Ctrl+D  ")
        }
        #expect(listed, "\(session.text)")
    }
}
