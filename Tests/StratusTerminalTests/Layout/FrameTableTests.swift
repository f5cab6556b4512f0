import Testing
@testable import StratusTerminal

@Suite struct FrameTableTests {
    private func text(_ value: String) -> BoxDescription { BoxDescription(.text(TextBlock(text: value))) }

    @Test func layoutIsReusedUntilTheBoxSaysItChanged() {
        let label = text("ab")
        let root = BoxDescription(.stack(.vertical), children: [label, text("c")])
        let frames = FrameTable()
        #expect(frames.layout(root, in: Size(width: 10, height: 5)) == Size(width: 2, height: 2))

        // Changed without saying so: the frames computed before still stand.
        label.width = .fixed(6)
        #expect(frames.isValid(root, in: Size(width: 10, height: 5)))
        #expect(frames.layout(root, in: Size(width: 10, height: 5)) == Size(width: 2, height: 2))

        // Said so: the box and its ancestors are laid out again, the sibling keeps its frame.
        label.invalidateLayout()
        #expect(!frames.isValid(root, in: Size(width: 10, height: 5)))
        #expect(frames.layout(root, in: Size(width: 10, height: 5)) == Size(width: 6, height: 2))
        #expect(frames.frame(of: label).size == Size(width: 6, height: 1))
        #expect(frames.frame(of: root.children[1]).origin == Point(x: 0, y: 1))
    }

    @Test func anotherProposalLaysOutAgain() {
        let label = text("one two")
        let frames = FrameTable()
        frames.layout(label, in: Size(width: 10, height: 5))
        #expect(frames.frame(of: label).lines == ["one two"])
        frames.layout(label, in: Size(width: 4, height: 5))
        #expect(frames.frame(of: label).lines == ["one", "two"])
        #expect(frames.frame(of: label).size == Size(width: 3, height: 2))
    }

    @Test func aTextLaidOutAtTwoWidthsInTurnShowsTheLinesOfEach() {
        // A screen whose content overflows lays each text out at its width, then one column narrower: the two
        // wrappings are both kept, and each layout shows its own.
        let label = text("one two three")
        let frames = FrameTable()
        for _ in 0..<3 {
            frames.layout(label, in: Size(width: 9, height: 5))
            #expect(frames.frame(of: label).lines == ["one two", "three"])
            #expect(frames.frame(of: label).size == Size(width: 7, height: 2))
            frames.layout(label, in: Size(width: 5, height: 5))
            #expect(frames.frame(of: label).lines == ["one", "two", "three"])
            #expect(frames.frame(of: label).size == Size(width: 5, height: 3))
        }
        // A third width is wrapped anew; the width before it still answers.
        frames.layout(label, in: Size(width: 13, height: 5))
        #expect(frames.frame(of: label).lines == ["one two three"])
        frames.layout(label, in: Size(width: 5, height: 5))
        #expect(frames.frame(of: label).lines == ["one", "two", "three"])
    }

    @Test func aChangeAboveAnOverflowingColumnLaysOutOnlyWhatChanged() {
        // A field above 200 texts in a scrolling screen: the content overflows and is laid out one column narrower
        // for the scroll bar. A key typed in the field changes the field only (here its width).
        let field = text("a")
        let column = BoxDescription(.stack(.vertical), children: [field] + (0..<200).map { text("row \($0)") })
        var scrolling = Scrolling(axes: .vertical)
        scrolling.fitsViewportFirst = true
        let scroll = BoxDescription(.scroll(scrolling, ScrollState()), children: [column])
        let frames = FrameTable()
        let area = Size(width: 20, height: 10)
        frames.layout(scroll, in: area)
        let row = column.children[200]
        #expect(frames.frame(of: row).proposal?.width == 19)

        field.width = .fixed(3)
        field.invalidateLayout()
        let before = frames.layoutsComputed
        frames.layout(scroll, in: area)
        // The field, the column and the scroll view: not the 200 texts, whose space is what it was.
        #expect(frames.layoutsComputed - before == 3)
        #expect(frames.frame(of: field).size.width == 3)
        #expect(frames.frame(of: row).proposal?.width == 19)
        #expect(frames.frame(of: row).origin.y == 200)
    }

    @Test func aColumnThatStopsOverflowingGetsTheWholeWidthBack() {
        let column = BoxDescription(.stack(.vertical), children: (0..<12).map { text("row \($0)") })
        var scrolling = Scrolling(axes: .vertical)
        scrolling.fitsViewportFirst = true
        let scroll = BoxDescription(.scroll(scrolling, ScrollState()), children: [column])
        let frames = FrameTable()
        frames.layout(scroll, in: Size(width: 20, height: 10))
        #expect(frames.frame(of: column).size.height == 12)
        #expect(frames.frame(of: column.children[0]).proposal?.width == 19)

        column.setChildren(Array(column.children.prefix(5)))
        column.invalidateLayout()
        frames.layout(scroll, in: Size(width: 20, height: 10))
        #expect(frames.frame(of: column).size.height == 5)
        #expect(frames.frame(of: column.children[0]).proposal?.width == 20)
    }

