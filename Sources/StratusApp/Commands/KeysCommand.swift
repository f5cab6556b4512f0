import ArgumentParser
import Foundation
import StratusTerminal

/// `stratus keys`: show what the terminal sends for each key press.
public struct KeysCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Show what the terminal sends for each key press, to debug key bindings.",
        discussion: """
            Puts the terminal in raw mode and prints, for each key press, the bytes received and the \
            key StratusTerminal decodes from them, in the notation that screens and `render --keys` use. \
            Press Ctrl+C twice in a row, or wait --idle seconds, to quit.
            """
    )

    /// Quit after this many seconds without input; 0 waits forever.
    @Option(help: ArgumentHelp("Quit after this many seconds without a key press (0: never).", valueName: "seconds"))
    public var idle: Double = 0

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Reads keys until the user quits.
    public func run() async throws {
        guard isatty(STDIN_FILENO) == 1 else {
            throw StandardError.fail(StratusAppError(.terminalUnavailable, "stratus keys needs a terminal"))
        }
        do {
            try TerminalRestorer.enterRawMode()
        } catch {
            throw StandardError.fail(StratusAppError(.terminalUnavailable, error.message))
        }
        defer { TerminalRestorer.restoreNow() }
        Self.write("Press keys to see what the terminal sends. Ctrl+C twice to quit.\r\n")
        var decoder = InputDecoder()
        var interruptsInARow = 0
        let idleLimit = idle > 0 ? Int(idle * 1000) : nil
        var quietMilliseconds = 0
        while true {
            let bytes = Self.read(timeoutMilliseconds: 100)
            if bytes.isEmpty {
                quietMilliseconds += 100
                // An escape on its own is only known to be a key once no more bytes follow it.
                for event in decoder.flush() { Self.write(KeyReport.line(bytes: [], event: event) + "\r\n") }
                if let idleLimit, quietMilliseconds >= idleLimit { break }
                continue
            }
            quietMilliseconds = 0
            let events = decoder.feed(bytes)
            Self.write(KeyReport.line(bytes: bytes, events: events) + "\r\n")
            for byte in bytes { interruptsInARow = byte == 0x03 ? interruptsInARow + 1 : 0 }
            if interruptsInARow >= 2 { break }
        }
    }

    /// The bytes standard input has within the timeout (empty when none came).
    private static func read(timeoutMilliseconds: Int32) -> [UInt8] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Foundation.read(STDIN_FILENO, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    /// Writes text to standard output at once.
    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
