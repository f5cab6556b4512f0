import Foundation
import Testing

/// `stratus run` shows what `stratus check` finds in the screen on top, in a real terminal (tmux): a footer badge
/// counts the problems in check's words, the log (F12) lists each at its file, line and column, and the badge goes
/// once the file is fixed (live reload). With `--release` the screen's users are not its authors: no badge.
@Suite("stratus run shows check's problems of the screen shown (tmux)", .serialized)
struct CheckBadgeEndToEndTests {
    static let badge = "⚠ check: 2 errors, 3 warnings"

    @Test func theBadgeCountsTheProblemsAndTheLogListsThemUntilTheFileIsFixed() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        // Wide enough for a log line with the temporary folder's path to stay on one row.
        let session = try await TmuxSession(tmux: tmux, width: 220, height: 40)
        let folder = try TemporaryFolder()
        let path = try folder.write("screen.json", handWrittenScreen)
        try await session.type(line: "\(binary) run \(path)")
        let shown = try await session.waitFor(Self.badge)
        #expect(shown.found, "no badge:\n\(shown.screen)")
        #expect(shown.screen.contains("Go"), "the screen still shows:\n\(shown.screen)")

        try await session.send("F12")
        let log = try await session.waitFor("Log (any key closes)")
        #expect(log.found, "the log did not open:\n\(log.screen)")
        for line in [
            #"Warning: \#(path):2:49: unknown property "txt" of layout:text; did you mean "text"? [$.children[0].properties.txt]"#,
            #"Warning: \#(path):2:65: unknown property "colour" of layout:text; did you mean "color"?"#,
            #"Warning: \#(path):3:67: unknown event "onPres" of terminal:button; did you mean "onPress"?"#,
            #"Error: \#(path):5:57: unknown state "nope" [$.children[2].properties.text]"#,
            #"Error: \#(path):5:57: unknown state "cont"; did you mean "count"? [$.children[2].properties.text]"#,
        ] {
            #expect(log.screen.contains(line), "\(line) is not in the log:\n\(log.screen)")
        }
        #expect(log.screen.contains(Self.badge), "the badge stays while the log is open:\n\(log.screen)")
        try await session.send("F12")

        try folder.write("screen.json", """
            {"_:component": "layout:column", "state": {"count": 0}, "children": [
              {"_:component": "layout:text", "properties": {"text": "Fixed"}}]}
            """)
        #expect(try await session.waitFor("Fixed").found)
        let cleared = try await session.waitUntil(timeout: .seconds(10)) { try await !session.capture().contains("check:") }
        let after = try await session.capture()
        #expect(cleared, "the badge outlived the fix:\n\(after)")
        try await session.send("q")
    }

    @Test func releaseModeShowsNoBadge() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let path = try folder.write("screen.json", handWrittenScreen)
        try await session.type(line: "\(binary) run --release \(path)")
        #expect(try await session.waitFor("Quit").found)
        // The check would have run by the time the screen is drawn with the debug binary's first frames.
        try await Task.sleep(for: .seconds(1))
        let screen = try await session.capture()
        #expect(!screen.contains("check:"), "\(screen)")
        try await session.send("q")
    }
}
