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

    /// A scroll view three lines high over a forEach of `count` items in state (touchable rows), lazy or not.
    static func dataScroll(_ count: Int, lazy: Bool) -> String {
        let items = (0..<count).map { "{\"id\": \($0)}" }.joined(separator: ",")
        let row = node("layout:touchable", ##""onPress": \##(setState("picked", "\"@{item.id}\""))"##, id: "item",
                       text("row @{item.id}"))
        return node("layout:column", state: ##""picked": -1, "items": [\##(items)]"##,
                    node("layout:scrollView", ##""height": 48, "lazy": \##(lazy)"##, id: "list",
                         node("forEach", ##""items": "@{items}", "key": "id""##, row)),
                    text("picked @{picked}"))
    }

    @Test func aLazyScrollViewBuildsOnlyTheRowsInView() async throws {
        let session = try await render(Self.dataScroll(100_000, lazy: true))
        #expect(contentLines(session).prefix(4) == ["row 0┃", "row 1│", "row 2│", "picked -1"])
        let list = try #require(session.engine.navigator.currentScreen?.root?.node(withID: "list"))
        #expect(list.buildsChildrenLazily)
        #expect(list.lazyRowCount == 100_000)
        #expect(list.children.count < 100, "\(list.children.count) rows built for three lines")
        // Its rows take focus and scroll into view like a lazy list's: End goes to the last one.
        try await session.press("end")
        #expect(session.focusedID == "item:99999")
        try await session.press("enter")
        #expect(contentLines(session).contains("picked 99999"))
        #expect(contentLines(session).contains("row 99999┃"))
    }

    @Test func aScrollViewThatIsNotLazyBuildsEveryRow() async throws {
        let session = try await render(Self.dataScroll(200, lazy: false))
        // Every row is laid out: the content is as wide as "row 199".
        #expect(contentLines(session).prefix(4) == ["row 0  ┃", "row 1  │", "row 2  │", "picked -1"])
        let list = try #require(session.engine.navigator.currentScreen?.root?.node(withID: "list"))
        #expect(!list.buildsChildrenLazily)
        #expect(list.children.count == 200)
    }
}
