import ArgumentParser
import Foundation

/// `stratus check`: validate screens without showing them.
public struct CheckCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate screens without showing them.",
        discussion: """
            Checks JSON or YAML syntax, node structure, unknown components, actions and operations, \
            property types against the registered components, and malformed expressions. Prints one \
            line per problem, `file:line:column: error|warning: message [json path]`. Folders are \
            searched for .json, .yaml and .yml files. The exit status is 1 if any error was found.
            """
    )

    /// The files and folders to check.
    @Argument(help: "Screen files or folders.", completion: .file())
    public var targets: [String] = ["Screens"]

    /// Whether warnings fail the check too.
    @Flag(help: "Exit with status 1 on warnings too.")
    public var strict = false

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks and prints the problems.
    public func run() async throws {
        StandardError.write("stratus: check is not wired yet")
        throw ExitCode.failure
    }
}
