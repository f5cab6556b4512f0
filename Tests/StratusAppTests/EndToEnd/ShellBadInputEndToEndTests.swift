import Foundation
import Testing

/// The shell under bad input in a real terminal (tmux), as issue 43 lists it: keys read in the same batch as the
/// key that opens a screen or an overlay go to what opened, and the smallest terminal (20x5) with overlays open
/// loses nothing once the terminal is large again: no crash, the focus in view and where it was, each overlay
/// still open and closing as before. The headless half (every shell overlay at once, a toast arriving while the
/// question is asked, a tab title of 300 characters) is Tests/StratusTerminalTests/Shell/ShellBadInputTests.swift.
@Suite("the shell under bad input (tmux)", .serialized)
struct ShellBadInputEndToEndTests {
    static let height = 24

    /// Resizes the session's window to the smallest size the app draws at; the screen once it had time to draw.
    static func shrink(_ session: TmuxSession) async throws -> String {
        try await session.run(["resize-window", "-t", session.name, "-x", "20", "-y", "5"])
        return try await session.settledScreen()
    }

    @Test func keysReadWithTheKeyThatOpensAScreenOrAnOverlayGoToWhatOpened() async throws {
        guard let session = try await TmuxSession.running("index.json", width: 80, height: Self.height,
                                                          waitingFor: "Stratus gallery") else { return }
        try await session.send("Tab")
        _ = try await session.settledScreen()
        // Enter opens the to-do list, whose "New:" field has focus and types: the letters in the same write are typed there.
        try await session.send("Enter", "a", "b", "c")
        let opened = try await session.waitFor("New: abc")
        #expect(opened.found, "the keys read with Enter did not reach the screen it opened:\n\(opened.screen)")
        try await session.send("Escape")
        #expect(try await session.waitFor("Enter  Type").found)
        // `?` opens the help and the keys after it are the help's: Down scrolls it, x closes it and is not typed.
        try await session.send("?", "Down", "Down")
        let help = try await session.waitFor("Press any key to close")
        #expect(help.found, "the help did not open:\n\(help.screen)")
        try await session.type("x")
        #expect(try await session.waitUntil { try await !session.capture().contains("Press any key to close") }, "x did not close the help")
        // F12 opens the log; the z in the same write closes it, typed nowhere. Enter then types again: w is the
        // first letter the field gets after abc.
        try await session.send("F12", "z")
        try await session.send("Enter")
        try await session.type("w")
        let typed = try await session.waitFor("New: abcw")
        #expect(typed.found && !typed.screen.contains("Log (any key closes)"),
                "x, z or w went elsewhere, or the log stayed open:\n\(typed.screen)")
        try await session.quitSayingYes()
    }

    @Test func theSmallestTerminalWithTheLogOpenOverAToastLosesNeitherTheFocusNorTheLog() async throws {
        guard let session = try await TmuxSession.running("showcase.json", width: 80, height: Self.height,
                                                          waitingFor: "A toast message") else { return }
        let focused = StyledScreen(try await session.captureWithStyles()).reversedText(onRows: 1..<(Self.height - 1))
        let start = try await session.capture()
        #expect(!focused.isEmpty, "no focus is shown:\n\(start)")
        try await session.send("F12")
        #expect(try await session.waitFor("Log (any key closes)").found)
        let small = try await Self.shrink(session)
        #expect(!small.contains("Terminal too small") && !small.contains("EXIT="), "20x5 is the smallest size drawn:\n\(small)")
        try await session.run(["resize-window", "-t", session.name, "-x", "80", "-y", "\(Self.height)"])
        // The same control has the focus, shown above the log and the toast, which are both still there.
        let restored = try await session.waitUntil {
            StyledScreen(try await session.captureWithStyles()).reversedText(onRows: 1..<(Self.height - 1)) == focused
        }
        let large = try await session.capture()
        #expect(restored, "the focus moved or is hidden:\n\(large)")
        #expect(large.contains("Log (any key closes)") && large.contains("A toast message"), "\(large)")
        try await session.type("x")
        #expect(try await session.waitUntil { try await !session.capture().contains("Log (any key closes)") }, "x did not close the log")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    @Test func anA2UIModalOpenInTheSmallestTerminalKeepsItsFocusAndGivesItBackToItsTrigger() async throws {
        guard let session = try await TmuxSession.running("a2ui/layout.json", width: 80, height: Self.height,
                                                          waitingFor: "Open a modal") else { return }
        try await session.send("Tab")
        _ = try await session.settledScreen()
        try await session.send("Enter")
        #expect(try await session.waitFor("A modal's content").found)
        let rows = 1..<(Self.height - 1)
        #expect(StyledScreen(try await session.captureWithStyles()).reversedText(onRows: rows) == ["[ Close ]"])
        let small = try await Self.shrink(session)
        #expect(!small.contains("Terminal too small") && !small.contains("EXIT="), "\(small)")
        try await session.run(["resize-window", "-t", session.name, "-x", "80", "-y", "\(Self.height)"])
        let large = try await session.waitFor("A modal's content")
        #expect(large.found, "the modal closed:\n\(large.screen)")
        #expect(try await session.waitUntil { StyledScreen(try await session.captureWithStyles()).reversedText(onRows: rows) == ["[ Close ]"] },
                "the focus left the modal:\n\(large.screen)")
        // Tab goes round the modal's one control: nothing beneath it is reached.
        try await session.send("Tab", "Tab")
        _ = try await session.settledScreen()
        #expect(StyledScreen(try await session.captureWithStyles()).reversedText(onRows: rows) == ["[ Close ]"])
        try await session.send("Escape")
        #expect(try await session.waitUntil {
            StyledScreen(try await session.captureWithStyles()).reversedText(onRows: rows) == ["[ Open a modal ]"]
        }, "Esc did not give the focus back to the trigger")
        #expect(try await !session.capture().contains("A modal's content"), "Esc did not close the modal")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
