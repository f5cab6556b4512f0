import Testing
@testable import StratusApp
import StratusFormats
import StratusCore
import StratusTerminal

/// Values of the wrong shape: a list or a map where text is expected, text where actions are expected, an
/// action without its required properties, an event holding something that is not an action.
@MainActor
@Suite struct ShapeCheckTests {
    func diagnostics(_ text: String) throws -> [Diagnostic] { try checkedScreen(text) }

    @Test func refusesAListOrAMapWhereTextIsExpected() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "terminal:checkbox", "properties": {"label": ["a"]}},
              {"_:component": "layout:text", "properties": {"text": {"en": "Hello"}}}]}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:64: error: "label" of terminal:checkbox: expected a string, found a list [$.children[0].properties.label]"#,
            #"s.json:3:57: error: "text" of layout:text: expected a string, found a map [$.children[1].properties.text]"#,
        ])
    }

    @Test func refusesTextWhereActionsAreExpected() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Go", "onPress": "next"}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:1:76: error: "onPress" of terminal:button: expected a list of actions, found the string "next" [$.properties.onPress]"#,
        ])
    }

    @Test func reportsAnActionWithoutItsRequiredProperties() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "properties": {"text": "Go", "onPress": [
              {"_:action": "setState", "properties": {"value": 1}},
              {"_:action": "triggerViewEvent"}]}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:3: error: action setState needs "path" (a string) [$.properties.onPress[0]]"#,
            #"s.json:3:3: error: action triggerViewEvent needs "event" (a string) [$.properties.onPress[1]]"#,
        ])
    }

    @Test func reportsAnEventThatHoldsSomethingOtherThanActions() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "terminal:button", "properties": {"text": "A", "onPress": ["pop"]}},
              {"_:component": "terminal:button", "properties": {"text": "B", "onPress": [{"_:action": "pop"}, 7]}}]}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:2:78: error: Expected an action (a map with "_:action") at $.children[0].properties.onPress[0], but found String. [$.children[0].properties.onPress[0]]"#,
            #"s.json:3:99: error: Expected an action (a map with "_:action") at $.children[1].properties.onPress[1], but found Int. [$.children[1].properties.onPress[1]]"#,
        ])
    }
}
