import Testing
@testable import StratusTerminal

@Suite struct CellBufferTests {
    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheClip() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("a日b", x: 0, y: 0, style: .plain)
        #expect(buffer.lines == ["a日b  "])
        #expect(buffer[2, 0].isContinuation)
        buffer.write("日", x: 5, y: 0, style: .plain)
        #expect(buffer.lines == ["a日b  "])
        buffer.write("x", x: 2, y: 0, style: .plain)
        #expect(buffer.lines == ["a xb  "])
        #expect(buffer[1, 0].text == " ")
    }

    @Test func aRowIsPrintedCellByCellUpToItsLastText() {
        var buffer = CellBuffer(width: 8, height: 2)
        buffer.write("a日 b", x: 1, y: 0, style: .plain)
        buffer[7, 0] = Cell("", width: 1, style: .plain)
        #expect(buffer.printedWidth(ofRow: 0) == 6)
        #expect(buffer.printedWidth(ofRow: 1) == 0)
        #expect(buffer.printedWidth(ofRow: 2) == 0)
        func printed(_ row: Int, _ columns: Int) -> String {
            var bytes: [UInt8] = []
            buffer.appendPrintedText(ofRow: row, columns: columns, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        // The right half of 日 is left out; a cell without text prints a space.
        #expect(printed(0, 6) == " a日 b")
        #expect(printed(0, 100) == " a日 b  ")
        #expect(printed(0, 3) == " a日")
        #expect(printed(1, 2) == "  ")
        #expect(printed(-1, 4).isEmpty && printed(2, 4).isEmpty && printed(0, -3).isEmpty)
    }

    @Test func unchangedFrameHasNoChanges() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("hello", x: 1, y: 1, style: Style(attributes: .bold))
        #expect(FrameDiff.changes(from: buffer, to: buffer).isEmpty)
        var next = buffer
        next.write("J", x: 1, y: 1, style: Style(attributes: .bold))
        #expect(FrameDiff.changes(from: buffer, to: next) == [CellChange(x: 1, y: 1, cell: Cell("J", style: Style(attributes: .bold)))])
        #expect(FrameDiff.changes(from: nil, to: next).count == 30)
    }

    @Test func replacingAWideCharacterReportsBothCells() {
        var old = CellBuffer(width: 4, height: 1)
        old.write("日", x: 0, y: 0, style: .plain)
        var new = CellBuffer(width: 4, height: 1)
        new.write("ab", x: 0, y: 0, style: .plain)
        #expect(FrameDiff.changes(from: old, to: new).map(\.x) == [0, 1])
    }

    @Test func negativeSizesMakeAnEmptyBuffer() {
        let buffer = CellBuffer(width: -3, height: 2)
        #expect(buffer.width == 0 && buffer.cells.isEmpty)
        #expect(buffer.lines == ["", ""])
    }

    @Test func cellsOutsideAreBlankAndWritesThereAreIgnored() {
        var buffer = CellBuffer(width: 2, height: 1)
        buffer[5, 0] = Cell("x")
        buffer[-1, 0] = Cell("x")
        #expect(buffer[5, 0] == .blank)
        #expect(buffer.lines == ["  "])
    }

    @Test func writeReturnsTheColumnAfterTheTextAndKeepsToItsClip() {
        var buffer = CellBuffer(width: 8, height: 2)
        let end = buffer.write("abcdef", x: 2, y: 0, style: .plain, clip: Rect(x: 3, y: 0, width: 2, height: 1))
        #expect(end == 5)
        #expect(buffer.lines[0] == "   bc   ")
        // A row outside the clip is not written.
        #expect(buffer.write("zz", x: 0, y: 1, style: .plain, clip: Rect(x: 0, y: 0, width: 8, height: 1)) == 2)
        #expect(buffer.lines[1] == "        ")
    }

    @Test func textWithoutABackgroundKeepsTheOneUnderIt() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.fill(buffer.bounds, style: Style(background: .blue))
        buffer.write("ab", x: 0, y: 0, style: Style(foreground: .white))
        buffer.write("c", x: 2, y: 0, style: Style(background: .red))
        #expect(buffer[0, 0].style == Style(foreground: .white, background: .blue))
        #expect(buffer[2, 0].style == Style(background: .red))
        #expect(buffer[3, 0].style == Style(background: .blue))
    }

    @Test func aWideCharacterCutByTheLeftEdgeOfTheClipBecomesSpaces() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("日x", x: 0, y: 0, style: .plain, clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(buffer.lines == ["  x "])
        #expect(!buffer[1, 0].isContinuation)
    }

    @Test func aWideCharacterInTheLastColumnBecomesASpace() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer[2, 0] = Cell("日", width: 2)
        #expect(buffer[2, 0] == Cell(" "))
    }

    @Test func overwritingEitherHalfOfAWideCharacterClearsTheOtherHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("日", x: 1, y: 0, style: .plain)
        buffer[2, 0] = Cell("r")
        #expect(buffer.lines == ["  r "])
        buffer.write("日", x: 0, y: 0, style: .plain)
        buffer.write("本", x: 1, y: 0, style: .plain)
        // The first character lost its right half, so its left half is blank; 本 takes columns 1-2.
        #expect(buffer.lines == [" 本 "])
    }

    @Test func fillPutsACharacterInEveryCellOfTheClippedRectangle() {
        var buffer = CellBuffer(width: 4, height: 3)
        buffer.fill(Rect(x: 2, y: 1, width: 5, height: 5), with: "#", style: Style(attributes: .bold))
        #expect(buffer.lines == ["    ", "  ##", "  ##"])
        #expect(buffer[3, 2].style.attributes == .bold)
        buffer.fill(Rect(x: -5, y: -5, width: 2, height: 2), with: "x", style: .plain)
        #expect(buffer.lines == ["    ", "  ##", "  ##"])
    }

    @Test func paintBackgroundColorsCellsAndKeepsTheirText() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("ab", x: 0, y: 0, style: Style(foreground: .red))
        buffer.paintBackground(Rect(x: 1, y: 0, width: 2, height: 1), color: .blue)
        #expect(buffer.lines == ["ab  "])
        #expect(buffer[1, 0].style == Style(foreground: .red, background: .blue))
        #expect(buffer[2, 0].style.background == .blue)
        #expect(buffer[0, 0].style.background == nil)
    }

    @Test func addAttributesMarksOnlyTheRectangle() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.write("abc", x: 0, y: 0, style: Style(attributes: .bold))
        buffer.addAttributes(.reverse, in: Rect(x: 1, y: 0, width: 1, height: 5))
        #expect(buffer[0, 0].style.attributes == .bold)
        #expect(buffer[1, 0].style.attributes == [.bold, .reverse])
        #expect(buffer[1, 1].style.attributes == .reverse)
        #expect(buffer[2, 1].style.attributes == [])
    }

    @Test func resizingKeepsTheTopLeftContent() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.write("abc", x: 0, y: 0, style: .plain)
        buffer.write("def", x: 0, y: 1, style: .plain)
        buffer.resize(width: 2, height: 3)
        #expect(buffer.lines == ["ab", "de", "  "])
        buffer.resize(width: 4, height: 1)
        #expect(buffer.lines == ["ab  "])
    }

    @Test func textTrimsEachRowAndLinesKeepTheirSpaces() {
        var buffer = CellBuffer(width: 4, height: 2)
        buffer.write("a b", x: 0, y: 1, style: .plain)
        #expect(buffer.lines == ["    ", "a b "])
        #expect(buffer.text == "\na b")
    }
}

