import Testing
@testable import StratusTerminal

@MainActor
@Suite struct LayoutTests {
    @Test func expandingChildrenShareWhatIsLeft() {
        let host = ViewHost(HStack(spacing: 0) {
            Text("ab")
            Text("x").frame(width: .expand).backgroundColor(Color.red)
            Text("y").frame(width: .expand)
        }, width: 10, height: 1)
        #expect(host.text == "abx   y")
        #expect(host.frame[6, 0].style.background == nil)
        #expect(host.frame[5, 0].style.background == Color.red)
    }

    // Positions are worked out in points and each edge snaps to the nearest cell boundary, halves to the right
    // (Compose rounds the same way): spaceAround's 2.5-column lead is 3 columns, spaceEvenly's thirds land at 3 and 9.
    @Test(arguments: [
        (MainAxisAlignment.start, "ab cd"), (.end, "          ab cd"), (.center, "     ab cd"),
        (.spaceBetween, "ab           cd"), (.spaceAround, "   ab      cd"), (.spaceEvenly, "   ab     cd"),
    ])
    func mainAxisAlignmentSpreadsChildren(_ alignment: MainAxisAlignment, _ expected: String) {
        let host = ViewHost(Stack(.horizontal, mainAxisAlignment: alignment) { Text("ab"); Text(" cd") }
            .frame(width: .fixed(15)), width: 20, height: 1)
        #expect(host.text == expected)
    }

    // A start-aligned stack of cell-sized children is placed in whole cells: each child after the one before, its
    // margins and the spacing.
    @Test func startAlignedStackPlacesChildrenAfterMarginsAndSpacing() {
        let column = ViewHost(VStack(spacing: 1) {
            Text("a")
            Text("b").margin(EdgeInsets(top: 1, bottom: 2))
            Text("c")
        }, width: 5, height: 8)
        #expect(column.text == "a\n\n\nb\n\n\n\nc")
        let row = ViewHost(HStack(spacing: 2) {
            Text("ab")
            Text("c").margin(EdgeInsets(leading: 1, trailing: 1))
            Text("d")
        }, width: 12, height: 1)
        #expect(row.text == "ab   c   d")
    }

    @Test func paddingBorderAndMarginNest() {
        let host = ViewHost(Text("hi").padding(1).border(.rounded).margin(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0)),
                            width: 12, height: 5)
        #expect(host.text == """
          ╭────╮
          │    │
          │ hi │
          │    │
          ╰────╯
        """)
    }

    @Test func textWrapsAtWordsAndHonoursNewlines() {
        let host = ViewHost(Text("one two three\nfour").frame(width: .fixed(7)), width: 20, height: 4)
        #expect(host.text == "one two\nthree\nfour\n")
    }

    @Test func lazyListLaysOutOnlyVisibleRows() {
        var built = 0
        let host = ViewHost(LazyStack(count: 100_000) { index -> Text in
            built += 1
            return Text("Row \(index)")
        }, width: 20, height: 5)
        // The scroll bar follows the rows in the last column: the thumb on the first line at the top.
        #expect(host.text == "Row 0┃\nRow 1│\nRow 2│\nRow 3│\nRow 4│")
        #expect(built == 5)
        host.scroll(by: 99_990)
        let rows = { host.text.replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "┃", with: "") }
        #expect(rows() == "Row 99990\nRow 99991\nRow 99992\nRow 99993\nRow 99994")
        #expect(built < 20)
        host.scroll(by: 100)
        // At the end, the thumb is on the last line.
        #expect(host.text == "Row 99995│\nRow 99996│\nRow 99997│\nRow 99998│\nRow 99999┃")
        host.scroll(by: -1)
        #expect(rows().hasPrefix("Row 99994\n"))
    }

    @Test func tabMovesFocusInReadingOrderAndWraps() {
        let host = ViewHost(VStack {
            HStack { Button("A") {}.id("a"); Button("B") {}.id("b") }
            Button("C") {}.id("c")
        }, width: 20, height: 3)
        #expect(host.focusedID == "a")
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "b")
        host.press(KeyPress(.down))
        #expect(host.focusedID == "c")
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "a")
        host.press(KeyPress(.tab, modifiers: .shift))
        #expect(host.focusedID == "c")
        #expect(host.frame[0, 1].style.attributes.contains(.reverse))
    }

    @Test func scrollViewFollowsFocus() {
        let host = ViewHost(ScrollView { VStack { ForEach(0..<20) { Button("Item \($0)") {}.id("i\($0)") } } }, width: 20, height: 4)
        for _ in 0..<10 { host.press(KeyPress(.tab)) }
        #expect(host.focusedID == "i10")
        #expect(host.text.contains("Item 10"))
        #expect(!host.text.contains("Item 0 "))
    }
}
