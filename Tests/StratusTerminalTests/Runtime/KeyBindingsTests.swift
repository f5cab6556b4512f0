import Foundation
import Testing
@testable import StratusTerminal

/// A counter that declares its keys on its type, as a Textual widget declares `BINDINGS`.
struct KeyedCounter: View, Decodable, KeyBindingDeclaring {
    @State var count: Int
    static var bindings: [ComponentKeyBinding<KeyedCounter>] {
        [ComponentKeyBinding("+", "Increment", action: KeyedCounter.increment),
         ComponentKeyBinding("-", "Decrement", show: false, action: KeyedCounter.decrement)]
    }
    func increment() { count += 1 }
    func decrement() { count -= 1 }
    var body: some View { Text("count \(count)") }
}

/// One declared list of bindings (`StratusRuntime.keyBindings`, Interaction/KeyBinding.swift) answers keys, makes
/// the footer and fills the `?` help.
@MainActor
@Suite struct KeyBindingsTests {
    static let home = """
    {"_:component": "layout:column", "children": [
      {"_:component": "my:counter", "id": "counter", "properties": {"count": 0}},
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [{"_:action": "push", "properties": {"url": "/second.json"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "Open second"}}]}
    ]}
    """
    static let second = #"{"_:component": "layout:text", "properties": {"text": "Second screen"}}"#

    /// The home screen with a second stop for Tab, so that every key in its footer changes something.
    static let twoStops = """
    {"_:component": "layout:column", "children": [
      {"_:component": "my:counter", "id": "counter", "properties": {"count": 0}},
      {"_:component": "layout:touchable", "id": "go", "properties": {"onPress": [{"_:action": "push", "properties": {"url": "/second.json"}}]},
       "children": [{"_:component": "layout:text", "properties": {"text": "Open second"}}]},
      {"_:component": "layout:touchable", "id": "stay", "properties": {"onPress": []},
       "children": [{"_:component": "layout:text", "properties": {"text": "Stay"}}]}
    ]}
    """

    func open(home: String = Self.home, width: Int = 100, height: Int = 30) async throws -> HeadlessSession {
        let folder = try screenFolder(["index.json": home, "second.json": Self.second])
        return try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }
            .ui([UILibrary("my").addComponent("counter", KeyedCounter.self)])
            .headless(width: width, height: height)
    }

    /// The footer the list makes: its `show` entries, in order, each ` key  words`.
    func footer(of bindings: [KeyBinding]) -> String {
        bindings.filter(\.show).map { " \($0.key.label)  \($0.description)" }.joined(separator: " ")
    }

    @Test func theFooterAndTheHelpShowExactlyTheListTheHandlerReads() async throws {
        let session = try await open()
        let bindings = session.runtime.keyBindings
        #expect(trimmedRight(try #require(session.lines.last)) == footer(of: bindings))
        try await session.press("?")
        let help = session.text
        for binding in bindings {
            #expect(help.contains(binding.key.label), "\(binding.key.label) is handled but not in the help:\n\(help)")
            #expect(help.contains(binding.help ?? binding.description), "\(binding.description) is not in the help:\n\(help)")
        }
    }

    @Test func aKeyIsAnsweredOnlyWhileTheListHasIt() async throws {
        let session = try await open()
        // Nothing to go back to: Esc is not in the list, not in the footer, and does nothing.
        #expect(session.runtime.keyBindings.binding(for: KeyPress(.escape)) == nil)
        #expect(!(session.lines.last ?? "").contains("Esc"))
        let before = session.text
        try await session.press("esc", "r")
        #expect(session.text == before)
        // On the second screen it is there, labelled Back, and goes back.
        try await session.press("tab", "enter")
        #expect(session.text.contains("Second screen"))
        #expect(session.runtime.keyBindings.binding(for: KeyPress(.escape))?.description == "Back")
        #expect(trimmedRight(try #require(session.lines.last)) == footer(of: session.runtime.keyBindings))
        #expect((session.lines.last ?? "").contains(" Esc  Back"))
        try await session.press("esc")
        #expect(session.text.contains("count 0"))
    }

    @Test func aComponentsDeclaredBindingWorksAndShows() async throws {
        let session = try await open()
        let footer = try #require(session.lines.last)
        #expect(footer.hasPrefix(" +  Increment "), "\(footer)")
        #expect(!footer.contains("Decrement"))
        try await session.press("+", "+", "-")
        #expect(session.text.contains("count 1"), "\(session.text)")
        try await session.press("?")
        #expect(session.text.contains("Decrement"))
    }

    @Test func aClickOnEachFooterEntryDoesWhatItsKeyDoes() async throws {
        let shown = try await open(home: Self.twoStops).runtime.keyBindings.filter(\.show)
        #expect(shown.count >= 4)
        for binding in shown {
            // Two fresh sessions: one presses the key, the other clicks its entry, found in the footer's text.
            let pressing = try await open(home: Self.twoStops)
            try await pressing.press(binding.key.description)
            let clicking = try await open(home: Self.twoStops)
            let footer = try #require(clicking.lines.last)
            let entry = " \(binding.key.label)  \(binding.description)"
            let start = try #require(footer.range(of: entry), "\(entry) is not in the footer: \(footer)")
            let column = footer.distance(from: footer.startIndex, to: start.lowerBound) + 1
            try await clicking.click(x: column, y: clicking.lines.count - 1)
            #expect(clicking.styledText == pressing.styledText, "a click on \(entry) did not do what \(binding.key) does")
            #expect(clicking.focusedID == pressing.focusedID)
            #expect(clicking.didQuit == pressing.didQuit)
            // Each key does something to see (q: it quits), so the comparison above can fail.
            let untouched = try await open(home: Self.twoStops)
            #expect(clicking.styledText != untouched.styledText || clicking.focusedID != untouched.focusedID
                    || clicking.didQuit, "\(binding.key) changed nothing")
        }
    }
}
