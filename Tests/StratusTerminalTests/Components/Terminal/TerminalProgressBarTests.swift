import Testing
@testable import StratusTerminal

/// `terminal:progressBar` (Components/Terminal/DisplayWidgets.swift): a bar in eighths of a cell, as wide as offered.
@MainActor
@Suite struct TerminalProgressBarTests {
    static func bar(_ properties: String) -> String { node("terminal:progressBar", properties) }

    @Test func labelBarAndPercentageFillTheWidth() async throws {
        // 30 columns: "Up" and a space, then 27 for the bar and " 50%": 23 bar cells, 11.5 of them full.
        let session = try await expectFrame(Self.bar(#""label": "Up", "value": 0.5"#), lines: [
            "Up " + String(repeating: "█", count: 11) + "▌" + String(repeating: "░", count: 11) + " 50%",
        ])
        #expect(session.cells[3, 0].style == .plain)
        for x in 15..<26 { #expect(session.cells[x, 0].style.attributes == [.dim], "column \(x)") }
        #expect(session.cells[27, 0].style == .plain)
    }

    @Test(arguments: [(0.0, 0, ""), (0.125, 3, "▊"), (0.25, 7, "▌"), (1.0, 30, "")])
    func withoutLabelOrPercentageTheBarTakesEveryColumn(_ value: Double, _ full: Int, _ partial: String) async throws {
        // 30 cells are 240 eighths: 0.125 is 30 eighths (3 cells and 6/8), 0.25 is 60 (7 cells and 4/8).
        let drawn = String(repeating: "█", count: full) + partial
        try await expectFrame(Self.bar(##""value": \##(value), "showPercentage": false"##), lines: [
            drawn + String(repeating: "░", count: 30 - drawn.count),
        ])
    }

    @Test func maxScalesTheValue() async throws {
        try await expectFrame(narrow(Self.bar(#""value": 3, "max": 4, "showPercentage": false"#), columns: 8), lines: ["██████░░"])
        try await expectFrame(narrow(Self.bar(#""value": 3, "max": 4"#), columns: 8), lines: ["███░ 75%"])
    }

    @Test(arguments: [("2", "100%"), ("-1", "0%"), ("\"0.5\"", "50%")])
    func valuesAreClampedBetweenNothingAndFull(_ value: String, _ percent: String) async throws {
        let session = try await render(Self.bar(##""value": \##(value)"##), width: 20)
        #expect(contentLines(session)[0].hasSuffix(" " + percent))
    }

    @Test func aZeroMaxDrawsAnEmptyBar() async throws {
        try await expectFrame(narrow(Self.bar(#""value": 3, "max": 0"#), columns: 8), lines: ["░░░░░ 0%"])
    }

    @Test func colorPaintsTheFilledPartOnly() async throws {
        let session = try await render(narrow(Self.bar(##""value": 0.5, "color": "#00FF00", "showPercentage": false"##), columns: 10))
        #expect((0..<5).allSatisfy { session.cells[$0, 0].style.foreground == hex("#00FF00") })
        #expect((5..<10).allSatisfy { session.cells[$0, 0].style.foreground == nil })
    }
}
