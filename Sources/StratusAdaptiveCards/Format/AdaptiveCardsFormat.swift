import Foundation
import StratusCodable
import StratusCore
import StratusFormats

/// Adaptive Cards as a screen format (Docs/Formats.md, Docs/AdaptiveCards.md): a JSON object whose `type` is
/// `AdaptiveCard`, read into the screen ``CardScreen`` writes and checked by ``CardChecker``.
///
/// A template (a card whose strings hold `${...}`) is expanded with the data given to ``settings`` first
/// (`--data`), or, for `NAME.template.json`, with `NAME.data.json` beside it (the pairs of the templating samples);
/// without data it is drawn as written. What the card's actions send is kept in ``activities``.
public struct AdaptiveCardsFormat: ScreenFormat {
    /// The activities the cards' actions sent (`--dump-actions`).
    public let activities: CardActivities
    /// The data templates are expanded with.
    public let settings: CardSettings

    /// Creates the format, keeping activities in `activities` and expanding templates with `templateData`.
    public init(activities: CardActivities = CardActivities(), settings: CardSettings = CardSettings()) {
        self.activities = activities
        self.settings = settings
    }

    /// `Adaptive Cards`.
    public var name: String { "Adaptive Cards" }

    /// What its documents look like, for a document no format reads.
    public var expectation: String { #"a JSON object with "type": "AdaptiveCard""# }

    /// Cards are `.json` files.
    public var fileExtensions: [String] { ["json"] }

    /// Whether the document is a JSON object whose `type` is `AdaptiveCard` (the file is parsed only when it
    /// starts with `{` and names `"AdaptiveCard"` somewhere), or such a document that does not parse (its reading
    /// then says where the JSON breaks) and names no `"_:component"`.
    public func recognizes(_ document: FormatDocument) -> Bool {
        guard document.syntax == .json, document.firstSignificantByte == UInt8(ascii: "{"),
              document.contains("\"AdaptiveCard\"") else { return false }
        do {
            return try JSONValue(parsing: document.bytes, options: Template.parsingOptions)["type"] == "AdaptiveCard"
        } catch {
            // A card that is not valid JSON (nested too deep, cut short) is still the card it names: reading it says
            // where the JSON breaks, instead of "not a screen of any format". A Nimbus screen is never claimed.
            return !document.contains("\"_:component\"")
        }
    }

    /// The screen of the card (expanded with ``settings`` when it holds data).
    ///
    /// - Throws: `StratusCoreError` at the file, line and column of a JSON problem or of a template expression that
    ///   fails.
    public func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        guard let text = String(data: document.bytes, encoding: .utf8) else {
            throw StratusCoreError(.malformedComponent, "the file is not valid UTF-8", source: document.name, jsonPath: "$",
                                   line: 1, column: 1)
        }
        let file = TemplateFile(name: document.name, text: text)
        let card: JSONValue
        do throws(AdaptiveCardsError) {
            var data = settings.data
            if data == nil { data = try Self.dataBeside(document.name) }
            if let data {
                card = try file.expand(data: data, host: settings.host).card
            } else {
                do {
                    card = try JSONValue(parsing: text, options: Template.parsingOptions)
                } catch {
                    throw AdaptiveCardsError(.unreadableFile, "not JSON: \(error.message)",
                                             location: ProblemLocation(file: document.name, position: error.position))
                }
            }
        } catch {
            let location = error.location
            throw StratusCoreError(.malformedComponent, error.message, source: document.name,
                                   jsonPath: location.path ?? "$", line: location.line ?? 1, column: location.column ?? 1)
        }
        let screen = CardScreen(card: card, hostConfig: settings.hostConfig)
        return FormatReading(screen: screen.value, positions: nil, model: screen.notes)
    }

    /// The data of `NAME.data.json` beside the template file `NAME.template.json`; nil for any other file, or when
    /// there is none.
    static func dataBeside(_ path: String) throws(AdaptiveCardsError) -> JSONValue? {
        guard path.hasSuffix(".template.json") else { return nil }
        let data = String(path.dropLast(".template.json".count)) + ".data.json"
        guard FileManager.default.fileExists(atPath: data) else { return nil }
        return try CardSettings.json(contentsOf: data)
    }

    /// The actions its screens name: `adaptive:submit` and `adaptive:openUrl` (``CardActivities/library``).
    public var library: UILibrary? { activities.library }

    /// Each card checked by ``CardChecker``, its diagnostics at file, line, column and JSON path.
    @MainActor
    public func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] {
        documents.map { document in
            guard let text = String(data: document.bytes, encoding: .utf8) else {
                return .failed("\(document.name): the file is not valid UTF-8")
            }
            return .checked(CardChecker.check(text: text, file: document.name).map { diagnostic in
                Diagnostic(diagnostic.severity == .error ? .error : .warning, diagnostic.message, file: document.name,
                           line: diagnostic.location.line ?? 1, column: diagnostic.location.column ?? 1,
                           jsonPath: diagnostic.location.path ?? "$")
            })
        }
    }
}
