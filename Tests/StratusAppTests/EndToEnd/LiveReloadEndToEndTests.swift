import Foundation
import Testing

/// `stratus run --watch` on a file that changes while the app runs: the screen is reloaded in place and what
/// the user did stays (typed text, a ticked box, the screen's and the app's state).
@Suite("live reload in a real terminal (tmux)", .serialized)
struct LiveReloadEndToEndTests {
    static func form(_ title: String) -> String {
        """
        {"_:component": "layout:column", "state": {"count": 0}, "children": [
          {"_:component": "layout:text", "properties": {"text": "\(title) @{count} @{global}"}},
          {"_:component": "terminal:textInput", "properties": {"label": "Name"}},
          {"_:component": "terminal:checkbox", "properties": {"label": "Agree"}},
          {"_:component": "terminal:button", "properties": {"text": "More", "onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}},
            {"_:action": "setState", "properties": {"path": "global", "value": "saved"}}]}}
        ]}
        """
    }

    @Test func aRewrittenFileKeepsWhatTheUserTypedAndTicked() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let path = try folder.write("form.json", Self.form("Count"))
        try await session.type(line: "\(binary) run --watch --log \(folder.path)/log.txt \(path); echo EXIT\"\"=$?")
        let opened = try await session.waitFor("Count 0")
        #expect(opened.found, "the screen did not show:\n\(opened.screen)")

        // Focus starts on the field: type, tick the box, press the button.
        try await session.run(["send-keys", "-t", session.name, "-l", "Ada"])
        try await session.send("Tab")
        try await session.send("Space")
        try await session.send("Tab")
        try await session.send("Enter")
        let acted = try await session.waitFor("Count 1 saved")
        #expect(acted.found, "the button did not act:\n\(acted.screen)")
        #expect(acted.screen.contains("Ada"), "\(acted.screen)")
        #expect(acted.screen.contains("[x] Agree"), "\(acted.screen)")

        try folder.write("form.json", Self.form("Total"))
        let reloaded = try await session.waitFor("Total 1 saved")
        let log = (try? String(contentsOfFile: folder.path + "/log.txt", encoding: .utf8)) ?? ""
        #expect(reloaded.found, "the screen was not reloaded with its state:\n\(reloaded.screen)\nlog:\n\(log)")
        #expect(reloaded.screen.contains("Ada"), "the typed text was lost:\n\(reloaded.screen)")
        #expect(reloaded.screen.contains("[x] Agree"), "the ticked box was lost:\n\(reloaded.screen)")

        // The name went out with the button press (Docs/Keys.md, "Leaving with typed text"): q quits without asking.
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=0")
        #expect(exited.found, "stratus did not exit cleanly:\n\(exited.screen)")
    }
}
