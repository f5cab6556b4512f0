import Foundation
import StratusCore
import Testing

/// `stratus render --bot URL` against bots that fail in each way Docs/Bots.md lists: each is a clear line in the
/// conversation (and on standard error, with exit status 1), the line the user types keeps its text, and the
/// conversation goes on.
@Suite("stratus render --bot, faults", .serialized)
struct BotFaultRenderTests {
    /// The frame's lines joined with spaces: a problem line wraps at spaces.
    static func shown(_ result: Subprocess.Result) -> String {
        result.standardOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func aBotThatIsDownIsSaidAndTheTypedTextKept() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        // Port 1 on loopback: nothing listens there.
        let result = try await Subprocess.run(binary, ["render", "--bot", "http://127.0.0.1:1/api/messages",
                                                       "--keys", "'hello' enter 'still typing'"])
        let shown = Self.shown(result)
        #expect(result.status == 1)
        #expect(shown.contains("the bot could not be reached"), "\(result.standardOutput)")
        #expect(shown.contains("is it running?"), "\(result.standardOutput)")
        #expect(shown.contains("You: hello"), "\(result.standardOutput)")
        #expect(shown.contains("Say: still typing"), "\(result.standardOutput)")
        #expect(result.standardError.contains("the bot could not be reached"), "\(result.standardError)")
    }

    @Test(arguments: [
        // A turn that raises: botbuilder answers 500; the Agents SDK tells the user "Exception caught" and answers 202.
        ("crash", ["the bot answered 500", "Exception caught"]),
        ("strange", ["application/vnd.example.hologram, which Stratus cannot show [attachments[0].contentType]"]),
        ("stranger", ["which does not exist"]),
        // A limit of 20 a second: a bot answering on a loaded machine sent its 300 activities at about 100 a
        // second, and the default limit of 100 was not always passed.
        ("flood 300", ["the bot sent more than 20 activities within 1 s; the rest were refused"]),
    ])
    func aBotThatMisbehavesIsSaidInTheConversation(_ said: String, _ expected: [String]) async throws {
        for sdk in RealBot.SDK.allCases {
            let folder = try TemporaryFolder()
            let bot = try await RealBot(sdk, ["--proactive-delay", "0.2"], in: folder)
            let result = try await BotRenderTests.render(bot, ["--bot-flood-limit", "20", "--message", said,
                                                               "--keys", "wait:1000 'next'"])
            let shown = Self.shown(result)
            #expect(expected.contains { shown.contains($0) }, "\(sdk.testDescription): \(result.standardOutput)")
            // The Agents SDK's answer to a turn that raises is an ordinary message: nothing failed on the channel.
            if said != "crash" || sdk == .botbuilder {
                #expect(result.status == 1, "\(sdk.testDescription)")
                #expect(result.standardError.contains("bot: "), "\(result.standardError)")
            }
            #expect(shown.contains("Say: next"), "\(result.standardOutput)")
            bot.peer.stop()
        }
    }

    @Test(arguments: RealBot.SDK.allCases)
    func aBotThatWantsCredentialsIsSaid(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let authentication = sdk == .botbuilder ? ["--app-id", "00000000-0000-0000-0000-000000000001"]
            : ["--client-id", "00000000-0000-0000-0000-000000000001"]
        let bot = try await RealBot(sdk, authentication, in: folder)
        let result = try await BotRenderTests.render(bot, ["--keys", "'hi' enter"])
        #expect(result.status == 1)
        #expect(Self.shown(result).contains("the bot answered 401: it wants credentials"), "\(result.standardOutput)")
    }

    @Test func aBotSlowerThanTheTimeoutIsSaidAndItsLateAnswerStillShown() async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(.botbuilder, in: folder)
        let result = try await BotRenderTests.render(bot, ["--bot-timeout", "1", "--message", "slow 2", "--keys", "wait:2500"])
        let shown = Self.shown(result)
        #expect(result.status == 1)
        #expect(shown.contains("the bot did not answer within 1 s"), "\(result.standardOutput)")
    }
}
