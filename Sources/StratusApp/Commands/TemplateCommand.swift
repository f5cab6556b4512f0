import ArgumentParser
import Foundation
import StratusAdaptiveCards
import StratusCodable

/// `stratus template`: expand an Adaptive Card template with data and print the card.
public struct TemplateCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    public static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "Expand an Adaptive Card template with data and print the card JSON.",
        discussion: """
            Expands the ${...} expressions of an Adaptive Card template (Adaptive Expressions, with $data, \
            $when, $index, $root and $host) as Microsoft's JS templating SDK does, and prints the card. A \
            string that is exactly ${expression} keeps the value's JSON type; a path the data does not hold \
            stays written as ${path}. An expression that does not parse, or a whole-string binding that \
            fails, exits with status 1 and its file:line:column. See Docs/AdaptiveCards.md.
            """
    )

    @Argument(help: "The template (a card JSON file with ${...} expressions).")
    var template: String

    @Option(name: .long, help: "The data the template is expanded with ($root); none when absent.")
    var data: String?

    @Option(name: .long, help: "The host's data ($host).")
    var host: String?

    /// Creates the command; swift-argument-parser calls this when parsing.
    public init() {}

    /// Prints the expanded card on standard output, or the problem on standard error with status 1.
    public func run() async throws {
        do {
            let file = try TemplateFile(contentsOf: template)
            let expansion = try file.expand(data: try data.map(CardSettings.json(contentsOf:)),
                                         host: try host.map(CardSettings.json(contentsOf:)))
            for warning in expansion.warnings { StandardError.write("stratus: \(template): \(warning)") }
            print(expansion.card.jsonString(pretty: true))
        } catch {
            throw StandardError.fail(error)
        }
    }
}
