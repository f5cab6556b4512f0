import Foundation
import Testing
@testable import StratusTerminal

/// The manual form (Docs/Nimbus.md §8), written as ZupIT/nimbus-docs `swiftui/component.md` once showed it.
struct ManualButton: View {
    var text: String
    var enabled: Bool = true
    var onPress: () -> Void
    var body: some View { Button(text) { onPress() }.disabled(!enabled) }
}

enum Tone: String { case calm, loud }

extension ManualButton: Deserializable {
    init(from map: PropertyMap?, children: [AnyComponent]) throws {
        self.text = try getMapProperty(map: map, name: "text")
        self.enabled = try getMapPropertyDefault(map: map, name: "enabled", default: true)
        let tone = try getMapEnumDefault(map: map, name: "tone", default: Tone.calm)
        if tone == .loud { text = text.uppercased() }
        let onPressEvent = getMapEvent(map: map, name: "onPress")
        self.onPress = { onPressEvent.trigger() }
    }
}

/// A manual component that reads its properties through the map's accessors.
struct Labelled: View, Deserializable {
    var text: String
    var body: some View { Text(text) }

    init(from map: PropertyMap?, children: [AnyComponent]) throws {
        text = "\(map?.string("label") ?? ""):\(map?.int("size") ?? 0)"
    }
}

/// The container with `@Children` of ZupIT/nimbus-docs `swiftui/decodable.md`.
struct Card<Content: View>: View, Decodable {
    var title: String
    @Children var content: () -> Content
    var body: some View {
        VStack {
            Text(title).bold()
            content()
        }
        .border(.rounded)
    }
}

/// A text field reporting every change through `@StatefulEvent`.
struct Echo: View, Decodable {
    @State var value: String
    @StatefulEvent var onChange: (String) -> Void
    var body: some View {
        let report = onChange
        let state = $value
        return TextField("type", text: Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0; report($0) }))
    }
}

/// A lazy container written by an app: it shows how many rows it holds and builds only its first.
struct FirstRow: LazyContainer {
    var rows: LazyChildren
    var body: some View {
        let first = rows.count > 0 ? rows.row(at: 0) : []
        return VStack {
            Text("rows: \(rows.count)")
            ForEach(first.indices) { first[$0] }
        }
    }
}

@MainActor
@Suite struct RegistrationFormTests {
    let library = UILibrary("my")
        .addComponent("button", ManualButton.self)
        .addComponent("labelled", Labelled.self)
        .addComponent("card", Card<AnyView>.self)
        .addComponent("echo", Echo.self)
        .addComponent("first", FirstRow.self)

    func open(_ json: String) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.ui([library]).headless(width: 50, height: 10)
    }

    @Test func manualFormReadsPropertiesEnumsAndEvents() async throws {
        let session = try await open("""
        {"_:component": "my:card", "state": {"n": 0}, "properties": {"title": "Card"}, "children": [
          {"_:component": "my:button", "id": "b", "properties": {"text": "press @{n}", "tone": "LOUD",
            "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}},
          {"_:component": "my:echo", "id": "e", "properties": {"value": "",
            "onChange": [{"_:action": "setState", "properties": {"path": "n", "value": "@{onChange}"}}]}}
        ]}
        """)
        #expect(session.text.contains("╭"))
        #expect(session.text.contains("Card"))
        #expect(session.text.contains("[ PRESS 0 ]"))
        try await session.press("enter")
        #expect(session.text.contains("[ PRESS 1 ]"))
        try await session.press("tab")
        try await session.type("42")
        #expect(session.text.contains("[ PRESS 42 ]"))
    }

    @Test func missingRequiredPropertyShowsTheReasonInDevelopmentMode() async throws {
        let session = try await open(#"{"_:component": "my:button", "properties": {"tone": "calm"}}"#)
        // In the core's words, as every property read says it (StratusCore's PropertyReader).
        let text = session.lines.joined(separator: " ").replacingOccurrences(of: "╎", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("Expected a string for property \"text\""), "\(session.text)")
        #expect(text.contains("found null"), "\(session.text)")
        #expect(session.text.contains("$"))
    }

    @Test func unknownEnumCaseIsAnError() async throws {
        let session = try await open(#"{"_:component": "my:button", "properties": {"text": "x", "tone": "shouty"}}"#)
        let text = session.lines.joined(separator: " ").replacingOccurrences(of: "╎", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("one of the cases of Tone") && text.contains("shouty"), "\(session.text)")
    }

    /// A property read through the map's accessors that does not fit is an error too, with the core's wording,
    /// not a silent default.
    @Test func aWronglyTypedPropertyReadThroughTheMapIsAnError() async throws {
        let session = try await open(#"{"_:component": "my:labelled", "properties": {"label": "x", "size": "big"}}"#)
        let text = session.lines.joined(separator: " ").replacingOccurrences(of: "╎", with: " ").split(separator: " ").joined(separator: " ")
        #expect(text.contains("Expected a number for property \"size\", but found big."), "\(session.text)")
        let fine = try await open(#"{"_:component": "my:labelled", "properties": {"label": "x", "size": "3"}}"#)
        #expect(fine.text.contains("x:3"), "\(fine.text)")
    }

    @Test func registrationReadsWhatTheTypeDeclares() throws {
        // A Decodable view's schema comes from its decoding code; a Deserializable one reads by hand: "any".
        let card = try #require(library.components["card"])
        // The shortcut properties any node with an event accepts are listed after the type's own.
        #expect(card.schema == .object([PropertySchema(name: "title", schema: .string, isRequired: true, defaultValue: nil)]
            + NodeDescriber.shortcutProperties))
        #expect(!card.buildsChildrenLazily(given: [:]))
        #expect(library.components["button"]?.schema == .any)
        #expect(library.components["first"]?.buildsChildrenLazily(given: [:]) == true)
    }

    @Test func aLazyContainerBuildsOnlyTheRowsItAsksFor() async throws {
        let items = (0..<1000).map(String.init).joined(separator: ",")
        let session = try await open(node("my:first", "", state: "\"items\": [\(items)]",
                                          node("forEach", #""items": "@{items}""#, text("item @{item}"))))
        #expect(session.text.contains("rows: 1000"))
        #expect(session.text.contains("item 0"))
        #expect(!session.text.contains("item 1"))
        let list = try #require(session.engine.navigator.currentScreen?.root)
        #expect(list.children.count == 1) // the one row asked for, not a thousand
    }
}
