import Foundation
import StratusCore
import Testing

/// `stratus render --bot URL`: whole conversations with each real bot, headless (Docs/Bots.md, "On screen"): the
/// frame printed, the activities sent (`--dump-actions`), and what the bot's log says it received.
@Suite("stratus render --bot", .serialized)
struct BotRenderTests {
    /// Runs `stratus render --bot` against `bot` with `options`.
    static func render(_ bot: RealBot, _ options: [String]) async throws -> Subprocess.Result {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        return try await Subprocess.run(binary, ["render", "--bot", bot.endpoint, "--size", "80x30", "--timeout", "30"] + options)
    }

    /// The activities `--dump-actions` printed after the frame.
    static func activities(in output: String) -> [JSONValue] {
        output.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap { try? JSONValue(parsing: String($0)) }
    }

    @Test(arguments: RealBot.SDK.allCases)
    func aCardFilledAndSubmittedSendsItsValuesAsAMessage(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let result = try await Self.render(bot, ["--message", "hi", "--keys", "click:name 'Ada' click:meal click:book",
                                                 "--dump-actions"])
        #expect(result.status == 0, "\(result.standardError)")
        let frame = result.standardOutput
        #expect(frame.contains("Bot: Welcome aboard. Say hi to book a cabin."), "\(frame)")
        #expect(frame.contains("You: hi"), "\(frame)")
        // The card stays where it stands, with what was typed in it, and the bot's answer comes under it.
        #expect(frame.contains("Name *: Ada"), "\(frame)")
        #expect(frame.contains("[x] Meal on board"), "\(frame)")
        #expect(frame.contains("Bot: Booked economy for Ada on no date"), "\(frame)")
        let submit = try #require(Self.activities(in: frame).first { $0["value"] != nil })
        #expect(submit["type"] == "message")
        #expect(submit["value"]?["name"] == "Ada")
        #expect(submit["value"]?["meal"] == "true")
        #expect(submit["value"]?["verb"] == "book")
        #expect(submit["replyToId"]?.stringValue?.hasPrefix("activity-") == true)
        // The bot received the values.
        let submitted = try #require(bot.logged("submitted").last)
        #expect(submitted["name"] == "Ada", "\(submitted)")
        #expect(submitted["meal"] == "true", "\(submitted)")
    }

    @Test(arguments: RealBot.SDK.allCases)
    func theRepliesComeInTheAnswerWithExpectReplies(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let result = try await Self.render(bot, ["--expect-replies", "--message", "hi", "--keys",
                                                 "click:name 'Ada' click:book", "--dump-actions"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Bot: Booked economy for Ada on no date"), "\(result.standardOutput)")
        let messages = Self.activities(in: result.standardOutput).filter { $0["type"] == "message" }
        #expect(messages.count == 2 && messages.allSatisfy { $0["deliveryMode"] == "expectReplies" }, "\(messages)")
        // The bot was asked for its replies in the answer.
        #expect(bot.logged("received").contains { $0["deliveryMode"] == "expectReplies" && $0["text"] == "hi" })
    }

    @Test(arguments: RealBot.SDK.allCases)
    func anActionExecuteIsReplacedByTheCardItsInvokeAnswers(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, in: folder)
        let result = try await Self.render(bot, ["--message", "hi", "--keys", "click:name 'Ada' click:hold", "--dump-actions"])
        #expect(result.status == 0, "\(result.standardError)")
        let frame = result.standardOutput
        #expect(frame.contains("Seat 12A held for Ada"), "\(frame)")
        #expect(frame.contains("[ Release ]"), "\(frame)")
        #expect(!frame.contains("Book a cabin"), "the booking card is still shown:\n\(frame)")
        let invoke = try #require(Self.activities(in: frame).first { $0["type"] == "invoke" })
        #expect(invoke["name"] == "adaptiveCard/action")
        #expect(invoke["value"]?["action"]?["verb"] == "hold")
        #expect(invoke["value"]?["action"]?["data"]?["name"] == "Ada")
        #expect(bot.logged("executed").last?["data"]?["name"] == "Ada")
    }

    @Test(arguments: RealBot.SDK.allCases)
    func aProactiveMessageArrivesWhileTheUserTypes(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, ["--proactive-delay", "0.5"], in: folder)
        // The frame waits for the conversation to fall quiet, the reminder included.
        let result = try await Self.render(bot, ["--message", "later", "--keys", "wait:100 'half a thought' wait:1500"])
        #expect(result.status == 0, "\(result.standardError)")
        let frame = result.standardOutput
        #expect(frame.contains("Bot: I will remind you."), "\(frame)")
        #expect(frame.contains("Bot: Reminder: your cabin is waiting."), "\(frame)")
        #expect(frame.contains("Say: half a thought"), "the typed text was lost:\n\(frame)")
    }

