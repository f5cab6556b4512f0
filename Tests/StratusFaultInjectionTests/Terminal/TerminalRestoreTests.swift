import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real `stratus` binary in a real pseudo-terminal: quitting, signals in the middle of drawing, resize storms
/// and a 1x1 window all leave the terminal as the shell handed it over (modes, cursor, main screen).
///
/// Skips, saying so, when `.build/debug/stratus` is not built (`make test` builds it) or cannot run a screen yet.
@Suite(.serialized)
struct TerminalRestoreTests {
    /// The package root, from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let binary = packageRoot.appendingPathComponent(".build/debug/stratus").path

    /// A screen with many lines and focusable buttons, so that every frame has work to draw.
    static let screen = """
        {"_:component": "layout:column", "state": {"n": 0}, "children": [
          {"_:component": "layout:text", "properties": {"text": "count @{n} \\u001b[2J\\u0007 escape inside"}},
          {"_:component": "terminal:button", "id": "plus", "properties": {"text": "plus", "onPress": [
            {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}},
          {"_:component": "forEach", "properties": {"items": [\((0..<200).map(String.init).joined(separator: ","))],
            "iteratorName": "i", "key": ""},
           "children": [{"_:component": "layout:text", "properties": {"text": "line @{i} of a long screen"}}]}]}
        """

    /// Starts `stratus run` on the screen in a pseudo-terminal of the given size and waits for the first frame.
    /// The test is cancelled, saying why, when the binary is missing or does not draw a screen; nil (with a
    /// recorded issue) when it never entered the alternate screen.
    func launch(columns: UInt16 = 80, rows: UInt16 = 24) throws -> PseudoTerminal? {
        guard FileManager.default.isExecutableFile(atPath: Self.binary) else {
            try Test.cancel("\(Self.binary) is not built (run `swift build` first)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-pty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("screen.json")
        try Self.screen.write(to: file, atomically: true, encoding: .utf8)
        let terminal = try PseudoTerminal([Self.binary, "run", file.path], columns: columns, rows: rows,
                                          environment: ["TERM": "xterm-256color", "HOME": folder.path, "LANG": "C.UTF-8",
                                                        "PATH": "/usr/bin:/bin"])
        let started = terminal.read(until: { $0.firstRange(of: Array("\u{1B}[?1049h".utf8)) != nil })
        if !started {
            let text = String(decoding: terminal.output, as: UTF8.self)
            if text.contains("not wired") {
                try Test.cancel("`stratus run` does not draw screens yet: \(text)")
            }
            Issue.record("stratus never entered the alternate screen; it wrote: \(text.prefix(2_000))")
            return nil
        }
        return terminal
    }

    /// The terminal is back to the shell's state: same modes, main screen, cursor visible.
    func expectRestored(_ terminal: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation) {
        let modes = terminal.currentModes
        #expect(modes.c_lflag == terminal.initialModes.c_lflag, "local modes (echo, canonical) not restored",
                sourceLocation: sourceLocation)
        #expect(modes.c_iflag == terminal.initialModes.c_iflag, "input modes not restored", sourceLocation: sourceLocation)
        #expect(modes.c_oflag == terminal.initialModes.c_oflag, "output modes not restored", sourceLocation: sourceLocation)
        let tail = terminal.output(afterLast: "\u{1B}[?1049h")
        #expect(tail.firstRange(of: Array("\u{1B}[?1049l".utf8)) != nil, "still on the alternate screen",
                sourceLocation: sourceLocation)
        #expect(tail.firstRange(of: Array("\u{1B}[?25h".utf8)) != nil, "cursor left hidden", sourceLocation: sourceLocation)
    }

    /// The child ended by itself or by `signal`, never by a crash signal.
    func expectCleanExit(_ status: Int32?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let status else {
            Issue.record("stratus did not exit", sourceLocation: sourceLocation)
            return
        }
        let signal = status & 0x7F
        #expect(![SIGSEGV, SIGABRT, SIGILL, SIGBUS, SIGFPE, SIGTRAP].contains(signal), "crashed with signal \(signal)",
                sourceLocation: sourceLocation)
    }

    @Test func quittingRestoresTheTerminal() throws {
        guard let terminal = try launch() else { return }
        terminal.send("q")
        let status = terminal.waitForExit()
        expectCleanExit(status)
        #expect(status.map { ($0 >> 8) & 0xFF } == 0, "q should exit with status 0")
        expectRestored(terminal)
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func signalInTheMiddleOfAFrameRestoresTheTerminal(_ signal: Int32) throws {
        guard let terminal = try launch() else { return }
        // Queue work that makes the app draw (a press and resizes), then signal at once, while it draws.
        terminal.send("\t\r\r\r")
        terminal.resize(columns: 100, rows: 30)
        terminal.resize(columns: 60, rows: 20)
        terminal.signal(signal)
        let status = terminal.waitForExit()
        expectCleanExit(status)
        expectRestored(terminal)
    }

    @Test func resizeStormThenQuitRestoresTheTerminal() throws {
        guard let terminal = try launch() else { return }
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let columns = round % 50 == 0 ? 1 : UInt16.random(in: 1...250, using: &generator)
            let rows = round % 50 == 0 ? 1 : UInt16.random(in: 1...80, using: &generator)
            terminal.resize(columns: columns, rows: rows)
            if round % 20 == 0 { terminal.send("\t") }
        }
        terminal.resize(columns: 80, rows: 24)
        terminal.send("q")
        let status = terminal.waitForExit()
        expectCleanExit(status)
        #expect(status.map { ($0 >> 8) & 0xFF } == 0, "q after the storm should exit with status 0")
        expectRestored(terminal)
    }

    @Test func oneByOneTerminalRunsAndQuits() throws {
        guard let terminal = try launch(columns: 1, rows: 1) else { return }
        terminal.send("\t\r\u{1B}[B\u{1B}[6~")
        terminal.send("q")
        let status = terminal.waitForExit()
        expectCleanExit(status)
        expectRestored(terminal)
    }
}