    /// A node's host showing `value` as a plain text (`BoxDescription.hold(_:)`), as a described screen has them.
    private func host(_ value: String) -> BoxDescription {
        let box = BoxDescription(.host)
        box.hold(text(value))
        return box
    }

    @Test func aChangedChildOfALongColumnIsTheOnlyChildVisited() {
        // A column of 200 texts as a screen's scroll measures it: unbounded downwards.
        let rows = (0..<200).map { host("row \($0)") }
        let column = BoxDescription(.stack(.vertical), children: rows)
        let frames = FrameTable()
        let space = Size(width: 20, height: FrameTable.unbounded)
        frames.layout(column, in: space)

        rows[100].hold(text("changed"))
        let asked = frames.layoutsAsked
        frames.layout(column, in: space)
        // The column and the changed row; the 199 others are not asked.
        #expect(frames.layoutsAsked - asked == 2)
        #expect(frames.frame(of: rows[100]).lines == ["changed"])
        #expect(frames.frame(of: rows[101]).origin.y == 101)
        #expect(frames.frame(of: column).size == Size(width: 7, height: 200))
    }

    @Test func aChangedChildOfALongStretchingColumnIsTheOnlyChildPlacedAgain() {
        // As an A2UI Column has them: children stretched to the column's width.
        let rows = (0..<200).map { host("row \($0)") }
        let column = BoxDescription(.stack(.vertical), children: rows)
        column.crossAxisAlignment = .stretch
        let frames = FrameTable()
        let space = Size(width: 20, height: FrameTable.unbounded)
        frames.layout(column, in: space)
        // `row 5` stretched to the width of `row 100`.
        #expect(frames.frame(of: rows[5]).size == Size(width: 7, height: 1))

        rows[5].hold(text("new"))
        let (asked, arranged) = (frames.layoutsAsked, frames.arrangementsMade)
        frames.layout(column, in: space)
        #expect(frames.layoutsAsked - asked == 2)
        // The column's and the changed row's when laid out, the row's again when stretched: not the 199 others'.
        #expect(frames.arrangementsMade - arranged == 3)
        // Stretched again to the column's width, as the rows not laid out again kept theirs.
        #expect(frames.frame(of: rows[5]).size == Size(width: 7, height: 1))
        #expect(frames.frame(of: rows[5]).lines == ["new"])
        #expect(frames.frame(of: rows[4]).size == Size(width: 7, height: 1))
        #expect(frames.frame(of: rows[6]).origin.y == 6)
    }

