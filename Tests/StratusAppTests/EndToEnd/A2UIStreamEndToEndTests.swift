import Foundation
import StratusCore
import Testing

/// An A2UI stream whose messages arrive over time (`Screens/a2ui/arrivals.jsonl`: a form, then the items of a
/// template list one after another), shown by the real binary in a real terminal (tmux): what is typed stays while
/// later messages change the list, the Button its checks disable is enabled by typing, and the action it sends
/// carries its context resolved against the data model as the last messages left it.
@Suite("A2UI stream over time (tmux)", .serialized)
struct A2UIStreamEndToEndTests {
    static let stream = "a2ui/arrivals.jsonl"

    /// The row of `screen` that shows the text field, trimmed.
    func field(_ screen: String) -> String? {
        screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix("›") }
    }

    /// The demo's stream with its first later message held back `seconds` after the screen shows (the demo waits
    /// 8 s), so that typing comes first however busy the machine is.
    static func streamHoldingBack(_ seconds: Int, in folder: TemporaryFolder) throws -> String {
        let demo = try String(contentsOfFile: PackageRoot.screen(stream), encoding: .utf8)
        let held = demo.replacingOccurrences(of: #"{"delay": 8000,"#, with: #"{"delay": \#(seconds * 1000),"#)
        #expect(held != demo, "the demo's first later message no longer waits 8 s; change this test with it")
        return try folder.write("arrivals.jsonl", held)
    }

    @Test func typedTextAndFocusStayWhileLaterMessagesFillTheList() async throws {
        let folder = try TemporaryFolder()
        guard let session = try await TmuxSession.running(path: try Self.streamHoldingBack(60, in: folder),
                                                          width: 80, height: 24, waitingFor: "Your name") else { return }
        var screen = try await session.capture()
        // The Button is disabled while its check fails, and says why.
        #expect(screen.contains("Type a name to send"), "the failing check is not shown:\n\(screen)")
        // Focus starts in the field: typing goes there, and the check passes at once.
        try await session.type("Ada")
        let typed = try await session.waitFor("› Ada")
        #expect(typed.found, "typing did not reach the field:\n\(typed.screen)")
        // The first later message comes 60 s after the screen shows: the list is still as the stream began.
        #expect(typed.screen.contains("LH 401: boarding") && !typed.screen.contains("BA 982"),
                "the later messages came before the typing; nothing here shows that typed text stays:\n\(typed.screen)")
        let enabled = try await session.waitUntil { await !(try session.capture()).contains("Type a name to send") }
        let afterTyping = try await session.capture()
        #expect(enabled, "the Button stayed disabled with a name typed:\n\(afterTyping)")
        // The later messages arrive: the list grows item by item and the first item changes.
        let grown = try await session.waitFor("LH 401: departed", timeout: .seconds(150))
        #expect(grown.found, "the later messages did not arrive:\n\(grown.screen)")
        screen = grown.screen
        #expect(screen.contains("BA 982: delayed") && screen.contains("AF 1234: landed"), "\(screen)")
        // What was typed is still there, and focus is still in the field: more typing goes on after it.
        #expect(field(screen) == "› Ada", "the typed text changed:\n\(screen)")
        try await session.type("!")
        let more = try await session.waitFor("› Ada!")
        #expect(more.found, "focus left the field when the list changed:\n\(more.screen)")
        try await session.send("C-c")
        // Leaving with typed text asks first; a second ctrl+c leaves.
        _ = try await session.waitFor("Lose what you typed?", timeout: .seconds(5))
        try await session.send("C-c")
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func thePressedButtonSendsItsContextResolvedAfterTheLastMessage() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let result = try await Subprocess.run(binary, [
            "render", PackageRoot.screen(Self.stream), "--size", "60x16", "--timeout", "60",
            "--keys", "'Ada' wait:11500 tab enter", "--dump-actions",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let action = try #require(lines.last { $0.hasPrefix("{") }, "no action message:\n\(result.standardOutput)")
        let message = try JSONValue(parsing: action)
        #expect(message["version"] == "v0.9")
        #expect(message["action"]?["name"] == "watch")
        #expect(message["action"]?["surfaceId"] == "arrivals")
        #expect(message["action"]?["sourceComponentId"] == "send")
        #expect(message["action"]?["context"] == ["name": "Ada", "flights": 3])
        // The frame is drawn after the last message: every flight as it stands then.
        #expect(lines.contains { $0.contains("LH 401: departed") } && lines.contains { $0.contains("AF 1234: landed") })
    }
}
