import StratusTerminal
import Testing

/// The `todoapp:` components of Nimbus's to-do sample (Sources/StratusSamples/TodoApp).
@MainActor
@Suite struct TodoAppComponentTests {
    @Test(arguments: [("add", "+"), ("CHECK", "✓"), ("delete", "✕"), ("no-such-icon", "•")])
    func anIconIsOneCharacter(_ name: String, _ symbol: String) async throws {
        try await expectSample(component("layout:row", "", component("todoapp:icon", ##""name": "\##(name)""##), label("|")),
                               lines: [symbol + "|"])
    }

    @Test func anIconTakesItsColorAndIgnoresAnInvalidOne() async throws {
        let colored = try await sample(component("todoapp:icon", ##""name": "add", "color": "#FF0000""##))
        #expect(colored.cells[0, 0].style.foreground == hex("#FF0000"))
        let invalid = try await sample(component("todoapp:icon", ##""name": "add", "color": "red""##))
        #expect(invalid.cells[0, 0].style.foreground == nil)
    }

    @Test func aButtonKeepsItsColorsAndRunsOnPress() async throws {
        let json = component("layout:column", state: #""n": 0"#,
                             component("todoapp:button", ##""text": "+", "backgroundColor": "#5F72C0", "foregroundColor": "#FFFFFF", "size": 56, "onPress": \##(setState("n", #""@{sum(n, 1)}""#))"##),
                             label("n=@{n}"))
        let session = try await expectSample(json, lines: ["[ + ]", "n=0"])
        #expect(session.cells[2, 0].style.background == hex("#5F72C0"))
        #expect(session.cells[2, 0].style.foreground == hex("#FFFFFF"))
        try await session.press("enter")
        #expect(content(session) == ["[ + ]", "n=1"])
    }

    static let toast = component("layout:column", state: #""message": "Saved""#,
                                 component("todoapp:toast", ##""message": "@{message}", "onHide": \##(setState("message", #""""#))"##),
                                 label("after"))

    @Test func aToastShowsItsMessageWithACloseButtonThatHidesIt() async throws {
        let session = try await expectSample(Self.toast, lines: ["╭─────────╮", "│ Saved ✕ │", "╰─────────╯", "after"])
        try await session.press("enter")
        #expect(content(session) == ["after"])
    }

    @Test func anEmptyMessageShowsNoToast() async throws {
        try await expectSample(component("todoapp:toast", #""message": """#), lines: [])
    }

    static let filter = component("layout:column", state: #""status": "All""#,
                                  component("todoapp:selectionGroup", ##""options": ["All", "To do", "Done"], "value": "@{status}", "onChange": \##(setState("status", #""@{onChange}""#))"##, id: "filter"),
                                  label("status=@{status}"))

    @Test func aSelectionGroupMarksTheValue() async throws {
        try await expectSample(Self.filter, lines: ["(•) All ( ) To do ( ) Done", "status=All"])
    }

    @Test func eachOptionCanBeClickedByItsId() async throws {
        let session = try await sample(Self.filter)
        try await session.click(id: "filter:Done")
        #expect(content(session) == ["( ) All ( ) To do (•) Done", "status=Done"])
        try await session.press("shift+tab", "enter")
        #expect(content(session) == ["( ) All (•) To do ( ) Done", "status=To do"])
    }

    @Test func theSearchFieldShowsItsLabelAsPlaceholderAndWritesBack() async throws {
        let json = component("layout:column", state: #""term": """#,
                             component("todoapp:textInput", ##""label": "Search", "value": "@{term}", "onChange": \##(setState("term", #""@{onChange}""#))"##),
                             label("term=@{term}"))
        let session = try await expectSample(json, lines: ["Search", "term="])
        try await session.type("milk")
        #expect(content(session) == ["milk", "term=milk"])
    }

    @Test(arguments: [("1671408000000", "Dec 19, 2022"), ("0", "Jan 1, 1970"), ("86399999", "Jan 1, 1970")])
    func formatDateWritesTheDayInUTC(_ timestamp: String, _ shown: String) async throws {
        let json = component("layout:column", state: ##""t": \##(timestamp)"##, label("[@{formatDate(t)}]"))
        try await expectSample(json, lines: ["[\(shown)]"])
    }
}
