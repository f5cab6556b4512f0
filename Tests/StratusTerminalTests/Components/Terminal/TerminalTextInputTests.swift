import Testing
@testable import StratusTerminal

/// `terminal:textInput` (Components/Terminal/InputWidgets.swift): label, placeholder, editing keys, `maxLength`,
/// `password`, `onChange`/`onSubmit`/`onBlur`, `enabled`, and the server's `value` starting the text over.
@MainActor
@Suite struct TerminalTextInputTests {
    /// An input bound to `v`, written back on every change, and a line showing `v`, `submitted` and `left`.
    static func form(_ extra: String = "") -> String {
        node("layout:column", state: ##""v": "", "submitted": "", "left": """##,
             node("terminal:textInput", ##""label": "Name", "value": "@{v}", "placeholder": "your name", "onChange": \##(setState("v", #""@{onChange}""#)), "onSubmit": \##(setState("submitted", #""@{onSubmit}""#)), "onBlur": \##(setState("left", #""@{onBlur}""#))\##(extra)"##, id: "name"),
             node("terminal:button", ##""text": "Next""##, id: "next"),
             text("v=@{v} submitted=@{submitted} left=@{left}"))
    }

    @Test func showsTheLabelAndThePlaceholderWithTheCaretOnIt() async throws {
        let session = try await expectFrame(Self.form(), width: 40, lines: [
            "Name: your name", "[ Next ]", "v= submitted= left=",
        ])
        #expect(session.focusedID == "name")
        // The caret is the reversed cell at the start of the field; the placeholder is dim; the field is underlined
        // to the edge of the screen.
        #expect(session.cells[6, 0].style.attributes == [.dim, .underline, .reverse])
        #expect(session.cells[7, 0].style.attributes == [.dim, .underline])
        #expect(session.cells[14, 0].style.attributes == [.dim, .underline])
        #expect(session.cells[15, 0].style.attributes == [.underline])
        #expect(session.cells[39, 0].style.attributes == [.underline])
        #expect(session.cells[4, 0].style == .plain)
    }

    @Test func anUnfocusedFieldShowsNoCaret() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.press("tab")
        #expect(session.focusedID == "next")
        #expect(!session.cells[6, 0].style.attributes.contains(.reverse))
        #expect(session.cells[6, 0].style.attributes == [.dim, .underline])
    }

    @Test func typingRunsOnChangeWithTheWholeText() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("Ann")
        expectLines(contentLines(session), ["Name: Ann", "[ Next ]", "v=Ann submitted= left="])
        // The caret sits after the text.
        #expect(session.cells[9, 0].style.attributes.contains(.reverse))
        #expect(!session.cells[8, 0].style.attributes.contains(.reverse))
    }

    @Test func enterRunsOnSubmitAndTabRunsOnBlur() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("Bo")
        try await session.press("enter")
        #expect(contentLines(session)[2] == "v=Bo submitted=Bo left=")
        try await session.press("tab")
        #expect(session.focusedID == "next")
        #expect(contentLines(session)[2] == "v=Bo submitted=Bo left=Bo")
    }

    @Test func caretKeysMoveAndEditInTheMiddle() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("acd")
        try await session.press("left", "left")
        try await session.type("b")
        #expect(contentLines(session)[0] == "Name: abcd")
        try await session.press("home")
        try await session.type(">")
        try await session.press("end")
        try await session.type("<")
        #expect(contentLines(session)[0] == "Name: >abcd<")
        try await session.press("ctrl+a", "delete", "ctrl+e", "backspace")
        #expect(contentLines(session)[0] == "Name: abcd")
        try await session.press("ctrl+b", "ctrl+b", "ctrl+d")
        #expect(contentLines(session)[0] == "Name: abd")
        try await session.press("ctrl+f", "ctrl+f", "ctrl+f")
        try await session.type("!")
        #expect(contentLines(session)[0] == "Name: abd!")
    }

    @Test func ctrlUAndCtrlKCutToEitherEnd() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("hello world")
        try await session.press("left", "left", "left", "left", "left", "ctrl+u")
        #expect(contentLines(session)[0] == "Name: world")
        try await session.press("right", "right", "ctrl+k")
        #expect(contentLines(session)[0] == "Name: wo")
        #expect(contentLines(session)[2] == "v=wo submitted= left=")
    }

    @Test func backspaceAtTheStartAndDeleteAtTheEndChangeNothing() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("ab")
        try await session.press("delete", "home", "backspace")
        #expect(contentLines(session)[0] == "Name: ab")
    }

    @Test func maxLengthStopsTheText() async throws {
        let session = try await render(Self.form(##", "maxLength": 3"##), width: 40)
        try await session.type("abcdef")
        #expect(contentLines(session)[0] == "Name: abc")
        #expect(contentLines(session)[2] == "v=abc submitted= left=")
    }

    @Test func aPasswordShowsADotPerCharacter() async throws {
        let session = try await render(Self.form(##", "type": "password""##), width: 40)
        try await session.type("secret")
        #expect(contentLines(session)[0] == "Name: ••••••")
        #expect(!contentLines(session)[0].contains("secret"))
    }

    @Test func aPasteLandsAtTheCaretWithoutControlCharacters() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("ad")
        try await session.press("left")
        await session.paste("b\u{1B}[31mc")
        #expect(contentLines(session)[0] == "Name: abcd")
    }

    @Test func qTypedInTheFieldIsTextNotQuit() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.type("q")
        #expect(!session.didQuit)
        #expect(contentLines(session)[0] == "Name: q")
    }

    @Test func aNewValueFromTheServerStartsTheTextOver() async throws {
        // The field is not written back: its text is its own until the screen sets `v`.
        let json = node("layout:column", state: ##""v": "first""##,
                        node("terminal:textInput", ##""value": "@{v}""##, id: "field"),
                        node("terminal:keyBinding", ##""key": "ctrl+r", "onPress": \##(setState("v", #""second""#))"##))
        let session = try await expectFrame(json, lines: ["first"])
        try await session.press("end")
        try await session.type("!")
        expectLines(contentLines(session), ["first!"])
        try await session.press("ctrl+r")
        expectLines(contentLines(session), ["second"])
    }

    @Test func aDisabledFieldIsDimUnfocusableAndIgnoresTyping() async throws {
        let session = try await render(Self.form(##", "enabled": false"##), width: 40)
        #expect(session.focusedID == "next")
        #expect(session.cells[0, 0].style.attributes.contains(.dim))
        try await session.click(x: 8, y: 0)
        try await session.type("abc")
        #expect(contentLines(session)[0] == "Name: your name")
        #expect(contentLines(session)[2] == "v= submitted= left=")
    }

    @Test func aClickFocusesTheField() async throws {
        let session = try await render(Self.form(), width: 40)
        try await session.press("tab")
        #expect(session.focusedID == "next")
        try await session.click(x: 10, y: 0)
        #expect(session.focusedID == "name")
        try await session.type("x")
        #expect(contentLines(session)[0] == "Name: x")
    }

    @Test func withoutALabelTheFieldStartsAtTheLeftEdge() async throws {
        let session = try await expectFrame(node("terminal:textInput", ##""placeholder": "search""##), lines: ["search"])
        #expect(session.cells[0, 0].style.attributes.contains(.reverse))
        #expect(session.cells[29, 0].style.attributes == [.underline])
    }
}
