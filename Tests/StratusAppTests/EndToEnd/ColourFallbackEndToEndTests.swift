import Foundation
import Testing

/// Colour as terminals with less of it show it, in tmux: secondary gray text on 8 colours, pictures without
/// colour, and the store's white cards, whose text must not be left to a default colour that a dark theme makes
/// white.
@Suite("colour falls back readably (tmux)", .serialized)
struct ColourFallbackEndToEndTests {
    /// Starts `stratus run` with `environment` (shell assignments) on the repository's `screen`, once `text` shows.
    func open(_ screen: String, _ environment: String, waitingFor text: String,
              height: Int = 30) async throws -> TmuxSession? {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux, width: 100, height: height)
        try await session.type(line: "\(environment) \(binary) run \(PackageRoot.screen(screen)); echo EXIT\"\"=$?")
        let opened = try await session.waitFor(text)
        #expect(opened.found, "\(screen) did not open with \(environment):\n\(opened.screen)")
        return opened.found ? session : nil
    }

    func quit(_ session: TmuxSession) async throws {
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    @Test func grayTextStaysSecondaryOnEightColours() async throws {
        guard let session = try await open("index.json", "TERM=xterm", waitingFor: "Stratus gallery") else { return }
        let screen = await StyledScreen(try session.captureWithStyles())
        // The gallery's descriptions are #888888: the default colour dimmed, not yellow (the nearest of the 8).
        let style = try #require(screen.style(of: "every layout: and terminal: component"))
        #expect(style.foreground == nil && style.dim, "\(style)")
        #expect(!screen.colors.contains("33") && !screen.colors.contains("93"), "\(screen.colors.sorted())")
        try await quit(session)
    }

    @Test(arguments: ["NO_COLOR=1 TERM=tmux-256color", "TERM=dumb"])
    func picturesKeepTheirLabelledPlaceholderWithoutColour(_ environment: String) async throws {
        guard let session = try await open("images.json", environment, waitingFor: "badge.png: natural size",
                                           height: 40) else { return }
        // Pictures load in the background: give them the time they take with colour.
        try await Task.sleep(for: .milliseconds(800))
        let screen = try await session.capture()
        #expect(screen.contains("▣ Sunset over the sea"), "\(environment): no labelled placeholder:\n\(screen)")
        #expect(!screen.contains("▀▀▀▀") && !screen.contains("████"), "\(environment): blocks without colour:\n\(screen)")
        try await quit(session)
    }

    @Test func storeCardsSetTheirOwnTextColour() async throws {
        try await StoreEndToEndTests.withStoreApp { walk, _ in
            let session = walk.session
            let opened = try await session.waitFor("Fjallraven - Foldsack No. 1 Backpack")
            #expect(opened.found, "the store did not open:\n\(opened.screen)")
            let screen = await StyledScreen(try session.captureWithStyles())
            // The card is white: its text is the palette's black, whatever the terminal's own text colour is.
            let title = try #require(screen.style(of: "Fjallraven - Foldsack"))
            #expect(title.background == "48;5;231" && title.foreground == "38;5;16", "\(title)")
            let price = try #require(screen.style(of: "R$ 109,95"))
            #expect(price.background == "48;5;231" && price.foreground == "38;5;16", "\(price)")
            #expect(screen.invisible.isEmpty, "\(screen.invisible.prefix(5))")
            try await quit(session)
        }
    }
}
