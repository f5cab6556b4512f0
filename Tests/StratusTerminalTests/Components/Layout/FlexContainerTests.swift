import Testing
@testable import StratusTerminal

/// `layout:column` and `layout:row` (Components/Layout/FlexContainers.swift): sizes in points, alignments, box
/// properties. 8 points are a column and 16 a row (Docs/Components.md).
@MainActor
@Suite struct FlexContainerTests {
    static func box(_ color: String, _ size: String, _ label: String = "") -> String {
        node("layout:row", ##""backgroundColor": "\##(color)", \##(size)"##, text(label))
    }

    @Test func columnStacksChildrenTopToBottomWithoutSpacing() async throws {
        try await expectFrame(node("layout:column", "", text("one"), text("two"), text("three")), lines: ["one", "two", "three"])
    }

    @Test func rowPutsChildrenSideBySide() async throws {
        try await expectFrame(node("layout:row", "", text("a"), text("bb"), text("c")), lines: ["abbc"])
    }

    @Test func fixedSizesAreConvertedFromPoints() async throws {
        let session = try await render(Self.box("#FF0000", ##""width": 40, "height": 32"##))
        // 40 points are 5 columns, 32 points 2 rows.
        for y in 0..<2 { #expect(session.cells.columns(in: y, background: hex("#FF0000")) == Array(0..<5)) }
        #expect(session.cells.columns(in: 2, background: hex("#FF0000")).isEmpty)
    }

    @Test func endAlignmentPutsFixedBoxesWhereThePointsSay() async throws {
        // A 250-point row with two 100-point boxes at the end: points 50-150 and 150-250, so columns 6-18 and 19-30.
        let json = node("layout:row", ##""width": 250, "height": 16, "mainAxisAlignment": "end""##,
                        Self.box("#0000FF", ##""width": 100, "height": 16"##), Self.box("#FF0000", ##""width": 100, "height": 16"##))
        let session = try await render(json, width: 40, height: 5)
        #expect(session.cells.columns(in: 0, background: hex("#0000FF")) == Array(6...18))
        #expect(session.cells.columns(in: 0, background: hex("#FF0000")) == Array(19...30))
    }

    @Test(arguments: [
        ("center", 3...15, 16...27), ("spaceBetween", 0...12, 19...30), ("spaceAround", 2...13, 17...29),
        ("spaceEvenly", 2...14, 17...28), ("start", 0...12, 13...24),
    ])
    func mainAxisAlignmentSnapsEachEdgeToTheNearestCell(_ alignment: String, _ first: ClosedRange<Int>, _ second: ClosedRange<Int>) async throws {
        let json = node("layout:row", ##""width": 250, "height": 16, "mainAxisAlignment": "\##(alignment)""##,
                        Self.box("#0000FF", ##""width": 100, "height": 16"##), Self.box("#FF0000", ##""width": 100, "height": 16"##))
        let session = try await render(json, width: 40, height: 5)
        #expect(session.cells.columns(in: 0, background: hex("#0000FF")) == Array(first))
        #expect(session.cells.columns(in: 0, background: hex("#FF0000")) == Array(second))
    }

    @Test func crossAxisCenterCentersInPoints() async throws {
        // 48 points tall (3 rows), a 16-point child: 16 points down, row 1.
        let json = node("layout:row", ##""width": 80, "height": 48, "crossAxisAlignment": "center""##,
                        Self.box("#00FF00", ##""width": 16, "height": 16"##))
        let session = try await render(json, width: 20, height: 5)
        #expect(session.cells.columns(in: 0, background: hex("#00FF00")).isEmpty)
        #expect(session.cells.columns(in: 1, background: hex("#00FF00")) == [0, 1])
        #expect(session.cells.columns(in: 2, background: hex("#00FF00")).isEmpty)
    }

    @Test func crossAxisEndPutsChildrenAtTheBottomOfARow() async throws {
        try await expectFrame(node("layout:row", ##""height": 48, "crossAxisAlignment": "end""##, text("a"), text(##"b\nb"##)), lines: [
            "",
            " b",
            "ab",
        ])
    }

    @Test func columnCrossAxisCenterCentersEachChild() async throws {
        try await expectFrame(node("layout:column", ##""width": 80, "crossAxisAlignment": "center""##, text("ab"), text("abcd")), lines: [
            "    ab",
            "   abcd",
        ])
    }

    @Test func expandingChildrenShareTheRowEqually() async throws {
        let json = node("layout:row", ##""width": 80"##,
                        Self.box("#FF0000", ##""width": "expand""##, "a"), Self.box("#0000FF", ##""width": "expand""##, "b"))
        let session = try await expectFrame(json, lines: ["a    b"])
        #expect(session.cells.columns(in: 0, background: hex("#FF0000")) == Array(0..<5))
        #expect(session.cells.columns(in: 0, background: hex("#0000FF")) == Array(5..<10))
    }

    @Test func expandingChildrenShareAColumnsHeight() async throws {
        let json = node("layout:column", ##""height": 96"##,
                        Self.box("#FF0000", ##""height": "expand""##, "r"), Self.box("#00FF00", ##""height": "expand""##, "g"),
                        Self.box("#0000FF", ##""height": "expand""##, "b"))
        let session = try await expectFrame(json, lines: ["r", "", "g", "", "b"])
        #expect(session.cells[0, 1].style.background == hex("#FF0000"))
        #expect(session.cells[0, 3].style.background == hex("#00FF00"))
        #expect(session.cells[0, 5].style.background == hex("#0000FF"))
    }

    @Test func paddingPutsSpaceInsideTheBackground() async throws {
        let session = try await expectFrame(node("layout:row", ##""padding": 8, "backgroundColor": "#202020""##, text("x")), lines: [
            "",
            " x",
        ])
        // 8 points: one column each side, and half a row rounds up to one.
        #expect(session.cells.columns(in: 0, background: hex("#202020")) == [0, 1, 2])
        #expect(session.cells.columns(in: 2, background: hex("#202020")) == [0, 1, 2])
    }

    @Test func marginPutsSpaceOutsideTheBackground() async throws {
        let session = try await expectFrame(node("layout:row", ##""marginStart": 16, "marginTop": 16, "backgroundColor": "#202020""##, text("x")),
                                            lines: ["", "  x"])
        #expect(session.cells.columns(in: 1, background: hex("#202020")) == [2])
    }

    @Test func specificSidesWinOverHorizontalWhichWinsOverAll() async throws {
        try await expectFrame(node("layout:row", ##""padding": 16, "paddingHorizontal": 8, "paddingStart": 24, "paddingTop": 0"##, text("x")),
                              lines: ["   x"])
    }

    @Test func borderWidthDrawsASingleLine() async throws {
        try await expectFrame(node("layout:row", ##""borderWidth": 1"##, text("hi")), lines: ["┌──┐", "│hi│", "└──┘"])
    }

    @Test func cornerRadiusRoundsTheCorners() async throws {
        try await expectFrame(node("layout:row", ##""borderWidth": 1, "cornerRadius": 4"##, text("hi")), lines: ["╭──╮", "│hi│", "╰──╯"])
    }

    @Test func dashSpacingDrawsADashedBorder() async throws {
        try await expectFrame(node("layout:row", ##""borderWidth": 1, "borderDashSpacing": 2"##, text("hi")), lines: ["┌╌╌┐", "╎hi╎", "└╌╌┘"])
    }

    @Test func aThickBorderIsHeavy() async throws {
        try await expectFrame(node("layout:row", ##""borderWidth": 3"##, text("hi")), lines: ["┏━━┓", "┃hi┃", "┗━━┛"])
    }

    @Test func borderColorColorsTheLineOnly() async throws {
        let session = try await expectFrame(node("layout:row", ##""borderWidth": 1, "borderColor": "#00FF00""##, text("hi")),
                                            lines: ["┌──┐", "│hi│", "└──┘"])
        #expect(session.cells[0, 0].style.foreground == hex("#00FF00"))
        #expect(session.cells[0, 1].style.foreground == hex("#00FF00"))
        #expect(session.cells[1, 1].style.foreground == nil)
    }

    @Test func minAndMaxWidthBoundAFitBox() async throws {
        let json = node("layout:column", "",
                        Self.box("#FF0000", ##""minWidth": 40"##, "a"), Self.box("#0000FF", ##""maxWidth": 16"##, "abcdef"))
        let session = try await render(json)
        #expect(session.cells.columns(in: 0, background: hex("#FF0000")) == Array(0..<5))
        #expect(session.cells.columns(in: 1, background: hex("#0000FF")) == [0, 1])
    }

    @Test func aTransparentBackgroundIsNotPainted() async throws {
        let session = try await expectFrame(node("layout:row", ##""backgroundColor": "#FF000000""##, text("x")), lines: ["x"])
        #expect(session.cells[0, 0].style.background == nil)
    }

    @Test func shadowDrawsAShadeAroundTheBox() async throws {
        // A 32x32-point box (columns 2-5, rows 1-2) with an 8-point spread and 8-point blur: 16 points out on each side,
        // two columns and one row.
        let json = node("layout:row", ##""padding": 16"##,
                        node("layout:row", ##""width": 32, "height": 32, "shadow": [{"x": 0, "y": 0, "blur": 8, "spread": 8, "color": "#0000FF"}]"##))
        let session = try await render(json, width: 20, height: 7)
        let blue = hex("#0000FF")
        #expect(session.cells.columns(in: 0, background: blue) == Array(0...7))
        #expect(session.cells.columns(in: 1, background: blue) == [0, 1, 6, 7])
        #expect(session.cells.columns(in: 2, background: blue) == [0, 1, 6, 7])
        #expect(session.cells.columns(in: 3, background: blue) == Array(0...7))
        #expect(session.cells.columns(in: 4, background: blue).isEmpty)
    }

    @Test func shadowIsMovedByItsOffset() async throws {
        let json = node("layout:row", ##""padding": 16"##,
                        node("layout:row", ##""width": 16, "height": 16, "shadow": [{"x": 8, "y": 16, "color": "#FF00FF"}]"##))
        let session = try await render(json, width: 20, height: 6)
        let shade = hex("#FF00FF")
        // The box covers columns 2-3 of row 1; moved one column right and one row down, the shade is columns 3-4 of row 2.
        #expect(session.cells.columns(in: 1, background: shade).isEmpty)
        #expect(session.cells.columns(in: 2, background: shade) == [3, 4])
    }

    @Test func aFixedSizeRowCutsTextThatOverflows() async throws {
        try await expectFrame(node("layout:row", ##""width": 24, "height": 16, "clipped": true"##, text("abcdef")), lines: ["abc"])
    }
}
