import Testing
@testable import StratusTerminal

/// `layout:flowRow` and `layout:flowColumn` (Components/Layout/FlexContainers.swift): wrapping into new lines.
@MainActor
@Suite struct FlowContainerTests {
    static let words = [text("alpha "), text("beta "), text("gamma "), text("delta")]

    @Test func flowRowWrapsWhenTheLineIsFull() async throws {
        let json = node("layout:flowRow", ##""width": 96"##, Self.words[0], Self.words[1], Self.words[2], Self.words[3])
        try await expectFrame(json, lines: ["alpha beta", "gamma delta"])
    }

    @Test func flowRowKeepsEverythingOnOneLineWhenItFits() async throws {
        let json = node("layout:flowRow", "", Self.words[0], Self.words[1], Self.words[2], Self.words[3])
        try await expectFrame(json, lines: ["alpha beta gamma delta"])
    }

    @Test func flowColumnStartsANewColumnWhenTheHeightIsFull() async throws {
        let json = node("layout:flowColumn", ##""height": 32"##, text("c1"), text("c2"), text("c3"), text("c4"), text("c5"))
        try await expectFrame(json, lines: ["c1c3c5", "c2c4"])
    }

    @Test func aChildTallerThanALineStartsTheNextLineBelowIt() async throws {
        let json = node("layout:flowRow", ##""width": 40"##, text(##"ab\ncd"##), text("xyz"), text("q"))
        try await expectFrame(json, lines: ["abxyz", "cd", "q"])
    }

    @Test func flowBackgroundCoversEveryLine() async throws {
        let json = node("layout:flowRow", ##""width": 40, "backgroundColor": "#334455""##, text("abc"), text("def"))
        let session = try await expectFrame(json, lines: ["abc", "def"])
        #expect(session.cells.columns(in: 0, background: hex("#334455")) == Array(0..<5))
        #expect(session.cells.columns(in: 1, background: hex("#334455")) == Array(0..<5))
    }
}
