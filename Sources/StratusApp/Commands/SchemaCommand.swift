import ArgumentParser
import StratusCore
import StratusTerminal

/// `stratus schema`: print the JSON Schema of screens for the registered components and actions.
public struct SchemaCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema of screens for editors.",
        discussion: """
            Prints a JSON Schema (draft 2020-12) of a screen file for the components and actions Stratus \
            registers: node keys, component and action names, and each one's declared properties with \
            Nimbus coercion (numeric strings are numbers, enumerations ignore case, a string holding @{ is an \
            expression). Point an editor's JSON Schema setting at the file to get completion and errors as \
            you type; `stratus check` still finds what a schema cannot say (malformed expressions, unknown \
            operations).
            """
    )

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Prints the schema on standard output.
    public func run() async throws {
        print(await Self.schemaText())
    }

    /// The schema of the built-in and sample components and actions, as printed.
    @MainActor
    public static func schemaText() -> String {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        return ScreenSchema.document(for: engine).jsonString(pretty: true)
    }
}
