import Foundation
import StratusCore
import Testing
@testable import StratusTerminal

/// `TabBar` (Chrome/TabBar.swift): the app's tabs above the footer, shown by Alt+number, `]` and `[` or a click,
/// each keeping its own screens.
@MainActor
@Suite struct TabBarTests {
    static func screen(_ body: String) -> String { node("layout:column", "", body) }

    /// An app with three tabs, the second holding a checkbox whose state must survive tab switches.
    func app(width: Int = 50, height: Int = 8) async throws -> HeadlessSession {
        let folder = try screenFolder([
            "home.json": Self.screen(text("home body")),
            "cart.json": Self.screen(node("terminal:checkbox", #""label": "Gift wrap""#, id: "gift")),
            "orders.json": Self.screen(text("orders body")),
        ])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/home.json") }.headless(width: width, height: height)
        session.engine.navigator.open(tabs: [NavigationTab(title: "Home", route: "/home.json"),
                                             NavigationTab(title: "Cart", route: "/cart.json"),
                                             NavigationTab(title: "Orders", route: "/orders.json")])
        await session.settle()
        return session
    }

    /// The row of the tab bar: just above the footer.
    func bar(_ session: HeadlessSession) -> String { trimmedRight(session.lines[session.lines.count - 2]) }

    @Test func theBarListsEachTabWithItsKeyAndMarksTheShownOne() async throws {
        let session = try await app()
        #expect(bar(session) == " Alt+1 Home │ Alt+2 Cart │ Alt+3 Orders")
        #expect(session.text.hasPrefix("home body"))
        let row = session.lines.count - 2
        #expect((0...11).allSatisfy { session.cells[$0, row].style.attributes == [.bold, .reverse] })
        #expect(session.cells[12, row].style.attributes == [])
        #expect(session.cells[14, row].style.attributes == [])
        #expect(session.cells[49, row].style.attributes == [.dim])
    }

    @Test func altAndANumberShowsThatTab() async throws {
        let session = try await app()
        try await session.press("alt+3")
        #expect(session.text.hasPrefix("orders body"))
        let row = session.lines.count - 2
        #expect(session.cells[28, row].style.attributes == [.bold, .reverse])
        #expect(session.cells[2, row].style.attributes == [])
        // A number past the last tab does nothing.
        try await session.press("alt+7")
        #expect(session.text.hasPrefix("orders body"))
    }

    @Test func aClickOnATabShowsIt() async throws {
        let session = try await app()
        try await session.click(x: 15, y: session.lines.count - 2)
        #expect(session.text.hasPrefix("[ ] Gift wrap"))
    }

    @Test func eachTabKeepsItsScreenAndItsState() async throws {
        let session = try await app()
        try await session.press("alt+2")
        try await session.press("space")
        #expect(session.text.hasPrefix("[x] Gift wrap"))
        try await session.press("alt+1")
        #expect(session.text.hasPrefix("home body"))
        try await session.press("alt+2")
        #expect(session.text.hasPrefix("[x] Gift wrap"))
    }

    @Test func bracketsShowTheNextAndThePreviousTabRoundTheEnds() async throws {
        let session = try await app()
        try await session.press("]")
        #expect(session.text.hasPrefix("[ ] Gift wrap"))
        try await session.press("]", "]")
        #expect(session.text.hasPrefix("home body"))
        try await session.press("[")
        #expect(session.text.hasPrefix("orders body"))
    }

    @Test func theFooterOffersTheNextTabAndTheHelpEveryTabKey() async throws {
        let session = try await app(width: 70, height: 20)
        let footer = session.lines.last ?? ""
        #expect(footer.hasPrefix(" ]  Next tab "), "\(footer)")
        #expect(!footer.contains("Alt+"), "the tab bar names the Alt keys; the footer has no room for them: \(footer)")
        try await session.press("?")
        for (key, words) in [("Alt+1", "Home tab"), ("Alt+2", "Cart tab"), ("Alt+3", "Orders tab"), ("]", "Next tab"),
                             ("[", "Previous tab")] {
            let listed = session.lines.contains { $0.contains("│ \(key) ") && $0.contains(" \(words) ") }
            #expect(listed, "\(key) \(words) is not in the help:\n\(session.text)")
        }
    }

    @Test func tabsThatDoNotFitAreAbbreviatedThenShownAroundTheOneShownWithMarkers() async throws {
        // 30 columns: every tab with its digit alone.
        let wide = try await app(width: 30)
        #expect(bar(wide) == " 1 Home │ 2 Cart │ 3 Orders")
        // 26: the tabs around the one shown, `›` for the one left out after them.
        let session = try await app(width: 26)
        #expect(bar(session) == " 1 Home │ 2 Cart │›")
        try await session.press("alt+3")
        #expect(bar(session) == "‹│ 2 Cart │ 3 Orders")
        // A click on `‹` shows the tab it stands for.
        try await session.click(x: 0, y: session.lines.count - 2)
        #expect(bar(session) == " 1 Home │ 2 Cart │›")
    }

    @Test func aTitleLongerThanTheBarIsCutAndTheOthersStayReachable() {
        let tabs = TabBar.Tabs(titles: ["Home", String(repeating: "x", count: 300), "End"], selected: 1, width: 20) { _ in }
        #expect(tabs.entries.map(\.isMarker) == [true, false, true])
        #expect(tabs.entries.map { CharacterWidth.width(of: $0.text) }.reduce(0, +) + tabs.entries.count - 1 <= 20)
        #expect(tabs.entries[1].text.hasSuffix("…"))
    }

    @Test func withoutTabsThereIsNoBar() async throws {
        let folder = try screenFolder(["home.json": Self.screen(text("home body"))])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/home.json") }.headless(width: 40, height: 6)
        #expect(!session.lines[session.lines.count - 2].contains("│"))
        try await session.press("alt+1")
        #expect(session.text.hasPrefix("home body"))
    }
}

extension TabBarTests {
    /// Drawn is clickable: a click on any column where a tab is drawn shows that tab; a click on a separator or
    /// past the last tab shows none.
    @Test func aClickOnEveryColumnOfATabShowsThatTabAndNowhereElse() async throws {
        let session = try await app()
        let row = session.lines.count - 2
        // The tab each column draws, read from the bar as drawn: separators split it, and the dim ground after
        // the last tab is none.
        var tabAt: [Int?] = []
        var tab = 0
        for x in 0..<session.cells.width {
            let cell = session.cells[x, row]
            if cell.text == "│" {
                tabAt.append(nil)
                tab += 1
            } else {
                tabAt.append(cell.style.attributes == [.dim] ? nil : tab)
            }
        }
        #expect(tabAt.compactMap { $0 }.count == CharacterWidth.width(of: bar(session)) - 2 + 1,
                "the bar's tabs are not where they are written: \(tabAt)")
        for x in 0..<session.lines[row].count {
            try await session.press("alt+1")
            try await session.click(x: x, y: row)
            let expected = x < tabAt.count ? tabAt[x] ?? 0 : 0
            #expect(session.engine.navigator.selectedTab == expected, "a click at column \(x) showed tab \(session.engine.navigator.selectedTab)")
            // The shown tab is the one drawn reversed under the click.
            if x < tabAt.count, tabAt[x] != nil {
                #expect(session.cells[x, row].style.attributes == [.bold, .reverse])
            }
        }
    }
}
