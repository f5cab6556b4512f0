import Foundation
import Testing

/// A press that reaches nothing says so on screen and in the log, in a real terminal (tmux): an A2UI Button in a
/// stream opened from a file, with no agent to receive its action, and a Video whose address no program here can
/// open (no `xdg-open` on PATH, or one that fails).
@Suite("a press that goes nowhere says so (tmux)", .serialized)
struct PressGoesNowhereEndToEndTests {
    /// A surface with a title and a Button whose action is the event `order`.
    static let stream = """
        [{"version": "v0.9", "createSurface": {"surfaceId": "shop", "catalogId": "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"}},
         {"version": "v0.9", "updateComponents": {"surfaceId": "shop", "components": [
           {"id": "root", "component": "Column", "children": ["title", "send"]},
           {"id": "title", "component": "Text", "text": "Nothing listens here", "variant": "h3"},
           {"id": "send", "component": "Button", "child": "send-label", "action": {"event": {"name": "order"}}},
           {"id": "send-label", "component": "Text", "text": "Place the order"}]}}]
        """

    /// The screen's rows joined with spaces, so that a wrapped sentence reads whole.
    static func words(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Waits until the log file at `path` holds `text`.
    static func logged(_ text: String, in path: String, by session: TmuxSession) async throws -> Bool {
        try await session.waitUntil(timeout: .seconds(10)) {
            (try? String(contentsOfFile: path, encoding: .utf8))?.contains(text) ?? false
        }
    }

    @Test func aButtonWithNoAgentSaysNobodyReceivedItsAction() async throws {
        let folder = try TemporaryFolder()
        let screen = try folder.write("order.json", Self.stream)
        let log = folder.path + "/stratus.log"
        guard let session = try await TmuxSession.running(path: screen, options: "--log \(log)", width: 100, height: 16,
                                                          waitingFor: "Place the order") else { return }
        // The Button is the only control: focus starts on it.
        try await session.send("Enter")
        let told = try await session.waitFor("No agent received", timeout: .seconds(15))
        #expect(told.found, "the press went nowhere in silence:\n\(told.screen)")
        #expect(Self.words(told.screen).contains("No agent received the action “order”"), "\(told.screen)")
        #expect(try await Self.logged("No agent received the action “order”", in: log, by: session),
                "the log does not say it:\n\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log)")")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    /// Enter on "▶ Video" with PATH leading to `opener` (a folder with or without an `xdg-open`): the screen and
    /// the log say the address could not be opened, and `why`.
    func pressVideo(opener folder: TemporaryFolder, saying why: String) async throws {
        let log = folder.path + "/stratus.log"
        guard let session = try await TmuxSession.running("a2ui/media.json", options: "--log \(log)",
                                                          environment: "PATH=\(folder.path)", width: 120, height: 24,
                                                          waitingFor: "▶ Video") else { return }
        // The Video is the first control: focus starts on it.
        try await session.send("Enter")
        let told = try await session.waitFor("Could not open https://example.com/talk.mp4", timeout: .seconds(15))
        #expect(told.found, "Enter on the Video did nothing that shows:\n\(told.screen)")
        #expect(Self.words(told.screen).contains(why), "the screen does not say \"\(why)\":\n\(told.screen)")
        #expect(try await Self.logged("Could not open https://example.com/talk.mp4", in: log, by: session),
                "the log does not say it:\n\((try? String(contentsOfFile: log, encoding: .utf8)) ?? "(no log)")")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }

    @Test func aVideoWithNoOpenerSaysThereIsNone() async throws {
        try await pressVideo(opener: try TemporaryFolder(), saying: "no xdg-open on PATH")
    }

    @Test func aVideoWhoseOpenerFailsSaysHowItEnded() async throws {
        let folder = try TemporaryFolder()
        // xdg-open's status when it finds no program for the address (3), as on a machine without a desktop.
        // Written by a shell of its own rather than by this process: a write descriptor open here could be inherited
        // by a process another test is starting at that moment, and the opener would not start (ETXTBSY).
        let script = "#!/bin/sh\necho \"$1\" > \(folder.path)/opened.txt\nexit 3\n"
        let written = try await Subprocess.run("/bin/sh", ["-c", "printf '%s' \"$0\" > \"$1\" && chmod 755 \"$1\"",
                                                           script, folder.path + "/xdg-open"])
        #expect(written.status == 0)
        try await pressVideo(opener: folder, saying: "xdg-open failed (exit status 3)")
        let opened = try? String(contentsOfFile: folder.path + "/opened.txt", encoding: .utf8)
        #expect(opened == "https://example.com/talk.mp4\n", "the opener was not given the address: \(opened ?? "nothing")")
    }
}
