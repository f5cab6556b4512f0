import Foundation
import StratusCodable
import StratusCore
import StratusFormats

/// Adaptive Cards as a screen format (Docs/Formats.md): a JSON object whose `type` is `AdaptiveCard`, checked by
/// ``CardChecker``.
///
/// Drawing a card is not there yet: reading one is an error that says so, at line 1 of the file, so that `render`
/// and `run` tell the user what Stratus does with the file rather than that no format reads it. Templates are
/// cards too: `stratus check` parses their `${...}` expressions.
public struct AdaptiveCardsFormat: ScreenFormat {
    /// Creates the format.
    public init() {}

    /// `Adaptive Cards`.
    public var name: String { "Adaptive Cards" }

    /// What its documents look like, for a document no format reads.
    public var expectation: String { #"a JSON object with "type": "AdaptiveCard""# }

    /// Cards are `.json` files.
    public var fileExtensions: [String] { ["json"] }

    /// Whether the document is a JSON object whose `type` is `AdaptiveCard` (the file is parsed only when it
    /// starts with `{` and names `"AdaptiveCard"` somewhere).
    public func recognizes(_ document: FormatDocument) -> Bool {
        guard document.syntax == .json, document.firstSignificantByte == UInt8(ascii: "{"),
              document.contains("\"AdaptiveCard\"") else { return false }
        let root = try? JSONValue(parsing: document.bytes, options: Template.parsingOptions)
        return root?["type"] == "AdaptiveCard"
    }

    /// Refuses, for now, with what Stratus can do with a card.
    public func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        throw StratusCoreError(
            .malformedComponent,
            "an Adaptive Card: Stratus checks it (stratus check) and expands its template (stratus template); "
                + "drawing cards in the terminal is not there yet (Docs/AdaptiveCards.md)",
            source: document.name, jsonPath: "$", line: 1, column: 1)
    }

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
