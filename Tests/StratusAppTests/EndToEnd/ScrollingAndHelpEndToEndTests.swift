import Foundation
import Testing

/// Small terminals in a real terminal (tmux): screens scroll and keep focus in view, lists go to their ends, the
/// footer and the `?` help fit, and shortcuts work while their element is scrolled off screen.
@Suite("scrolling and help in small terminals (tmux)", .serialized)
struct ScrollingAndHelpEndToEndTests {
    /// Runs `stratus run` on `screen` in a terminal of `width` by `height` and waits for `text`.
    func open(_ screen: String, width: Int, height: Int, waitingFor text: String) async throws -> TmuxSession? {
        try await TmuxSession.running(screen, width: width, height: height, waitingFor: text)
    }

    func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    /// The rows of the pane, trailing spaces removed (tmux trims them).
    func rows(_ screen: String) -> [String] { screen.components(separatedBy: "\n") }

    @Test func theGalleryAt60x15ScrollsAndDownKeepsFocusOnScreen() async throws {
        guard let session = try await open("index.json", width: 60, height: 15, waitingFor: "Stratus gallery") else { return }
        // The gallery is taller than 14 lines: the scroll bar's thumb is at the top, the last entries are below.
        var screen = try await session.capture()
        #expect(!screen.contains("Hello from YAML"), "the gallery fits; the test needs a smaller terminal:\n\(screen)")
        #expect(rows(screen)[0].hasSuffix("┃"), "no scroll bar at the top:\n\(screen)")
        // Nine Downs from the first entry reach the last one, which scrolls into view.
        for _ in 0..<9 { try await session.send("Down") }
        let reached = try await session.waitFor("PNG and JPEG")
        #expect(reached.found, "Down did not bring the last entry into view:\n\(reached.screen)")
        screen = reached.screen
        #expect(!screen.contains("Stratus gallery"), "the screen did not scroll:\n\(screen)")
        // Enter opens what is focused and visible: the last entry.
        try await session.send("Enter")
        let opened = try await session.waitFor("← Esc  Images")
        #expect(opened.found, "Enter did not open the focused entry:\n\(opened.screen)")
        try await quit(session)
    }

