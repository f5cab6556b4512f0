import Testing
@testable import StratusApp
import StratusFormats
import StratusCore
import StratusTerminal

/// Property and event names that no schema lists, on components and actions, with "did you mean".
@MainActor
@Suite struct NameCheckTests {
    /// A component of a custom library, registered the way an app registers its own.
    struct Card: View, Decodable {
        /// A map property with names of its own.
        struct Badge: Decodable {
            let label: String?
        }

        let title: String
        let badge: Badge?
        @Event var onOpen: () -> Void

        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            title = try properties.decode(String.self, forKey: "title", default: "")
            badge = try properties.decodeIfPresent(Badge.self, forKey: "badge")
            _onOpen = try properties.decode(Event.self, forKey: "onOpen")
            properties.ignore("elevation")
        }

        var body: some View { Text(title) }
    }

    func diagnostics(_ text: String, libraries: [UILibrary] = []) throws -> [Diagnostic] {
        try checkedScreen(text, libraries: libraries)
    }

    @Test func reportsTheFiveProblemsOfAHandWrittenScreen() throws {
        let problems = try diagnostics(handWrittenScreen)
        #expect(problems.map(\.description) == [
            #"s.json:2:49: warning: unknown property "txt" of layout:text; did you mean "text"? [$.children[0].properties.txt]"#,
            #"s.json:2:65: warning: unknown property "colour" of layout:text; did you mean "color"? [$.children[0].properties.colour]"#,
            #"s.json:3:67: warning: unknown event "onPres" of terminal:button; did you mean "onPress"? [$.children[1].properties.onPres]"#,
            #"s.json:5:57: error: unknown state "nope" [$.children[2].properties.text]"#,
            #"s.json:5:57: error: unknown state "cont"; did you mean "count"? [$.children[2].properties.text]"#,
        ])
    }

    @Test func suggestsANameThatDiffersOnlyInCase() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Go",
              "OnPress": [{"_:action": "pop"}]}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:3: warning: unknown event "OnPress" of terminal:button; did you mean "onPress"? [$.properties.OnPress]"#,
        ])
    }

    @Test func reportsUnknownPropertiesAndEventsOfActions() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Go", "onPress": [
              {"_:action": "sendRequest", "properties": {"url": "/orders", "methd": "Post",
                "onSucess": [{"_:action": "log", "properties": {"message": "sent"}}]}}]}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:64: warning: unknown property "methd" of action sendRequest; did you mean "method"? [$.properties.onPress[0].properties.methd]"#,
            #"s.json:3:5: warning: unknown event "onSucess" of action sendRequest; did you mean "onSuccess"? [$.properties.onPress[0].properties.onSucess]"#,
        ])
    }

    @Test func saysWhereAPropertyWrittenBesideTheActionNameBelongs() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Go", "onPress": [
              {"_:action": "log", "message": "hi", "properties": {"message": "hi"}}]}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:23: warning: unknown key "message" in an action (expected "_:action", "metadata", "properties"); it is ignored; it belongs inside "properties" [$.properties.onPress[0].message]"#,
        ])
    }

    @Test func knowsTheNamesOfCustomComponentsAndTheIgnoredNimbusProperties() throws {
        let library = UILibrary("myApp").addComponent("card", Card.self)
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "myApp:card", "properties": {"title": "A", "elevation": 2, "onOpen": [],
                "tilte": "B", "badge": {"lable": "new"}}},
              {"_:component": "layout:text", "properties": {"text": "A", "iosAdaptiveSize": true}}]}
            """, libraries: [library])
        #expect(problems.map(\.description) == [
            #"s.json:3:5: warning: unknown property "tilte" of myApp:card; did you mean "title"? [$.children[0].properties.tilte]"#,
            #"s.json:3:29: warning: unknown property "badge.lable" of myApp:card; did you mean "label"? [$.children[0].properties.badge.lable]"#,
        ])
    }

    @Test func checksTheNamesOfStructuralComponents() throws {
        let problems = try diagnostics("""
            {"_:component": "forEach", "properties": {"items": [1], "iteratorname": "n"}, "children": [
              {"_:component": "layout:text", "properties": {"text": "@{item}"}}]}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:1:57: warning: unknown property "iteratorname" of forEach; did you mean "iteratorName"? [$.properties.iteratorname]"#,
        ])
    }

    @Test func offersNothingWhenNoNameIsClose() throws {
        let problems = try diagnostics(#"{"_:component": "layout:text", "properties": {"text": "A", "banana": 1}}"#)
        #expect(problems.map(\.message) == [#"unknown property "banana" of layout:text"#])
        #expect(problems.map(\.severity) == [.warning])
    }
}
