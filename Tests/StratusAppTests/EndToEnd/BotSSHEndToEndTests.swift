import Foundation
import Testing

/// `stratus serve --ssh --bot URL`: every SSH session is a conversation of its own with a real bot, driven by
/// OpenSSH's client in tmux (Docs/Bots.md, "Over SSH"; Docs/Serving.md).
@Suite("stratus serve --ssh --bot with OpenSSH's client", .serialized)
struct BotSSHEndToEndTests {
    @Test func twoSessionsHoldTwoConversationsWithTheBot() async throws {
        let (binary, tmux, _, keygen) = try SSHEndToEndTests.requirements()
        let folder = try TemporaryFolder()
        let bot = try await RealBot(.botbuilder, ["--proactive-delay", "1"], in: folder)
        // --bot without --ssh is refused, saying why.
        let refused = try await Subprocess.run(binary, ["serve", "--bot", bot.endpoint])
        #expect(refused.status != 0 && refused.standardError.contains("give --ssh with it"), "\(refused.standardError)")

        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: "", arguments: ["--bot", bot.endpoint])
        #expect(server.log.contains("Serving a conversation with the bot at \(bot.endpoint) over SSH"), "\(server.log)")
        var sessions: [TmuxSession] = []
        for user in ["first", "second"] {
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            try await session.type(line: server.loginCommand(user: user) + "; echo EXIT\"\"=$?")
            let opened = try await session.waitFor("Welcome aboard")
            #expect(opened.found, "no conversation over SSH:\n\(opened.screen)\n\(server.log)")
            guard opened.found else { return }
            sessions.append(session)
        }
        let (first, second) = (sessions[0], sessions[1])
        // Each session's messages go to the bot and its answers come back to that session only.
        try await first.type(line: "hi")
        try await first.expectShown("Book a cabin", "the first session's card did not come")
        try await second.type(line: "later")
        try await second.expectShown("Reminder: your cabin is waiting.", "the second session's proactive message did not come")
        #expect(try await !first.capture().contains("I will remind you."))
        #expect(try await !second.capture().contains("Book a cabin"))
        // The card works over SSH: filled and submitted, the bot's log shows the values.
        try await first.send("Tab")
        try await first.type("Ada")
        try await first.send("Tab", "Tab", "Tab", "Tab", "Enter")
        try await first.expectShown("Booked economy for Ada on no date", "the submit over SSH was not answered")
        #expect(bot.logged("submitted").last?["name"] == "Ada")
        // Two conversations: the bot was joined twice.
        #expect(bot.logged("received").filter { $0["type"] == "conversationUpdate" }.count == 2)
        for session in sessions { try await session.quitSayingYes() }
        await #expect(server.terminate() == 0)
    }
}
