#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts the terminal back the way the shell left it, even when the process dies; the one owner of the terminal's
/// modes (the ncurses backend's and `stratus keys`'s raw mode alike).
///
/// The terminal modes are saved before ncurses starts (or raw mode is entered). On SIGTERM, SIGHUP and SIGINT (which raw mode normally
/// turns into a key, but `kill -INT` still sends), and on crash signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT,
/// SIGTRAP), a handler restores those modes and writes the sequences that leave the alternate screen, show the
/// cursor and stop mouse reporting. Only async-signal-safe calls are made (`tcsetattr`, `write`, `_exit`,
/// `raise`). Crash signals are then re-raised with the default action so the exit status stays honest.
public enum TerminalRestorer {
    nonisolated(unsafe) private static var saved = termios()
    nonisolated(unsafe) private static var hasSaved = false
    nonisolated(unsafe) private static var installed = false
    /// Whether restoring also writes ``resetSequence``: after ncurses took the screen over, not after raw mode
    /// alone (leaving an alternate screen never entered would move the cursor over what was printed).
    nonisolated(unsafe) private static var resetsScreen = true

    /// Leaves the alternate screen, shows the cursor, turns off keypad (application cursor keys) mode, mouse
    /// reporting, bracketed paste and synchronized output, resets colors.
    static let resetSequence: [UInt8] = Array("\u{1B}[?1l\u{1B}>\u{1B}[?2026l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

    /// Saves the current terminal modes of standard input and installs the handlers (once); restoring writes
    /// ``resetSequence`` when `resettingScreen`.
    static func install(resettingScreen: Bool = true) {
        if tcgetattr(0, &saved) == 0 { hasSaved = true }
        resetsScreen = resettingScreen
        guard !installed else { return }
        installed = true
        for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] { install(signal, handler: terminationHandler) }
        for signal in [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP] { install(signal, handler: crashHandler) }
    }

    private static func install(_ signal: Int32, handler: @convention(c) (Int32) -> Void) {
        setAction(for: signal, to: handler)
    }

    /// Sets what `signal` does (a handler, or `SIG_DFL`) and returns what it did before, for `sigaction` to put
    /// back. Async-signal-safe.
    @discardableResult
    static func setAction(for signal: Int32, to handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }

    /// Saves the terminal modes, installs the handlers that restore them, and puts standard input in raw mode: no
    /// echo, no line buffering, Ctrl+C and Ctrl+Z arrive as bytes. ``restoreNow()`` puts the terminal back.
    /// - Throws: ``TerminalError`` of kind `terminalSetup` when standard input is no terminal whose modes can be set.
    public static func enterRawMode() throws(TerminalError) {
        install(resettingScreen: false)
        guard hasSaved else { throw TerminalError(.terminalSetup, "cannot read the terminal's settings") }
        var raw = saved
        cfmakeraw(&raw)
        guard tcsetattr(0, TCSANOW, &raw) == 0 else {
            throw TerminalError(.terminalSetup, "cannot put the terminal in raw mode")
        }
    }

    /// Restores the saved modes and, after ncurses, writes the reset sequence (async-signal-safe).
    public static func restoreNow() {
        if hasSaved { tcsetattr(0, TCSANOW, &saved) }
        guard resetsScreen else { return }
        resetSequence.withUnsafeBufferPointer { buffer in
            _ = write(1, buffer.baseAddress, buffer.count)
        }
    }

    private static let terminationHandler: @convention(c) (Int32) -> Void = { signal in
        TerminalRestorer.exit(asOn: signal)
    }

    /// Restores the terminal and ends the process with the status a shell gives a program ended by `signal`
    /// (128 + its number), as the handler of SIGTERM, SIGHUP, SIGINT and SIGQUIT does. Async-signal-safe.
    static func exit(asOn signal: Int32) -> Never {
        restoreNow()
        _exit(128 + signal)
    }

    private static let crashHandler: @convention(c) (Int32) -> Void = { signal in
        TerminalRestorer.restoreNow()
        TerminalRestorer.setAction(for: signal, to: SIG_DFL)
        raise(signal)
    }
}
