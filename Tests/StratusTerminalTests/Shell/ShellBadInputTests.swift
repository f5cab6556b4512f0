import Foundation
import StratusCore
import Testing
@testable import StratusTerminal

/// The shell under bad input (issue 43): every overlay open in the smallest terminal, a toast arriving while the
/// question before leaving is asked, a tab title of 300 characters. Nothing covers the focus, each key goes to
/// the top overlay and then to the screen, and nothing traps.
@MainActor
@Suite struct ShellBadInputTests {
    /// A column of filler lines, then a text field (`name`) at the bottom, then a toast shown while `shown`.
    static let fieldAtTheBottom = node("layout:column", id: "column", state: ##""shown": false"##, children:
        (1...5).map { text("line \($0)") } + [
            node("terminal:textInput", #""label": "Name""#, id: "name"),
            node("terminal:toast", ##""text": "A toast arrived", "visible": "@{shown}""##, id: "toast"),
        ])

    /// The line of the frame that shows the field's label, if it is on screen.
    func fieldLine(_ session: HeadlessSession) -> String? {
        session.lines.first { $0.contains("Name") }
    }

    @Test func aToastArrivingWhileTheQuestionIsAskedNeitherHidesTheFocusNorTakesAKey() async throws {
        let session = try await render(Self.fieldAtTheBottom, width: 40, height: 10)
        #expect(session.focusedID == "name")
        try await session.type("abc")
        try await session.press("ctrl+c")
        #expect(session.text.contains("Lose what you typed?"))
        let column = try #require(session.engine.navigator.currentScreen?.root?.node(withID: "column"))
        try session.engine.setState(path: "shown", value: true, from: column.scope)
        await session.settle()
        #expect(session.text.contains("A toast arrived"), "\(session.text)")
        #expect(session.text.contains("Lose what you typed?"), "the toast took the question away:\n\(session.text)")
        let field = try #require(fieldLine(session), "the field is not on screen:\n\(session.text)")
        #expect(field.contains("abc"), "the toast hides the focused field:\n\(session.text)")
        // The question takes the next key, and only it: the field does not type it.
        try await session.type("x")
        #expect(!session.didQuit && !session.text.contains("Lose what you typed?"))
        #expect(fieldLine(session)?.contains("abcx") == false, "\(session.text)")
        try await session.type("y")
        #expect(fieldLine(session)?.contains("abcy") == true, "the field does not type after the question:\n\(session.text)")
    }

    @Test func everyOverlayOpenInTheSmallestTerminalDrawsAndEachKeyClosesOneInTurn() async throws {
        let session = try await render(Self.fieldAtTheBottom, width: 40, height: 12)
        try await session.type("abc")
        try await session.press("f12")
        session.runtime.openHelp()
        session.runtime.leave(by: KeyPress(.character("c"), modifiers: .ctrl), losingText: true) { session.runtime.quitRequested = true }
        #expect(session.runtime.overlays.entries.count == 3)
        let smallest = StratusRuntime.minimumSize
        await session.resize(width: smallest.width, height: smallest.height)
        #expect(session.lines.count == smallest.height && !session.text.isEmpty)
        #expect(session.layoutProblems.isEmpty, "\(session.layoutProblems)")
        await session.resize(width: 40, height: 12)
        #expect(session.text.contains("Lose what you typed?"))
        // The question, the help and the log close in turn, each taking one key; the next key is typed.
        for open in [3, 2, 1] {
            #expect(session.runtime.overlays.entries.count == open)
            try await session.type("x")
        }
        #expect(session.runtime.overlays.isEmpty && !session.didQuit)
        #expect(fieldLine(session)?.contains("abcx") == false, "a key that closed an overlay was typed:\n\(session.text)")
        try await session.type("z")
        #expect(fieldLine(session)?.contains("abcz") == true, "\(session.text)")
    }

    @Test func theLogOpeningOverTheFocusedFieldScrollsItBackIntoView() async throws {
        // A column taller than the terminal once the log takes its rows: the field at its bottom must stay shown.
        let tall = node("layout:column", "", children: (1...12).map { text("line \($0)") } + [
            node("terminal:textInput", #""label": "Name""#, id: "name"),
        ])
        let session = try await render(tall, width: 40, height: 16)
        try await session.press("tab")
        let focused = try #require(session.focusedID)
        try await session.press("f12")
        #expect(session.text.contains("Log (any key closes)"), "\(session.text)")
        #expect(session.focusedID == focused)
        let shown = session.lines.firstIndex { $0.contains("Name") }
        let log = session.lines.firstIndex { $0.contains("Log (any key closes)") }
        #expect(shown != nil && log != nil && shown! < log!, "the log covers the focused field:\n\(session.text)")
    }

    @Test func aTabTitleOf300CharactersKeepsTheBarOnOneRowAndTheKeysGoingToTheTab() async throws {
        let long = String(repeating: "x", count: 300)
        let folder = try screenFolder([
            "home.json": node("layout:column", "", text("home body")),
            "long.json": node("layout:column", "", node("terminal:textInput", #""label": "Name""#, id: "name")),
        ])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/home.json") }.headless(width: 40, height: 8)
        session.engine.navigator.open(tabs: [NavigationTab(title: "Home", route: "/home.json"),
                                             NavigationTab(title: long, route: "/long.json")])
        await session.settle()
        try await session.press("alt+2", "enter")
        try await session.type("hi")
        for size in [Size(width: 40, height: 8), StratusRuntime.minimumSize, Size(width: 40, height: 8)] {
            await session.resize(width: size.width, height: size.height)
            let bar = session.lines[session.lines.count - 2]
            #expect(CharacterWidth.width(of: bar) <= size.width && bar.contains("…"), "at \(size): \(bar)")
        }
        #expect(session.focusedID == "name")
        #expect(session.text.contains("Name: hi"), "\(session.text)")
        try await session.press("alt+1")
        #expect(session.text.contains("home body"))
    }
}
