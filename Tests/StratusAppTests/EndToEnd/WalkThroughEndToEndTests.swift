import Foundation
import Testing

/// Every gallery screen and the store app walked with the keys of Docs/Keys.md in a real terminal (tmux): on each
/// screen the footer's keys are in the `?` help, and the keys do what the footer and help say (Esc and the Back
/// button's Ctrl+B go back where they are offered, `?` and F12 open overlays any key closes, a screen's own keys
/// do what their words say, `]`, `[` and Alt+n change tabs).
@Suite("gallery and store walk-through (tmux)", .serialized)
struct WalkThroughEndToEndTests {
    /// The gallery's entries, in order, with a text each one's screen shows.
    static let entries = [("Component showcase", "a layout:touchable"), ("To-do list", "Call the plumber"),
                          ("Sign-up form", "[ Sign up ]"), ("Navigation", "Navigation"), ("Catalogue", "1000 of 1000 products"),
                          ("Dashboard", "Dashboard"), ("Requests", "Requests"), ("Keyboard shortcuts", "Counter: 0"),
                          ("Hello from YAML", "Hello"), ("Images", "Images"), ("A2UI surfaces", "Streams of A2UI messages")]

    /// The keys a gallery screen declares for itself, beyond Back, as the footer names them (key, words), each
    /// with the tmux keys that press it and a text the screen shows after: pressed in order, so each one's effect
    /// is seen.
    static let ownKeys: [String: [(key: String, words: String, tmux: String, shows: String)]] = [
        "Component showcase": [("Ctrl+T", "Toast", "C-t", "A toast message")],
        "Keyboard shortcuts": [("+", "Increment", "+", "Counter: 1"), ("Ctrl+D", "Double", "C-d", "Counter: 2"),
                               ("-", "Decrement", "-", "Counter: 1"), ("Ctrl+S", "Save", "C-s", "Saved 1"),
                               ("F5", "Reset", "F5", "Reset.")],
    ]

    /// Presses each of `keys`, which the footer or the help (`help`) must offer with its words, and expects its
    /// text on screen.
    func expectOwnKeysAct(_ session: TmuxSession, _ keys: [(key: String, words: String, tmux: String, shows: String)],
                          help: String, on name: String) async throws {
        let footer = Self.footer(of: try await session.capture())
        for own in keys {
            let offered = footer.contains { $0.key == own.key && $0.words == own.words }
                || help.components(separatedBy: "\n").contains { $0.contains("│ \(own.key) ") && $0.contains(own.words) }
            #expect(offered, "\(name): neither the footer nor the help offers \(own.key) \(own.words)")
            try await session.send(own.tmux)
            let shown = try await session.waitFor(own.shows)
            #expect(shown.found, "\(name): \(own.key) (\(own.words)) did not show \(own.shows):\n\(shown.screen)")
        }
    }

    /// The footer's entries (key, words) of `screen`: its last row that is not blank, badges and `…` left out.
    static func footer(of screen: String) -> [(key: String, words: String)] {
        let row = screen.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        let parts = row.components(separatedBy: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != "…" && !$0.hasPrefix("✖") && !$0.hasPrefix("⚠") }
        return stride(from: 0, to: parts.count - 1, by: 2).map { (parts[$0], parts[$0 + 1]) }
    }

