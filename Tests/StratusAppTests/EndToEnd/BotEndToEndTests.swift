import Foundation
import StratusCodable
import Testing

/// Whole conversations with each real bot in a real terminal (tmux, the real binary, `stratus run --bot URL`): the
/// booking card filled by hand and submitted (the bot's log shows the values), its Action.Execute replacing it, a
/// proactive message arriving while a message is being typed, and Ctrl+R starting again (Docs/Bots.md, "On screen").
@Suite("stratus run --bot (tmux)", .serialized)
struct BotEndToEndTests {
    @Test(arguments: RealBot.SDK.allCases)
    func aWholeConversation(_ sdk: RealBot.SDK) async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(sdk, ["--proactive-delay", "2"], in: folder)
        guard let session = try await TmuxSession.running(
            path: "--bot \(bot.endpoint)", options: "--log \(folder.path)/run.log", waitingFor: "Welcome aboard")
        else { return }
        // The line at the bottom has the focus: what is typed is said.
        try await session.type(line: "hi")
        try await session.expectShown("Book a cabin", "the booking card did not come")
        // Tab wraps to the card's first input; then past the cabin and the date to the toggle, and to Book.
        try await session.send("Tab")
        try await session.type("Ada")
        try await session.send("Tab", "Tab", "Tab", "Space", "Tab", "Enter")
        try await session.expectShown("Booked economy for Ada on no date", "the submit was not answered")
        let submitted = try #require(bot.logged("submitted").last)
        #expect(submitted["name"] == "Ada" && submitted["meal"] == "true", "\(submitted)")
        // The log (F12, and --log) has every activity sent and received, as JSON.
        let log = (try? String(contentsOfFile: folder.path + "/run.log", encoding: .utf8)) ?? ""
        #expect(log.contains(#"bot: sent {"type":"message","value":{"verb":"book","name":"Ada""#), "\(log)")
        #expect(log.contains(#"bot: received {"type":"message""#) && log.contains("Booked economy for Ada"), "\(log)")
        // The card still shows what was typed; from Book, past Comment, to Hold seat: its Execute replaces the card.
        await #expect(try session.capture().contains("Name *: Ada"))
        try await session.send("Tab", "Tab", "Enter")
        try await session.expectShown("Seat 12A held for Ada", "the Execute's card did not replace the booking card")
        await #expect(!(try session.capture()).contains("Book a cabin"))
        #expect(bot.logged("executed").last?["verb"] == "hold")
        // The focus is back on the line once the card it was on is gone: a proactive message arrives while typing.
        try await session.type(line: "later")
        try await session.expectShown("I will remind you.", "\"later\" was not answered")
        try await session.type("half a thought")
        try await session.expectShown("Reminder: your cabin is waiting.", "the proactive message did not arrive")
        await #expect(try session.capture().contains("Say: half a thought"), "the typed text was lost")
        // Ctrl+R: a new conversation, the bot's welcome again and nothing of the old one.
        try await session.send("C-r")
        let restarted = try await session.waitUntil { !(try await session.capture()).contains("You: later") }
        let screen = try await session.capture()
        #expect(restarted, "Ctrl+R did not start again:\n\(screen)")
        try await session.expectShown("Welcome aboard", "no welcome after Ctrl+R")
        try await session.quitSayingYes()
    }

    @Test func aBotThatIsDownIsSaidAndTypingGoesOn() async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(.botbuilder, in: folder)
        let endpoint = bot.endpoint
        bot.peer.stop()
        guard let session = try await TmuxSession.running(path: "--bot \(endpoint)", waitingFor: "is it running?") else { return }
        try await session.type(line: "typed meanwhile")
        try await session.expectShown("You: typed meanwhile", "what was said is not shown")
        try await session.type("still here")
        try await session.expectShown("Say: still here", "the line does not take typing")
        try await session.quitSayingYes()
    }
}
