import Testing
@testable import StratusTerminal

/// `layout:lazyColumn` and `layout:lazyRow` (Components/Layout/FlexContainers.swift): only visible rows are drawn,
/// and the list scrolls.
@MainActor
@Suite struct LazyContainerTests {
    static func list(_ count: Int, height: Int = 48, focusable: Bool = false) -> String {
        let items = (0..<count).map { index in
            focusable
                ? node("layout:touchable", ##""onPress": \##(setState("picked", "\(index)"))"##, id: "item\(index)", text("row \(index)"))
                : text("row \(index)")
        }
        return node("layout:column", state: ##""picked": -1"##,
                    node("layout:lazyColumn", ##""height": \##(height)"##, children: items), text("picked @{picked}"))
    }

    /// A lazyColumn three rows high over a forEach of `count` items in state, each row a touchable text; typing
    /// into `filter` hides the rows whose id does not contain it.
    static func dataList(_ count: Int) -> String {
        let items = (0..<count).map { "{\"id\": \($0), \"name\": \"row \($0)\"}" }.joined(separator: ",")
        let row = node("layout:touchable", ##""onPress": \##(setState("picked", "\"@{item.id}\""))"##, id: "item",
                       text("@{item.name}"))
        let shown = node("if", ##""condition": "@{contains(item.name, filter)}""##, node("then", "", row))
        return node("layout:column", state: ##""picked": -1, "filter": "", "items": [\##(items)]"##,
                    node("layout:lazyColumn", ##""height": 48"##,
                         node("forEach", ##""items": "@{items}", "key": "id""##, shown)),
                    text("picked @{picked}"))
    }

    @Test func aListOfAHundredThousandItemsShowsItsFirstRowsAndReachesItsLast() async throws {
        let session = try await render(Self.dataList(100_000))
        // The scroll bar in the last column: its thumb on the first line.
        #expect(contentLines(session).prefix(4) == ["row 0┃", "row 1│", "row 2│", "picked -1"])
        // End goes to the last row: the list builds it when the interaction index asks for it.
        try await session.press("end")
        #expect(session.focusedID == "item:99999")
        #expect(contentLines(session).contains("row 99999┃"))
        try await session.press("enter")
        #expect(contentLines(session).contains("picked 99999"))
    }

    @Test func rowsHiddenByTheirTemplateTakeNoRoom() async throws {
        let json = Self.dataList(40).replacingOccurrences(of: ##""filter": """##, with: ##""filter": "3""##)
        // Four rows match (3, 13, 23, 33), three fit: the scroll bar shows.
        try await expectFrame(json, lines: ["row 3 ┃", "row 13│", "row 23│", "picked -1"])
    }

    @Test func showsOnlyTheRowsThatFitItsHeight() async throws {
        // Fifty rows in three lines: a scroll bar in the last column, its thumb on the first line.
        try await expectFrame(Self.list(50), lines: ["row 0┃", "row 1│", "row 2│", "picked -1"])
    }

    @Test func wheelScrollsTheRows() async throws {
        let session = try await render(Self.list(50))
        await session.scroll(x: 1, y: 1, steps: 2)
        let lines = contentLines(session)
        #expect(!lines[0].hasPrefix("row 0"))
        #expect(lines[0].hasPrefix("row "))
        #expect(lines[3] == "picked -1")
    }

    @Test func downReachesARowThatWasOffScreenAndShowsIt() async throws {
        let session = try await render(Self.list(10, focusable: true), height: 8)
        for _ in 0..<6 { try await session.press("down") }
        #expect(session.focusedID == "item6")
        #expect(contentLines(session).prefix(3).contains { $0.hasPrefix("row 6") })
        try await session.press("enter")
        #expect(contentLines(session).contains("picked 6"))
    }

    /// Rows two lines tall in a list four lines high: two rows show, so a page is two rows (a screenful, as a
    /// pager moves), not one.
    @Test func pageDownMovesAScreenfulOfTallRows() async throws {
        let items = (0..<10).map { index in
            node("layout:touchable", ##""onPress": \##(setState("picked", "\(index)"))"##, id: "item\(index)",
                 node("layout:column", "", text("row \(index)"), text("  more of \(index)")))
        }
        let json = node("layout:column", state: ##""picked": -1"##,
                        node("layout:lazyColumn", ##""height": 64"##, children: items), text("picked @{picked}"))
        let session = try await render(json, height: 8)
        try await session.press("tab")
        let start = try #require(session.focusedID.flatMap { Int($0.dropFirst("item".count)) })
        try await session.press("pagedown")
        #expect(session.focusedID == "item\(start + 2)")
        try await session.press("pagedown")
        #expect(session.focusedID == "item\(start + 4)")
        #expect(contentLines(session).prefix(4).contains { $0.hasPrefix("row \(start + 4)") })
        try await session.press("pageup")
        #expect(session.focusedID == "item\(start + 2)")
    }

    @Test func lazyRowPutsItemsSideBySide() async throws {
        let json = node("layout:lazyRow", ##""height": 16"##, text("[one]"), text("[two]"), text("[three]"))
        try await expectFrame(json, lines: ["[one][two][three]"])
    }

    /// A count of the matches, a lazyColumn three rows high over the items of `count` that contain `filter`
    /// (`itemsContaining`), and buttons that set the filter.
    static func searchableList(_ count: Int, filter: String = "", emptyText: String? = nil) -> String {
        let items = (0..<count).map { "{\"id\": \($0), \"name\": \"Row \($0)\"}" }.joined(separator: ",")
        let matches = "itemsContaining(items, filter, 'name')"
        let empty = emptyText.map { ##", "emptyText": "\##($0)""## } ?? ""
        let button = { (id: String, value: String) in
            node("layout:touchable", ##""onPress": \##(setState("filter", "\"\(value)\""))"##, id: id, text("[\(id)]"))
        }
        return node("layout:column", state: ##""filter": "\##(filter)", "items": [\##(items)]"##,
                    text("@{length(\(matches))} of @{length(items)}"),
                    node("layout:lazyColumn", ##""height": 48\##(empty)"##,
                         node("forEach", ##""items": "@{\##(matches)}", "key": "id""##, text("@{item.name}"))),
                    node("layout:row", "", button("none", "zzz"), button("threes", "3"), button("all", "")))
    }

    @Test func anEmptyListSaysNoResultsDimmed() async throws {
        let json = node("layout:column", "", node("layout:lazyColumn", ##""height": 32"##), text("after"))
        let session = try await expectFrame(json, lines: ["No results", "", "after"])
        #expect(session.cells[0, 0].style.attributes.contains(.dim))
    }

    @Test func anEmptyTextOfNothingDrawsNothing() async throws {
        let json = node("layout:column", "", node("layout:lazyColumn", ##""height": 32, "emptyText": """##), text("after"))
        try await expectFrame(json, lines: ["", "", "after"])
    }

    @Test func aSearchThatMatchesNothingShowsTheEmptyTextAndAZeroCount() async throws {
        let json = Self.searchableList(40, filter: "zzz", emptyText: "Nothing matches '@{filter}'")
        try await expectFrame(json, lines: ["0 of 40", "Nothing matches 'zzz'", "", "", "[none][threes][all]"])
    }

    @Test func aSearchCountsItsMatchesAndTheListHoldsOnlyThem() async throws {
        // Four rows match (7, 17, 27, 37) in three lines: the scroll bar measures four rows, not forty.
        let session = try await expectFrame(Self.searchableList(40, filter: "7"),
                                            lines: ["4 of 40", "Row 7 ┃", "Row 17┃", "Row 27│", "[none][threes][all]"])
        await session.scroll(x: 1, y: 1, steps: 1)
        #expect(contentLines(session).prefix(4) == ["4 of 40", "Row 17│", "Row 27┃", "Row 37┃"])
    }

    @Test func theEmptyTextAndTheCountFollowTheFilterAsItChanges() async throws {
        let session = try await render(Self.searchableList(1_000))
        #expect(contentLines(session).prefix(2) == ["1000 of 1000", "Row 0┃"])
        try await session.click(id: "none")
        #expect(contentLines(session).prefix(3) == ["0 of 1000", "No results", ""])
        try await session.click(id: "threes")
        #expect(contentLines(session).prefix(2) == ["271 of 1000", "Row 3 ┃"])
        try await session.click(id: "all")
        #expect(contentLines(session).prefix(4) == ["1000 of 1000", "Row 0┃", "Row 1│", "Row 2│"])
    }

    /// A button, twenty lines of a lazyColumn over `count` rows (`row N`, then the state `suffix`; touchable ones
    /// pick their item), the picked row, and a button that sets `suffix` to "!".
    static func longList(_ count: Int, touchableRows: Bool = true) -> String {
        let items = (0..<count).map { "{\"id\": \($0), \"name\": \"row \($0)\"}" }.joined(separator: ",")
        let label = text("@{item.name}@{suffix}")
        let row = touchableRows
            ? node("layout:touchable", ##""onPress": \##(setState("picked", "\"@{item.id}\""))"##, id: "item", label) : label
        return node("layout:column", state: ##""picked": -1, "suffix": "", "items": [\##(items)]"##,
                    node("layout:touchable", "", id: "first", text("[first]")),
                    node("layout:lazyColumn", ##""height": 320"##, node("forEach", ##""items": "@{items}", "key": "id""##, row)),
                    text("picked @{picked}"),
                    node("layout:touchable", ##""onPress": \##(setState("suffix", "\"!\""))"##, id: "mark", text("[mark]")))
    }

    /// Expects the twenty lines of `longList` to show consecutive rows, each ending in `suffix`, and (touchable
    /// rows) a click on each fourth to pick its own item.
    func expectLiveRows(_ session: HeadlessSession, suffix: String = "", clicking: Bool = true, _ comment: String,
                        sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let lines = contentLines(session).dropFirst().prefix(20).map { $0.replacingOccurrences(of: "┃", with: "")
            .replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }
        let first = try #require(lines.first.flatMap { Int($0.dropFirst(4).dropLast(suffix.count)) },
                                 "\(comment): \(lines)", sourceLocation: sourceLocation)
        let expected = (first..<first + 20).map { "row \($0)\(suffix)" }
        #expect(lines == expected, "\(comment)", sourceLocation: sourceLocation)
        guard clicking else { return }
        for (offset, index) in (first..<first + 20).enumerated() where offset % 4 == 0 || offset == 19 {
            try await session.click(x: 2, y: 1 + offset)
            #expect(contentLines(session)[21] == "picked \(index)", "\(comment): row \(index) on line \(offset)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test func scrollingFarDownAndBackKeepsEveryVisibleRowItsOwnAndLive() async throws {
        // The core holds at most 1,024 built rows (ForEachElement.builtRowLimit): going more than that down and
        // back, row by row as a wheel does, must never leave a row on screen whose nodes the core released.
        let session = try await render(Self.longList(10_000), width: 30, height: 24)
        try await expectLiveRows(session, "at the top")
        // Twelve notches (36 rows) a frame: every row passed is built, as when a user spins the wheel.
        for _ in 0..<36 { await session.scroll(x: 2, y: 2, steps: 12) }
        try await expectLiveRows(session, "1,296 rows down")
        for _ in 0..<18 { await session.scroll(x: 2, y: 2, steps: -12) }
        try await expectLiveRows(session, "648 rows back up")
        try await session.click(id: "mark")
        try await expectLiveRows(session, suffix: "!", "after the state the rows read changed")
        for _ in 0..<20 { await session.scroll(x: 2, y: 2, steps: -12) }
        try await expectLiveRows(session, suffix: "!", "back at the top")
    }

    @Test func rowsOnScreenStayLiveWhileFocusSearchesBuildThousandsOfOthers() async throws {
        // Rows without a focusable box: each Tab into the list looks at its first 256 rows, each Shift+Tab at its
        // last 256, building them in the core. Rows on screen, built long before, must not be rows the core
        // released as the least recently asked for.
        let session = try await render(Self.longList(10_000, touchableRows: false), width: 30, height: 24)
        for _ in 0..<7 { await session.scroll(x: 2, y: 2, steps: 12) }
        try await expectLiveRows(session, clicking: false, "252 rows down")
        for _ in 0..<6 { try await session.press("shift+tab", "shift+tab", "tab", "tab") }
        try await session.click(id: "mark")
        try await expectLiveRows(session, suffix: "!", clicking: false, "after focus searched the list six times")
    }
}
