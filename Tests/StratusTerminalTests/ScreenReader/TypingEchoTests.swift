import Foundation
import Testing
@testable import StratusTerminal

/// What the screen-reader mode says while the user types (`TypingEcho`, Docs/Accessibility.md): each character,
/// each word once it ends, or nothing; a password field's characters never.
@MainActor
@Suite struct TypingEchoTests {
    static let form = """
    {"_:component": "layout:column", "children": [
      {"_:component": "terminal:textInput", "id": "name", "properties": {"label": "Name"}},
      {"_:component": "terminal:textInput", "id": "secret", "properties": {"label": "Secret", "type": "password"}}
    ]}
    """

    func open(echo: TypingEcho) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: Self.form) }.screenReader(echo: echo)
            .headless(width: 60, height: 10)
    }

    @Test func eachCharacterIsSaidAsItIsTyped() async throws {
        let session = try await open(echo: .characters)
        let count = session.spokenLines.count
        try await session.type("Al b")
        #expect(Array(session.spokenLines.dropFirst(count)) == ["A", "l", "space", "b"])
    }

    @Test func aWordIsSaidOnceItEnds() async throws {
        let session = try await open(echo: .words)
        let count = session.spokenLines.count
        try await session.type("Ada lo")
        #expect(Array(session.spokenLines.dropFirst(count)) == ["Ada"])
        // Tab ends the last word before focus is told.
        try await session.press("tab")
        #expect(Array(session.spokenLines.dropFirst(count)).prefix(2) == ["Ada", "lo"])
    }

    @Test func aPasswordIsNeverSaid() async throws {
        let session = try await open(echo: .characters)
        try await session.press("tab")
        let count = session.spokenLines.count
        try await session.type("pw")
        #expect(Array(session.spokenLines.dropFirst(count)) == ["star", "star"])
    }

    @Test func offSaysNothingWhileTyping() async throws {
        let session = try await open(echo: .off)
        let count = session.spokenLines.count
        try await session.type("Ada")
        #expect(session.spokenLines.count == count)
    }
}
