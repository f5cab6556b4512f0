import Foundation

/// Standard input in raw mode (no echo, no line buffering, no signals from Ctrl+C), restored on `restore()`.
final class RawTerminal {
    private var original = termios()

    init() throws(StratusAppError) {
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw StratusAppError(.terminalUnavailable, "cannot read the terminal's settings")
        }
        var raw = original
        cfmakeraw(&raw)
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
            throw StratusAppError(.terminalUnavailable, "cannot put the terminal in raw mode")
        }
    }

    /// Puts the terminal back as it was.
    func restore() {
        var settings = original
        tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    }

    /// The bytes available within the timeout (empty when none came).
    func read(timeoutMilliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Writes text to standard output at once.
    func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
