import Foundation
import Testing
@testable import StratusTerminal

/// Every `terminal:` widget on one screen: goldens, and key scripts for editing, toggling, choosing, scrolling.
@MainActor
@Suite struct TerminalWidgetTests {
    static let gallery = """
    {"_:component": "layout:column", "state": {"name": "", "agree": false, "size": "m", "color": "red", "submitted": "", "log": ""},
     "children": [
      {"_:component": "terminal:keyBinding", "properties": {"key": "ctrl+r", "description": "Reset",
        "onPress": [{"_:action": "setState", "properties": {"path": "name", "value": ""}}]}},
      {"_:component": "terminal:textInput", "id": "name", "properties": {"label": "Name", "value": "@{name}", "placeholder": "your name",
        "onChange": [{"_:action": "setState", "properties": {"path": "name", "value": "@{onChange}"}}],
        "onSubmit": [{"_:action": "setState", "properties": {"path": "submitted", "value": "@{onSubmit}"}}],
        "onBlur": [{"_:action": "setState", "properties": {"path": "log", "value": "left with @{onBlur}"}}]}},
      {"_:component": "terminal:textInput", "id": "secret", "properties": {"label": "Password", "type": "password", "value": "abc"}},
      {"_:component": "terminal:checkbox", "id": "agree", "properties": {"label": "I agree", "checked": "@{agree}",
        "onChange": [{"_:action": "setState", "properties": {"path": "agree", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:selectionGroup", "id": "size", "properties": {"direction": "horizontal", "value": "@{size}",
        "options": [{"label": "Small", "value": "s"}, {"label": "Medium", "value": "m"}, {"label": "Large", "value": "l"}],
        "onChange": [{"_:action": "setState", "properties": {"path": "size", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:select", "id": "color", "properties": {"label": "Color", "value": "@{color}", "options": ["red", "green", "blue"],
        "onChange": [{"_:action": "setState", "properties": {"path": "color", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:button", "id": "save", "properties": {"text": "Save", "style": "primary", "shortcut": "ctrl+s",
        "onPress": [{"_:action": "setState", "properties": {"path": "log", "value": "saved @{name}"}}]}},
      {"_:component": "terminal:progressBar", "properties": {"label": "Upload", "value": 0.58}},
      {"_:component": "terminal:spinner", "properties": {"label": "Syncing"}},
      {"_:component": "terminal:divider", "properties": {"label": "Stats"}},
      {"_:component": "terminal:sparkline", "properties": {"label": "CPU", "values": [1, 3, 7, 2, 8, 5, 4, 9]}},
      {"_:component": "terminal:table", "id": "table", "properties": {"height": 3,
        "columns": [{"title": "Id", "key": "id", "width": 4}, {"title": "Item", "key": "item"}, {"title": "Qty", "key": "qty", "width": 5, "alignment": "end"}],
        "rows": [{"id": 1, "item": "Apples", "qty": 3}, {"id": 2, "item": "Pears", "qty": 10}, {"id": 3, "item": "Plums", "qty": 7},
                 {"id": 4, "item": "Figs", "qty": 1}, {"id": 5, "item": "Kiwis", "qty": 12}]}},
      {"_:component": "terminal:toast", "properties": {"text": "Saved: @{log}", "type": "success"}},
      {"_:component": "layout:text", "properties": {"text": "submitted=@{submitted} size=@{size} color=@{color} agree=@{agree}"}}
     ]}
    """

