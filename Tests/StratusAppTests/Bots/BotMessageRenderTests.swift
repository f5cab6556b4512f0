import Foundation
import StratusCore
import Testing

/// What a conversation shows of each kind of message, with each real bot, headless (`stratus render --bot`;
/// Docs/Bots.md, "On screen"): Markdown in a text, a card's `refresh` invoked for the user, a ShowCard opened and
/// its own submit sent, a message updated and one deleted.
@Suite("stratus render --bot: messages", .serialized)
struct BotMessageRenderTests {
    @Test(arguments: RealBot.SDK.allCases)
    func aTextsMarkdownIsShownAsCardsShowIt(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let result = try await BotRenderTests.render(bot, ["--message", "markdown"])
        #expect(result.status == 0, "\(result.standardError)")
        let frame = result.standardOutput
        // Bold and italic lose their marks, the list its dashes, the link shows its text and its address.
        #expect(frame.contains("Bot: Cabins left on deck 3:"), "\(frame)")
        #expect(frame.contains("• Economy: 3") && frame.contains("• Business: 1"), "\(frame)")
        #expect(frame.contains("See the deck plan (https://example.com/deck3)."), "\(frame)")
        #expect(!frame.contains("**") && !frame.contains("_deck"), "\(frame)")
        // What the user said is plain text: shown as written.
        #expect(frame.contains("You: markdown"), "\(frame)")
    }

    @Test(arguments: RealBot.SDK.allCases)
    func aCardsRefreshForTheUserIsInvokedAndItsAnswerReplacesTheCard(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        for argument in ["", " all"] {
            let result = try await BotRenderTests.render(bot, ["--message", "refresh" + argument, "--dump-actions"])
            #expect(result.status == 0, "\(result.standardError)")
            let frame = result.standardOutput
            #expect(frame.contains("Seat map refreshed for user (automatic)"), "\(frame)")
            #expect(!frame.contains("Seat map as sent"), "the card was not replaced:\n\(frame)")
            let invoke = try #require(BotRenderTests.activities(in: frame).first { $0["type"] == "invoke" }, "\(frame)")
            #expect(invoke["name"] == "adaptiveCard/action")
            #expect(invoke["value"]?["trigger"] == "automatic")
            #expect(invoke["value"]?["action"]?["verb"] == "refresh")
            #expect(invoke["value"]?["action"]?["data"]?["seat"] == "12A")
        }
        #expect(bot.logged("refreshed").count == 2, "\(bot.logged("refreshed"))")
        #expect(bot.logged("refreshed").allSatisfy { $0["from"] == "user" && $0["trigger"] == "automatic" })
        // A refresh for other users only: the card stays as sent, no invoke.
        let others = try await BotRenderTests.render(bot, ["--message", "refresh others", "--dump-actions"])
        #expect(others.standardOutput.contains("Seat map as sent"), "\(others.standardOutput)")
        #expect(!BotRenderTests.activities(in: others.standardOutput).contains { $0["type"] == "invoke" })
        #expect(bot.logged("refreshed").count == 2)
    }

    @Test(arguments: RealBot.SDK.allCases)
    func aShowCardOpensInTheConversationAndItsSubmitSendsItsInputWithTheCards(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let result = try await BotRenderTests.render(bot, [
            "--message", "hi", "--keys", "click:name 'Ada' click:add-comment click:comment 'Window seat' click:send-comment",
            "--dump-actions", "--size", "80x40",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let frame = result.standardOutput
        // The ShowCard's card is open under the actions, inside the booking card, with what was typed.
        #expect(frame.contains("│ │ › Window seat"), "\(frame)")
        #expect(frame.contains("[ Send comment ]"), "\(frame)")
        #expect(frame.contains("Bot: Comment noted: Window seat"), "\(frame)")
        let submit = try #require(BotRenderTests.activities(in: frame).first { $0["value"] != nil }, "\(frame)")
        #expect(submit["value"]?["verb"] == "comment")
        #expect(submit["value"]?["comment"] == "Window seat")
        #expect(submit["value"]?["name"] == "Ada")
        #expect(bot.logged("submitted").last?["comment"] == "Window seat")
    }

    @Test(arguments: RealBot.SDK.allCases)
    func anUpdatedMessageIsReplacedAndADeletedOneIsGone(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let edited = try await BotRenderTests.render(bot, ["--message", "edit"])
        #expect(edited.status == 0, "\(edited.standardError)")
        #expect(edited.standardOutput.contains("Bot: Draft 2"), "\(edited.standardOutput)")
        #expect(!edited.standardOutput.contains("Draft 1"), "\(edited.standardOutput)")
        let deleted = try await BotRenderTests.render(bot, ["--message", "gone"])
        #expect(deleted.status == 0, "\(deleted.standardError)")
        #expect(deleted.standardOutput.contains("You: gone"), "\(deleted.standardOutput)")
        #expect(!deleted.standardOutput.contains("This will vanish."), "\(deleted.standardOutput)")
        // The word reached the bot, which sent its message and then deleted it.
        #expect(bot.logged("received").contains { $0["text"] == "gone" })
    }
}
