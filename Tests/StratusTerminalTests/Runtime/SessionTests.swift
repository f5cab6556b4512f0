import Foundation
import Testing
@testable import StratusTerminal

/// A component written with the public API, as an app would.
struct GreetingButton: View, Decodable {
    var text: String
    var enabled: Bool = true
    @Event var onPress: () -> Void
    var body: some View { Button(text) { onPress() }.disabled(!enabled) }

    enum CodingKeys: String, CodingKey { case text, enabled, onPress }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        enabled = try container.decodeIfPresent(Bool.self, forKey: .enabled) ?? true
        _onPress = try container.decode(Event.self, forKey: .onPress)
    }
}

struct Counter: View, Decodable {
    @State var count: Int
    var body: some View {
        HStack {
            Text("Count: \(count)")
            Button("+1") { count += 1 }
        }
    }
}

@MainActor
@Suite struct SessionTests {
    let library = UILibrary("test")
        .addComponent("greeting", GreetingButton.self)
        .addComponent("counter", Counter.self)

    func session(_ json: String, width: Int = 40, height: Int = 8) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .ui([library]).headless(width: width, height: height)
    }

    @Test func pressingEnterOnAButtonRunsItsEvent() async throws {
        let session = try await session("""
        {"_:component": "fragment", "state": {"n": 0}, "children": [
          {"_:component": "test:greeting", "id": "hello", "properties": {"text": "Hi @{n}",
            "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}}
        ]}
        """)
        #expect(session.lines[0].hasPrefix("[ Hi 0 ]"))
        #expect(session.focusedID == "hello")
        try await session.press("enter")
        #expect(session.lines[0].hasPrefix("[ Hi 1 ]"))
        try await session.click(id: "hello")
        #expect(session.lines[0].hasPrefix("[ Hi 2 ]"))
    }

    @Test func stateIsKeptPerNodeAcrossRenders() async throws {
        let session = try await session("""
        {"_:component": "fragment", "children": [
          {"_:component": "test:counter", "id": "c", "properties": {"count": 5}}
        ]}
        """)
        #expect(session.lines[0].hasPrefix("Count: 5 [ +1 ]"))
        try await session.press("enter", "enter")
        #expect(session.lines[0].hasPrefix("Count: 7 [ +1 ]"))
    }

    @Test func stateStartsOverWhenTheNodeLeavesTheTree() async throws {
        let session = try await session("""
        {"_:component": "fragment", "state": {"shown": true}, "children": [
          {"_:component": "test:greeting", "id": "toggle", "properties": {"text": "toggle",
            "onPress": [{"_:action": "setState", "properties": {"path": "shown", "value": "@{not(shown)}"}}]}},
          {"_:component": "if", "properties": {"condition": "@{shown}"}, "children": [{"_:component": "then", "children": [
            {"_:component": "test:counter", "id": "c", "properties": {"count": 1}}]}]}
        ]}
        """)
        try await session.press("tab", "enter", "enter")
        #expect(session.lines[1].hasPrefix("Count: 3"))
        try await session.press("shift+tab", "enter")
        #expect(!session.text.contains("Count:"))
        try await session.press("enter")
        #expect(session.lines[1].hasPrefix("Count: 1"))
    }

    @Test func onlyTheChangedNodesAreDescribedAgainUntilTheTreeChangesShape() async throws {
        // Typing changes the field and the text bound to it, nothing joins or leaves: those two are described again
        // (NodeDescriber.sync). Then the counter leaves: the whole tree is walked, and its state goes with it.
        let rows = (0..<50).map { #"{"_:component": "layout:text", "properties": {"text": "Row \#($0)"}}"# }
        let screen = #"""
        {"_:component": "layout:column", "state": {"query": ""}, "children": [
          {"_:component": "terminal:textInput", "id": "field", "properties": {"label": "Type", "value": "@{query}",
            "onChange": [{"_:action": "setState", "properties": {"path": "query", "value": "@{onChange}"}}]}},
          {"_:component": "layout:text", "properties": {"text": "Typed: @{query}"}},
          {"_:component": "if", "properties": {"condition": "@{not(contains(query, 'x'))}"}, "children": [
            {"_:component": "then", "children": [{"_:component": "test:counter", "id": "c", "properties": {"count": 1}}]}]},
        """# + rows.joined(separator: ",") + "]}"
        let session = try await session(screen, width: 40, height: 14)
        try await session.click(id: "field")
        try await session.type("ab")
        #expect(session.text.contains("Typed: ab"))
        #expect(session.text.contains("Count: 1"))
        #expect(session.text.contains("Row 0"))
        try await session.type("x")
        #expect(session.text.contains("Typed: abx"))
        #expect(!session.text.contains("Count:"))
        try await session.press("backspace")
        #expect(session.text.contains("Typed: ab"))
        #expect(session.text.contains("Count: 1"))
    }

    @Test func unknownComponentShowsAPlaceholderInDevelopmentMode() async throws {
        let session = try await session("""
        {"_:component": "fragment", "children": [{"_:component": "nope:thing"}]}
        """, width: 60)
        #expect(session.text.contains("unknown component \"nope:thing\""))
    }
}
