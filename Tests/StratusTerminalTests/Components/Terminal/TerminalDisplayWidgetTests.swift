import Testing
@testable import StratusTerminal

/// `terminal:spinner`, `terminal:divider` and `terminal:sparkline` (Components/Terminal/DisplayWidgets.swift).
@MainActor
@Suite struct TerminalSpinnerTests {
    @Test func drawsTheFirstBrailleFrameAndTheLabel() async throws {
        // Headless sessions freeze animations, so the spinner shows its first frame.
        try await expectFrame(node("terminal:spinner", #""label": "Syncing""#), lines: ["⠋ Syncing"])
    }

    @Test func withoutALabelOnlyTheSpinnerIsDrawn() async throws {
        try await expectFrame(node("layout:row", "", node("terminal:spinner", ""), text("|")), lines: ["⠋|"])
    }
}

@MainActor
@Suite struct TerminalDividerTests {
    @Test func aLabelSitsTwoColumnsIntoTheLine() async throws {
        let session = try await expectFrame(node("terminal:divider", #""label": "Stats""#), lines: [
            "── Stats " + String(repeating: "─", count: 21),
        ])
        #expect(session.cells[0, 0].style.attributes == [.dim])
        #expect((2...8).allSatisfy { session.cells[$0, 0].style.attributes == [.bold] })
        #expect(session.cells[9, 0].style.attributes == [.dim])
        #expect(session.cells[29, 0].style.attributes == [.dim])
    }

    @Test(arguments: [("single", "─"), ("double", "═"), ("dashed", "╌"), ("heavy", "━")])
    func styleChoosesTheLine(_ style: String, _ character: String) async throws {
        try await expectFrame(narrow(node("terminal:divider", ##""style": "\##(style)""##), columns: 12),
                              lines: [String(repeating: character, count: 12)])
    }

    @Test func anUnknownStyleIsAnError() async throws {
        // Nimbus coercion: an enumeration refuses a name it does not have (nimbus-core's asEnum reports it).
        let session = try await render(node("terminal:divider", #""style": "wavy""#), width: 60)
        #expect(contentLines(session).joined().contains("wavy"))
    }

    @Test func colorReplacesTheDimLine() async throws {
        let session = try await render(narrow(node("terminal:divider", ##""color": "#FF0000""##), columns: 5))
        #expect(session.cells[0, 0].style == Style(foreground: hex("#FF0000")))
        #expect(session.cells[4, 0].style == Style(foreground: hex("#FF0000")))
    }

    @Test func theLineIsAsWideAsItsColumn() async throws {
        // 80 points are 10 columns, the border included.
        let json = node("layout:column", #""width": 80, "borderWidth": 1"#, text("above"), node("terminal:divider", ""), text("below"))
        try await expectFrame(json, lines: ["┌────────┐", "│above   │", "│────────│", "│below   │", "└────────┘"])
    }

    @Test func insideARowTheLineIsVertical() async throws {
        // Docs/Components.md: "a line across the parent (vertical inside a row)".
        let json = node("layout:row", "", text("a"), node("terminal:divider", ""), text("b"))
        let session = try await render(json)
        #expect(contentLines(session)[0] == "a│b")
    }

    @Test func aLineInARowIsAsTallAsTheRow() async throws {
        let row = node("layout:row", "", node("layout:text", #""text": "a\na""#), node("terminal:divider", ""), text("b"))
        let session = try await render(node("layout:column", "", row, text("below")))
        #expect(Array(contentLines(session).prefix(3)) == ["a│b", "a│", "below"])
    }
}

@MainActor
@Suite struct TerminalSparklineTests {
    @Test func valuesAreScaledFromTheirMinimumToTheirMaximum() async throws {
        // 1 is the lowest block and 9 the highest; 5 is halfway (3.5 of 7 steps, rounded up).
        try await expectFrame(node("terminal:sparkline", #""label": "CPU", "values": [1, 3, 7, 2, 8, 5, 4, 9]"#),
                              lines: ["CPU ▁▃▆▂▇▅▄█"])
    }

    @Test func equalValuesAreDrawnHalfway() async throws {
        try await expectFrame(node("terminal:sparkline", #""values": [4, 4, 4]"#), lines: ["▄▄▄"])
    }

    @Test func aNarrowWidthShowsTheLastValuesScaledAmongThemselves() async throws {
        try await expectFrame(node("terminal:sparkline", #""values": [100, 1, 3, 4, 5], "width": 3"#), lines: ["▁▅█"])
    }

    @Test func aWideWidthLeavesRoomAfterTheValues() async throws {
        try await expectFrame(node("layout:row", "", node("terminal:sparkline", #""values": [0, 1], "width": 4"#), text("|")),
                              lines: ["▁█  |"])
    }

    @Test func numericStringsCount() async throws {
        try await expectFrame(node("terminal:sparkline", #""values": ["1", 3.5, 6]"#), lines: ["▁▅█"])
    }

    @Test func aValueThatIsNotANumberIsAnError() async throws {
        // Nimbus coercion: "x" is not a number, so the component reports it instead of drawing.
        let session = try await render(node("terminal:sparkline", #""values": [1, "x"]"#), width: 40)
        #expect(contentLines(session).joined().contains("values[1]"))
    }

    @Test func noValuesDrawOnlyTheLabel() async throws {
        try await expectFrame(node("terminal:sparkline", #""label": "Empty""#), lines: ["Empty"])
    }

    @Test func colorPaintsTheBlocks() async throws {
        let session = try await render(node("terminal:sparkline", ##""values": [1, 2], "color": "#00AAFF""##))
        #expect(session.cells[0, 0].style.foreground == hex("#00AAFF"))
        #expect(session.cells[1, 0].style.foreground == hex("#00AAFF"))
        #expect(session.cells[2, 0].style.foreground == nil)
    }
}
