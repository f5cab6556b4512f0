import Foundation
import Testing
@testable import StratusTerminal

/// The accessibility tree (Accessibility/AccessibilityTree.swift): made from the placed boxes of a frame, with
/// the roles, names, values and states that controls give themselves.
@MainActor
@Suite struct AccessibilityTreeTests {
    static let form = """
    {"_:component": "layout:column", "state": {"agree": false, "name": ""}, "children": [
      {"_:component": "layout:text", "properties": {"text": "Sign   up\\nnow"}},
      {"_:component": "terminal:textInput", "id": "name", "properties": {"label": "Name", "value": "@{name}", "placeholder": "your name",
        "onChange": [{"_:action": "setState", "properties": {"path": "name", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:textInput", "id": "secret", "properties": {"label": "Password", "type": "password", "value": "abc"}},
      {"_:component": "terminal:textInput", "id": "bare", "properties": {"placeholder": "Search"}},
      {"_:component": "terminal:checkbox", "id": "agree", "properties": {"label": "I agree", "checked": "@{agree}",
        "onChange": [{"_:action": "setState", "properties": {"path": "agree", "value": "@{onChange}"}}]}},
      {"_:component": "terminal:button", "id": "save", "properties": {"text": "Save", "enabled": false}},
      {"_:component": "terminal:divider", "properties": {}},
      {"_:component": "terminal:button", "id": "go", "properties": {"text": "Go"}}
    ]}
    """

    func open(_ json: String, height: Int = 24) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 60, height: height)
    }

    @Test func controlsAreNamedByTheirLabelsAndTellTheirValuesAndStates() async throws {
        let session = try await open(Self.form)
        let tree = session.accessibility
        #expect(tree.elements.map(\.summary) == [
            "text \"Sign up now\"",
            "text \"Name:\"",
            "textbox \"Name\" value \"\" focused",
            "text \"Password:\"",
            "textbox \"Password\" value \"•••\"",
            "textbox \"Search\" value \"\"",
            "checkbox \"I agree\" not checked",
            "button \"Save\" disabled",
            "button \"Go\"",
        ])
    }

    @Test func theTreeFollowsTypingTogglingAndFocus() async throws {
        let session = try await open(Self.form)
        try await session.type("Ada")
        try await session.press("tab", "tab", "tab", "space")
        let elements = session.accessibility.elements
        #expect(elements.first { $0.identity == "name" }?.value == "Ada")
        let agree = try #require(elements.first { $0.identity == "agree" })
        #expect(agree.isChecked == true && agree.isFocused)
        #expect(session.accessibility.focused?.name == "I agree")
        #expect(elements.filter(\.isFocused).count == 1)
    }

    @Test func framesAreWhereTheElementsWereDrawn() async throws {
        let session = try await open(Self.form)
        let go = try #require(session.accessibility.elements.first { $0.name == "Go" })
        let (x, y, width) = (go.frame[0], go.frame[1], go.frame[2])
        let row = Array(session.lines[y])
        #expect(String(row[x ..< x + width]) == "[ Go ]")
    }

    @Test func widgetsThatDrawTellWhatTheyShowNotTheirDrawing() async throws {
        let json = """
        {"_:component": "layout:column", "children": [
          {"_:component": "terminal:button", "properties": {"text": "Go"}},
          {"_:component": "terminal:progressBar", "properties": {"label": "Upload  ", "value": 0.58}},
          {"_:component": "terminal:table", "properties": {"height": 2, "columns": [{"title": "Item", "key": "item"}, {"title": "Qty", "key": "qty"}],
            "rows": [{"item": "Apples", "qty": 3}, {"item": "Pears", "qty": 10}], "selected": 1}},
          {"_:component": "terminal:spinner", "properties": {"label": "Syncing"}},
          {"_:component": "terminal:sparkline", "properties": {"label": "CPU", "values": [1, 3, 7, 2, 8, 5, 4, 9]}},
          {"_:component": "terminal:toast", "properties": {"text": "Saved", "type": "success"}},
          {"_:component": "terminal:toast", "properties": {"text": "Disk full", "type": "error"}}
        ]}
        """
        let session = try await open(json)
        #expect(session.accessibility.elements.map(\.summary) == [
            "button \"Go\" focused",
            "progressbar \"Upload\" value \"58%\"",
            "table \"Item, Qty\" value \"row 2 of 2: Item Pears, Qty 10\"",
            "status \"Syncing\"",
            "image \"CPU\" value \"8 values from 1 to 9, last 9\"",
            "status \"Saved\"",
            "alert \"Disk full\"",
        ])
    }

    @Test func aControlIsNamedByItsTextsAndByItsPicturesOnlyWithoutText() async throws {
        let json = """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:touchable", "id": "card", "properties": {"onPress": []}, "children": [
            {"_:component": "layout:localImage", "properties": {"id": "bag", "accessibility": {"label": "A red bag"}}},
            {"_:component": "layout:text", "properties": {"text": "Red bag"}}]},
          {"_:component": "layout:touchable", "id": "picture", "properties": {"onPress": []}, "children": [
            {"_:component": "layout:localImage", "properties": {"id": "bag", "accessibility": {"label": "A red bag"}}}]}
        ]}
        """
        let session = try await open(json)
        #expect(session.accessibility.elements.map(\.summary) == ["button \"Red bag\" focused", "button \"A red bag\""])
    }

    @Test func aLazyListIsAListOfAllItsRowsAndEachRowSaysWhereItIs() async throws {
        let items = (0..<500).map { "{\"_:component\": \"layout:text\", \"properties\": {\"text\": \"row \($0)\"}}" }
        let json = """
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:lazyColumn", "properties": {"height": 48}, "children": [\(items.joined(separator: ","))]}]}
        """
        let session = try await open(json)
        let list = try #require(session.accessibility.elements.first)
        #expect(list.role == .list && list.count == 500)
        #expect(list.children.map(\.summary) == ["listitem \"row 0\" 1 of 500", "listitem \"row 1\" 2 of 500", "listitem \"row 2\" 3 of 500"])
    }

    @Test func theOutlineIndentsWhatElementsHoldAndTheJSONLeavesOutWhatSaysNothing() async throws {
        let json = """
        {"_:component": "layout:lazyColumn", "properties": {"height": 16}, "children": [
          {"_:component": "layout:text", "properties": {"text": "one"}}]}
        """
        let tree = try await open(json).accessibility
        #expect(tree.outline == "list 1 item\n  listitem \"one\" 1 of 1")
        let decoded = try JSONSerialization.jsonObject(with: Data(tree.json.utf8)) as? [String: Any]
        let list = try #require((decoded?["elements"] as? [[String: Any]])?.first)
        #expect(list["role"] as? String == "list" && list["count"] as? Int == 1)
        #expect(list["focused"] == nil && list["checked"] == nil)
        #expect((list["children"] as? [[String: Any]])?.first?["position"] as? Int == 1)
    }
}
