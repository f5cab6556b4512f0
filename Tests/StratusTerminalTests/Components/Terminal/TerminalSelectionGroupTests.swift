import Testing
@testable import StratusTerminal

/// `terminal:selectionGroup` (Components/Terminal/InputWidgets.swift): radio buttons, one focusable per option.
@MainActor
@Suite struct TerminalSelectionGroupTests {
    static func group(_ properties: String, value: String = #""m""#) -> String {
        node("layout:column", state: ##""size": \##(value), "changes": 0"##,
             node("terminal:selectionGroup", ##""value": "@{size}", "onChange": [{"_:action": "setState", "properties": {"path": "size", "value": "@{onChange}"}}, {"_:action": "setState", "properties": {"path": "changes", "value": "@{sum(changes, 1)}"}}], \##(properties)"##, id: "size"),
             text("size=@{size} changes=@{changes}"))
    }

    static let maps = #""options": [{"label": "Small", "value": "s"}, {"label": "Medium", "value": "m"}, {"label": "Large", "value": "l"}]"#

    @Test func verticalByDefaultWithTheValueMarked() async throws {
        try await expectFrame(Self.group(Self.maps), lines: ["( ) Small", "(•) Medium", "( ) Large", "size=m changes=0"])
    }

    @Test func horizontalPutsTwoSpacesBetweenOptions() async throws {
        try await expectFrame(Self.group(Self.maps + #", "direction": "horizontal""#), width: 40,
                              lines: ["( ) Small  (•) Medium  ( ) Large", "size=m changes=0"])
    }

    @Test func stringOptionsAreTheirOwnValues() async throws {
        let session = try await expectFrame(Self.group(#""options": ["a", "b"]"#, value: #""b""#),
                                            lines: ["( ) a", "(•) b", "size=b changes=0"])
        try await session.press("enter")
        expectLines(contentLines(session), ["(•) a", "( ) b", "size=a changes=1"])
    }

    @Test func eachOptionIsAFocusStopAndEnterSelectsItsValue() async throws {
        let session = try await render(Self.group(Self.maps))
        // The first option has focus: it is reversed.
        #expect(session.cells[0, 0].style.attributes.contains(.reverse))
        try await session.press("tab", "tab")
        #expect(session.cells[0, 2].style.attributes.contains(.reverse))
        #expect(!session.cells[0, 0].style.attributes.contains(.reverse))
        try await session.press("space")
        expectLines(contentLines(session), ["( ) Small", "( ) Medium", "(•) Large", "size=l changes=1"])
    }

    @Test func choosingTheChosenOptionRunsNothing() async throws {
        let session = try await render(Self.group(Self.maps))
        try await session.press("tab", "enter", "enter")
        expectLines(contentLines(session), ["( ) Small", "(•) Medium", "( ) Large", "size=m changes=0"])
    }

    @Test func aClickSelectsTheOptionUnderIt() async throws {
        let session = try await render(Self.group(Self.maps))
        try await session.click(x: 5, y: 0)
        expectLines(contentLines(session), ["(•) Small", "( ) Medium", "( ) Large", "size=s changes=1"])
    }

    @Test func aValueOfAnotherTypeMarksNothing() async throws {
        try await expectFrame(Self.group(#""options": [{"label": "One", "value": 1}, {"label": "Two", "value": 2}]"#, value: "2"),
                              lines: ["( ) One", "(•) Two", "size=2 changes=0"])
        try await expectFrame(Self.group(#""options": [{"label": "One", "value": 1}]"#, value: #""1""#),
                              lines: ["( ) One", "size=1 changes=0"])
    }

    @Test func aDisabledGroupIsDimAndSkippedByFocus() async throws {
        let session = try await render(Self.group(Self.maps + #", "enabled": false"#))
        #expect(session.focusedID == nil)
        #expect(session.cells[0, 1].style.attributes.contains(.dim))
        try await session.click(x: 5, y: 0)
        try await session.press("enter")
        expectLines(contentLines(session), ["( ) Small", "(•) Medium", "( ) Large", "size=m changes=0"])
    }

    @Test func nullOptionsAreLeftOut() async throws {
        try await expectFrame(Self.group(#""options": ["a", null, "b"]"#, value: #""b""#),
                              lines: ["( ) a", "(•) b", "size=b changes=0"])
    }
}
