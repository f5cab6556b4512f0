import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal of the screen-reader mode: nothing is drawn in cells; lines are written one after the other
/// (`write(line:)`), as a shell command writes them, which screen readers and braille displays follow.
///
/// No alternate screen, no cursor movement, no colour. Standard input is in raw mode (keys arrive at once, without
/// echo; Ctrl+C is a key) and its bytes are decoded by the one `InputDecoder`; the terminal's modes are put back by
/// `TerminalRestorer` however the process ends. Frames are still made at the terminal's size (`size`), so that
/// lazy lists build the rows a screen of that size shows.
@MainActor
public final class ScreenReaderBackend: TerminalBackend {
    /// The terminal's size, read again at each poll; a change is a resize event.
    public private(set) var size: Size
    private var decoder = InputDecoder()
    private let readiness: InputReadiness?
    private var isActive = true
    /// How long a lone ESC waits for the rest of a sequence, in milliseconds.
    private let escapeDelay: Int32

    /// Puts standard input in raw mode and reads `ESCDELAY` from `environment`.
    /// - Throws: `TerminalError` when standard input is no terminal whose modes can be set.
    public init(environment: [String: String]) throws(TerminalError) {
        try TerminalRestorer.enterRawMode()
        escapeDelay = environment["ESCDELAY"].flatMap { Int32($0) }.map { max(0, $0) } ?? 25
        readiness = InputReadiness(input: STDIN_FILENO)
        size = Self.terminalSize()
    }

    /// The size of the terminal on standard output, or 80 by 24 when it cannot be read.
    private static func terminalSize() -> Size {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return Size(width: 80, height: 24)
        }
        return Size(width: Int(window.ws_col), height: Int(window.ws_row))
    }

    /// Writes `line` and a line ending (raw mode does not turn `\n` into `\r\n`).
    public func write(line: String) {
        guard isActive else { return }
        FileHandle.standardOutput.write(Data((line + "\r\n").utf8))
    }

    /// Draws nothing: the screen reader (`ScreenReader`) tells the frame instead.
    public func present(_ changes: [CellChange], frame: CellBuffer, cursor: Point?) {}

    /// Draws nothing, so the changed cells are not listed for it.
    public var readsChangedCells: Bool { false }

    /// The keys waiting on standard input, and a resize when the terminal's size changed.
    public func pollInput() -> [InputEvent] {
        guard isActive else { return [] }
        var events: [InputEvent] = []
        let current = Self.terminalSize()
        if current != size {
            size = current
            events.append(.resize(current))
        }
        events += decoder.feed(Self.read(waitingUpTo: 0))
        if decoder.hasPendingBytes {
            let rest = Self.read(waitingUpTo: escapeDelay)
            events += decoder.feed(rest)
            if rest.isEmpty { events += decoder.flush() }
        }
        // Ctrl+Z: raw mode turns it into a key rather than SIGTSTP, so the backend suspends itself, as the
        // full-screen mode does; after `fg`, a resize event makes the app tell the screen again.
        return events.map { event in
            guard case .key(let press) = event, press == KeyPress(.character("z"), modifiers: .ctrl) else { return event }
            suspend()
            return .resize(size)
        }
    }

    /// Gives the terminal back to the shell in the modes it had, and stops the process (SIGTSTP); when the shell
    /// continues it (`fg`), puts standard input in raw mode again.
    public func suspend() {
        guard isActive else { return }
        TerminalRestorer.restoreNow()
        JobControl.stopUntilContinued()
        // Continued: the shell may have changed the modes.
        try? TerminalRestorer.enterRawMode()
    }

    /// The bytes standard input has, waiting at most `milliseconds` for the first.
    private static func read(waitingUpTo milliseconds: Int32) -> [UInt8] {
        var bytes: [UInt8] = []
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        var wait = milliseconds
        while poll(&descriptor, 1, wait) > 0 {
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[0..<count]
            wait = 0
        }
        return bytes
    }

    /// Waits for a byte on standard input or `wake()`, at most `timeout`.
    public func waitForInput(upTo timeout: Duration) async {
        await InputReadiness.wait(on: readiness, upTo: timeout)
    }

    /// Ends the wait under way.
    public func wake() { readiness?.wake() }

    /// Puts the terminal's modes back (idempotent).
    public func shutdown() {
        guard isActive else { return }
        isActive = false
        TerminalRestorer.restoreNow()
    }
}
