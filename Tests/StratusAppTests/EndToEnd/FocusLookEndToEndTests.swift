import Foundation
import Testing

/// Focus has one look, reverse video, that nothing else inside a screen uses, with colour and without; what is
/// selected looks otherwise (bold and underlined), in a real terminal (tmux). The screen's title bar (first row)
/// and the footer (last) are chrome, left out.
@Suite("focus has one look, selection another (tmux)", .serialized)
struct FocusLookEndToEndTests {
    static let height = 24

    /// The reversed runs of text on the screen's rows between the title bar and the footer.
    static func reversed(_ screen: StyledScreen) -> [String] {
        screen.reversedText(onRows: 1..<(height - 1))
    }

    /// A2UI Tabs: the tab shown is bold and underlined, never reversed while the focus is on another control, so
    /// only that control is reversed; focus on the tabs reverses the whole bar, the tab shown still underlined.
    @Test(arguments: ["TERM=tmux-256color", "NO_COLOR=1"])
    func theTabShownIsNotDrawnAsFocus(_ environment: String) async throws {
        guard let session = try await TmuxSession.running("a2ui/layout.json", environment: environment, width: 80,
                                                          height: Self.height, waitingFor: "First tab") else { return }
        var screen = await StyledScreen(try session.captureWithStyles())
        #expect(Self.reversed(screen) == ["First tab │ Second tab"], "\(environment): focus starts on the tabs:\n\(screen.plain)")
        #expect(screen.style(of: "First tab")?.underline == true, "\(environment): the tab shown is not underlined")
        #expect(screen.style(of: "Second tab")?.underline == false)

        try await session.send("Tab")
        let moved = try await session.waitUntil {
            screen = StyledScreen(try await session.captureWithStyles())
            return screen.style(of: "Open a modal")?.reverse == true
        }
        #expect(moved, "\(environment): Tab did not focus the modal's button:\n\(screen.plain)")
        #expect(Self.reversed(screen) == ["[ Open a modal ]"],
                "\(environment): something besides the focused button is reversed: \(Self.reversed(screen))\n\(screen.plain)")
        let shown = try #require(screen.style(of: "First tab"))
        #expect(!shown.reverse && shown.bold && shown.underline, "\(environment): the tab shown looks like \(shown)")

        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    /// Without colour, the showcase's filled box (a blue background) is bold, not reversed: only the focused
    /// control is.
    @Test func aFilledBoxDoesNotLookFocusedWithoutColour() async throws {
        guard let session = try await TmuxSession.running("showcase.json", environment: "NO_COLOR=1", width: 80,
                                                          height: Self.height, waitingFor: "filled") else { return }
        let screen = await StyledScreen(try session.captureWithStyles())
        let filled = try #require(screen.style(of: "filled"))
        #expect(!filled.reverse && filled.bold, "the filled box looks like \(filled):\n\(screen.plain)")
        #expect(Self.reversed(screen).count == 1,
                "one control has focus, but these are reversed: \(Self.reversed(screen))\n\(screen.plain)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
