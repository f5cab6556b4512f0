import Foundation
import Testing

/// A conversation with a real bot in screen-reader mode (`stratus run --bot URL --screen-reader`, in tmux;
/// Docs/Bots.md, "On screen", and Docs/Accessibility.md): each new message is said once, with who said it, when it
/// arrives (what the user said, the bot's answers, a card's texts, a proactive message), and the lines said
/// before are not said again.
@Suite("stratus run --bot --screen-reader (tmux)", .serialized)
struct BotScreenReaderEndToEndTests {
    @Test func eachNewMessageIsSaidOnce() async throws {
        let folder = try TemporaryFolder()
        let bot = try await RealBot(.botbuilder, ["--proactive-delay", "1"], in: folder)
        guard let session = try await TmuxSession.running(
            path: "--bot \(bot.endpoint)", options: "--screen-reader --typing-echo off",
            waitingFor: "Bot: Welcome aboard. Say hi to book a cabin.")
        else { return }
        /// The lines said so far, trimmed.
        func said() async throws -> [String] {
            try await session.captureHistory().components(separatedBy: "\n").map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        func waitUntilSaid(_ line: String) async throws {
            let arrived = try await session.waitUntil { try await said().contains(line) }
            let lines = try await said()
            #expect(arrived, "\"\(line)\" was not said:\n\(lines.suffix(30).joined(separator: "\n"))")
        }
        try await session.type(line: "hi")
        try await waitUntilSaid("Book a cabin")
        try await session.type(line: "later")
        try await waitUntilSaid("Bot: Reminder: your cabin is waiting.")
        try await session.type(line: "markdown")
        try await waitUntilSaid("• Business: 1")
        let lines = try await said()
        for message in ["Bot: Welcome aboard. Say hi to book a cabin.", "You: hi", "Bot: Here is the booking form.",
                        "Book a cabin", "You: later", "Bot: I will remind you.", "Bot: Reminder: your cabin is waiting.",
                        "You: markdown", "Bot: Cabins left on deck 3:", "• Economy: 3", "• Business: 1"] {
            #expect(lines.filter { $0 == message }.count == 1,
                    "\"\(message)\" was said \(lines.filter { $0 == message }.count) times:\n\(lines.joined(separator: "\n"))")
        }
        // In order: each message when it arrived.
        let order = ["Bot: Welcome aboard. Say hi to book a cabin.", "You: hi", "Bot: Here is the booking form.",
                     "Bot: I will remind you.", "Bot: Reminder: your cabin is waiting.", "Bot: Cabins left on deck 3:"]
            .compactMap { lines.firstIndex(of: $0) }
        #expect(order == order.sorted() && order.count == 6, "\(lines.joined(separator: "\n"))")
        // Nothing drawn: no frame of a card.
        #expect(!lines.contains { $0.contains("╭") || $0.contains("│") }, "\(lines.joined(separator: "\n"))")
        try await session.quitSayingYes()
    }
}
