import Foundation
import Hummingbird
import StratusTestSupport
import Testing

/// Details of the gallery's screens in a real terminal (tmux): the to-do count follows the filter, the requests
/// screen shows its echo as JSON, the note editor starts empty with a placeholder, and a screen file that
/// cannot be read says which file and offers only keys that act.
@Suite("gallery screens say what is true (tmux)", .serialized)
struct GalleryDetailsEndToEndTests {
    /// The trimmed rows of `screen`.
    static func rows(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// Quits with ctrl+c, a second time when typed text made it ask first.
    func quit(_ session: TmuxSession) async throws {
        try await session.send("C-c")
        if try await session.settledScreen().contains("Lose what you typed?") { try await session.send("C-c") }
        #expect(try await session.waitFor("EXIT=").found)
    }

    @Test func theToDoCountCountsWhatTheFilterShows() async throws {
        guard let session = try await TmuxSession.running("todo.json", waitingFor: "Call the plumber") else { return }
        try await session.type("Feed the cat")
        try await session.send("Enter")
        #expect(try await session.waitFor("4 items").found)
        // Focus is in the new item's field: Add, All, Active, then Done.
        try await session.send("Tab", "Tab", "Tab", "Tab", "Space")
        let done = try await session.waitFor("(•) Done")
        #expect(done.found, "\(done.screen)")
        var screen = try await session.settledScreen()
        #expect(Self.rows(screen).contains("1 item") && !screen.contains("4 items"), "\(screen)")
        #expect(screen.contains("Write the README") && !screen.contains("Buy milk"), "\(screen)")
        try await session.send("BTab", "Space")
        #expect(try await session.waitFor("(•) Active").found)
        screen = try await session.settledScreen()
        #expect(Self.rows(screen).contains("3 items"), "\(screen)")
        try await quit(session)
    }

    @Test @MainActor func theRequestsScreenShowsTheEchoAsJSON() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        try await LocalServer.run({ router in
            router.post("/_stratus/echo") { request, _ in
                let body = try await request.body.collect(upTo: 1 << 16)
                return Response(status: .ok, headers: [.contentType: "application/json"],
                                 body: ResponseBody(byteBuffer: body))
            }
        }) { base in
            // The screen as it is, with the server it names (`stratus serve` on 8080) replaced by this one.
            let folder = try TemporaryFolder()
            let screen = try String(contentsOfFile: PackageRoot.screen("requests.json"), encoding: .utf8)
            let copy = try folder.write("requests.json", screen.replacingOccurrences(of: "http://127.0.0.1:8080", with: base))
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            try await session.type(line: "\(binary) run \(copy); echo EXIT\"\"=$?")
            #expect(try await session.waitFor("POST to the echo endpoint").found)
            // Focus starts on the first request's button; the echo's is the next.
            try await session.send("Tab", "Enter")
            let echoed = try await session.waitFor("Status: HTTP 200")
            #expect(echoed.found, "\(echoed.screen)")
            #expect(Self.rows(echoed.screen).contains(#"Echo:   {"greeting":"hello","count":3}"#), "\(echoed.screen)")
            try await quit(session)
        }
    }

    @Test func theNoteEditorStartsEmptyWithAPlaceholder() async throws {
        guard let session = try await TmuxSession.running("navigation.json", waitingFor: "Edit the note") else { return }
        #expect(try await session.capture().contains("Last note saved on the edit screen: (none yet)"))
        // Focus starts on the first push; the note's editor is the third button.
        try await session.send("Tab", "Tab", "Enter")
        let opened = try await session.waitFor("Edit note")
        #expect(opened.found, "\(opened.screen)")
        var screen = try await session.settledScreen()
        #expect(Self.rows(screen).contains("Note: what to remember") && !screen.contains("(none yet)"), "\(screen)")
        try await session.type("milk")
        #expect(try await session.waitFor("Note: milk").found)
        screen = try await session.capture()
        #expect(!screen.contains("what to remember"), "\(screen)")
        try await quit(session)
    }

    @Test func aScreenFileThatCannotBeReadNamesItselfAndOffersOnlyKeysThatAct() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        // A short folder name, so that the whole path fits on the dialog's first row.
        let folder = NSTemporaryDirectory() + "st-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = folder + "/broken.json"
        try Data(#"{"title": "no component"}"#.utf8).write(to: URL(fileURLWithPath: broken))
        let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
        // Opened by its name from its own folder: the dialog names the whole path, not a route.
        try await session.type(line: "cd \(folder) && \(binary) run broken.json; echo EXIT\"\"=$?")
        let failed = try await session.waitFor("─ Error ─")
        #expect(failed.found, "\(failed.screen)")
        #expect(failed.screen.contains("Could not load \(broken)"), "\(failed.screen)")
        // The first screen has nothing to go back to: the dialog does not offer Esc, and Esc changes nothing.
        #expect(!failed.screen.contains("Esc to go back"), "\(failed.screen)")
        #expect(failed.screen.contains("Press r to retry, q to quit."), "\(failed.screen)")
        try await session.send("Escape")
        let screen = try await session.settledScreen()
        #expect(screen.contains("─ Error ─") && !screen.contains("EXIT="), "\(screen)")
        try await quit(session)
    }
}
