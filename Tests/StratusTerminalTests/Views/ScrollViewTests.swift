import Testing
@testable import StratusTerminal

/// `ScrollView` and `LazyStack` (Views/ScrollView.swift): scrolling by rows, the thumb, focus inside.
@MainActor
@Suite struct ScrollViewTests {
    static func items(_ count: Int) -> some View {
        VStack { ForEach(0..<count) { Text("Item \($0)") } }
    }

    @Test func contentThatFitsHasNoThumb() {
        expectFrame(ScrollView { Self.items(2) }, width: 10, height: 4, lines: ["Item 0", "Item 1"])
    }

    @Test func overflowingContentShowsAThumbOnTheRightEdge() {
        // The content is laid out one column narrower than the scroll view, so the thumb never covers it.
        let host = expectFrame(ScrollView { Self.items(20) }, width: 10, height: 4, lines: [
            "Item 0 ┃", "Item 1 │", "Item 2 │", "Item 3 │",
        ])
        #expect(host.frame[7, 1].style.attributes == [.dim])
        #expect(host.frame[7, 0].style.attributes == [])
    }

    @Test func scrollingMovesTheContentAndTheThumb() {
        let host = ViewHost(ScrollView { Self.items(20) }, width: 10, height: 4)
        host.scroll(by: 3)
        // 16 rows of travel for 3 thumb positions: 3 rows down, the thumb has moved one row (3 * 3 / 16, rounded).
        expectLines(host.frame.lines, ["Item 3 │", "Item 4 ┃", "Item 5 │", "Item 6 │"])
        host.scroll(by: 100)
        expectLines(host.frame.lines, ["Item 16│", "Item 17│", "Item 18│", "Item 19┃"])
        host.scroll(by: -100)
        #expect(trimmedRight(host.frame.lines[0]) == "Item 0 ┃")
    }

    @Test func theThumbCanBeHidden() {
        expectFrame(ScrollView(showsIndicator: false) { Self.items(20) }, width: 10, height: 2, lines: ["Item 0", "Item 1"])
    }

    @Test func focusMovingInsideScrollsTheFocusedBoxIntoView() {
        let host = ViewHost(ScrollView { VStack { ForEach(0..<10) { Button("B\($0)") {}.id("b\($0)") } } }, width: 10, height: 3)
        for _ in 0..<5 { host.press(KeyPress(.tab)) }
        #expect(host.focusedID == "b5")
        let row = host.frame.lines.firstIndex { $0.hasPrefix("[ B5 ]") }
        #expect(row != nil)
        #expect(row.map { host.frame[0, $0].style.attributes.contains(.reverse) } == true)
        #expect(!host.text.contains("B0 "))
    }

    @Test func pageDownScrollsAPage() {
        let host = ViewHost(ScrollView { Self.items(20) }, width: 10, height: 4)
        host.press(KeyPress(.pageDown))
        #expect(!host.frame.lines[0].hasPrefix("Item 0 "))
        host.press(KeyPress(.pageUp))
        #expect(host.frame.lines[0].hasPrefix("Item 0 "))
    }

    @Test func aLazyStackBuildsOnlyTheRowsOnScreen() {
        var built = Set<Int>()
        let host = expectFrame(LazyStack(count: 1_000) { index -> Text in
            built.insert(index)
            return Text("Row \(index)")
        }, width: 10, height: 3, lines: ["Row 0┃", "Row 1│", "Row 2│"])  // the scroll bar in its own column
        #expect(built == [0, 1, 2])
        host.scroll(by: 500)
        #expect(host.frame.lines[0].hasPrefix("Row 500"))
        #expect(built.count < 20)
    }

    @Test func lazyStackSpacingSeparatesRows() {
        expectFrame(LazyStack(count: 3, spacing: 1) { Text("R\($0)") }, width: 10, height: 5, lines: ["R0", "", "R1", "", "R2"])
    }

    @Test func aHorizontalLazyStackPutsRowsSideBySide() {
        expectFrame(LazyStack(.horizontal, count: 4, spacing: 1) { Text("c\($0)") }, width: 20, height: 1, lines: ["c0 c1 c2 c3"])
    }

    @Test func anEmptyLazyStackDrawsNothing() {
        expectFrame(LazyStack(count: 0) { Text("R\($0)") }, width: 10, height: 2, lines: [])
    }
}
