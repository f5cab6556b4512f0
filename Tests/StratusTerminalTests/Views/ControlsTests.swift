import Testing
@testable import StratusTerminal

/// `Button` and `Toggle` (Views/Controls.swift), driven through a `ViewHost`.
@MainActor
@Suite struct ControlsTests {
    /// Counts calls from a view's action.
    final class Counter { var count = 0 }

    @Test func aButtonShowsItsTitleInBracketsAndRunsOnEnterSpaceAndClick() {
        let counter = Counter()
        let host = expectFrame(Button("Go") { counter.count += 1 }, lines: ["[ Go ]"])
        #expect(host.press(KeyPress(.enter)))
        #expect(host.press(KeyPress(.character(" "))))
        #expect(counter.count == 2)
        #expect(host.click(x: 4, y: 0))
        #expect(counter.count == 3)
        #expect(!host.click(x: 10, y: 0))
        #expect(counter.count == 3)
    }

    @Test func aPlainButtonHasNoBrackets() {
        let counter = Counter()
        let host = expectFrame(Button("Go") { counter.count += 1 }.plain(), lines: ["Go"])
        host.press(KeyPress(.enter))
        #expect(counter.count == 1)
        #expect(host.frame[0, 0].style.attributes == [.reverse])
    }

    @Test func aButtonLabelCanBeAnyView() {
        expectFrame(Button(action: {}) { HStack(spacing: 0) { Text(">").bold(); Text("Star") } }, lines: ["[ >Star ]"])
    }

    @Test func aDisabledButtonIgnoresKeysAndClicks() {
        let counter = Counter()
        let host = expectFrame(Button("Go") { counter.count += 1 }.disabled(), lines: ["[ Go ]"])
        #expect(host.focusedID == nil)
        host.press(KeyPress(.enter))
        host.click(x: 2, y: 0)
        #expect(counter.count == 0)
        #expect(host.frame[2, 0].style.attributes == [.dim])
    }

    @Test func disabledFalseChangesNothing() {
        let counter = Counter()
        let host = ViewHost(Button("Go") { counter.count += 1 }.disabled(false), width: 10, height: 1)
        host.press(KeyPress(.enter))
        #expect(counter.count == 1)
    }

    @Test(arguments: [(Toggle.ToggleStyle.checkbox, "[ ] Wifi", "[x] Wifi"), (.radio, "( ) Wifi", "(•) Wifi"),
                      (.switch, "[off] Wifi", "[on ] Wifi"), (.chip, "[ Wifi ]", "[✓ Wifi]")])
    func aToggleDrawsItsMarkAndFlipsItsBinding(_ style: Toggle.ToggleStyle, _ off: String, _ on: String) {
        var isOn = false
        let binding = Binding(get: { isOn }, set: { isOn = $0 })
        let host = expectFrame(Toggle("Wifi", isOn: binding).toggleStyle(style), lines: [off])
        host.press(KeyPress(.enter))
        #expect(isOn)
        // The binding changed outside a @State: the host draws the new mark once the view is resolved again.
        expectFrame(Toggle("Wifi", isOn: binding).toggleStyle(style), lines: [on])
    }

    @Test func aToggleWithoutATitleIsJustTheMark() {
        expectFrame(Toggle("", isOn: .constant(true)), lines: ["[x]"])
    }

    @Test func aToggleOnAConstantBindingStaysPut() {
        let host = ViewHost(Toggle("Fixed", isOn: .constant(false)), width: 10, height: 1)
        host.press(KeyPress(.character(" ")))
        #expect(host.text == "[ ] Fixed")
    }

    @Test func aToggleTitleIsSanitizedToOneLine() {
        expectFrame(Toggle("a\nb\u{1B}[1m", isOn: .constant(false)), lines: ["[ ] a b"])
    }
}
