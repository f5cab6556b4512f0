import Testing
@testable import StratusTerminal

/// `terminal:toast` (Components/Terminal/DisplayWidgets.swift): a rounded box with an icon, colored by `type`,
/// presented over the bottom of the screen's area rather than taking room in its column, never over the focused
/// box; Enter, Esc or a click runs `onDismiss`.
@MainActor
@Suite struct TerminalToastTests {
    /// A button that takes focus, then the toast.
    static func screen(_ properties: String) -> String {
        node("layout:column", "", node("terminal:button", #""text": "Ok""#), node("terminal:toast", properties, id: "toast"))
    }

    /// A toast shown while `shown` is true and hidden by `onDismiss`.
    static let dismissible = node("layout:column", state: ##""shown": true"##,
                                  node("terminal:toast", ##""text": "Hi", "visible": "@{shown}", "onDismiss": \##(setState("shown", "false"))"##, id: "toast"),
                                  text("shown=@{shown}"))

    @Test(arguments: [("success", "✓", "#50C878"), ("warning", "!", "#E5C07B"), ("error", "✗", "#E06C75"),
                      ("info", "i", "#61AFEF"), ("SUCCESS", "✓", "#50C878")])
    func theTypeChoosesTheIconAndTheColor(_ type: String, _ icon: String, _ color: String) async throws {
        let session = try await expectFrame(Self.screen(##""text": "Saved", "type": "\##(type)""##), lines: [
            "[ Ok ]",
            "",
            "",
            "",
            "╭─────────╮",
            "│ \(icon) Saved │",
            "╰─────────╯",
        ])
        #expect((0...10).allSatisfy { session.cells[$0, 4].style == Style(foreground: hex(color)) })
        #expect(session.cells[0, 5].style == Style(foreground: hex(color)))
        #expect(session.cells[2, 5].style == Style(foreground: hex(color), attributes: .bold))
        #expect(session.cells[4, 5].style == .plain)
        #expect(session.cells[10, 5].style == Style(foreground: hex(color)))
    }

    @Test func anUnknownTypeIsAnError() async throws {
        // Nimbus coercion: an enumeration refuses a name it does not have.
        let session = try await render(Self.screen(#""text": "Saved", "type": "other""#), width: 60)
        #expect(contentLines(session).joined().contains("other"))
    }

    @Test func withoutATypeItIsInformation() async throws {
        let session = try await expectFrame(Self.screen(#""text": "Note""#), lines: ["[ Ok ]", "", "", "", "╭────────╮", "│ i Note │", "╰────────╯"])
        #expect(session.cells[2, 5].style.foreground == hex("#61AFEF"))
    }

    @Test func anInvisibleToastDrawsNothingAndTakesNoFocus() async throws {
        let session = try await expectFrame(node("layout:column", "", node("terminal:toast", #""text": "Gone", "visible": false"#, id: "toast"), text("after")),
                                            lines: ["after"])
        #expect(session.focusedID == nil)
    }

    @Test func theToastTakesFocusAndEnterDismissesIt() async throws {
        // The text after the toast keeps the top row: the toast takes no room in the column.
        let session = try await expectFrame(Self.dismissible, lines: ["shown=true", "", "", "", "╭──────╮", "│ i Hi │", "╰──────╯"])
        #expect(session.focusedID == "toast")
        try await session.press("enter")
        expectLines(contentLines(session), ["shown=false"])
    }

    @Test func escapeDismissesIt() async throws {
        let session = try await render(Self.dismissible)
        try await session.press("esc")
        expectLines(contentLines(session), ["shown=false"])
        #expect(!session.didQuit)
    }

    @Test func aClickDismissesIt() async throws {
        let session = try await render(Self.dismissible)
        try await session.click(x: 3, y: 5)
        expectLines(contentLines(session), ["shown=false"])
    }

    @Test func theToastTakesTheRowsItNeedsSoTheFocusIsScrolledIntoViewAboveIt() async throws {
        let buttons = ["A", "B", "C", "D", "E", "F", "G"].map { (name: String) in node("terminal:button", #""text": "\#(name)""#, id: name) }
        let screen = node("layout:column", children: buttons + [node("terminal:toast", #""text": "Hi""#, id: "toast")])
        // Seven rows of buttons in the four the toast leaves: they scroll (the scroll bar at the right).
        let session = try await expectFrame(screen, lines: ["[ A ]┃", "[ B ]┃", "[ C ]│", "[ D ]│", "╭──────╮", "│ i Hi │", "╰──────╯"])
        // F, the sixth button, is scrolled into the rows above the toast, which stays where it was.
        try await session.press("tab", "tab", "tab", "tab", "tab")
        #expect(session.focusedID == "F")
        expectLines(contentLines(session), ["[ C ]│", "[ D ]┃", "[ E ]┃", "[ F ]│", "╭──────╮", "│ i Hi │", "╰──────╯"])
        #expect(session.cells[2, 3].style.attributes.contains(.reverse), "the focused button is drawn focused")
        // Back on A, at the top.
        try await session.press("shift+tab", "shift+tab", "shift+tab", "shift+tab", "shift+tab")
        #expect(session.focusedID == "A")
        expectLines(contentLines(session), ["[ A ]┃", "[ B ]┃", "[ C ]│", "[ D ]│", "╭──────╮", "│ i Hi │", "╰──────╯"])
    }

    @Test func withoutTheToastTheScreenHasItsRowsBack() async throws {
        let buttons = ["A", "B", "C", "D", "E", "F", "G"].map { (name: String) in node("terminal:button", #""text": "\#(name)""#, id: name) }
        let screen = node("layout:column", state: ##""shown": true"##, children: buttons + [
            node("terminal:toast", ##""text": "Hi", "visible": "@{shown}", "onDismiss": \##(setState("shown", "false"))"##, id: "toast"),
        ])
        let session = try await render(screen)
        try await session.press("shift+tab", "enter")
        #expect(session.focusedID != "toast")
        expectLines(contentLines(session), ["[ A ]", "[ B ]", "[ C ]", "[ D ]", "[ E ]", "[ F ]", "[ G ]"])
    }

    @Test func aToastThatWouldLeaveTheScreenNoRowIsNotDrawn() async throws {
        // Four rows for the screen in the smallest terminal: the toast's message wraps to more than that.
        let message = "one two three four five six seven eight nine ten"
        let screen = node("layout:column", children: [node("terminal:button", #""text": "A""#, id: "A"),
                                                      node("terminal:toast", #""text": "\#(message)""#, id: "toast")])
        let session = try await render(screen, width: 20, height: 5)
        #expect(session.focusedID == "A")
        expectLines(contentLines(session), ["[ A ]"])
    }

    @Test func aLongMessageWrapsInsideTheBox() async throws {
        // 13 columns leave 7 for the text beside the icon.
        try await expectFrame(narrow(Self.screen(#""text": "one two three four""#), columns: 13), lines: [
            "[ Ok ]", "", "╭───────────╮", "│ i one two │", "│   three   │", "│   four    │", "╰───────────╯",
        ])
    }
}

/// `terminal:keyBinding` (Components/Terminal/DisplayWidgets.swift): draws nothing; its key runs `onPress` from
/// anywhere and is listed in the footer.
@MainActor
@Suite struct TerminalKeyBindingTests {
    static func screen(_ binding: String, focusable: Bool = true) -> String {
        var children = [node("terminal:keyBinding", binding), text("n=@{n}")]
        if focusable { children.insert(node("terminal:textInput", #""label": "Note""#, id: "note"), at: 1) }
        return node("layout:column", state: ##""n": 0"##, children: children)
    }

    static let increment = setState("n", ##""@{sum(n, 1)}""##)

    @Test func drawsNothing() async throws {
        try await expectFrame(Self.screen(##""key": "ctrl+r", "onPress": \##(Self.increment)"##, focusable: false), lines: ["n=0"])
    }

    @Test func theKeyRunsOnPressEvenWhileAFieldHasFocus() async throws {
        let session = try await render(Self.screen(##""key": "ctrl+r", "description": "Count", "onPress": \##(Self.increment)"##), width: 70)
        #expect(session.focusedID == "note")
        try await session.press("ctrl+r", "ctrl+r")
        #expect(contentLines(session).filter { $0.hasPrefix("n=") } == ["n=2"])
        #expect(session.lines.last?.hasPrefix(" Ctrl+R  Count  Tab  Next") == true)
    }

    @Test func showFalseKeepsTheKeyOutOfTheFooter() async throws {
        let session = try await render(Self.screen(##""key": "f2", "description": "Secret", "show": false, "onPress": \##(Self.increment)"##), width: 50)
        #expect(session.lines.last?.contains("Secret") == false)
        try await session.press("f2")
        #expect(contentLines(session).filter { $0.hasPrefix("n=") } == ["n=1"])
    }

    @Test func aKeyThatDoesNotParseIsIgnored() async throws {
        let session = try await render(Self.screen(##""key": "hyper+x", "description": "Broken", "onPress": \##(Self.increment)"##), width: 50)
        #expect(session.lines.last?.contains("Broken") == false)
        try await session.press("x")
        #expect(contentLines(session).filter { $0.hasPrefix("n=") } == ["n=0"])
    }

    @Test func aBindingLastInAColumnWithoutPaddingStillWorks() async throws {
        let json = node("layout:column", state: ##""n": 0"##, text("n=@{n}"),
                        node("terminal:keyBinding", ##""key": "f3", "description": "Last", "onPress": \##(Self.increment)"##))
        let session = try await render(json, width: 50)
        #expect(session.lines.last?.hasPrefix(" F3  Last ") == true)
        try await session.press("f3")
        #expect(contentLines(session).first == "n=1")
    }

    @Test func aBindingInAHiddenBranchIsInactive() async throws {
        let json = node("layout:column", state: ##""n": 0, "on": false"##,
                        ##"{"_:component": "if", "properties": {"condition": "@{on}"}, "children": [{"_:component": "then", "children": [\##(node("terminal:keyBinding", ##""key": "f4", "description": "Hidden", "onPress": \##(Self.increment)"##))]}]}"##,
                        node("terminal:keyBinding", ##""key": "f5", "description": "Show", "onPress": \##(setState("on", "true"))"##),
                        text("n=@{n}"))
        let session = try await render(json, width: 50)
        #expect(session.lines.last?.contains("Hidden") == false)
        try await session.press("f4")
        #expect(contentLines(session).filter { $0.hasPrefix("n=") } == ["n=0"])
        try await session.press("f5", "f4")
        #expect(contentLines(session).filter { $0.hasPrefix("n=") } == ["n=1"])
        #expect(session.lines.last?.contains("Hidden") == true)
    }
}