/// `FrameDiff` (Terminal/FrameDiff.swift): only changed cells reach the backend.
@Suite struct FrameDiffTests {
    @Test func aSizeChangeReportsEveryCellButContinuations() {
        var next = CellBuffer(width: 3, height: 1)
        next.write("日a", x: 0, y: 0, style: .plain)
        let changes = FrameDiff.changes(from: CellBuffer(width: 2, height: 1), to: next)
        #expect(changes.map(\.x) == [0, 2])
    }

    @Test func changesComeInReadingOrder() {
        let old = CellBuffer(width: 3, height: 2)
        var new = old
        new.write("x", x: 2, y: 1, style: .plain)
        new.write("y", x: 0, y: 0, style: .plain)
        new.write("z", x: 1, y: 1, style: .plain)
        #expect(FrameDiff.changes(from: old, to: new).map { "\($0.x),\($0.y)" } == ["0,0", "1,1", "2,1"])
    }

    @Test func aStyleChangeAloneIsAChange() {
        var old = CellBuffer(width: 2, height: 1)
        old.write("ab", x: 0, y: 0, style: .plain)
        var new = old
        new.addAttributes(.bold, in: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(FrameDiff.changes(from: old, to: new) == [CellChange(x: 1, y: 0, cell: Cell("b", style: Style(attributes: .bold)))])
    }

    /// A backend that keeps whole frames gets the count of the changes, which must be the list's; whether there are
    /// any is found without counting them.
    @Test func theCountIsTheNumberOfChangesListed() {
        let blank = CellBuffer(width: 4, height: 2)
        var wide = blank
        wide.write("日a", x: 0, y: 0, style: .plain)
        wide.write("本", x: 1, y: 1, style: Style(attributes: .bold))
        var narrow = blank
        narrow.write("xy", x: 0, y: 0, style: .plain)
        for (previous, next) in [(nil, wide), (blank, wide), (wide, narrow), (narrow, wide), (wide, wide),
                                 (CellBuffer(width: 3, height: 2), wide)] as [(CellBuffer?, CellBuffer)] {
            #expect(FrameDiff.changeCount(from: previous, to: next) == FrameDiff.changes(from: previous, to: next).count)
            #expect(FrameDiff.hasChanges(from: previous, to: next) == !FrameDiff.changes(from: previous, to: next).isEmpty)
        }
        #expect(FrameDiff.changeCount(from: nil, to: wide) == 6)
    }

    @Test func aNewWideCharacterIsReportedOnceFromItsLeftHalf() {
        let old = CellBuffer(width: 4, height: 1)
        var new = old
        new.write("日", x: 1, y: 0, style: .plain)
        let changes = FrameDiff.changes(from: old, to: new)
        #expect(changes.map(\.x) == [1])
        #expect(changes.first?.cell.text == "日")
    }
}
