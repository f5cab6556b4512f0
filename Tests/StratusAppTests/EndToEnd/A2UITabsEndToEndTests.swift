import Foundation
import Testing

/// Several surfaces as tabs of the app shell in a real terminal (tmux), with an agent over stdio that answers the
/// user's actions: text typed in each tab stays while the other is shown, a message for a tab not shown changes
/// it, a surface made later adds a tab, and one deleted while shown takes its tab away, showing its neighbour.
/// Every step waits for what the screen shows; the agent writes only when an action arrives.
@Suite("A2UI surfaces as tabs (tmux)", .serialized)
struct A2UITabsEndToEndTests {
    /// A shell agent: the booking form and the status board; on the form's action, an event for the board and a
    /// receipt's surface; on the receipt's action, the receipt goes.
    static func agent() -> String {
        let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
        let receipt = #"{"version": "v0.9", "updateComponents": {"surfaceId": "receipt", "components": [{"id": "root", "component": "Column", "children": ["number", "done"]}, {"id": "number", "component": "Text", "text": "Receipt 42"}, {"id": "done", "component": "Button", "child": "done-label", "action": {"event": {"name": "done"}}}, {"id": "done-label", "component": "Text", "text": "Done"}]}}"#
        let event = #"{"version": "v0.9", "updateDataModel": {"surfaceId": "status", "path": "/events/1", "value": {"text": "Cabin 7 held"}}}"#
        let first = StreamTabsTests.twoSurfaces.map { "echo '\($0)'" }
        let onBook = [event, #"{"version": "v0.9", "createSurface": {"surfaceId": "receipt", "catalogId": "\#(catalog)", "theme": {"agentDisplayName": "Receipt"}}}"#, receipt]
        let onDone = [#"{"version": "v0.9", "deleteSurface": {"surfaceId": "receipt"}}"#]
        return (first + ["read action"] + onBook.map { "echo '\($0)'" } + ["read action"] + onDone.map { "echo '\($0)'" }
            + ["exec cat > /dev/null"]).joined(separator: "\n")
    }

    @Test func eachSurfaceIsATabThatKeepsWhatWasTypedWhileMessagesArrive() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let folder = try TemporaryFolder()
        let agent = try folder.write("agent.sh", Self.agent())
        let session = try await TmuxSession(tmux: tmux, width: 80, height: 16)
        try await session.type(line: "\(binary) run --agent -- sh \(agent); echo EXIT\"\"=$?")
        let opened = try await session.waitFor("Alt+1 Booking │ Alt+2 status")
        try #require(opened.found, "the two surfaces did not become tabs:\n\(opened.screen)")
        #expect(opened.screen.contains("Book a cabin") && !opened.screen.contains("What happened"), "\(opened.screen)")

        try await session.type("Ann")
        #expect(try await session.waitFor("› Ann").found, "typing did not reach the form's field")
        try await session.send("M-2")
        let board = try await session.waitFor("What happened")
        #expect(board.found && !board.screen.contains("› Ann"), "Alt+2 did not show the board:\n\(board.screen)")
        try await session.type("xy")
        #expect(try await session.waitFor("› xy").found, "typing did not reach the board's field")
        try await session.send("M-1")
        let back = try await session.waitFor("› Ann")
        #expect(back.found && back.screen.contains("Book a cabin"), "the form lost its text:\n\(back.screen)")

        // The form's Button: the agent changes the board (not shown) and adds the receipt's tab.
        try await session.send("Tab")
        try await session.send("Enter")
        let added = try await session.waitFor("Alt+3 Receipt")
        #expect(added.found, "the receipt's tab did not come:\n\(added.screen)")
        #expect(added.screen.contains("› Ann"), "the form shown changed:\n\(added.screen)")
        try await session.send("M-2")
        let changed = try await session.waitFor("Cabin 7 held")
        #expect(changed.found && changed.screen.contains("› xy"),
                "the board did not keep its text or get the event sent while it was not shown:\n\(changed.screen)")

        // The receipt's Button: the agent deletes the surface shown; its neighbour, the board, is shown.
        try await session.send("M-3")
        #expect(try await session.waitFor("Receipt 42").found)
        try await session.send("Enter")
        let gone = try await session.waitUntil { try await !session.capture().contains("Alt+3") }
        let after = try await session.capture()
        #expect(gone && after.contains("What happened") && after.contains("› xy"), "\(after)")

        // Text typed in the tabs is not sent: Ctrl+C asks once, and the second one leaves.
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed?").found)
        try await session.send("C-c")
        let exited = try await session.waitFor("EXIT=130")
        #expect(exited.found, "Ctrl+C did not end the app with status 130:\n\(exited.screen)")
    }
}
