import Testing
@testable import StratusTerminal

/// `terminal:button` (Components/Terminal/InputWidgets.swift): `[ text ]`, styles, Enter/Space/click, `enabled`,
/// `shortcut`.
@MainActor
@Suite struct TerminalButtonTests {
    /// A button that adds one to `n` and a text that shows `n`.
    static func counter(_ extra: String = "") -> String {
        node("layout:column", state: ##""n": 0"##,
             node("terminal:button", ##""text": "Add", "onPress": \##(setState("n", ##""@{sum(n, 1)}""##))\##(extra)"##, id: "add"),
             text("n=@{n}"))
    }

    @Test func drawsTheTextInBracketsInReverseVideoWhileFocused() async throws {
        let session = try await expectFrame(node("terminal:button", ##""text": "Save""##, id: "save"), lines: ["[ Save ]"])
        #expect(session.focusedID == "save")
        for x in 0..<8 { #expect(session.cells[x, 0].style.attributes.contains(.reverse), "column \(x)") }
        #expect(!session.cells[8, 0].style.attributes.contains(.reverse))
    }

    @Test func anUnfocusedButtonIsPlain() async throws {
        let json = node("layout:column", "", node("terminal:button", ##""text": "One""##, id: "one"),
                        node("terminal:button", ##""text": "Two""##, id: "two"))
        let session = try await expectFrame(json, lines: ["[ One ]", "[ Two ]"])
        #expect(session.focusedID == "one")
        #expect(session.cells[2, 1].style == .plain)
        try await session.press("tab")
        #expect(session.focusedID == "two")
        #expect(session.cells[2, 0].style == .plain)
        #expect(session.cells[2, 1].style.attributes.contains(.reverse))
    }

    @Test(arguments: [("primary", "#61AFEF"), ("danger", "#E06C75"), ("PRIMARY", "#61AFEF")])
    func styleColorsTheButtonAndMakesItBold(_ style: String, _ color: String) async throws {
        let json = node("layout:column", "", node("terminal:button", ##""text": "Other""##),
                        node("terminal:button", ##""text": "Go", "style": "\##(style)""##))
        let session = try await expectFrame(json, lines: ["[ Other ]", "[ Go ]"])
        for x in 0..<6 {
            #expect(session.cells[x, 1].style.foreground == hex(color))
            #expect(session.cells[x, 1].style.attributes == [.bold])
        }
    }

    @Test func theDefaultStyleHasNoColor() async throws {
        let json = node("layout:column", "", node("terminal:button", ##""text": "Other""##),
                        node("terminal:button", ##""text": "Go", "style": "default""##))
        let session = try await render(json)
        #expect(session.cells[2, 1].style == .plain)
    }

    @Test func enterSpaceAndAClickRunOnPress() async throws {
        let session = try await expectFrame(Self.counter(), lines: ["[ Add ]", "n=0"])
        try await session.press("enter")
        expectLines(contentLines(session), ["[ Add ]", "n=1"])
        try await session.press("space")
        expectLines(contentLines(session), ["[ Add ]", "n=2"])
        try await session.click(x: 3, y: 0)
        expectLines(contentLines(session), ["[ Add ]", "n=3"])
        // A click beside the button runs nothing.
        try await session.click(x: 12, y: 0)
        expectLines(contentLines(session), ["[ Add ]", "n=3"])
    }

    @Test func otherKeysDoNotPressTheButton() async throws {
        let session = try await render(Self.counter())
        try await session.press("x", "down", "ctrl+x")
        expectLines(contentLines(session), ["[ Add ]", "n=0"])
    }

    @Test func aDisabledButtonIsDimUnfocusableAndInert() async throws {
        let session = try await expectFrame(Self.counter(##", "enabled": false"##), lines: ["[ Add ]", "n=0"])
        #expect(session.focusedID == nil)
        for x in 0..<7 {
            #expect(session.cells[x, 0].style.attributes.contains(.dim))
            #expect(!session.cells[x, 0].style.attributes.contains(.reverse))
        }
        try await session.press("enter")
        try await session.press("tab", "space")
        try await session.click(x: 3, y: 0)
        expectLines(contentLines(session), ["[ Add ]", "n=0"])
    }

    @Test func aShortcutPressesTheButtonFromAnywhereAndIsListedInTheFooter() async throws {
        let json = node("layout:column", "", node("terminal:textInput", ##""label": "Note""##, id: "note"),
                        Self.counter(##", "shortcut": "ctrl+g""##))
        let session = try await render(json, width: 60)
        #expect(session.focusedID == "note")
        try await session.press("ctrl+g")
        #expect(contentLines(session).contains("n=1"))
        #expect(session.focusedID == "note")
        #expect(session.lines.last?.hasPrefix(" Ctrl+G  Add ") == true)
    }

    @Test func shortcutDescriptionNamesTheFooterEntry() async throws {
        let session = try await render(Self.counter(##", "shortcut": "f5", "shortcutDescription": "Count""##), width: 60)
        #expect(session.lines.last?.hasPrefix(" F5  Count ") == true)
        try await session.press("f5", "f5")
        #expect(contentLines(session).contains("n=2"))
    }

    @Test func aDisabledButtonsShortcutDoesNothing() async throws {
        let session = try await render(Self.counter(##", "enabled": false, "shortcut": "ctrl+s""##), width: 60)
        try await session.press("ctrl+s")
        #expect(contentLines(session).contains("n=0"))
        #expect(session.lines.last?.contains("^S") == false)
    }

    @Test func boxPropertiesDrawAroundTheButton() async throws {
        try await expectFrame(node("terminal:button", ##""text": "Ok", "borderWidth": 1, "paddingHorizontal": 8"##),
                              lines: ["┌────────┐", "│ [ Ok ] │", "└────────┘"])
    }

    @Test func aMissingTextIsAnEmptyTitle() async throws {
        try await expectFrame(node("terminal:button", ""), lines: ["[  ]"])
    }
}
