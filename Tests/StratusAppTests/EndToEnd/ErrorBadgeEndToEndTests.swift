import Foundation
import Testing

/// The footer's error badge in a real terminal (tmux): it says its count in words and stays at every width, the
/// other entries giving way first (Docs/Errors.md, "The log and the badge").
@Suite("the error badge (tmux)", .serialized)
struct ErrorBadgeEndToEndTests {
    /// The footer: the screen's last row.
    func footer(_ screen: String) -> String {
        screen.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    @Test func theBadgeSaysErrorsInWordsAndStaysWhenTheTerminalNarrows() async throws {
        // The images screen logs two errors: a picture it cannot fetch and one it cannot find.
        guard let session = try await TmuxSession.running("images.json", width: 60, height: 30, waitingFor: "remoteImage") else { return }
        let badged = try await session.waitFor("✖ 2 errors")
        let row = footer(badged.screen)
        #expect(badged.found && row.hasPrefix(" ✖ 2 errors "), "no badge in words at 60 columns:\n\(badged.screen)")
        #expect(row.contains(" ?  Keys ") && row.contains(" q  Quit"), "help and quit keep their words at 60 columns: \(row)")
        // Narrower: the other entries go, then the words of help and quit; the badge stays whole.
        for width in [40, 30, 22] {
            try await session.run(["resize-window", "-t", session.name, "-x", "\(width)", "-y", "30"])
            var screen = ""
            let whole = try await session.waitUntil(timeout: .seconds(10)) {
                screen = try await session.capture()
                let row = footer(screen)
                return row.hasPrefix(" ✖ 2 errors ") && row.contains(" ? ") && (row.hasSuffix(" q") || row.hasSuffix(" q  Quit"))
            }
            #expect(whole, "the badge, help or quit went at \(width) columns:\n\(screen)")
        }
        // Opening the log sees the errors: the badge goes.
        try await session.send("F12")
        #expect(try await session.waitFor("Log (any").found)
        try await session.send("Escape")
        let seen = try await session.settledScreen()
        #expect(!seen.contains("✖"), "the badge outlived opening the log:\n\(seen)")
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
