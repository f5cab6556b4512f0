import Foundation
import Testing
@testable import StratusTerminal

/// Navigation between screens loaded from files, global keys, overlays, modes and small terminals.
@MainActor
@Suite struct NavigationAndGlobalKeyTests {
    /// A folder of screens written for the test.
    func screens(_ files: [String: String]) throws -> URL { try screenFolder(files) }

    static let home = """
    {"_:component": "layout:screen", "properties": {"title": "Home", "showBackButton": false}, "children": [
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [{"_:action": "push", "properties": {"url": "/second.json"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "Open second"}}]}
    ]}
    """
    static let second = """
    {"_:component": "layout:screen", "properties": {"title": "Second"}, "children": [
      {"_:component": "layout:text", "properties": {"text": "Hello from the second screen"}}
    ]}
    """

    func open(width: Int = 60, height: Int = 12) async throws -> HeadlessSession {
        let folder = try screens(["index.json": Self.home, "second.json": Self.second])
        return try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: width, height: height)
    }

    @Test func enterPushesAndEscapeGoesBack() async throws {
        let session = try await open()
        #expect(session.lines[0].contains("Home"))
        #expect(session.focusedID == "go")
        try await session.press("enter")
        #expect(session.lines[0].contains("← Esc"))
        #expect(session.lines[0].contains("Second"))
        #expect(session.text.contains("Hello from the second screen"))
        try await session.press("esc")
        #expect(session.lines[0].contains("Home"))
        #expect(session.focusedID == "go")
        // Backspace never navigates: it is an editing key, and a stray one must not leave a filled-in screen.
        try await session.press("enter", "backspace")
        #expect(session.lines[0].contains("Second"))
    }

    @Test func questionMarkShowsBindingsAndAnyKeyCloses() async throws {
        // Tall enough for the whole help: its last line says how to close it.
        let session = try await open(height: 14)
        try await session.press("?")
        #expect(session.text.contains("Keys"))
        #expect(session.text.contains("Press any key to close"))
        try await session.press("x")
        #expect(!session.text.contains("Press any key to close"))
        #expect(!session.didQuit)
        try await session.press("q")
        #expect(session.didQuit)
    }

    @Test func qAndCtrlCCloseTheHelpWithoutQuitting() async throws {
        let session = try await open(height: 14)
        for key in ["q", "ctrl+c"] {
            try await session.press("?")
            #expect(session.text.contains("Press any key to close"))
            try await session.press(key)
            #expect(!session.text.contains("Press any key to close"), "\(key) did not close the help")
            #expect(!session.didQuit, "\(key) in the help quit the app")
        }
    }

    @Test func theLogOwnsTheKeyboardAndAnyKeyClosesIt() async throws {
        let session = try await open()
        // Enter would open the second screen and Esc would come back: neither acts beneath the log.
        for key in ["enter", "esc", "tab"] {
            try await session.press("f12")
            #expect(session.text.contains("Log (any key closes)"))
            try await session.press(key)
            #expect(!session.text.contains("Log (any key closes)"), "\(key) did not close the log")
            #expect(session.lines[0].contains("Home") && session.focusedID == "go", "\(key) acted beneath the log")
        }
    }

    static let withBack = """
    {"_:component": "layout:screen", "properties": {"title": "Third"}, "children": [
      {"_:component": "terminal:button", "id": "back", "properties": {"text": "‹ Back", "onPress": [{"_:action": "pop"}]}},
      {"_:component": "terminal:button", "id": "one", "properties": {"text": "One"}},
      {"_:component": "terminal:button", "id": "two", "properties": {"text": "Two"}}
    ]}
    """
    static let homeOpeningThird = home.replacingOccurrences(of: "/second.json", with: "/third.json")

    @Test func focusStartsOnTheFirstControlThatDoesNotGoBack() async throws {
        let folder = try screens(["index.json": Self.homeOpeningThird, "third.json": Self.withBack])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: 60, height: 12)
        try await session.press("enter")
        #expect(session.lines[0].contains("Third"))
        #expect(session.focusedID == "one", "focus started on \(session.focusedID ?? "nothing")")
        // Back is still reached by the keys: Shift+Tab from the first control.
        try await session.press("shift+tab")
        #expect(session.focusedID == "back")
    }

    @Test func keysTypedWhileAScreenLoadsGoToIt() async throws {
        let folder = try screens(["index.json": Self.homeOpeningThird, "third.json": Self.withBack])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: 60, height: 12)
        // Enter starts loading the third screen; the Tab read in the same batch waits for it.
        session.runtime.handle(.key(KeyPress(.enter)))
        #expect(session.runtime.isLoading)
        session.runtime.handle(.key(KeyPress(.tab)))
        await session.settle()
        #expect(session.lines[0].contains("Third"))
        #expect(session.focusedID == "two", "the Tab typed while loading went to \(session.focusedID ?? "nothing")")
    }

    @Test func f12TogglesTheLogConsole() async throws {
        let session = try await open()
        session.engine.log(.warning, "something odd")
        try await session.press("f12")
        #expect(session.text.contains("Log (any key closes)"))
        #expect(session.text.contains("something odd"))
        try await session.press("f12")
        #expect(!session.text.contains("Log (any key closes)"))
    }

    @Test func failedLoadShowsTheErrorAndRetries() async throws {
        let folder = try screens([:])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/missing.json") }.headless(width: 70, height: 16)
        // The dialog names the file's path, not the route; the first screen has nothing to go back to.
        let shown = session.text.filter { !$0.isWhitespace && $0 != "│" }
        #expect(shown.contains("Couldnotload" + folder.appendingPathComponent("missing.json").path), "\(session.text)")
        #expect(session.text.contains("Press r to retry, q to quit."))
        try Self.home.write(to: folder.appendingPathComponent("missing.json"), atomically: true, encoding: .utf8)
        try await session.press("r")
        #expect(session.lines[0].contains("Home"))
    }

    @Test func tooSmallTerminalShowsAMessageAndResizeRelaysOut() async throws {
        let session = try await open(width: 12, height: 3)
        #expect(session.text.contains("Terminal too"))
        await session.resize(width: 60, height: 12)
        #expect(session.lines[0].contains("Home"))
    }

    @Test func releaseModeHidesBrokenComponents() async throws {
        let json = #"{"_:component": "layout:column", "children": [{"_:component": "nope:x"}, {"_:component": "layout:text", "properties": {"text": "ok"}}]}"#
        let development = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 60, height: 6)
        #expect(development.text.contains("unknown component"))
        let release = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.mode(.release).headless(width: 60, height: 6)
        #expect(!release.text.contains("unknown component"))
        #expect(release.lines[0].hasPrefix("ok"))
    }

    @Test func controlSequencesFromTheServerNeverReachTheScreen() async throws {
        let json = #"{"_:component": "layout:text", "properties": {"text": "safe\u001b[2J\u001b]0;title\u0007 text"}}"#
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 40, height: 5)
        #expect(session.lines[0].hasPrefix("safe text"))
        #expect(!session.cells.cells.contains { $0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func wideCharactersKeepColumnsAligned() async throws {
        let json = #"{"_:component": "layout:column", "children": [{"_:component": "layout:row", "properties": {"borderWidth": 1}, "children": [{"_:component": "layout:text", "properties": {"text": "日本語 👍 e\u0301"}}]}]}"#
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 30, height: 5)
        Golden.check(session.styledText, named: "wide-characters-30x5")
        #expect(CharacterWidth.width(of: session.lines[1]) == 30)
    }
}
