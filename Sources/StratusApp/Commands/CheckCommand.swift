import ArgumentParser
import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCore
import StratusFormats
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
            path]`, or with `--format json` one JSON array of diagnostics. A2UI streams (a JSON array of \
            messages, JSON Lines or an example bundle) are checked message by message, against the \
            specification's JSON schemas with --a2ui-specification, and whole: references, cycles, component \
            types, components the root never reaches. Folders are searched for .json, .jsonl, .yaml and .yml files; files in them that are not screens (data for \
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

    /// The A2UI specification's folder, whose JSON schemas A2UI streams are validated against.
    @Option(name: .customLong("a2ui-specification"),
            help: ArgumentHelp("Validate A2UI streams against the JSON schemas of this specification folder.",
                               discussion: "The folder of every version (v0_9, v0_9_1, v0_10, v1_0) or of one."),
            completion: .directory)
    public var a2uiSpecification: String?

    /// A catalog document A2UI components are validated against instead of each version's basic catalog.
    @Option(name: .customLong("a2ui-catalog"),
            help: "A catalog the renderer holds: its functions' allowedCallers and its components' allowedParents and allowedChildren are checked; with --a2ui-specification, components are validated against it instead of the basic catalog.",
            completion: .file())
    public var a2uiCatalog: String?

    /// Who sends the messages of the A2UI streams checked.
    @Option(name: .customLong("a2ui-sender"),
            help: "Who sends the A2UI messages checked: server (an agent) or client (a renderer); told from each message by default.")
    public var a2uiSender: StreamCheck.Sender?

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks and prints the problems.
    public func run() async throws {
        try? LogDestination.bootstrap(file: nil)
        let targets = self.targets
        let quiet = self.quiet
        let format = self.format
        let streams = StreamOptions(specification: a2uiSpecification.map { URL(fileURLWithPath: $0) },
                                    catalog: a2uiCatalog.map { URL(fileURLWithPath: $0) }, sender: a2uiSender)
        let outcome = await Self.check(targets, streams: streams)
        for failure in outcome.failures { StandardError.write("stratus: \(failure)") }
        if format == .json {
            print(JSONValue.array(outcome.diagnostics.map(\.json)).jsonString(pretty: true))
        } else {
            for diagnostic in outcome.diagnostics { print(diagnostic) }
        }
        if !quiet {
            let checked = outcome.checked
            let skippedNote = outcome.skipped > 0
                ? " (\(outcome.skipped) data file\(outcome.skipped == 1 ? "" : "s") skipped)" : ""
            StandardError.write("checked \(checked) screen file\(checked == 1 ? "" : "s")\(skippedNote): "
                + Diagnostic.counted(outcome.errors, .error) + ", " + Diagnostic.counted(outcome.warnings, .warning))
        }
        if outcome.errors > 0 || (strict && outcome.warnings > 0) { throw ExitCode.failure }
    }

    /// How A2UI streams are checked: against which specification's schemas, and which catalog.
    typealias StreamOptions = A2UIFormat.CheckOptions

    /// What checking the targets found.
    struct Outcome {
        /// Every problem, file by file.
        var diagnostics: [Diagnostic] = []
        /// Targets that could not be checked at all (a missing file, a specification without schemas).
        var failures: [String] = []
        /// How many files were checked.
        var checked = 0
        /// How many data files found in folders were skipped.
        var skipped = 0

        /// The errors: problems of that severity and targets that could not be checked.
        var errors: Int { failures.count + diagnostics.count { $0.severity == .error } }
        /// The warnings.
        var warnings: Int { diagnostics.count { $0.severity == .warning } }
    }

    /// Checks every file the targets name, as `stratus check` does: each is checked by the format that recognises
    /// it (``AppFormats``); a file named that no format recognises gets the one message of every command
    /// (``ScreenFormatList/notRecognised(_:)``), one found in a folder is data, skipped.
    @MainActor
    static func check(_ targets: [String], streams: StreamOptions) async -> Outcome {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        let formats = AppFormats.list(a2ui: A2UIFormat(checking: streams))
        var outcome = Outcome()
        // Every file is read first, and each format checks its documents together: a screen may be opened by
        // another with navigation states.
        var files: [Read] = []
        for target in targets {
            let found: [(path: String, explicit: Bool)]
            do {
                found = try ScreenFiles.expand(target, extensions: formats.fileExtensions)
            } catch {
                outcome.failures.append(error.description)
                continue
            }
            for file in found {
                guard let bytes = FileManager.default.contents(atPath: file.path) else {
                    files.append(Read(format: nil, document: nil, result: .checked([Diagnostic(
                        .error, "cannot read the file", file: file.path, line: 1, column: 1, jsonPath: "")])))
                    continue
                }
                let document = FormatDocument(bytes: bytes, name: file.path, foundInFolder: !file.explicit)
                let format = formats.recognising(document)
                var result: FormatCheck?
                if format == nil {
                    let error = formats.notRecognised(document)
                    result = document.foundInFolder ? .skipped : .checked([Diagnostic(
                        .error, error.message, file: file.path, line: error.line ?? 1, column: error.column ?? 1,
                        jsonPath: error.jsonPath ?? "$")])
                }
                files.append(Read(format: format?.name, document: document, result: result))
            }
        }
        for format in formats.formats {
            let indices = files.indices.filter { files[$0].format == format.name }
            let results = format.check(indices.compactMap { files[$0].document }, engine: engine)
            for (index, result) in zip(indices, results) { files[index].result = result }
        }
        for file in files {
            switch file.result {
            case .checked(let problems)?: outcome.diagnostics += problems
            case .failed(let failure)?: outcome.failures.append(failure)
            case .skipped?, nil:
                outcome.skipped += 1
                continue
            }
            outcome.checked += 1
        }
        return outcome
    }

    /// A file given or found: the format that recognised it, its bytes, and what checking it gave.
    private struct Read {
        var format: String?
        var document: FormatDocument?
        var result: FormatCheck?
    }
}