    @Test func theHelpAt60x15ScrollsToEveryKey() async throws {
        guard let session = try await open("shortcuts.json", width: 60, height: 15, waitingFor: "Counter: 0") else { return }
        try await session.send("?")
        // The help's last line is drawn after its title; a capture can fall between the two, so wait for both.
        var help = try await session.capture()
        let drawn = try await session.waitUntil {
            help = try await session.capture()
            return help.contains("─ Keys ─") && help.contains(" of ")
        }
        #expect(drawn, "? did not open the help, or its last line never came:\n\(help)")
        #expect(help.contains("Increment") && help.contains("↓"), "the help does not say it scrolls:\n\(help)")
        #expect(!help.contains("Log console"), "the help fits; the test needs a smaller terminal:\n\(help)")
        try await session.send("End")
        let end = try await session.waitFor("Log console")
        #expect(end.found && end.screen.contains("q / Ctrl+C") && end.screen.contains("Quit"),
                "the end of the help cannot be reached:\n\(end.screen)")
        // Any other key closes it, and the app keeps running.
        try await session.send("x")
        var closed = try await session.capture()
        for _ in 0..<50 where closed.contains("─ Keys ─") {
            try await Task.sleep(for: .milliseconds(100))
            closed = try await session.capture()
        }
        #expect(!closed.contains("─ Keys ─") && closed.contains("Counter: 0"), "the help did not close:\n\(closed)")
        try await quit(session)
    }

    @Test func aShortcutWorksWhileItsButtonIsScrolledOffScreen() async throws {
        guard let session = try await open("shortcuts.json", width: 60, height: 8, waitingFor: "Counter: 0") else { return }
        // Focus starts on the button, which scrolls into view; Home scrolls the screen back to its top.
        try await session.send("Home")
        let screen = try await session.settledScreen()
        #expect(!screen.contains("Double (Ctrl+D)"), "the button is on screen; the test needs a smaller terminal:\n\(screen)")
        try await session.send("+")
        #expect(try await session.waitFor("Counter: 1").found)
        try await session.send("C-d")
        let doubled = try await session.waitFor("Counter: 2")
        #expect(doubled.found, "ctrl+d did nothing while its button was off screen:\n\(doubled.screen)")
        try await quit(session)
    }

    @Test func theFooterAt60ColumnsKeepsHelpAndQuit() async throws {
        guard let session = try await open("shortcuts.json", width: 60, height: 15, waitingFor: "Counter: 0") else { return }
        let screen = try await session.capture()
        let footer = rows(screen).last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        #expect(footer.contains("Keys") && footer.contains("Quit"), "the footer lost ? or q:\n\(footer)")
        #expect(footer.contains("…"), "the footer does not mark the keys it left out:\n\(footer)")
        #expect(footer.contains("Increment"), "the footer shows none of the screen's keys:\n\(footer)")
        try await quit(session)
    }

    @Test func theCatalogueGoesToItem1000WithEndAndBackWithHome() async throws {
        guard let session = try await open("catalogue.json", width: 80, height: 14, waitingFor: "Amber Lamp 1") else { return }
        // Focus starts on the search field; Tab enters the list at its first row.
        try await session.send("Tab")
        try await session.send("End")
        let end = try await session.waitFor("#1000 Tidal Speaker 3")
        #expect(end.found, "End did not reach item 1,000:\n\(end.screen)")
        let listRows = rows(end.screen).filter { $0.contains(" #") }
        #expect(listRows.last?.hasSuffix("┃") == true, "the scroll bar's thumb is not at the bottom:\n\(end.screen)")
        #expect(listRows.first?.hasSuffix("│") == true, "the scroll bar's track is not above the thumb:\n\(end.screen)")
        try await session.send("Enter")
        #expect(try await session.waitFor("Selected: Tidal Speaker 3").found)
        try await session.send("Home")
        // The sixth row is the list's last line at this size: once it is drawn the whole frame is (a capture taken
        // while the frame is being written would still show rows of the list's end below the first ones).
        let home = try await session.waitFor("#6    ")
        #expect(home.found && home.screen.contains("#1    Amber Lamp 1"), "Home did not go back to item 1:\n\(home.screen)")
        let top = rows(home.screen).first { $0.contains("#1    Amber Lamp 1") }
        #expect(top?.hasSuffix("┃") == true, "the scroll bar's thumb is not at the top:\n\(home.screen)")
        #expect(!home.screen.contains("#1000"))
        try await quit(session)
    }

    @Test func theCatalogueSaysWhenASearchFindsNothingAndCountsWhatItFinds() async throws {
        guard let session = try await open("catalogue.json", width: 80, height: 14, waitingFor: "Amber Lamp 1") else { return }
        #expect(try await session.capture().contains("1000 of 1000 products"))
        // Focus starts on the search field, not on Back.
        try await session.send("z", "z", "z")
        let nothing = try await session.waitFor("No results for \"zzz\"")
        #expect(nothing.found, "a search that matches nothing did not say so:\n\(nothing.screen)")
        #expect(nothing.screen.contains("0 of 1000 products"), "\(nothing.screen)")
        #expect(!nothing.screen.contains("Amber Lamp 1"))
        // The expected count comes from the catalogue's data: names or categories holding "jade", ignoring case.
        let data = try Data(contentsOf: URL(fileURLWithPath: PackageRoot.screen("catalogue-items.json")))
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        let jade = items.filter { item in
            ["name", "category"].contains { (item[$0] as? String)?.lowercased().contains("jade") == true }
        }
        #expect(jade.count > 0 && jade.count < items.count)
        try await session.send("C-u")
        try await session.send("j", "a", "d", "e")
        let found = try await session.waitFor("\(jade.count) of 1000 products")
        #expect(found.found, "the header does not count the \(jade.count) matches:\n\(found.screen)")
        #expect(found.screen.contains("Jade Lamp 1") && !found.screen.contains("No results"), "\(found.screen)")
        // The search holds typed text: ctrl+c asks first, and a second one quits.
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed?").found)
        try await quit(session)
    }
}
