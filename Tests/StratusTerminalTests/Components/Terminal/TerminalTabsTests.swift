import Testing
@testable import StratusTerminal

/// `terminal:tabs` (Components/Terminal/TableWidget.swift): a tab bar, a line, and the child of the selected tab.
@MainActor
@Suite struct TerminalTabsTests {
    static func tabs(_ extra: String = "", titles: String = #"["Home", "Settings", "About"]"#) -> String {
        node("layout:column", state: ##""tab": -1"##,
             node("terminal:tabs", ##""tabs": \##(titles), "onChange": \##(setState("tab", #""@{onChange}""#))\##(extra)"##, id: "tabs",
                  text("home body"), text("settings body"), text("about body")),
             text("tab=@{tab}"))
    }

    static let bar = " Home │ Settings │ About"

    /// The rows of the frame without the line under the bar, which is as wide as the tabs' box.
    func rows(_ session: HeadlessSession) -> [String] {
        var lines = contentLines(session)
        #expect(lines.count > 1 && !lines[1].isEmpty && lines[1].allSatisfy { $0 == "─" }, "no line under the bar")
        lines.remove(at: 1)
        return lines
    }

    @Test func drawsTheBarALineAndTheFirstTab() async throws {
        let session = try await render(Self.tabs())
        expectLines(rows(session), [Self.bar, "home body", "tab=-1"])
        #expect(contentLines(session)[1].count >= Self.bar.count)
    }

    /// Focus is reverse video over the whole bar; the tab shown is bold and underlined, with focus or without.
    @Test func theFocusedBarIsReversedAndTheSelectedTabBoldAndUnderlined() async throws {
        let session = try await render(Self.tabs())
        #expect(session.focusedID == "tabs")
        #expect(session.cells[1, 0].style.attributes == [.bold, .underline, .reverse])
        #expect(session.cells[6, 0].style.attributes == [.dim, .reverse])
        #expect(session.cells[8, 0].style.attributes == [.reverse])
        #expect(session.cells[1, 1].style.attributes == [.dim])
    }

    @Test func withoutFocusNothingIsReversed() async throws {
        let json = node("layout:column", "", node("terminal:button", #""text": "Ok""#), Self.tabs())
        let session = try await render(json)
        #expect(session.cells[1, 1].style.attributes == [.bold, .underline])
        #expect(session.cells[8, 1].style == .plain)
    }

    @Test func rightAndLeftSwitchTabsAndRunOnChange() async throws {
        let session = try await render(Self.tabs())
        try await session.press("right")
        expectLines(rows(session), [Self.bar, "settings body", "tab=1"])
        #expect(session.cells[8, 0].style.attributes.isSuperset(of: [.bold, .underline]))
        #expect(!session.cells[1, 0].style.attributes.contains(.bold))
        try await session.press("right")
        expectLines(rows(session), [Self.bar, "about body", "tab=2"])
        try await session.press("left", "left")
        expectLines(rows(session), [Self.bar, "home body", "tab=0"])
    }

    @Test func theTabsWrapAroundAtBothEnds() async throws {
        let session = try await render(Self.tabs())
        try await session.press("left")
        expectLines(rows(session), [Self.bar, "about body", "tab=2"])
        try await session.press("right")
        expectLines(rows(session), [Self.bar, "home body", "tab=0"])
    }

    @Test func enterShowsTheNextTab() async throws {
        let session = try await render(Self.tabs())
        try await session.press("enter")
        expectLines(rows(session), [Self.bar, "settings body", "tab=1"])
    }

    @Test func selectedChoosesTheFirstTabShownAndIsClamped() async throws {
        expectLines(rows(try await render(Self.tabs(#", "selected": 2"#))), [Self.bar, "about body", "tab=-1"])
        let clamped = try await render(Self.tabs(#", "selected": 9"#))
        expectLines(rows(clamped), [Self.bar, "about body", "tab=-1"])
        try await clamped.press("right")
        expectLines(rows(clamped), [Self.bar, "home body", "tab=0"])
    }

    @Test func tabsGivenAsMapsUseTheirTitles() async throws {
        let session = try await render(Self.tabs(titles: #"[{"title": "One"}, {"title": "Two"}]"#))
        expectLines(rows(session), [" One │ Two", "home body", "tab=-1"])
    }

    @Test func aTabWithoutAChildShowsNothingUnderTheLine() async throws {
        let session = try await render(Self.tabs(titles: #"["A", "B", "C", "D"]"#))
        try await session.press("left")
        expectLines(rows(session), [" A │ B │ C │ D", "tab=3"])
    }
}