    /// Where focus starts in a text field, keys are text: Esc leaves typing (the footer then offers q, not
    /// Ctrl+C), so the app's keys answer.
    func leaveTyping(_ session: TmuxSession, on name: String) async throws {
        guard Self.footer(of: try await session.settledScreen()).contains(where: { $0.key == "Ctrl+C" }) else { return }
        try await session.send("Escape")
        #expect(try await session.waitUntil { Self.footer(of: try await session.capture()).contains { $0.key == "q" } },
                "\(name): Esc did not leave typing")
    }

    /// Opens the help on the screen shown, checks that it lists every key of the footer, closes it with Esc and
    /// returns what it showed.
    @discardableResult
    func expectHelpListsTheFooter(_ session: TmuxSession, on name: String) async throws -> String {
        let screen = try await session.capture()
        let footer = Self.footer(of: screen)
        #expect(footer.contains { $0.key == "?" && $0.words == "Keys" }, "\(name): the footer does not offer ?:\n\(screen)")
        try await session.send("?")
        // The help is drawn whole once its last line (how to close it, or where the view is) shows.
        let drawn = { (screen: String) in
            screen.contains("Press any key to close") || screen.range(of: #"\d+-\d+ of \d+"#, options: .regularExpression) != nil
        }
        var help = ""
        #expect(try await session.waitUntil { help = try await session.capture(); return drawn(help) }, "\(name): ? did not open the help")
        // A help taller than the terminal: End shows its last rows, where the app's keys are.
        var rows = help
        if help.contains("↓ ") {
            try await session.send("End")
            _ = try await session.waitUntil { help = try await session.capture(); return drawn(help) && !help.contains("↓ ") }
            rows += "\n" + help
        }
        for (key, words) in footer {
            #expect(rows.contains("│ \(key) ") || rows.contains(" / \(key) ") || rows.contains("\(key) / "),
                    "\(name): the footer offers \(key) \(words), the help does not list it:\n\(rows)")
        }
        try await session.send("Escape")
        #expect(try await session.waitUntil { try await !session.capture().contains("─ Keys ─") }, "\(name): Esc did not close the help")
        return rows
    }

    /// F12 opens the log, which says any key closes it; Esc closes it and stays on the screen.
    func expectLogOpensAndCloses(_ session: TmuxSession, on name: String, showing text: String) async throws {
        try await session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found, "\(name): F12 did not open the log")
        try await session.send("Escape")
        let closed = try await session.waitUntil { try await !session.capture().contains("Log (any key closes)") }
        let screen = try await session.capture()
        #expect(closed && screen.contains(text), "\(name): Esc did not close the log and stay:\n\(screen)")
    }

    @Test func everyGalleryScreenSaysWhatItsKeysDo() async throws {
        guard let session = try await TmuxSession.running("apps/gallery.yaml", waitingFor: "Stratus gallery") else { return }
        try await expectHelpListsTheFooter(session, on: "the gallery")
        for (position, entry) in Self.entries.enumerated() {
            // Home goes to the first entry, Down to the next line: the entry's own.
            try await session.send("Home")
            for _ in 0..<position { try await session.send("Down") }
            try await session.send("Enter")
            let opened = try await session.waitFor(entry.1)
            #expect(opened.found, "\(entry.0) did not open:\n\(opened.screen)")
            try await leaveTyping(session, on: entry.0)
            let help = try await expectHelpListsTheFooter(session, on: entry.0)
            try await expectLogOpensAndCloses(session, on: entry.0, showing: entry.1)
            if entry.0 == "Component showcase" {
                // The toast shows from the start: Shift+Tab reaches Back (passed over where focus starts), again the
                // toast (the last control); its own Esc dismisses it, and the screen's Ctrl+T shows it again.
                try await session.send("BTab")
                try await session.send("BTab")
                try await session.send("Escape")
                #expect(try await session.waitUntil { try await !session.capture().contains("A toast message") },
                        "the showcase's toast did not go with Esc")
            }
            try await expectOwnKeysAct(session, Self.ownKeys[entry.0] ?? [], help: help, on: entry.0)
            // The footer (or, where it has no room, the help) offers Esc Back here, and the screen's Back button
            // its shortcut: every other screen is left with each, and goes back to the gallery.
            let screen = try await session.capture()
            let (key, tmux, helpRow) = position.isMultiple(of: 2) ? ("Esc", "Escape", "│ Esc ") : ("Ctrl+B", "C-b", "│ Ctrl+B ")
            #expect(Self.footer(of: screen).contains { $0.key == key && $0.words == "Back" } || help.contains(helpRow),
                    "\(entry.0): neither the footer nor the help offers \(key):\n\(screen)\n\(help)")
            try await session.send(tmux)
            let back = try await session.waitFor("Stratus gallery")
            #expect(back.found, "\(entry.0): \(key) did not go back to the gallery:\n\(back.screen)")
        }
        // The tabs: the footer offers ], which shows the next tab; [ the previous; Alt+3 the third.
        #expect(Self.footer(of: try await session.capture()).contains { $0.key == "]" && $0.words == "Next tab" })
        try await session.send("]")
        #expect(try await session.waitFor("To-do list").found, "] did not show the To-do tab")
        try await leaveTyping(session, on: "the To-do tab")
        try await expectHelpListsTheFooter(session, on: "the To-do tab")
        try await session.send("[")
        #expect(try await session.waitFor("Stratus gallery").found, "[ did not show the Gallery tab")
        try await session.send("M-3")
        #expect(try await session.waitFor("[ Sign up ]").found, "Alt+3 did not show the Form tab")
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=130").found)
    }

    @Test func everyStoreTabSaysWhatItsKeysDo() async throws {
        try await StoreEndToEndTests.withStoreApp { walk, _ in
            let session = walk.session
            try await walk.expectScreen("Fjallraven - Foldsack No. 1 Backpack", "products")
            try await expectHelpListsTheFooter(session, on: "Products")
            try await expectLogOpensAndCloses(session, on: "Products", showing: "Fjallraven")
            // A product's details, opened with Enter on its card: the footer offers Esc Back, and Esc goes back.
            try await session.send("Enter")
            try await walk.expectScreen("Product details", "product")
            try await expectHelpListsTheFooter(session, on: "Product details")
            #expect(Self.footer(of: try await session.capture()).contains { $0.key == "Esc" && $0.words == "Back" })
            try await session.send("Escape")
            try await walk.expectScreen("Add to cart", "back on products")
            for (tab, text) in [("M-2", "Cart"), ("M-3", "Orders")] {
                try await session.send(tab)
                try await walk.expectScreen(text, text)
                _ = try await session.settledScreen()
                try await expectHelpListsTheFooter(session, on: text)
            }
            try await session.send("C-c")
            try await walk.expectScreen("EXIT=130", "quit")
        }
    }
}
