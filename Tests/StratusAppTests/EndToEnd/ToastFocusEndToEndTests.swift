import Foundation
import Testing

/// A toast over the screen never hides the focused control, in a real terminal (tmux): when focus reaches a
/// control under it, the toast takes the rows it covers and the control is scrolled into view above it
/// (Docs/Components.md, `terminal:toast`).
@Suite("a toast never covers the focus (tmux)", .serialized)
struct ToastFocusEndToEndTests {
    /// The rows of the screen's area that show reverse video: where the focus is drawn. The screen's title bar
    /// (its first row) and the footer (its last) are left out: they are drawn reversed too.
    static func reversedRows(_ screen: String, rows: Int) -> Set<Int> {
        // Reverse video is the SGR parameter 7, alone or with others (`ESC[7m`, `ESC[1;7m`).
        Set(screen.components(separatedBy: "\n").prefix(rows - 1).enumerated().dropFirst().filter {
            $0.element.range(of: "\u{1B}\\[([0-9]+;)*7(;[0-9]+)*m", options: .regularExpression) != nil
        }.map(\.offset))
    }

    /// The rows the toast's box takes: its message's row and the border rows above and below it.
    static func toastRows(_ screen: String) -> Set<Int> {
        guard let row = screen.components(separatedBy: "\n").firstIndex(where: { $0.contains("A toast message") }) else { return [] }
        return [row - 1, row, row + 1]
    }

    @Test func focusUnderTheShowcaseToastIsScrolledIntoViewAboveIt() async throws {
        guard let session = try await TmuxSession.running("index.json", width: 80, height: 24, waitingFor: "Stratus gallery") else { return }
        try await session.send("Enter")
        #expect(try await session.waitFor("A toast message").found)
        // Back to the Back button (the last control, round the end), then down the inputs near the toast.
        try await session.send("BTab")
        for step in 1...5 {
            try await session.send("Tab")
            let plain = try await session.settledScreen()
            let styled = try await session.captureWithStyles()
            // The toast's rows are found in the plain capture (its words are split by style changes in the other).
            let focusRows = Self.reversedRows(styled, rows: 24).subtracting(Self.toastRows(plain))
            #expect(!focusRows.isEmpty, "after Tab \(step) the focus is hidden under the toast:\n\(plain)")
            #expect(plain.contains("A toast message"), "the toast went away:\n\(plain)")
        }
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
    }
}
