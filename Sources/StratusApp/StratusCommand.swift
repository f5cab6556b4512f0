import ArgumentParser

/// The `stratus` command line: browse Nimbus server-driven screens in a terminal.
///
/// With no subcommand, `stratus` runs `Screens/index.json`, the demo gallery of the repository.
public struct StratusCommand: AsyncParsableCommand {
    /// The command's name, summary and subcommands.
    public static let configuration = CommandConfiguration(
        commandName: "stratus",
        abstract: "Render Nimbus server-driven screens in a terminal.",
        discussion: """
            Screens are JSON or YAML documents in the Nimbus format. Open one from a file, a folder \
            (its index.json or index.yaml) or an http(s) URL; render it without a terminal for scripts \
            and tests; check it for mistakes; or serve a folder of screens over HTTP.
            """,
        version: StratusVersion.current,
        subcommands: [
            RunCommand.self, RenderCommand.self, CheckCommand.self, SchemaCommand.self, ServeCommand.self, KeysCommand.self,
            TestCommand.self, TemplateCommand.self,
        ],
        defaultSubcommand: RunCommand.self
    )

    /// Creates the root command; swift-argument-parser calls this when parsing.
    public init() {}
}

/// The version printed by `stratus --version`.
public enum StratusVersion {
    /// The version of this build of Stratus.
    public static let current = "0.1.0"
}

extension StratusCommand {
    /// Parses the process arguments, runs the chosen subcommand, and exits with its status.
    ///
    /// Written out rather than calling `main()`: from top-level code, Swift picks the synchronous
    /// `ParsableCommand.main()` overload, which cannot run asynchronous subcommands.
    public static func runFromCommandLine(_ arguments: [String]? = nil) async -> Never {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            exit()
        } catch {
            exit(withError: error)
        }
    }
}
