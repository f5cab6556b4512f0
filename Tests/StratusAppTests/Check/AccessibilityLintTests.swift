import Foundation
import Testing
@testable import StratusApp
import StratusTerminal
import StratusCore

/// `stratus check`'s accessibility warnings (Check/ScreenChecker+Accessibility.swift): what a screen reader could
/// only name by a symbol or a file name, with file, line and column.
@MainActor
@Suite struct AccessibilityLintTests {
    func diagnostics(_ text: String) throws -> [String] {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all)
        let document = try ScreenDocument(parsing: text, format: .json, file: "screen.json")
        return (ScreenChecker(engine: engine).check(document, file: "screen.json") ?? []).map(\.description)
    }

    @Test func warnsAboutASymbolButtonAPictureAndControlsWithNoName() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "children": [
              {"_:component": "terminal:button", "properties": {"text": "✕"}},
              {"_:component": "layout:localImage", "properties": {"id": "badge"}},
              {"_:component": "terminal:textInput", "properties": {"value": ""}},
              {"_:component": "terminal:checkbox", "properties": {"checked": true}},
              {"_:component": "layout:touchable", "properties": {}, "children": [{"_:component": "layout:localImage", "properties": {"id": "x"}}]}
            ]}
            """)
        #expect(problems == [
            #"screen.json:2:61: warning: a button with "✕" has no name a screen reader can say; give it accessibility: {label: ...} [$.children[0].properties.text]"#,
            #"screen.json:3:3: warning: an image without a description: a screen reader can only say its file name; give it accessibility: {label: ...} [$.children[1]]"#,
            #"screen.json:4:3: warning: a text field with no label or placeholder has no name a screen reader can say [$.children[2]]"#,
            #"screen.json:5:3: warning: a checkbox with no label has no name a screen reader can say [$.children[3]]"#,
            #"screen.json:6:3: warning: a touchable with no text inside has no name a screen reader can say; give it accessibility: {label: ...} [$.children[4]]"#,
            #"screen.json:6:70: warning: an image without a description: a screen reader can only say its file name; give it accessibility: {label: ...} [$.children[4].children[0]]"#,
        ])
    }

    @Test func acceptsNamesFromLabelsWordsAndExpressions() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"label": "Go"}, "children": [
              {"_:component": "terminal:button", "properties": {"text": "✕", "accessibility": {"label": "Delete"}}},
              {"_:component": "terminal:button", "properties": {"text": "@{label}"}},
              {"_:component": "terminal:button", "properties": {"text": "Save 2"}},
              {"_:component": "layout:localImage", "properties": {"id": "badge", "accessibility": {"label": "Badge"}}},
              {"_:component": "terminal:textInput", "properties": {"placeholder": "Search"}},
              {"_:component": "terminal:checkbox", "properties": {"label": "I agree"}},
              {"_:component": "layout:touchable", "properties": {}, "children": [{"_:component": "layout:text", "properties": {"text": "Open"}}]}
            ]}
            """)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func aButtonWithOnlyASymbolStillGetsANameInTheTree() async throws {
        let json = """
            {"_:component": "layout:column", "children": [
              {"_:component": "terminal:button", "properties": {"text": "✕"}},
              {"_:component": "terminal:button", "properties": {"text": "+", "accessibility": {"label": "Add a row"}}}
            ]}
            """
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 40, height: 6)
        #expect(session.accessibility.elements.map(\.name) == ["Multiplication x", "Add a row"])
    }

    @Test func warnsAboutAColourThatChangesWhileTheWordsDoNot() throws {
        let problems = try diagnostics("""
            {"_:component": "layout:column", "state": {"ok": true}, "children": [
              {"_:component": "layout:text", "properties": {"text": "Service", "color": "@{condition(ok, '#00AA00', '#CC0000')}"}},
              {"_:component": "layout:text", "properties": {"text": "@{condition(ok, 'up', 'down')}", "color": "@{condition(ok, '#00AA00', '#CC0000')}"}},
              {"_:component": "layout:column", "properties": {"backgroundColor": "@{condition(ok, '#EEEEEE', '#FFCCCC')}"}, "children": [
                {"_:component": "layout:text", "properties": {"text": "Status: @{ok}"}}]},
              {"_:component": "layout:text", "properties": {"text": "Plain", "color": "#CC0000"}}
            ]}
            """)
        #expect(problems == [
            "screen.json:2:77: warning: `color` changes with the data but no words here do: a difference shown by colour alone is lost to "
                + "screen readers and monochrome terminals; say it in the text too (or in accessibility: {label: ...}) [$.children[0].properties.color]",
        ])
    }
}