    func open(width: Int = 80, height: Int = 24) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: Self.gallery) }.headless(width: width, height: height)
    }

    @Test func galleryMatchesGoldens() async throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let session = try await open(width: width, height: height)
            Golden.check(session.styledText, named: "terminal-gallery-\(width)x\(height)")
        }
    }

    @Test func textInputEditsAndSubmits() async throws {
        let session = try await open()
        #expect(session.focusedID == "name")
        try await session.type("Jon")
        try await session.press("left", "left", "backspace")
        try await session.type("Ja")
        try await session.press("end")
        try await session.type("!")
        #expect(session.text.contains("Name: Jaon!"))
        try await session.press("home", "delete", "ctrl+e", "enter")
        #expect(session.text.contains("submitted=aon!"))
        // `q` typed in a field is text, not quit.
        try await session.type("q")
        #expect(!session.didQuit)
        #expect(session.text.contains("Name: aon!q"))
        try await session.press("tab")
        #expect(session.text.contains("left with aon!q"))
    }

    @Test func passwordIsMasked() async throws {
        let session = try await open()
        #expect(session.text.contains("Password: •••"))
        #expect(!session.text.contains("abc"))
    }

    @Test func checkboxRadioAndSelectChangeState() async throws {
        let session = try await open()
        try await session.press("tab", "tab")
        #expect(session.focusedID == "agree")
        try await session.press("space")
        #expect(session.text.contains("[x] I agree"))
        #expect(session.text.contains("agree=true"))
        try await session.press("tab", "tab", "tab", "enter")
        #expect(session.text.contains("size=l"))
        #expect(session.text.contains("(•) Large"))
        try await session.press("tab", "enter", "down", "down", "enter")
        #expect(session.text.contains("color=blue"))
        #expect(session.text.contains("[ blue ▾ ]"))
    }

    @Test func shortcutsRunFromAnywhere() async throws {
        let session = try await open()
        try await session.type("Ann")
        try await session.press("ctrl+s")
        #expect(session.text.contains("saved Ann"))
        try await session.press("ctrl+r")
        #expect(session.text.contains("Name: your name"))
        #expect(session.lines.last?.contains("Save") == true)
        #expect(session.lines.last?.contains("Reset") == true)
    }

    @Test func tableScrollsWithTheSelection() async throws {
        let session = try await open()
        try await session.click(id: "table")
        #expect(session.focusedID == "table")
        #expect(session.text.contains("Apples"))
        try await session.press("down", "down", "down")
        #expect(session.text.contains("Figs"))
        #expect(!session.text.contains("Apples"))
        try await session.press("home")
        #expect(session.text.contains("Apples"))
        // A click on the third row selects it: it is the one in reverse video.
        let row = try #require(session.lines.firstIndex { $0.hasPrefix("3    Plums") })
        try await session.click(x: 10, y: row)
        #expect(session.cells[10, row].style.attributes.contains(.reverse))
        #expect(!session.cells[10, row - 2].style.attributes.contains(.reverse))
    }

    @Test func selectOpensUpwardWhenThereIsNoRoomBelow() async throws {
        let json = """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:text", "properties": {"text": "one"}},
          {"_:component": "layout:text", "properties": {"text": "two"}},
          {"_:component": "layout:text", "properties": {"text": "three"}},
          {"_:component": "layout:text", "properties": {"text": "four"}},
          {"_:component": "layout:text", "properties": {"text": "five"}},
          {"_:component": "terminal:select", "id": "color", "properties": {"label": "Color", "options": ["red", "green", "blue"]}}
        ]}
        """
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 30, height: 8)
        #expect(session.lines[5].hasPrefix("Color: [ Choose… ▾ ]"), "\(session.text)")
        try await session.press("enter")
        // Seven lines above the footer: the list of five lines would be cut below the sixth, so it opens above it.
        #expect(session.lines[5].hasPrefix("Color: [ Choose… ▴ ]"), "\(session.text)")
        #expect(session.lines[0].hasPrefix("╭"), "\(session.text)")
        #expect(session.lines[1].contains("› red"), "\(session.text)")
        #expect(session.lines[3].contains("  blue"), "\(session.text)")
        #expect(session.lines[4].hasPrefix("╰"), "\(session.text)")
        try await session.press("down", "enter")
        #expect(session.lines[5].hasPrefix("Color: [ green ▾ ]"), "\(session.text)")
        #expect(session.lines[0].hasPrefix("one"), "\(session.text)")
    }
}
