import Testing
@testable import StratusTerminal

/// `terminal:checkbox` (Components/Terminal/InputWidgets.swift): `[x] label`, toggled by Enter, Space or a click.
@MainActor
@Suite struct TerminalCheckboxTests {
    static func form(checked: Bool = false, _ extra: String = "") -> String {
        node("layout:column", state: ##""agree": \##(checked)"##,
             node("terminal:checkbox", ##""label": "I agree", "checked": "@{agree}", "onChange": \##(setState("agree", #""@{onChange}""#))\##(extra)"##, id: "agree"),
             text("agree=@{agree}"))
    }

    @Test func uncheckedAndCheckedMarks() async throws {
        try await expectFrame(Self.form(checked: false), lines: ["[ ] I agree", "agree=false"])
        try await expectFrame(Self.form(checked: true), lines: ["[x] I agree", "agree=true"])
    }

    @Test func focusReversesTheWholeCheckbox() async throws {
        let session = try await render(Self.form())
        #expect(session.focusedID == "agree")
        for x in 0..<11 { #expect(session.cells[x, 0].style.attributes.contains(.reverse)) }
        #expect(!session.cells[11, 0].style.attributes.contains(.reverse))
    }

    @Test func spaceEnterAndAClickToggleAndRunOnChange() async throws {
        let session = try await render(Self.form())
        try await session.press("space")
        expectLines(contentLines(session), ["[x] I agree", "agree=true"])
        try await session.press("enter")
        expectLines(contentLines(session), ["[ ] I agree", "agree=false"])
        try await session.click(x: 1, y: 0)
        expectLines(contentLines(session), ["[x] I agree", "agree=true"])
    }

    @Test func withoutOnChangeTheCheckboxStillToggles() async throws {
        let session = try await expectFrame(node("terminal:checkbox", ##""label": "Local""##), lines: ["[ ] Local"])
        try await session.press("space")
        expectLines(contentLines(session), ["[x] Local"])
    }

    @Test func withoutALabelOnlyTheMarkIsDrawn() async throws {
        try await expectFrame(node("terminal:checkbox", ##""checked": true"##), lines: ["[x]"])
    }

    @Test func aDisabledCheckboxIsDimAndCannotBeToggled() async throws {
        let session = try await render(Self.form(##", "enabled": false"##))
        #expect(session.focusedID == nil)
        #expect(session.cells[0, 0].style.attributes == [.dim])
        try await session.press("space")
        try await session.click(x: 1, y: 0)
        expectLines(contentLines(session), ["[ ] I agree", "agree=false"])
    }

    @Test func aNewCheckedValueFromTheServerWins() async throws {
        let json = node("layout:column", state: ##""on": false"##,
                        node("terminal:checkbox", ##""label": "A", "checked": "@{on}""##),
                        node("terminal:keyBinding", ##""key": "ctrl+t", "onPress": \##(setState("on", "true"))"##))
        let session = try await expectFrame(json, lines: ["[ ] A"])
        try await session.press("ctrl+t")
        expectLines(contentLines(session), ["[x] A"])
    }

    @Test func aLabelWithControlCharactersIsSanitized() async throws {
        try await expectFrame(node("terminal:checkbox", ##""label": "a\u001B[31mb\nc""##), lines: ["[ ] ab c"])
    }
}
