import StratusBotChannel
import StratusCodable
import Testing

struct ConversationTests {
    static func message(_ text: String, attachments: [StratusBotChannel.Attachment] = []) -> Activity {
        var activity = Activity(type: .message)
        activity.text = text
        activity.attachments = attachments
        return activity
    }

    static let card = StratusBotChannel.Attachment(contentType: StratusBotChannel.Attachment.adaptiveCardType, content: ["type": "AdaptiveCard", "body": []])

    @Test func keepsLinesInTheOrderTheyCame() throws {
        var conversation = Conversation(id: "c")
        var hi = Self.message("hi")
        hi.id = conversation.nextActivityID()
        conversation.appendUser(hi)
        try conversation.applyBot(Self.message("one"))
        try conversation.applyBot(Self.message("two"))
        #expect(conversation.activities.compactMap(\.text) == ["hi", "one", "two"])
        #expect(conversation.entries.map(\.sender) == [.user, .bot, .bot])
        #expect(Set(conversation.entries.map(\.id)).count == 3)
    }

    @Test func updatesAndDeletesByID() throws {
        var conversation = Conversation(id: "c")
        let first = try conversation.applyBot(Self.message("Draft 1"))
        let second = try conversation.applyBot(Self.message("Stays"))
        try conversation.update(first, with: Self.message("Draft 2"))
        #expect(conversation.activities.compactMap(\.text) == ["Draft 2", "Stays"])
        #expect(conversation.entry(first)?.activity?.id == first)
        try conversation.delete(first)
        #expect(conversation.entries.map(\.id) == [second])
        #expect(throws: BotChannelError(.unknownActivity, "the bot deleted activity \(first), which is not in the conversation")) {
            try conversation.delete(first)
        }
        #expect(throws: BotChannelError(.unknownActivity, "the bot updated activity nope, which is not in the conversation")) {
            try conversation.update("nope", with: Self.message("x"))
        }
    }

    @Test func messageUpdateAndDeleteActivitiesApplyToTheLineTheyName() throws {
        var conversation = Conversation(id: "c")
        let id = try conversation.applyBot(Self.message("Draft 1"))
        var update = Self.message("Draft 2")
        update.type = .messageUpdate
        update.id = id
        try conversation.applyBot(update)
        #expect(conversation.entry(id)?.activity?.text == "Draft 2")
        #expect(conversation.entry(id)?.activity?.type == .message)
        var delete = Activity(type: .messageDelete)
        delete.id = id
        try conversation.applyBot(delete)
        #expect(conversation.entries.isEmpty)
    }

    @Test func typingShowsUntilTheNextMessage() throws {
        var conversation = Conversation(id: "c")
        try conversation.applyBot(Activity(type: .typing))
        #expect(conversation.botIsTyping)
        #expect(conversation.entries.isEmpty)
        try conversation.applyBot(Self.message("Done"))
        #expect(!conversation.botIsTyping)
    }

    @Test func tracesAndEventsShowNothing() throws {
        var conversation = Conversation(id: "c")
        try conversation.applyBot(Activity(type: .trace))
        try conversation.applyBot(Activity(type: .event))
        #expect(conversation.entries.isEmpty)
    }

    @Test func anUnknownAttachmentKeepsTheMessageAndAddsAProblem() throws {
        var conversation = Conversation(id: "c")
        try conversation.applyBot(Self.message("Look", attachments: [Self.card, StratusBotChannel.Attachment(contentType: "x/y", content: [:])]))
        #expect(conversation.entries.map(\.sender) == [.bot, .channel])
        #expect(conversation.problems == [BotChannelError(.unknownAttachment, "the bot sent an attachment of content type "
            + "x/y, which Stratus cannot show", jsonPath: "attachments[1].contentType")])
    }

    @Test func anInvokeAnswerReplacesTheCardInPlace() throws {
        var conversation = Conversation(id: "c")
        let id = try conversation.applyBot(Self.message("Form", attachments: [Self.card]))
        try conversation.applyBot(Self.message("After"))
        let held: JSONValue = ["type": "AdaptiveCard", "body": [["type": "TextBlock", "text": "Held"]]]
        try conversation.replaceCard(of: id, with: .card(held))
        #expect(conversation.entries.first?.activity?.attachments.map(\.content) == [held])
        #expect(conversation.entries.first?.activity?.text == "Form")
        try conversation.replaceCard(of: id, with: .unchanged)
        #expect(conversation.entries.first?.activity?.attachments.map(\.content) == [held])
        try conversation.replaceCard(of: id, with: .message("Released"))
        #expect(conversation.entries.first?.activity?.text == "Released")
        #expect(conversation.entries.first?.activity?.attachments.isEmpty == true)
        #expect(conversation.activities.compactMap(\.text) == ["Released", "After"])
    }

    @Test func keepsAtMostTheNewestLines() throws {
        var conversation = Conversation(id: "c", maximumEntries: 3)
        for index in 1...5 { try conversation.applyBot(Self.message("\(index)")) }
        #expect(conversation.activities.compactMap(\.text) == ["3", "4", "5"])
    }
}
