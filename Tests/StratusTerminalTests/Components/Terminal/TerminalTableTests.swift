import Testing
@testable import StratusTerminal

/// `terminal:table` (Components/Terminal/TableWidget.swift): a header and rows that scroll with the selection.
@MainActor
@Suite struct TerminalTableTests {
    static let columns = #""columns": [{"title": "Id", "key": "id", "width": 4}, {"title": "Item", "key": "item"}, {"title": "Qty", "key": "qty", "width": 5, "alignment": "end"}]"#
    static let rows = #""rows": [{"id": 1, "item": "Apples", "qty": 3}, {"id": 2, "item": "Pears", "qty": 10}, {"id": 3, "item": "Plums", "qty": 7}, {"id": 4, "item": "Figs", "qty": 1}]"#

    /// A table with `extra` properties whose `onSelect` and `onPress` write `selected` and `pressed`.
    static func table(_ extra: String = "", focusFirst: Bool = false) -> String {
        var children = [
            node("terminal:table", ##"\##(columns), \##(rows), "onSelect": \##(setState("selected", #""@{onSelect}""#)), "onPress": \##(setState("pressed", #""@{onPress}""#))\##(extra)"##, id: "table"),
            text("selected=@{selected} pressed=@{pressed}"),
        ]
        if focusFirst { children.insert(node("terminal:button", #""text": "Ok""#, id: "ok"), at: 0) }
        return node("layout:column", state: ##""selected": -1, "pressed": -1"##, children: children)
    }

    /// A line with each text starting at its column.
    static func line(_ parts: (Int, String)...) -> String {
        var line = ""
        for (column, text) in parts {
            line += String(repeating: " ", count: max(0, column - line.count)) + text
        }
        return line
    }

    // 30 columns: Id 4, Qty 5, two gaps, and the 19 left for Item; Qty is right-aligned in columns 25-29.
    static let header = line((0, "Id"), (5, "Item"), (27, "Qty"))
    static let apples = line((0, "1"), (5, "Apples"), (29, "3"))
    static let pears = line((0, "2"), (5, "Pears"), (28, "10"))
    static let plums = line((0, "3"), (5, "Plums"), (29, "7"))
    static let figs = line((0, "4"), (5, "Figs"), (29, "1"))

    @Test func drawsTheHeaderAndTheRowsInTheirColumns() async throws {
        let session = try await expectFrame(Self.table(), lines: [Self.header, Self.apples, Self.pears, Self.plums, Self.figs,
                                                                  "selected=-1 pressed=-1"])
        #expect(session.cells[0, 0].style.attributes == [.bold, .underline])
        #expect(session.cells[27, 0].style.attributes == [.bold, .underline])
        #expect(session.cells[2, 0].style == .plain)
    }

    @Test func theSelectedRowIsReversedAcrossTheTableWhileFocused() async throws {
        let session = try await render(Self.table())
        #expect(session.focusedID == "table")
        #expect((0..<30).allSatisfy { session.cells[$0, 1].style.attributes == [.reverse] })
        #expect(session.cells[0, 2].style == .plain)
    }

    @Test func withoutFocusTheSelectedRowIsBold() async throws {
        let session = try await render(Self.table(focusFirst: true))
        #expect(session.focusedID == "ok")
        #expect((0..<30).allSatisfy { session.cells[$0, 2].style.attributes == [.bold] })
        #expect(session.cells[0, 3].style == .plain)
    }

    @Test func downAndUpMoveTheSelectionAndRunOnSelect() async throws {
        let session = try await render(Self.table())
        try await session.press("down", "down")
        #expect(contentLines(session)[5] == "selected=2 pressed=-1")
        #expect(session.cells[0, 3].style.attributes == [.reverse])
        #expect(session.cells[0, 1].style == .plain)
        try await session.press("up")
        #expect(contentLines(session)[5] == "selected=1 pressed=-1")
        #expect(session.cells[0, 2].style.attributes == [.reverse])
    }

    @Test func enterRunsOnPressWithTheSelectedIndex() async throws {
        let session = try await render(Self.table())
        try await session.press("down", "enter")
        #expect(contentLines(session)[5] == "selected=1 pressed=1")
    }

    @Test func theSelectionStopsAtBothEndsWithoutRunningOnSelect() async throws {
        let session = try await render(Self.table())
        try await session.press("up")
        #expect(contentLines(session)[5] == "selected=-1 pressed=-1")
        try await session.press("end")
        #expect(contentLines(session)[5] == "selected=3 pressed=-1")
        try await session.press("down")
        #expect(session.cells[0, 4].style.attributes == [.reverse])
        try await session.press("home")
        #expect(contentLines(session)[5] == "selected=0 pressed=-1")
    }

    @Test func aShortTableScrollsToKeepTheSelectionVisible() async throws {
        let session = try await expectFrame(Self.table(#", "height": 2"#), lines: [Self.header, Self.apples, Self.pears, "selected=-1 pressed=-1"])
        try await session.press("down", "down")
        expectLines(contentLines(session), [Self.header, Self.pears, Self.plums, "selected=2 pressed=-1"])
        #expect(session.cells[0, 2].style.attributes == [.reverse])
        try await session.press("up", "up")
        expectLines(contentLines(session), [Self.header, Self.apples, Self.pears, "selected=0 pressed=-1"])
    }

    @Test func pageKeysMoveByTheVisibleRows() async throws {
        let session = try await render(Self.table(#", "height": 2"#))
        try await session.press("pagedown")
        expectLines(contentLines(session), [Self.header, Self.pears, Self.plums, "selected=2 pressed=-1"])
        try await session.press("pagedown")
        expectLines(contentLines(session), [Self.header, Self.plums, Self.figs, "selected=3 pressed=-1"])
        try await session.press("pageup")
        expectLines(contentLines(session), [Self.header, Self.pears, Self.plums, "selected=1 pressed=-1"])
        #expect(session.cells[0, 1].style.attributes == [.reverse])
        #expect(session.cells[0, 0].style.attributes == [.bold, .underline])
    }

    @Test func selectedChoosesTheFirstSelectionAndIsScrolledTo() async throws {
        let session = try await expectFrame(Self.table(#", "height": 2, "selected": 3"#), lines: [Self.header, Self.plums, Self.figs, "selected=-1 pressed=-1"])
        #expect(session.cells[0, 2].style.attributes == [.reverse])
    }

    @Test func aClickOnARowSelectsIt() async throws {
        let session = try await render(Self.table())
        try await session.click(x: 8, y: 3)
        #expect(contentLines(session)[5] == "selected=2 pressed=-1")
        #expect(session.cells[8, 3].style.attributes == [.reverse])
        // The header is not a row.
        try await session.click(x: 8, y: 0)
        #expect(contentLines(session)[5] == "selected=2 pressed=-1")
    }

    @Test func rowsGivenAsListsAreReadByPosition() async throws {
        try await expectFrame(narrow(node("terminal:table", #""columns": ["A", "B"], "rows": [[1, "x"], [2], "solo"]"#), columns: 9), lines: [
            "A    B", "1    x", "2", "solo",
        ])
    }

    @Test func longCellsAreCutWithAnEllipsisAndCenteredColumnsCentered() async throws {
        let columns = #""columns": [{"title": "Name", "key": "n", "width": 4}, {"title": "C", "key": "c", "width": 5, "alignment": "center"}]"#
        try await expectFrame(narrow(node("terminal:table", ##"\##(columns), "rows": [{"n": "Apples", "c": "x"}]"##), columns: 10), lines: [
            "Name   C", "App…   x",
        ])
    }

    @Test func anEmptyTableDrawsItsHeaderAndIgnoresKeys() async throws {
        let session = try await expectFrame(Self.table(#", "rows": []"#).replacingOccurrences(of: Self.rows + ", ", with: ""),
                                            lines: [Self.header, "", "selected=-1 pressed=-1"])
        // Enter has no row to press.
        try await session.press("down", "enter")
        #expect(contentLines(session)[2] == "selected=-1 pressed=-1")
    }
}