    @Test(arguments: [CrossAxisAlignment.start, .stretch])
    func aLongColumnLaidOutAgainInPartsMatchesOneLaidOutWhole(across alignment: CrossAxisAlignment) {
        let rows = (0..<60).map { host("row \($0)") }
        let column = BoxDescription(.stack(.vertical), children: rows)
        column.crossAxisAlignment = alignment
        let root = BoxDescription(.stack(.vertical), children: [column, text("below")])
        let frames = FrameTable()
        // Each change, laid out in this table after the ones before, against a table that lays the tree out whole.
        func expectSameLayout(in space: Size, _ comment: Comment) {
            frames.layout(root, in: space)
            let whole = FrameTable()
            whole.layout(root, in: space)
            root.forEachNode { box in
                #expect(frames.rect(of: box) == whole.rect(of: box), comment)
            }
        }
        for space in [Size(width: 20, height: FrameTable.unbounded), Size(width: 20, height: 100)] {
            expectSameLayout(in: space, "first layout")
            rows[3].hold(text("the same"))
            expectSameLayout(in: space, "a row of the same length")
            rows[10].hold(text("a row long enough to wrap over three lines"))
            expectSameLayout(in: space, "a row that grew")
            rows[10].hold(text("short"))
            rows[40].hold(text("a wider row!"))
            expectSameLayout(in: space, "two rows at once, one shorter, one wider")
            rows[40].hold(text("row 40"))
            expectSameLayout(in: space, "the widest row narrower again")
            let expanding = text("fills")
            expanding.height = .expand
            rows[20].hold(expanding)
            expectSameLayout(in: space, "a row that expands")
            rows[20].hold(text("row 20"))
            expectSameLayout(in: space, "the row that expanded back to a text")
            rows[30].margin = EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 0)
            rows[30].invalidateLayout()
            expectSameLayout(in: space, "a row given margins")
            rows[30].margin = .zero
            rows[30].invalidateLayout()
            expectSameLayout(in: space, "the margins taken off")
        }
    }

    @Test func invalidateAllLaysEveryBoxOutAgain() {
        let label = text("ab")
        let frames = FrameTable()
        frames.layout(label, in: Size(width: 10, height: 1))
        label.width = .fixed(3)
        frames.invalidateAll()
        #expect(frames.layout(label, in: Size(width: 10, height: 1)) == Size(width: 3, height: 1))
    }

    @Test func framesOfBoxesThatLeftTheTreeArePruned() {
        let root = BoxDescription(.stack(.vertical), children: (0..<3000).map { text("row \($0)") })
        let frames = FrameTable()
        frames.layout(root, in: Size(width: 10, height: 5000))
        let kept = text("kept")
        root.setChildren([kept])
        frames.layout(root, in: Size(width: 10, height: 5000))
        #expect(frames.count == 3002)
        frames.prune(keepingReachableFrom: root)
        #expect(frames.count == 2)
        #expect(frames.frame(of: kept).size == Size(width: 4, height: 1))
    }

    @Test func aScrollViewsSizesAreLayoutResultsOfEachTable() {
        let content = BoxDescription(.stack(.vertical), children: (0..<10).map { text("row \($0)") })
        let scroll = BoxDescription(.scroll(Scrolling(axes: .vertical), ScrollState()), children: [content])
        let small = FrameTable(), large = FrameTable()
        small.layout(scroll, in: Size(width: 10, height: 3))
        large.layout(scroll, in: Size(width: 10, height: 20))
        #expect(small.frame(of: scroll).viewport.height == 3)
        #expect(large.frame(of: scroll).viewport.height == 10)
        #expect(small.frame(of: scroll).contentSize.height == 10)
        #expect(large.frame(of: scroll).contentSize.height == 10)
    }

    @Test func aLazyListsRowsAreBuiltAndKeptByEachTable() {
        let list = BoxDescription(.lazy(LazyList(axis: .vertical, count: 100, scroll: ScrollState(), rows: NumberedRows())))
        let small = FrameTable(), large = FrameTable()
        small.layout(list, in: Size(width: 10, height: 3))
        large.layout(list, in: Size(width: 10, height: 5))
        #expect(small.frame(of: list).lazyRows?.rowsOnScreen == [0, 1, 2])
        #expect(large.frame(of: list).lazyRows?.rowsOnScreen == [0, 1, 2, 3, 4])
        #expect(small.frame(of: list).lazyRows?.built.count == 3)
        #expect(small.frame(of: list).lazyRows?.showsIndicator == true)
        let row = small.frame(of: list).lazyRows?.row(1)
        #expect(row.map { small.frame(of: $0).lines } == ["row 1"])
        #expect(row?.parent === list)
    }

    @Test func aPrunedBoxThatComesBackStartsWithAnEmptyFrame() {
        let rows = (0..<3000).map { text("row \($0)") }
        let root = BoxDescription(.stack(.vertical), children: rows)
        let frames = FrameTable()
        frames.layout(root, in: Size(width: 10, height: 5000))
        let kept = text("kept")
        root.setChildren([kept])
        frames.layout(root, in: Size(width: 10, height: 5000))
        frames.prune(keepingReachableFrom: root)
        // Reachable boxes keep the frames they had; a box dropped by the prune is new again.
        #expect(frames.frame(of: kept).lines == ["kept"])
        #expect(frames.frame(of: root).size == Size(width: 4, height: 1))
        #expect(frames.frame(of: rows[2999]).size == .zero)
        #expect(frames.frame(of: rows[2999]).lines.isEmpty)
        #expect(frames.count == 3)
    }

    @Test func framesOfBoxesDescribedFarApartAreKeptApart() {
        // Keys far from each other land in pages far apart; each box still finds its own frame.
        let early = text("early")
        _ = (0..<5 * FrameTable.pageSize).map { _ in text("filler") }
        let late = text("late")
        let frames = FrameTable()
        frames.layout(late, in: Size(width: 10, height: 1))
        frames.layout(early, in: Size(width: 10, height: 1))
        #expect(frames.frame(of: early).lines == ["early"])
        #expect(frames.frame(of: late).lines == ["late"])
        #expect(frames.count == 2)
        #expect(frames.isValid(early, in: Size(width: 10, height: 1)))
    }
}

/// Rows that say their index (`row 0`, `row 1`...), one line each.
struct NumberedRows: RowDescribing {
    func describeRow(at index: Int) -> BoxDescription { BoxDescription(.text(TextBlock(text: "row \(index)"))) }
}
