import Testing
@testable import StratusTerminal

/// `terminal:select` (Components/Terminal/InputWidgets.swift): `label: [ value ▾ ]`, a list that opens under it.
@MainActor
@Suite struct TerminalSelectTests {
    static func form(_ extra: String = "", value: String = #""red""#) -> String {
        node("layout:column", state: ##""color": \##(value)"##,
             node("terminal:select", ##""label": "Color", "value": "@{color}", "options": ["red", "green", "blue"], "onChange": \##(setState("color", #""@{onChange}""#))\##(extra)"##, id: "color"),
             text("color=@{color}"))
    }

    @Test func showsTheLabelAndTheChosenValueClosed() async throws {
        let session = try await expectFrame(Self.form(), lines: ["Color: [ red ▾ ]", "color=red"])
        #expect(session.focusedID == "color")
        // Only the bracketed value is the focus stop: it is reversed, the label is not.
        #expect(session.cells[7, 0].style.attributes.contains(.reverse))
        #expect(session.cells[15, 0].style.attributes.contains(.reverse))
        #expect(!session.cells[0, 0].style.attributes.contains(.reverse))
    }

    @Test func withoutAValueThePlaceholderShows() async throws {
        try await expectFrame(Self.form(value: "null"), lines: ["Color: [ Choose… ▾ ]", "color="])
        try await expectFrame(Self.form(#", "placeholder": "Pick one""#, value: #""pink""#), lines: ["Color: [ Pick one ▾ ]", "color=pink"])
    }

    @Test func enterOpensTheListUnderItWithTheChosenValueHighlighted() async throws {
        let session = try await render(Self.form(), height: 10)
        try await session.press("enter")
        expectLines(contentLines(session), [
            "Color: [ red ▴ ]",
            "╭───────╮",
            "│› red  │",
            "│  green│",
            "│  blue │",
            "╰───────╯",
            "color=red",
        ])
        #expect(session.cells[1, 2].style.attributes.contains(.reverse))
        #expect(!session.cells[1, 3].style.attributes.contains(.reverse))
    }

    @Test func downMovesTheHighlightAndEnterPicks() async throws {
        let session = try await render(Self.form(), height: 10)
        try await session.press("enter", "down", "down", "down")
        #expect(contentLines(session)[4] == "│› blue │")
        #expect(session.cells[1, 4].style.attributes.contains(.reverse))
        try await session.press("enter")
        expectLines(contentLines(session), ["Color: [ blue ▾ ]", "color=blue"])
    }

    @Test func upStopsAtTheFirstOption() async throws {
        let session = try await render(Self.form(value: #""green""#), height: 10)
        try await session.press("enter")
        #expect(contentLines(session)[3] == "│› green│")
        try await session.press("up", "up", "up", "enter")
        expectLines(contentLines(session), ["Color: [ red ▾ ]", "color=red"])
    }

    @Test func escapeClosesWithoutChanging() async throws {
        let session = try await render(Self.form(), height: 10)
        try await session.press("enter", "down", "esc")
        expectLines(contentLines(session), ["Color: [ red ▾ ]", "color=red"])
        #expect(!session.didQuit)
    }

    @Test func tabClosesTheListAndMovesOn() async throws {
        let json = node("layout:column", "", Self.form(), node("terminal:button", ##""text": "Ok""##, id: "ok"))
        let session = try await render(json, height: 10)
        try await session.press("enter", "tab")
        #expect(session.focusedID == "ok")
        expectLines(contentLines(session), ["Color: [ red ▾ ]", "color=red", "[ Ok ]"])
    }

    @Test func aClickOpensTheList() async throws {
        let session = try await render(Self.form(), height: 10)
        try await session.click(x: 10, y: 0)
        #expect(contentLines(session)[0] == "Color: [ red ▴ ]")
        #expect(contentLines(session).count >= 6)
    }

    @Test func mapOptionsShowTheirLabelAndPassTheirValue() async throws {
        let json = node("layout:column", state: ##""n": 1"##,
                        node("terminal:select", ##""value": "@{n}", "options": [{"label": "One", "value": 1}, {"label": "Two", "value": 2}], "onChange": \##(setState("n", #""@{onChange}""#))"##),
                        text("n=@{n}"))
        let session = try await expectFrame(json, height: 10, lines: ["[ One ▾ ]", "n=1"])
        try await session.press("enter", "down", "enter")
        expectLines(contentLines(session), ["[ Two ▾ ]", "n=2"])
    }

    @Test func aDisabledSelectDoesNotOpen() async throws {
        let session = try await render(Self.form(#", "enabled": false"#), height: 10)
        #expect(session.focusedID == nil)
        #expect(session.cells[9, 0].style.attributes.contains(.dim))
        try await session.click(x: 10, y: 0)
        try await session.press("enter")
        expectLines(contentLines(session), ["Color: [ red ▾ ]", "color=red"])
    }
}
