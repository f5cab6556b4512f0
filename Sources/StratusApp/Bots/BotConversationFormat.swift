import StratusCodable
import StratusCore
import StratusFormats

/// The screen of a conversation with a bot, as a format whose live model is that conversation: it reads no
/// document, and answers ``BotSession/url`` with the conversation as it is now (as A2UI's format answers an agent's
/// conversation; Docs/Formats.md).
struct BotConversationFormat: ScreenFormat {
    let session: BotSession

    var name: String { "Bot conversation" }
    var expectation: String { "no document (the conversation of stratus run --bot)" }
    var fileExtensions: [String] { [] }

    func recognizes(_ document: FormatDocument) -> Bool { false }

    func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        throw StratusCoreError(.malformedComponent, "a bot conversation is not read from a document", source: document.name)
    }

    @MainActor
    func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] { [] }

    func answers(_ url: String) -> Bool { url == BotSession.url }

    @MainActor
    func screen(at url: String, reading: FormatReading?) -> JSONValue? { session.screenValue }
}
