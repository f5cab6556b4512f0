@testable import StratusApp
import StratusBotChannel
import StratusCodable
import Testing

/// ``ConversationScreen``: what a conversation's screen holds, without a bot.
@Suite struct ConversationScreenTests {
    static func card(_ title: String) -> JSONValue {
        ["type": "AdaptiveCard", "version": "1.5", "body": [
            ["type": "TextBlock", "text": .string(title)],
            ["type": "Input.Text", "id": "name", "label": "Name"],
        ], "actions": [["type": "Action.Submit", "id": "send", "title": "Send"]]]
    }

    static func message(_ text: String?, cards: [JSONValue] = []) -> Activity {
        var activity = Activity(type: .message)
        activity.text = text
        activity.attachments = cards.map { Attachment(contentType: Attachment.adaptiveCardType, content: $0) }
        return activity
    }

    /// Every node of `value` with an id, by id.
    static func nodes(in value: JSONValue, into found: inout [String: JSONValue]) {
        switch value {
        case .object(let members):
            if members["_:component"] != nil, let id = members["id"]?.stringValue { found[id] = value }
            for member in members.values { nodes(in: member, into: &found) }
        case .array(let items):
            for item in items { nodes(in: item, into: &found) }
        default:
            break
        }
    }

    @Test func theNewestCardKeepsItsIdsAndAnOlderOneHasThemPrefixed() throws {
        var conversation = Conversation(id: "c")
        let first = try conversation.applyBot(Self.message("First", cards: [Self.card("Old")]))
        let second = try conversation.applyBot(Self.message(nil, cards: [Self.card("New")]))
        var found: [String: JSONValue] = [:]
        Self.nodes(in: ConversationScreen(conversation: conversation).value, into: &found)
        #expect(found["name"] != nil && found["send"] != nil)
        #expect(found[first + ".name"] != nil && found[first + ".send"] != nil, "\(found.keys.sorted())")
        #expect(found[second + ".name"] == nil)
        // Each card's submit names its own line.
        let press = try #require(found["send"]?["properties"]?["onPress"]?[0])
        #expect(press["properties"]?[ConversationScreen.entryProperty] == .string(second))
        let older = try #require(found[first + ".send"]?["properties"]?["onPress"]?[0])
        #expect(older["properties"]?[ConversationScreen.entryProperty] == .string(first))
    }

    @Test func suggestedActionsShowUntilTheUserSaysSomething() throws {
        var conversation = Conversation(id: "c")
        var offer = Self.message("Pick one")
        offer.fields["suggestedActions"] = ["actions": [["type": "imBack", "title": "Yes", "value": "yes"]]]
        try conversation.applyBot(offer)
        var found: [String: JSONValue] = [:]
        Self.nodes(in: ConversationScreen(conversation: conversation).value, into: &found)
        let button = try #require(found["bot-suggested-0"])
        #expect(button["properties"]?["onPress"]?[0]?["properties"]?["text"] == "yes")
        var reply = Self.message("yes")
        reply.id = conversation.nextActivityID()
        conversation.appendUser(reply)
        found = [:]
        Self.nodes(in: ConversationScreen(conversation: conversation).value, into: &found)
        #expect(found["bot-suggested-0"] == nil)
    }

    @Test func aProblemIsABoldLineSayingHowToStartAgain() {
        var conversation = Conversation(id: "c")
        conversation.record(BotChannelError(.unreachable, "the bot could not be reached", url: "http://127.0.0.1:1/api/messages"))
        let screen = ConversationScreen(conversation: conversation).value.jsonString()
        #expect(screen.contains("! http://127.0.0.1:1/api/messages: the bot could not be reached (Ctrl+R starts again)"))
    }

    @Test func theLineAtTheBottomStartsAfreshAfterEachMessageSent() {
        var screen = ConversationScreen(conversation: Conversation(id: "c"))
        var found: [String: JSONValue] = [:]
        Self.nodes(in: screen.value, into: &found)
        #expect(found["bot-message-0"] != nil)
        screen.sentCount = 1
        found = [:]
        Self.nodes(in: screen.value, into: &found)
        #expect(found["bot-message-0"] == nil && found["bot-message-1"] != nil)
    }
}

extension ConversationScreenTests {
    @Test func aBotsMarkdownTextIsACardsTextBlockAndAPlainTextIsShownAsWritten() throws {
        var conversation = Conversation(id: "c")
        var markdown = Self.message("**Cabins** left")
        markdown.textFormat = "markdown"
        let formatted = try conversation.applyBot(markdown)
        let unsaid = try conversation.applyBot(Self.message("_no format_ means Markdown"))
        let list = try conversation.applyBot(Self.message("- Economy\n- Business"))
        var plain = Self.message("**as written**")
        plain.textFormat = "plain"
        let written = try conversation.applyBot(plain)
        var found: [String: JSONValue] = [:]
        Self.nodes(in: ConversationScreen(conversation: conversation).value, into: &found)
        for id in [formatted, unsaid] {
            let line = try #require(found["bot-line-" + id])
            #expect(line["_:component"] == "adaptive:TextBlock", "\(line)")
            #expect(line["properties"]?["wrap"] == true)
        }
        #expect(found["bot-line-" + formatted]?["properties"]?["text"] == "Bot: **Cabins** left")
        #expect(found["bot-line-" + list]?["properties"]?["text"] == "Bot:\n- Economy\n- Business")
        #expect(found["bot-line-" + written]?["_:component"] == "layout:text")
        #expect(found["bot-line-" + written]?["properties"]?["text"] == "Bot: **as written**")
    }
}
