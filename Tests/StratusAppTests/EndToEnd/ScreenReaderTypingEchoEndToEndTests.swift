import Foundation
import Testing

/// What the screen-reader mode says while the user types (`--typing-echo`, Docs/Accessibility.md), in tmux:
/// each character by default, each word once it ends when asked.
@Suite("the screen-reader mode echoes typing (tmux)", .serialized)
struct ScreenReaderTypingEchoEndToEndTests {
    @Test func eachTypedCharacterIsSaidByDefault() async throws {
        guard let reader = try await ScreenReaderSession("todo.json", waitingFor: "To-do list", typingEcho: nil) else { return }
        let typed = try await reader.said(after: ["Feed the cat"], literal: true, renderKeys: ["'Feed the cat'"])
        #expect(typed == ["F", "e", "e", "d", "space", "t", "h", "e", "space", "c", "a", "t"], "\(typed)")
        #expect(try await reader.said(after: ["Enter"]) == ["4 items"])
        try await reader.quitAndCheckCharacters()
    }

    @Test func eachWordIsSaidOnceItEnds() async throws {
        guard let reader = try await ScreenReaderSession("todo.json", waitingFor: "To-do list", typingEcho: "words") else { return }
        let typed = try await reader.said(after: ["Feed the cat"], literal: true, renderKeys: ["'Feed the cat'"])
        #expect(typed == ["Feed", "the"], "\(typed)")
        // Enter ends the last word, then the item is added.
        #expect(try await reader.said(after: ["Enter"]) == ["cat", "4 items"])
        try await reader.quitAndCheckCharacters()
    }
}
