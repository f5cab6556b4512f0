import Foundation
import Testing

/// A tmux session on a private server, running a shell: keys go in with `send`, the screen comes out with
/// `capture()`. Each test gets its own socket, so nothing leaks between tests or into the user's tmux.
final class TmuxSession {
    let tmux: String
    let socket = "stratus-test-" + UUID().uuidString.prefix(8)
    let name = "e2e"

    init(tmux: String, width: Int = 100, height: Int = 30) async throws {
        self.tmux = tmux
        // A plain POSIX shell with no rc files, so the prompt and settings are the same everywhere.
        try await Subprocess.run(tmux, ["-L", socket, "-f", "/dev/null", "new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)",
                     "env -i PATH=/usr/bin:/bin HOME=/tmp TERM=tmux-256color PS1='$ ' /bin/sh"])
    }

    /// A session of `width` by `height` running `stratus run` on the repository's `screen` (the exit status is
    /// echoed as `EXIT=n` when it ends), with `options` after the screen and `environment` (`NAME=value ...`)
    /// before the command, once `text` shows; nil, with a recorded issue, when it does not.
    static func running(_ screen: String, options: String = "", environment: String = "", width: Int = 100, height: Int = 30,
                        waitingFor text: String) async throws -> TmuxSession? {
        try await running(path: PackageRoot.screen(screen), options: options, environment: environment, width: width,
                          height: height, waitingFor: text)
    }

    /// A session running `stratus run` on the screen or stream at `path` (a file the test wrote, say), as
    /// ``running(_:options:environment:width:height:waitingFor:)`` does for the repository's screens.
    static func running(path: String, options: String = "", environment: String = "", width: Int = 100, height: Int = 30,
                        waitingFor text: String) async throws -> TmuxSession? {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        let session = try await TmuxSession(tmux: tmux, width: width, height: height)
        try await session.type(line: "\(environment) \(binary) run \(path) \(options); echo EXIT\"\"=$?")
        let opened = try await session.waitFor(text)
        #expect(opened.found, "\(path) did not open:\n\(opened.screen)")
        return opened.found ? session : nil
    }

    @discardableResult
    func run(_ arguments: [String]) async throws -> Subprocess.Result {
        try await Subprocess.run(tmux, ["-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// Types keys; words such as `Enter`, `Tab`, `Down`, `C-c` are tmux key names.
    func send(_ keys: String...) async throws {
        try await run(["send-keys", "-t", name] + keys)
    }

    /// Types text literally (no key names).
    func type(_ text: String) async throws {
        try await run(["send-keys", "-t", name, "-l", text])
    }

    /// Types text literally, then Enter.
    func type(line: String) async throws {
        try await type(line)
        try await run(["send-keys", "-t", name, "Enter"])
    }

    /// The visible screen, one string per row.
    func capture() async throws -> String {
        try await run(["capture-pane", "-p", "-t", name]).standardOutput
    }

    /// Everything the pane showed, its history included, wrapped lines joined, one string per line.
    func captureHistory() async throws -> String {
        try await run(["capture-pane", "-p", "-J", "-S", "-", "-E", "-", "-t", name]).standardOutput
    }

    /// The visible screen with its styles as escape sequences (`ESC[38;5;9m`...), one string per row.
    func captureWithStyles() async throws -> String {
        try await run(["capture-pane", "-p", "-e", "-t", name]).standardOutput
    }

    /// A tmux format evaluated for the pane, such as `#{keypad_cursor_flag}` or `#{pane_pid}`.
    func value(of format: String) async throws -> String {
        try await run(["display-message", "-p", "-t", name, format]).standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether the pane is on the alternate screen (a full-screen program is showing).
    func isAlternateScreenOn() async throws -> Bool {
        try await value(of: "#{alternate_on}") == "1"
    }

    /// The shell's terminal settings as `stty -a` prints them, written to a file (so the screen's wrapping cannot
    /// change them) once the shell has its prompt; nil when the shell did not answer within `timeout`.
    func terminalSettings(timeout: Duration = .seconds(30)) async throws -> String? {
        let folder = try TemporaryFolder()
        let marker = "SETTINGS-" + UUID().uuidString.prefix(8)
        // The marker is typed in two halves, so the echoed command line does not contain it.
        try await type(line: "stty -a > \(folder.path)/stty.txt; echo \(marker.prefix(4))\"\"\(marker.dropFirst(4))")
        guard try await waitFor(marker, timeout: timeout).found else { return nil }
        return try String(contentsOfFile: folder.path + "/stty.txt", encoding: .utf8)
    }

    /// Waits until the screen contains `text` (write commands so that their echo does not contain it:
    /// `echo READ""Y`), polling; returns the last capture either way.
    ///
    /// A frame reaches the terminal in pieces, and a capture can fall between two of them: once `text` shows, the
    /// screen is captured again until two captures 50 ms apart agree (for at most a second, so a screen that keeps
    /// changing, a spinner say, still returns), and the frame returned is a whole one.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(30)) async throws -> (found: Bool, screen: String) {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var screen = try await capture()
        while !screen.contains(text) {
            guard clock.now < deadline else { return (false, screen) }
            try await Task.sleep(for: .milliseconds(100))
            screen = try await capture()
        }
        let settled = clock.now + .seconds(1)
        while clock.now < settled {
            try await Task.sleep(for: .milliseconds(50))
            let again = try await capture()
            guard again != screen, again.contains(text) else { break }
            screen = again
        }
        return (true, screen)
    }

    /// Waits until `text` shows, recording an issue with the screen (and `why`) when it does not.
    func expectShown(_ text: String, _ why: String) async throws {
        let shown = try await waitFor(text)
        #expect(shown.found, "\(why): \"\(text)\" is not shown:\n\(shown.screen)")
    }

    /// Quits with Ctrl+C, saying yes to losing what was typed when asked, and expects the exit (`EXIT=`).
    func quitSayingYes() async throws {
        try await send("C-c")
        if try await waitFor("Lose what you typed?", timeout: .seconds(3)).found { try await send("C-c") }
        #expect(try await waitFor("EXIT=").found)
    }

    /// The screen once the keys sent have had time to be drawn (for checking that something did not happen).
    func settledScreen() async throws -> String {
        try await Task.sleep(for: .milliseconds(400))
        return try await capture()
    }

    /// Waits until `condition` holds (a pane flag, say), polling; returns whether it did before `timeout`.
    func waitUntil(timeout: Duration = .seconds(30), _ condition: () async throws -> Bool) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while try await !condition() {
            guard clock.now < deadline else { return false }
            try await Task.sleep(for: .milliseconds(100))
        }
        return true
    }

    deinit {
        // With an interactive shell in the pane, tmux 3.3's kill-server can leave the server running;
        // closing the session first makes the server exit with it.
        // On a thread of its own: a deinit cannot wait without holding a thread of the cooperative pool.
        let prefix = [tmux, "-L", socket, "-f", "/dev/null"]
        Subprocess.runInBackground([prefix + ["kill-session", "-t", name], prefix + ["kill-server"]])
    }
}
