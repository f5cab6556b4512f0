import Foundation
import Testing

/// `stratus run` of a file no format reads, in a real terminal (tmux): the message `check` and `render` give is on
/// screen, and on standard error with exit status 1 once the user quits.
@Suite("stratus run of a document no format reads, in a real terminal (tmux)", .serialized)
struct UnrecognisedDocumentEndToEndTests {
    @Test func runShowsTheMessageOfCheckAndRender() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let path = try folder.write("numbers.json", "[1,2,3]")
        try await session.type(line: "\(binary) run \(path) 2> \(folder.path)/err.txt; echo EXIT\"\"=$?")
        let shown = try await session.waitFor("not a screen of any format")
        #expect(shown.found, "the error did not show:\n\(shown.screen)")
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.screen.contains("EXIT=1"), "stratus did not fail:\n\(exited.screen)")
        let standardError = try String(contentsOfFile: folder.path + "/err.txt", encoding: .utf8)
        #expect(standardError.contains("numbers.json:1:1: \(UnrecognisedDocumentTests.message) [$]"), "\(standardError)")
    }
}