    @Test func heroCardsAndSuggestedActionsAreButtonsThatSayTheirValue() async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(.botbuilder, in: folder)
        let result = try await Self.render(bot, ["--message", "hero", "--dump-actions"])
        let frame = result.standardOutput
        #expect(frame.contains("Cabin 12") && frame.contains("Deck 3") && frame.contains("[ Book it ]"), "\(frame)")
        #expect(frame.contains("Cabin 14") && frame.contains("[ Later ]"), "\(frame)")
        // The suggested actions of the last message: Hi and Later.
        #expect(frame.contains("[ Hi ]"), "\(frame)")
        let pressed = try await Self.render(bot, ["--message", "hero", "--keys", "click:bot-suggested-0",
                                                  "--dump-actions"])
        #expect(Self.activities(in: pressed.standardOutput).contains { $0["text"] == "hi" }, "\(pressed.standardOutput)")
        #expect(pressed.standardOutput.contains("Book a cabin"), "\(pressed.standardOutput)")
    }

    /// A screen test file of two conversations with the bot `script` serves, started by the test's command.
    static func testFile(_ sdk: RealBot.SDK, expecting name: String) -> String {
        """
        bot:
          command: \(PackageRoot.path)/.build/bot-venv/bin/python \(PackageRoot.path)/\(sdk.rawValue) --port {port} --log bot.log --ready bot.port
          url: http://127.0.0.1:{port}/api/messages
        size: 80x30
        timeout: 20
        tests:
          - name: a card filled and submitted
            steps:
              - say: hi
              - keys: "click:name 'Ada' click:book"
              - frame: booked
              - activities:
                  - {type: conversationUpdate}
                  - {type: message, text: hi}
                  - {type: message, value: {name: \(name), verb: book}}
          - name: an Action.Execute replacing its card
            steps:
              - say: hi
              - keys: "click:name 'Ada' click:hold"
              - frame: held
              - activities:
                  - {type: conversationUpdate}
                  - {type: message, text: hi}
                  - {type: invoke, name: adaptiveCard/action, value: {action: {verb: hold, data: {name: Ada}}}}
        """
    }

    @Test(arguments: RealBot.SDK.allCases)
    func stratusTestRunsConversationsWithTheBotItsFileStarts(_ sdk: RealBot.SDK) async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        try RealBot.requireEnvironment()
        let folder = try TemporaryFolder()
        let file = try folder.write("booking.test.yaml", Self.testFile(sdk, expecting: "Ada"))
        let recorded = try await Subprocess.run(binary, ["test", "--update", file])
        #expect(recorded.status == 0, "\(recorded.standardOutput)\(recorded.standardError)")
        let booked = try String(contentsOfFile: folder.path + "/booking.frames/booked.frame", encoding: .utf8)
        #expect(booked.contains("Name *: Ada") && booked.contains("Bot: Booked economy for Ada on no date"), "\(booked)")
        let held = try String(contentsOfFile: folder.path + "/booking.frames/held.frame", encoding: .utf8)
        #expect(held.contains("Seat 12A held for Ada") && !held.contains("Book a cabin"), "\(held)")
        // The bot the file started is stopped when its test ends: its port takes no connections any more.
        let port = try #require(Int(try String(contentsOfFile: folder.path + "/bot.port", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        let stopped = try await Subprocess.run("/bin/bash", ["-c", "for i in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/\(port)) 2>/dev/null || exit 0; sleep 0.1; done; exit 1"])
        #expect(stopped.status == 0, "the bot of the last test still listens on \(port)")
        // Again, against the frames recorded: the same conversations give the same frames.
        let again = try await Subprocess.run(binary, ["test", file])
        #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")
        // An activity that was not sent fails the test, saying what was.
        _ = try folder.write("booking.test.yaml", Self.testFile(sdk, expecting: "Bob"))
        let failed = try await Subprocess.run(binary, ["test", "--report", folder.path + "/report.html", file])
        #expect(failed.status == 1)
        #expect(failed.standardOutput.contains("booking.test.yaml:12: activities: expected 3"), "\(failed.standardOutput)")
        #expect(failed.standardOutput.contains(#""name":"Ada""#), "\(failed.standardOutput)")
    }
}
