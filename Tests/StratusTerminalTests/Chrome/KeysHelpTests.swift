import Foundation
import Testing
@testable import StratusTerminal

/// `KeysHelp` (Chrome/KeysHelp.swift): the `?` help as a view in the pipeline. Its scroll keys are bindings the
/// help lists, and the wheel reaches its rows through the help's interaction index, where they are drawn.
@MainActor
@Suite struct KeysHelpTests {
    static let home = """
    {"_:component": "layout:screen", "properties": {"title": "Home", "showBackButton": false}, "children": [
      {"_:component": "layout:text", "properties": {"text": "home body"}}
    ]}
    """

    /// The app in a terminal too short for the whole help, with the help open.
    func openHelp(width: Int = 60, height: Int = 8) async throws -> HeadlessSession {
        let folder = try screenFolder(["index.json": Self.home])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: width, height: height)
        try await session.press("?")
        return session
    }

    /// The help's last line, `↑↓ 3-7 of 20` (nil when the help is not shown).
    func hint(_ session: HeadlessSession) -> String? {
        session.lines.lazy.compactMap { line -> String? in
            guard let range = line.range(of: #"[↑↓]* ?\d+-\d+ of \d+"#, options: .regularExpression) else { return nil }
            return String(line[range])
        }.first
    }

    /// The numbers of the hint: first row shown, last row shown, rows in all.
    func shown(_ session: HeadlessSession) -> (first: Int, last: Int, count: Int)? {
        guard let hint = hint(session) else { return nil }
        let numbers = hint.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        return (numbers[0], numbers[1], numbers[2])
    }

    @Test func theHelpsScrollKeysAreListedByItAndMoveItsRows() async throws {
        let session = try await openHelp()
        let start = try #require(shown(session), "the help fits; the test needs a shorter terminal:\n\(session.text)")
        #expect(start.first == 1)
        let lines = start.last - start.first + 1
        try await session.press("down")
        #expect(shown(session)?.first == 2)
        try await session.press("up")
        #expect(shown(session)?.first == 1)
        try await session.press("pagedown")
        #expect((shown(session)?.first ?? 0) > 2, "PageDown did not move a page:\n\(session.text)")
        try await session.press("end")
        #expect(shown(session)?.last == start.count)
        #expect(shown(session)?.first == start.count - lines + 1)
        #expect(session.text.contains("any other key") && session.text.contains("Close the help"), "\(session.text)")
        // Its rows, read a line at a time from the top, end with the help's own keys, each named as the footer
        // names keys.
        try await session.press("home")
        var seen = session.text
        for _ in 0..<start.count {
            try await session.press("down")
            seen += session.text
        }
        #expect(seen.contains("In this help:"), "\(seen)")
        for key in [KeyPress.Key.up, .down, .pageUp, .pageDown, .home, .end] {
            #expect(seen.contains(KeyPress(key).label), "\(KeyPress(key).label) is not listed by the help:\n\(seen)")
        }
        try await session.press("home")
        #expect(shown(session)?.first == 1)
        // Any other key closes it.
        try await session.press("x")
        #expect(hint(session) == nil)
    }

    @Test func theWheelScrollsTheHelpOnlyWhereItsRowsAreDrawn() async throws {
        let session = try await openHelp()
        let panelTop = try #require(session.lines.firstIndex { $0.contains("─ Keys ─") })
        let panelBottom = try #require(session.lines.lastIndex { $0.contains("╰") })
        let column = session.lines[panelTop].count / 2
        // Rows of the help: between the top border and the hint line above the bottom border.
        let rows = (panelTop + 1)..<(panelBottom - 1)
        for y in 0..<session.lines.count {
            await session.scroll(x: column, y: y, steps: 1)
            let moved = shown(session)?.first != 1
            #expect(moved == rows.contains(y), "the wheel at row \(y) \(moved ? "scrolled" : "did not scroll") the help:\n\(session.text)")
            if moved { try await session.press("home") }
        }
        // Left of the panel, on a row of it, the wheel does nothing either.
        await session.scroll(x: 0, y: rows.lowerBound, steps: 1)
        #expect(shown(session)?.first == 1)
    }

    @Test func aClickClosesTheHelp() async throws {
        let session = try await openHelp()
        #expect(session.text.contains("─ Keys ─"), "\(session.text)")
        try await session.click(x: 1, y: 1)
        #expect(!session.text.contains("─ Keys ─"))
        #expect(session.text.contains("home body"))
    }
}
