import ArgumentParser
import Foundation

/// `stratus keys`: show what the terminal sends for each key press.
public struct KeysCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Show what the terminal sends for each key press, to debug key bindings.",
        discussion: """
            Puts the terminal in raw mode and prints, for each key press, the bytes received and the \
            key Stratus decodes from them, in the notation that screens and --keys use. Press q three \
            times, or wait --idle seconds, to quit.
            """
    )

    /// Quit after this many seconds without input; 0 waits forever.
    @Option(help: ArgumentHelp("Quit after this many seconds without a key press (0: never).", valueName: "seconds"))
    public var idle: Double = 0

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Reads keys until the user quits.
    public func run() async throws {
        StandardError.write("stratus: keys is not wired yet")
        throw ExitCode.failure
    }
}
