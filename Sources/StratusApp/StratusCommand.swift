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
        ]
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
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        if printedVersion(asked: arguments) { exit() }
        do {
            // `render`'s common command lines skip swift-argument-parser's reflection
            // (see `RenderInvocation.init(commonForm:)`), and the reading of every subcommand's name.
            if let render = RenderInvocation(commonForm: arguments) {
                try await render.run()
                exit()
            }
            let commandLine = choosingSubcommand(arguments)
            var command = try parseAsRoot(commandLine)
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

extension StratusCommand {
    /// Prints the version when `arguments` is `--version` alone, as swift-argument-parser would, and says whether it
    /// did: the one command that needs nothing reads no command's options (see `choosingSubcommand(_:)`) and, called
    /// before the program's first `await`, starts none of Swift's threads.
    public static func printedVersion(asked arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Bool {
        guard arguments == ["--version"] else { return false }
        print(StratusVersion.current)
        return true
    }

    /// Runs the whole of a one-shot command (`render`, `check`) on one thread (see `MainThreadExecution`), when
    /// `arguments` names one. Called before the program's first `await`, which would start Swift's thread pool.
    public static func chooseExecution(for arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        if MainThreadExecution.suits(arguments) { MainThreadExecution.takeOverExecutors() }
    }

    /// The arguments `stratus` itself takes; any other first argument is `run`'s.
    static let ownArguments: Set<String> = [
        "-h", "--help", "help", "--version", "--generate-completion-script", "--experimental-dump-help",
    ]

    /// The command line with `run` put first when it names no subcommand: `stratus FILE` is `stratus run FILE`, and
    /// `stratus` alone is `stratus run`.
    ///
    /// Done here rather than by `CommandConfiguration.defaultSubcommand`: with a default subcommand, swift-argument-parser
    /// reflects that subcommand's options whatever the command line holds (to learn whether it takes all remaining
    /// input), and `run` has the most options. Each option's type met for the first time makes the Swift runtime search
    /// every protocol conformance record of the program (over 11,000), so `stratus --version` and `stratus check FILE`
    /// paid for reading `run`'s options (`perf record -g` of `stratus --version`: 34% of its processor time under
    /// `defaultIncludesPassthroughArguments`; Docs/Evidence.md, "Process floor: argument parsing and exported symbols").
    static func choosingSubcommand(_ arguments: [String]) -> [String] {
        let run = RunCommand.configuration.commandName ?? "run"
        guard let first = arguments.first else { return [run] }
        let subcommands = configuration.subcommands.compactMap { $0.configuration.commandName }
        if subcommands.contains(first) || ownArguments.contains(first) || first.hasPrefix("--generate-completion-script=") {
            return arguments
        }
        return [run] + arguments
    }
}
