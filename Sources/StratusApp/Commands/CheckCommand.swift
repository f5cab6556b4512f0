import ArgumentParser
import Foundation
import StratusCore
import StratusTerminal

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
            searched for .json, .yaml and .yml files; files in them that are not screens (data for \
            requests) are skipped. The exit status is 1 if any error was found.
            """
    )

    /// The files and folders to check.
    @Argument(help: "Screen files or folders.", completion: .file())
    public var targets: [String] = ["Screens"]

    /// Whether warnings fail the check too.
    @Flag(help: "Exit with status 1 on warnings too.")
    public var strict = false

    /// Whether to print the summary line.
    @Flag(name: .shortAndLong, help: "Print nothing but the problems.")
    public var quiet = false

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks and prints the problems.
    public func run() async throws {
        // Probing property types builds views; the engine's own log lines are not check's output.
        try? LogDestination.bootstrap(file: nil)
        let targets = self.targets
        let quiet = self.quiet
        let outcome = await Self.check(targets, quiet: quiet)
        if outcome.errors > 0 || (strict && outcome.warnings > 0) { throw ExitCode.failure }
    }

    @MainActor
    private static func check(_ targets: [String], quiet: Bool) async -> (errors: Int, warnings: Int) {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        let checker = ScreenChecker(engine: engine)
        var errors = 0
        var warnings = 0
        var checked = 0
        var skipped = 0
        for target in targets {
            let files: [(path: String, explicit: Bool)]
            do {
                files = try ScreenFiles.expand(target)
            } catch {
                StandardError.write("stratus: \(error)")
                errors += 1
                continue
            }
            for file in files {
                guard let diagnostics = await checker.checkIncludingPropertyTypes(
                    file: file.path, requireScreen: file.explicit) else {
                    skipped += 1
                    continue
                }
                checked += 1
                for diagnostic in diagnostics {
                    print(diagnostic)
                    if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
                }
            }
        }
        if !quiet {
            let skippedNote = skipped > 0 ? " (\(skipped) data file\(skipped == 1 ? "" : "s") skipped)" : ""
            StandardError.write("checked \(checked) screen file\(checked == 1 ? "" : "s")\(skippedNote): "
                + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        }
        return (errors, warnings)
    }
}
