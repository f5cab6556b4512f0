import ArgumentParser
import Foundation
import StratusA2UI
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
            help: "Validate A2UI components against this catalog instead of the basic catalog (with --a2ui-specification).",
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
    struct StreamOptions {
        /// The specification's folder; nil checks streams without schemas.
        var specification: URL?
        /// A catalog standing for each version's basic catalog.
        var catalog: URL?
        /// Who sends the messages; nil tells it from each message.
        var sender: StreamCheck.Sender?
    }

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

    /// Checks every file the targets name (screens and A2UI streams), as `stratus check` does.
    @MainActor
    static func check(_ targets: [String], streams: StreamOptions) async -> Outcome {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        var outcome = Outcome()
        // Every file is read first: a screen may be opened by another with navigation states.
        var documents: [ReadFile] = []
        var navigationStates: Set<String> = []
        for target in targets {
            let files: [(path: String, explicit: Bool)]
            do {
                files = try ScreenFiles.expand(target)
            } catch {
                outcome.failures.append(error.description)
                continue
            }
            for file in files {
                let content = Self.read(file.path)
                if case .screen(.success(let read)) = content {
                    navigationStates.formUnion(ScreenChecker.navigationStates(in: read.value))
                }
                documents.append((file.path, file.explicit, content))
            }
        }
        let checker = ScreenChecker(engine: engine, navigationStates: navigationStates)
        var streamChecker: Result<StreamChecker, StratusAppError>?
        for (name, explicit, content) in documents {
            switch content {
            case .screen(.success(let read)):
                guard let problems = checker.check(read, file: name, requireScreen: explicit) else {
                    outcome.skipped += 1
                    continue
                }
                outcome.diagnostics += problems
            case .screen(.failure(let error)):
                outcome.diagnostics.append(ScreenChecker.diagnostic(error, file: name))
            case .stream(let text):
                // The schemas are read once, when the first stream needs them.
                let loaded = streamChecker ?? Result { () throws(StratusAppError) in
                    try StreamChecker(engine: engine, specification: streams.specification, catalog: streams.catalog,
                                      sender: streams.sender)
                }
                streamChecker = loaded
                switch loaded {
                case .success(let streamChecker): outcome.diagnostics += streamChecker.diagnostics(in: text, file: name)
                case .failure(let error): outcome.failures.append(error.description)
                }
            }
            outcome.checked += 1
        }
        // The process ends now: the documents are left to the exit rather than freed value by value, which takes a
        // tenth of a second for a screen with a million items of state.
        documentsLeftToExit = documents
        return outcome
    }

    /// What a file given or found holds.
    enum Content {
        /// A screen (or a bundle of them), or the error reading it gave.
        case screen(Result<ScreenDocument, StratusAppError>)
        /// An A2UI stream's text.
        case stream(String)
    }

    /// Reads a file: an A2UI stream is kept as text for ``StreamChecker``, anything else parsed as a screen.
    @MainActor
    static func read(_ path: String) -> Content {
        if ScreenDocument.Format(path: path) == .json, let data = FileManager.default.contents(atPath: path) {
            if let text = StreamChecker.streamText(data) { return .stream(text) }
            return .screen(Result { () throws(StratusAppError) in
                try ScreenDocument(parsingJSON: data, file: path, options: ScreenChecker.parsingOptions)
            })
        }
        return .screen(Result { () throws(StratusAppError) in
            try ScreenDocument(contentsOfFile: path, options: ScreenChecker.parsingOptions)
        })
    }

    /// A file given or found, and what reading it gave.
    private typealias ReadFile = (name: String, explicit: Bool, content: Content)

    /// The files of the last check, kept until the process exits.
    @MainActor private static var documentsLeftToExit: [ReadFile] = []
}
