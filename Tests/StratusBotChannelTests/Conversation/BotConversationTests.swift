import StratusBotChannel
import StratusCodable
import Testing

/// Whole conversations with the real test bots of Agents/ on loopback, headless: the channel starts the
/// conversation, says hi, gets the card, submits it, presses its Action.Execute and receives a proactive message.
@Suite(.serialized)
struct BotConversationTests {
    /// Runs `body` with a channel for `bot`, started (the welcome received), and stops the channel after.
    static func converse(with bot: TestBot, deliveryMode: DeliveryMode = .normal,
                         _ body: (BotChannel) async throws -> Void) async throws {
        var configuration = BotChannel.Configuration(endpoint: bot.endpoint)
        configuration.deliveryMode = deliveryMode
        configuration.timeout = .seconds(20)
        let channel = BotChannel(configuration: configuration)
        do {
            try await channel.start()
            try await body(channel)
        } catch {
            await channel.stop()
            throw error
        }
        await channel.stop()
    }

    /// The texts of the bot's messages, oldest first.
    static func botTexts(_ conversation: Conversation) -> [String] {
        conversation.entries.filter { $0.sender == .bot }.compactMap { $0.activity?.text }
    }

    /// The line holding the booking card.
    static func cardEntry(_ conversation: Conversation) -> ConversationEntry? {
        conversation.entries.last { $0.activity?.attachments.first?.kind == .adaptiveCard }
    }

    @Test(arguments: TestBot.SDK.allCases, [DeliveryMode.normal, .expectReplies])
    func startsSaysHiAndGetsTheCard(sdk: TestBot.SDK, deliveryMode: DeliveryMode) async throws {
        let bot = try await TestBot(sdk)
        try await Self.converse(with: bot, deliveryMode: deliveryMode) { channel in
            #expect(Self.botTexts(await channel.conversation) == ["Welcome aboard. Say hi to book a cabin."])
            let started = try #require(await bot.waitForLog("received") { $0["type"] == "conversationUpdate" })
            #expect(started["deliveryMode"]?.stringValue == (deliveryMode == .expectReplies ? "expectReplies" : nil))

            try await channel.say("hi")
            let conversation = await channel.conversation
            #expect(conversation.entries.map(\.sender) == [.bot, .user, .bot, .bot])
            #expect(conversation.entries[1].activity?.text == "hi")
            let card = try #require(Self.cardEntry(conversation)?.activity?.attachments.first?.content)
            #expect(card["type"] == "AdaptiveCard")
            #expect(card["version"] == "1.5")
            #expect(card["body"]?.arrayValue?.compactMap { $0["id"]?.stringValue } == ["name", "cabin", "date", "meal"])
            #expect(card["actions"]?.arrayValue?.compactMap { $0["type"]?.stringValue }
                == ["Action.Submit", "Action.ShowCard", "Action.Execute"])
            #expect(card["actions"]?[1]?["card"]?["body"]?[0]?["id"] == "comment")
            #expect(conversation.problems.isEmpty)
        }
    }

    @Test(arguments: TestBot.SDK.allCases)
    func submitsTheCardAndTheBotLogsTheValues(sdk: TestBot.SDK) async throws {
        let bot = try await TestBot(sdk)
        try await Self.converse(with: bot) { channel in
            try await channel.say("hi")
            let card = try #require(Self.cardEntry(await channel.conversation))
            let values: JSONValue = ["verb": "book", "name": "Ada", "cabin": "business", "date": "2026-12-01", "meal": "true"]
            try await channel.submit(values, fromCardIn: card.id)

            #expect(bot.logged("submitted") == [values])
            let submitted = try #require(bot.logged("received").last)
            #expect(submitted["type"] == "message")
            #expect(submitted["text"] == JSONValue?.none)
            #expect(Self.botTexts(await channel.conversation).last == "Booked business for Ada on 2026-12-01")
            // The submission is not a line of its own: the user sees the card they filled.
            #expect(await channel.conversation.entries.filter { $0.sender == .user }.count == 1)
        }
    }

    @Test(arguments: TestBot.SDK.allCases)
    func actionExecuteReplacesTheCardWithTheBotsAnswer(sdk: TestBot.SDK) async throws {
        let bot = try await TestBot(sdk)
        try await Self.converse(with: bot) { channel in
            try await channel.say("hi")
            let card = try #require(Self.cardEntry(await channel.conversation))
            let count = await channel.conversation.entries.count

            try await channel.execute(verb: "hold", data: ["seat": "12A", "name": "Ada"], onCardIn: card.id)
            #expect(bot.logged("executed") == [["verb": "hold", "data": ["seat": "12A", "name": "Ada"]]])
            let invoke = try #require(bot.logged("received").last)
            #expect(invoke["type"] == "invoke")
            #expect(invoke["name"] == "adaptiveCard/action")
            let held = try #require(await channel.conversation.entry(card.id)?.activity?.attachments.first?.content)
            #expect(held["body"]?[0]?["text"] == "Seat 12A held for Ada")
            #expect(held["actions"]?[0]?["verb"] == "release")
            #expect(await channel.conversation.entries.count == count)

            try await channel.execute(verb: "release", data: ["seat": "12A"], onCardIn: card.id)
            let released = try #require(await channel.conversation.entry(card.id)?.activity)
            #expect(released.text == "Seat released.")
            #expect(released.attachments.isEmpty)
            #expect(await channel.conversation.problems.isEmpty)
        }
    }

    @Test(arguments: TestBot.SDK.allCases)
    func aProactiveMessageArrivesAfterTheTurn(sdk: TestBot.SDK) async throws {
        let bot = try await TestBot(sdk)
        try await Self.converse(with: bot) { channel in
            try await channel.say("later")
            #expect(Self.botTexts(await channel.conversation).last == "I will remind you.")
            let reminded = await channel.conversation(within: .seconds(10)) {
                Self.botTexts($0).last == "Reminder: your cabin is waiting."
            }
            #expect(reminded != nil)
            let proactive = await bot.waitForLog("proactive") { $0["sent"]?.stringValue != nil }
            #expect(proactive?["conversation"]?.stringValue == (await channel.conversation.id))
        }
    }

    @Test(arguments: TestBot.SDK.allCases)
    func updatesDeletesTypingHeroCardsAndSuggestedActions(sdk: TestBot.SDK) async throws {
        let bot = try await TestBot(sdk)
        try await Self.converse(with: bot) { channel in
            try await channel.say("edit")
            try await channel.say("gone")
            try await channel.say("typing")
            try await channel.say("hero")
            let conversation = await channel.conversation
            // Draft 1 became Draft 2 in its place; "This will vanish." is gone.
            #expect(Self.botTexts(conversation) == ["Welcome aboard. Say hi to book a cabin.", "Draft 2", "Done typing.", "Two cabins."])
            #expect(!conversation.botIsTyping)
            let hero = try #require(conversation.entries.last?.activity)
            #expect(hero.attachments.map(\.kind) == [.heroCard, .thumbnailCard])
            #expect(hero.attachments.first?.content?["title"] == "Cabin 12")
            #expect(hero.suggestedActions.compactMap(\.title) == ["Hi", "Later"])
            #expect(hero.suggestedActions.first?.value == "hi")
            #expect(conversation.problems.isEmpty)
        }
    }
}
