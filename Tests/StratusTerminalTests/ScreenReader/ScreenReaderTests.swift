import Foundation
import Testing
@testable import StratusTerminal

/// The screen-reader mode (ScreenReader/ScreenReader.swift, SpokenScreen.swift): a screen said whole in reading
/// order, then each change in one line, from the same frames and the same key path as the full-screen mode.
@MainActor
@Suite struct ScreenReaderTests {
    static let form = """
    {"_:component": "layout:column", "state": {"agree": false, "name": "", "filter": "All", "note": ""}, "children": [
      {"_:component": "layout:text", "properties": {"text": "Sign up"}},
      {"_:component": "terminal:textInput", "id": "name", "properties": {"label": "Name", "value": "@{name}",
        "onChange": [{"_:action": "setState", "properties": {"path": "name", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:checkbox", "id": "agree", "properties": {"label": "I agree", "checked": "@{agree}",
        "onChange": [{"_:action": "setState", "properties": {"path": "agree", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:selectionGroup", "id": "filter", "properties": {"options": ["All", "Done"], "value": "@{filter}",
        "direction": "horizontal", "onChange": [{"_:action": "setState", "properties": {"path": "filter", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:button", "id": "save", "properties": {"text": "Save",
        "onPress": [{"_:action": "setState", "properties": {"path": "note", "value": "Saved for @{name}"}}]}},
      {"_:component": "layout:text", "properties": {"text": "@{note}"}},
      {"_:component": "terminal:divider", "properties": {}}
    ]}
    """

    func open(_ json: String) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.screenReader().headless(width: 60, height: 20)
    }

    /// The lines said since `count` lines had been said.
    func said(_ session: HeadlessSession, after count: Int) -> [String] { Array(session.spokenLines.dropFirst(count)) }

    @Test func aNewScreenIsSaidWholeInReadingOrderThenItsKeysAndFocus() async throws {
        let session = try await open(Self.form)
        #expect(session.spokenLines == [
            "Screen: Sign up",
            "Sign up",
            "Name:",
            "Text field, Name, blank, 1 of 3",
            "Checkbox, I agree, not checked, 2 of 3",
            "Radio button, All, checked, 1 of 2",
            "Radio button, Done, not checked, 2 of 2",
            "Button, Save, 3 of 3",
            "Keys: Tab Next, F1 Keys, Ctrl+C Quit, F12 Log",
            "Text field, Name, blank, 1 of 3",
        ])
    }

    @Test func eachTabIsOneFocusLineAndEachStateChangeOneLine() async throws {
        let session = try await open(Self.form)
        try await session.type("Ada")
        var count = session.spokenLines.count
        #expect(said(session, after: 0).count == count, "typing is not told back")
        try await session.press("tab")
        #expect(said(session, after: count) == ["Checkbox, I agree, not checked, 2 of 3"])
        count = session.spokenLines.count
        try await session.press("space")
        #expect(said(session, after: count) == ["Checked"])
        count = session.spokenLines.count
        try await session.press("tab", "tab")
        #expect(said(session, after: count) == ["Radio button, All, checked, 1 of 2", "Radio button, Done, not checked, 2 of 2"])
        count = session.spokenLines.count
        try await session.press("space")
        #expect(said(session, after: count) == ["Checked"])
        count = session.spokenLines.count
        try await session.press("tab", "enter")
        #expect(said(session, after: count) == ["Button, Save, 3 of 3", "Saved for Ada"])
    }

    @Test func aNumberChoosesInTheFocusedGroupAndARadioButtonIsChosen() async throws {
        let session = try await open(Self.form)
        try await session.press("tab", "tab")
        var count = session.spokenLines.count
        try await session.press("2")
        #expect(said(session, after: count) == ["Radio button, Done, checked, 2 of 2"], "the control focus moves to is told once, with its state")
        try await session.press("tab")
        count = session.spokenLines.count
        try await session.press("2")
        #expect(said(session, after: count) == ["Checkbox, I agree, not checked, 2 of 3"])
        #expect(session.focusedID == "agree")
    }

    @Test func theReadersKeysReadTheScreenTheFocusAndTheKeys() async throws {
        let session = try await open(Self.form)
        var count = session.spokenLines.count
        try await session.press("f3")
        #expect(said(session, after: count) == ["Text field, Name, blank, 1 of 3"])
        count = session.spokenLines.count
        try await session.press("f2")
        #expect(said(session, after: count).first == "Screen: Sign up")
        #expect(said(session, after: count).count == 10)
        count = session.spokenLines.count
        try await session.press("f4")
        let keys = said(session, after: count)
        #expect(keys.first == "Keys:")
        #expect(keys.contains("F2, Read the screen"))
        #expect(keys.contains("Tab, Next"))
    }

    @Test func nothingSaidHasBoxDrawingBlockOrBrailleCharacters() async throws {
        #expect(ScreenReader.clean("── Services ──") == "Services")
        #expect(ScreenReader.clean("⠋ Deploying █▌ 72%") == "Deploying 72%")
        let session = try await open(Self.form)
        let forbidden = session.spokenLines.joined().unicodeScalars.filter {
            (0x2500...0x259F).contains($0.value) || (0x2800...0x28FF).contains($0.value)
        }
        #expect(forbidden.isEmpty)
    }
}
