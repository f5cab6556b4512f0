import Testing
@testable import StratusTerminal

/// `layout:scrollView` (Components/Layout/FlexContainers.swift): content taller than the box scrolls, with a thumb.
@MainActor
@Suite struct ScrollContainerTests {
    static func scroll(_ lines: Int, height: Int = 48, extra: String = "") -> String {
        node("layout:scrollView", ##""height": \##(height)"## + extra, children: (0..<lines).map { text("line \($0)") })
    }

    @Test func showsTheTopOfTheContentWithAThumbOnTheRight() async throws {
        let session = try await render(Self.scroll(10), width: 20, height: 6)
        let lines = contentLines(session)
        #expect(lines[0].hasPrefix("line 0"))
        #expect(lines[2].hasPrefix("line 2"))
        #expect(lines[3] == "")
        // A thumb of 1 row (3 visible of 10) at the top, then the track.
        #expect(lines[0].hasSuffix("┃"))
        #expect(lines[1].hasSuffix("│"))
        #expect(lines[2].hasSuffix("│"))
    }

    @Test func noThumbWhenEverythingFits() async throws {
        try await expectFrame(Self.scroll(2), width: 20, height: 6, lines: ["line 0", "line 1"])
    }

    @Test func scrollIndicatorFalseHidesTheThumb() async throws {
        let session = try await render(Self.scroll(10, extra: ##", "scrollIndicator": false"##), width: 20, height: 6)
        #expect(contentLines(session).prefix(3) == ["line 0", "line 1", "line 2"])
    }

    @Test func theWheelScrollsTheContent() async throws {
        let session = try await render(Self.scroll(10), width: 20, height: 6)
        await session.scroll(x: 2, y: 1, steps: 1)
        #expect(!contentLines(session)[0].hasPrefix("line 0"))
        await session.scroll(x: 2, y: 1, steps: 20)
        #expect(contentLines(session)[2].hasPrefix("line 9"))
        #expect(contentLines(session)[2].hasSuffix("┃"))
        await session.scroll(x: 2, y: 1, steps: -20)
        #expect(contentLines(session)[0].hasPrefix("line 0"))
    }

    @Test func pageDownScrollsWhenNothingIsFocusable() async throws {
        let session = try await render(Self.scroll(12), width: 20, height: 6)
        try await session.press("pagedown")
        #expect(!contentLines(session)[0].hasPrefix("line 0"))
    }

    @Test func focusMovingDownScrollsTheFocusedBoxIntoView() async throws {
        let buttons = (0..<8).map { node("terminal:button", ##""text": "b\##($0)""##, id: "b\($0)") }
        let session = try await render(node("layout:scrollView", ##""height": 48"##, children: buttons), width: 20, height: 6)
        #expect(contentLines(session)[0].hasPrefix("[ b0 ]"))
        for _ in 0..<5 { try await session.press("tab") }
        #expect(session.focusedID == "b5")
        #expect(contentLines(session).prefix(3).contains { $0.hasPrefix("[ b5 ]") })
    }

    @Test func horizontalScrollViewShowsTheStartOfWideContent() async throws {
        let json = node("layout:scrollView", ##""direction": "horizontal", "width": 80"##, text("0123456789abcdefghij"))
        let session = try await render(json, width: 20, height: 5)
        #expect(contentLines(session)[0] == "0123456789")
    }
}
