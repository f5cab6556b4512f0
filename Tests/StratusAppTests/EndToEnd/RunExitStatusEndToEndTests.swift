import Foundation
import Testing

/// `stratus run`'s exit status in a real terminal (tmux): 1 when the user quits from a screen that failed to load
/// and never recovered, with the error on standard error after the terminal is restored; 0 when the screen was
/// fixed while shown; what a shell expects of an interrupted program when quit by Ctrl+C (130) or SIGTERM (143), or
/// when its terminal hangs up (129), with or without a SIGHUP.
@Suite("stratus run's exit status in a real terminal (tmux)", .serialized)
struct RunExitStatusEndToEndTests {
    static let message = #"not a screen: the root must be a node with "_:component" (or a bundle of screens)"#

    @Test func aTerminalThatHangsUpWithoutASIGHUPEndsRunWithStatus129() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        guard let python = Subprocess.which("python3") else { try Test.cancel("python3 is not installed") }
        // Scripts/hang_up.py runs stratus in a pseudo-terminal from a session of its own that the terminal does not
        // control (as under strace or setsid), so closing the terminal sends it no SIGHUP: only its input says the
        // terminal is gone. Before e379d12 it stayed, polling that input at a third of a core, until killed.
        let result = try await Subprocess.run(python, [PackageRoot.path + "/Scripts/hang_up.py", "Stratus gallery", "120",
                                                       binary, "run", PackageRoot.screen("index.json")])
        #expect(result.standardOutput == "exit 129\n", "\(result.standardOutput)\(result.standardError)")
    }

    @Test func quittingFromAScreenThatNeverLoadedExitsWithStatusOne() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let path = try folder.write("empty.yaml", "")
        try await session.type(line: "\(binary) run \(path) 2> \(folder.path)/err.txt; echo EXIT\"\"=$?")
        let shown = try await session.waitFor("not a screen")
        #expect(shown.found, "the error did not show:\n\(shown.screen)")
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.screen.contains("EXIT=1"), "stratus did not fail:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())
        let standardError = try String(contentsOfFile: folder.path + "/err.txt", encoding: .utf8)
        #expect(standardError.contains("empty.yaml:1:1: \(Self.message) [$]"), "\(standardError)")
    }

    @Test func aScreenFixedWhileShownExitsWithStatusZero() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        let path = try folder.write("screen.yaml", "")
        try await session.type(line: "\(binary) run \(path); echo EXIT\"\"=$?")
        #expect(try await session.waitFor("not a screen").found)
        // Live reload opens the screen again once its file reads.
        try folder.write("screen.yaml", "_:component: layout:text\nproperties:\n  text: Fixed now\n")
        let fixed = try await session.waitFor("Fixed now")
        #expect(fixed.found, "the fixed screen did not show:\n\(fixed.screen)")
        try await session.send("q")
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.screen.contains("EXIT=0"), "\(exited.screen)")
    }

    @Test func ctrlCExitsWithStatus130AndQExitsWithZero() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        for (key, status) in [("C-c", "130"), ("q", "0")] {
            let session = try await TmuxSession(tmux: tmux)
            try await session.type(line: "\(binary) run \(PackageRoot.screen("index.json")); echo EXIT\"\"=$?")
            #expect(try await session.waitFor("Stratus gallery").found)
            try await session.send(key)
            let exited = try await session.waitFor("EXIT=")
            #expect(exited.screen.contains("EXIT=\(status)"), "\(key) did not exit with \(status):\n\(exited.screen)")
            #expect(try await !session.isAlternateScreenOn())
        }
    }

    @Test func sigtermExitsWithStatus143AndRestoresTheTerminal() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux)
        let folder = try TemporaryFolder()
        // In the foreground, its process id in a file.
        try await session.type(line: "sh -c 'echo $$ > \(folder.path)/pid; exec \(binary) run \(PackageRoot.screen("index.json"))'; "
                         + "echo EXIT\"\"=$?")
        #expect(try await session.waitFor("Stratus gallery").found)
        let pid = try #require(Int32(String(contentsOfFile: folder.path + "/pid", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(pid, SIGTERM)
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.screen.contains("EXIT=143"), "stratus run did not end by SIGTERM:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())
    }
}
