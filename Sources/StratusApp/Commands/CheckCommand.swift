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
            property types against the schemas the registered components declare (every node, a false \
            `if` branch and a forEach template included, without building views), and malformed \
            expressions. Prints one line per problem, `file:line:column: error|warning: message [json \
            path]`, or with `--format json` one JSON array of diagnostics. Folders are \
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

    /// How diagnostics are printed.
    public enum Format: String, ExpressibleByArgument, CaseIterable, Sendable {
        /// `file:line:column: error|warning: message [json path]`, one per line.
        case text
        /// One JSON array of objects with `file`, `line`, `column`, `severity`, `message`, `jsonPath`,
        /// and `expected`/`found` for type errors.
        case json
    }

    /// How diagnostics are printed.
    @Option(help: "Output format: text (file:line:column: ...) or json (an array, for editors and CI).")
    public var format: Format = .text

    /// Whether to print the summary line.
    @Flag(name: .shortAndLong, help: "Print nothing but the problems.")
    public var quiet = false

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks and prints the problems.
    public func run() async throws {
        try? LogDestination.bootstrap(file: nil)
        let targets = self.targets
        let quiet = self.quiet
        let format = self.format
        let outcome = await Self.check(targets, quiet: quiet, format: format)
        if outcome.errors > 0 || (strict && outcome.warnings > 0) { throw ExitCode.failure }
    }

    @MainActor
    private static func check(_ targets: [String], quiet: Bool, format: Format) async -> (errors: Int, warnings: Int) {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        var errors = 0
        var warnings = 0
        var checked = 0
        var skipped = 0
        var found: [JSONValue] = []
        // Every file is read first: a screen may be opened by another with navigation states.
        var documents: [ReadFile] = []
        var navigationStates: Set<String> = []
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
                let document = Result { () throws(StratusAppError) in
                    try ScreenDocument(contentsOfFile: file.path, options: ScreenChecker.parsingOptions)
                }
                if case .success(let read) = document {
                    navigationStates.formUnion(ScreenChecker.navigationStates(in: read.value))
                }
                documents.append((file.path, file.explicit, document))
            }
        }
        let checker = ScreenChecker(engine: engine, navigationStates: navigationStates)
        for (name, explicit, document) in documents {
            let diagnostics: [Diagnostic]
            switch document {
            case .success(let read):
                guard let problems = checker.check(read, file: name, requireScreen: explicit) else {
                    skipped += 1
                    continue
                }
                diagnostics = problems
            case .failure(let error):
                diagnostics = [ScreenChecker.diagnostic(error, file: name)]
            }
            checked += 1
            for diagnostic in diagnostics {
                if format == .json { found.append(diagnostic.json) } else { print(diagnostic) }
                if diagnostic.severity == .error { errors += 1 } else { warnings += 1 }
            }
        }
        if format == .json { print(JSONValue.array(found).jsonString(pretty: true)) }
        if !quiet {
            let skippedNote = skipped > 0 ? " (\(skipped) data file\(skipped == 1 ? "" : "s") skipped)" : ""
            StandardError.write("checked \(checked) screen file\(checked == 1 ? "" : "s")\(skippedNote): "
                + Diagnostic.counted(errors, .error) + ", " + Diagnostic.counted(warnings, .warning))
        }
        // The process ends now: the documents are left to the exit rather than freed value by value, which takes a
        // tenth of a second for a screen with a million items of state.
        documentsLeftToExit = documents
        return (errors, warnings)
    }

    /// A file given or found, and what reading it gave.
    private typealias ReadFile = (name: String, explicit: Bool, document: Result<ScreenDocument, StratusAppError>)

    /// The files of the last check, kept until the process exits.
    @MainActor private static var documentsLeftToExit: [ReadFile] = []
}
