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
        // Shift+Tab wraps to the last row: the list builds it when the interaction index asks for it.
        try await session.press("shift+tab")
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

    @Test func tabReachesARowThatWasOffScreenAndShowsIt() async throws {
        let session = try await render(Self.list(10, focusable: true), height: 8)
        for _ in 0..<6 { try await session.press("tab") }
        #expect(session.focusedID == "item6")
        #expect(contentLines(session).prefix(3).contains { $0.hasPrefix("row 6") })
        try await session.press("enter")
        #expect(contentLines(session).contains("picked 6"))
    }

    @Test func lazyRowPutsItemsSideBySide() async throws {
        let json = node("layout:lazyRow", ##""height": 16"##, text("[one]"), text("[two]"), text("[three]"))
        try await expectFrame(json, lines: ["[one][two][three]"])
    }

    @Test func anEmptyListDrawsNothing() async throws {
        try await expectFrame(node("layout:column", "", node("layout:lazyColumn", ##""height": 32"##), text("after")), lines: ["", "", "after"])
    }
}
