import Testing
@testable import StratusApp
import StratusFormats
import StratusCore
import StratusTerminal

/// State references (`@{a.b}` and `setState` paths) against the states in scope where they are written.
@MainActor
@Suite struct StateReferenceCheckTests {
    func diagnostics(_ text: String, navigationStates: Set<String> = []) throws -> [Diagnostic] {
        try checkedScreen(text, navigationStates: navigationStates)
    }

    @Test func acceptsEveryKindOfStateInScope() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"people": [{"name": "Ann", "age": 3}], "form": {"email": ""}},
             "children": [
              {"_:component": "forEach", "properties": {"items": "@{people}", "iteratorName": "person",
                "indexName": "row"}, "children": [
                {"_:component": "layout:text", "properties": {"text": "@{row}. @{person.name} @{person.age}"}}]},
              {"_:component": "forEach", "properties": {"items": "@{people}"}, "children": [
                {"_:component": "layout:text", "properties": {"text": "@{index}: @{item.name}"}}]},
              {"_:component": "layout:text", "properties": {"text": "@{global.user.name} @{note.title} @{form.email}"}},
              {"_:component": "terminal:textInput", "properties": {"label": "Email", "value": "@{form.email}", "onChange": [
                {"_:action": "setState", "properties": {"path": "form.email", "value": "@{onChange}"}},
                {"_:action": "sendRequest", "properties": {"url": "/check",
                  "onSuccess": [{"_:action": "setState", "properties": {"path": "global.result",
                    "value": "@{onSuccess.data.ok} @{onChange}"}}],
                  "onError": [{"_:action": "log", "properties": {"message": "@{onError.message}"}}]}}]}}]}
            """, navigationStates: ["note"])
        #expect(problems.map(\.description) == [])
    }

    @Test func reportsANameNoStateInScopeHasWithTheClosestNames() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:column", "state": {"counter": 1}},
              {"_:component": "forEach", "properties": {"items": [1, 2]}, "children": [
                {"_:component": "layout:text", "properties": {"text": "@{itme} @{counter}"}}]}]}
            """)
        // A child's state is not visible to its siblings.
        #expect(problems.map(\.description) == [
            #"s.json:4:59: error: unknown state "itme"; did you mean "item"? [$.children[1].children[0].properties.text]"#,
            #"s.json:4:59: error: unknown state "counter" [$.children[1].children[0].properties.text]"#,
        ])
    }

    @Test func warnsOfAKeyTheInitialValueDoesNotHave() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"user": {"name": "Ann"}, "count": 0,
              "people": [{"name": "Ann"}, {"name": "Bo", "age": 4}]}, "children": [
              {"_:component": "layout:text", "properties": {"text": "@{user.nmae}"}},
              {"_:component": "layout:text", "properties": {"text": "@{count.value}"}},
              {"_:component": "forEach", "properties": {"items": "@{people}"}, "children": [
                {"_:component": "layout:text", "properties": {"text": "@{item.age} @{item.height}"}}]}]}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:3:57: warning: "user" has no key "nmae" in its initial value; did you mean "name"? [$.children[0].properties.text]"#,
            #"s.json:4:57: warning: "count" starts as a number, which has no key "value" [$.children[1].properties.text]"#,
            #"s.json:6:59: warning: "item" has no key "height" in its initial value [$.children[2].children[0].properties.text]"#,
        ])
    }

    @Test func checksSetStatePathsByTheSameRules() throws {
        let problems = try diagnostics("""
            {"_:component": "terminal:button", "state": {"count": 0, "form": {"email": ""}},
             "properties": {"text": "Go", "onPress": [
              {"_:action": "setState", "properties": {"path": "cont", "value": 1}},
              {"_:action": "setState", "properties": {"path": "form.emial", "value": 1}},
              {"_:action": "setState", "properties": {"path": "form[0]", "value": 1}}]}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:3:51: error: unknown state "cont"; did you mean "count"? [$.properties.onPress[0].properties.path]"#,
            #"s.json:4:51: warning: "form" has no key "emial" in its initial value; did you mean "email"? [$.properties.onPress[1].properties.path]"#,
            #"s.json:5:51: error: The path "form[0]" is not a valid state path. [$.properties.onPress[2].properties.path]"#,
        ])
    }

    @Test func knowsTheNavigationStatesThatScreensOfTheSameFileOpenOthersWith() throws {
        let problems = try diagnostics("""
            {"LIST": {"_:component": "terminal:button", "properties": {"text": "Open", "onPress": [
               {"_:action": "push", "properties": {"url": "/detail", "state": {"note": {"title": "A"}}}}]}},
             "DETAIL": {"_:component": "layout:text", "properties": {"text": "@{note.title} @{nota}"}}}
            """)
        #expect(problems.map(\.description) == [
            #"s.json:3:66: error: unknown state "nota"; did you mean "note"? [$.DETAIL.properties.text]"#,
        ])
    }
}
