import Testing
@testable import StratusTerminal

/// `HeadlessSession` (Runtime/HeadlessSession.swift): the pilot tests drive apps with, and what it reports.
@MainActor
@Suite struct HeadlessSessionTests {
    static let form = node("layout:column", state: ##""v": "", "sent": """##,
                           node("terminal:textInput", ##""label": "Note", "value": "@{v}", "onChange": \##(setState("v", #""@{onChange}""#)), "onSubmit": \##(setState("sent", #""@{onSubmit}""#))"##, id: "note"),
                           node("terminal:button", #""text": "One""#, id: "one"),
                           node("terminal:button", #""text": "Two""#, id: "two"),
                           text("v=@{v} sent=@{sent}"))

    @Test func anArgumentWithSpacesIsASequenceOfKeys() async throws {
        let session = try await render(Self.form)
        try await session.press("tab tab")
        #expect(session.focusedID == "two")
        try await session.press("shift+tab", "shift+tab")
        #expect(session.focusedID == "note")
    }

    /// A frame after which `onAppear` actions run (a lifecycle's `onInit`) is replaced by the next before the
    /// session reads the terminal: it is placed, so focus lands where that frame put it (on Second, the only
    /// control it showed, not on First, which `onInit` brought in above it), but it is never painted or presented.
    @Test func aFrameReplacedAtOnceIsPlacedButNotPresented() async throws {
        let first = node("if", ##""condition": "@{ready}""##,
                         node("then", children: [node("terminal:button", #""text": "First""#, id: "first")]))
        let json = node("layout:lifecycle", ##""onInit": \##(setState("ready", "true"))"##, state: ##""ready": false"##,
                        first, node("terminal:button", #""text": "Second""#, id: "second"))
        let session = try await render(json)
        #expect(session.text.contains("First") && session.text.contains("Second"))
        #expect(session.focusedID == "second")
        #expect(session.backend.frameCount == 1)
    }

    @Test func aKeyThatDoesNotParseThrows() async throws {
        let session = try await render(Self.form)
        await #expect(throws: TerminalError.self) { try await session.press("hyper+q") }
        await #expect(throws: TerminalError.self) { try await session.press("tab nonsense") }
    }

    @Test func aNewlineTypedIsEnter() async throws {
        let session = try await render(Self.form)
        try await session.type("hi\n")
        #expect(contentLines(session).contains("v=hi sent=hi"))
    }

    @Test func clickingAnIdThatIsNotOnScreenThrows() async throws {
        let session = try await render(Self.form)
        await #expect(throws: TerminalError.self) { try await session.click(id: "nowhere") }
        try await session.click(id: "two")
        #expect(session.focusedID == "two")
    }

    @Test func qQuitsUnlessAFieldIsBeingEdited() async throws {
        let editing = try await render(Self.form)
        try await editing.type("q")
        #expect(!editing.didQuit)
        // The field holds the typed q: ctrl+c asks first, and a second one quits.
        try await editing.press("ctrl+c")
        #expect(!editing.didQuit && editing.text.contains("Lose what you typed?"))
        try await editing.press("ctrl+c")
        #expect(editing.didQuit)
        let browsing = try await render(Self.form)
        try await browsing.press("tab", "q")
        #expect(browsing.didQuit)
    }

    @Test func resizingReflowsTheFrame() async throws {
        let session = try await render(node("layout:text", #""text": "one two three four five six""#), width: 30, height: 6)
        #expect(contentLines(session)[0] == "one two three four five six")
        await session.resize(width: 20, height: 6)
        #expect(session.cells.width == 20)
        #expect(Array(contentLines(session).prefix(2)) == ["one two three four", "five six"])
    }

    @Test func aTerminalTooSmallSaysSo() async throws {
        let session = try await render(text("hello"), width: 30, height: 6)
        await session.resize(width: 12, height: 4)
        #expect(session.text.hasPrefix("Terminal too"))
        #expect(!session.text.contains("hello"))
        await session.resize(width: 30, height: 6)
        #expect(session.text.hasPrefix("hello"))
    }

    @Test func theWheelScrollsWhatIsUnderIt() async throws {
        let rows = (0..<30).map { text("row \($0)") }
        let session = try await render(node("layout:scrollView", "", node("layout:column", "", children: rows)), width: 30, height: 6)
        #expect(contentLines(session)[0].hasPrefix("row 0"))
        // Three rows a step, as ScreenRenderer scrolls for the wheel.
        await session.scroll(x: 1, y: 1, steps: 3)
        #expect(contentLines(session)[0].hasPrefix("row 9 "))
        await session.scroll(x: 1, y: 1, steps: -2)
        #expect(contentLines(session)[0].hasPrefix("row 3 "))
        // Over nothing that scrolls, the wheel does nothing.
        await session.scroll(x: 1, y: 5, steps: 1)
        #expect(contentLines(session)[0].hasPrefix("row 3 "))
    }

    @Test func styledTextIsTheFrameSnapshotOfTheScreen() async throws {
        let session = try await render(node("layout:text", ##""text": "hi", "color": "#FF0000""##))
        let lines = session.styledText.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "frame \(session.cells.width)x\(session.cells.height)")
        #expect(lines.dropFirst().first == "hi")
        #expect(lines.contains("a fg=#FF0000"))
        #expect(lines.drop { $0 != "map" }.dropFirst().first == "aa")
    }

    @Test func anOrdinaryScreenBreaksNoLayoutInvariant() async throws {
        let session = try await render(Self.form)
        #expect(session.layoutProblems.isEmpty)
    }
}

/// `ViewHost` (Runtime/ViewHost.swift) as a frame loop: changed cells, forced layout.
@MainActor
@Suite struct ViewHostFrameTests {
    struct Tally: View {
        @State var count = 0
        var body: some View { HStack { Text("n=\(count)"); Button("+") { count += 1 } } }
    }

    @Test func aRedrawWithoutChangesWritesNoCell() {
        let host = ViewHost(Tally(), width: 12, height: 1)
        #expect(host.draw() == 0)
        #expect(host.size == Size(width: 12, height: 1))
    }

    @Test func aChangeWritesOnlyTheCellsThatChanged() {
        let host = ViewHost(Tally(), width: 12, height: 1)
        host.press(KeyPress(.enter))
        #expect(host.text == "n=1 [ + ]")
        #expect(host.lastChangeCount == 1)
    }

    @Test func forcingLayoutDrawsTheSameFrame() {
        let host = ViewHost(Tally(), width: 12, height: 1)
        let before = host.frame
        #expect(host.draw(forcingLayout: true) == 0)
        #expect(host.frame == before)
    }

    @Test func aClickOnNothingIsNotUsed() {
        let host = ViewHost(Tally(), width: 12, height: 1)
        #expect(!host.click(x: 11, y: 0))
        #expect(host.click(x: 5, y: 0))
        #expect(host.text == "n=1 [ + ]")
    }
}
