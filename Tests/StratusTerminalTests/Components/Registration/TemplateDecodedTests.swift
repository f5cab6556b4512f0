import Testing
@testable import StratusTerminal

/// `TemplateDecoded` components (Components/Registration/ComponentRegistration.swift): a node whose properties are
/// alike to those of a node decoded before takes that node's value made its own (its children, its text, its
/// events), and what it shows and does is what decoding it would have made.
@MainActor
@Suite struct TemplateDecodedTests {
    /// Rows of one template: a touchable (`item:N`, picking its item) around a row of a column (width and text
    /// alignment bound to the item) holding the item's name, then the item's id.
    static func screen() -> String {
        let items = #"[{"id": 0, "name": "a", "align": "start", "width": 48},"#
            + #" {"id": 1, "name": "b", "align": "end", "width": 48},"#
            + #" {"id": 2, "name": "c", "align": "start", "width": 48},"#
            + #" {"id": 3, "name": "d", "align": "start", "width": 96}]"#
        let name = node("layout:text", ##""text": "@{item.name}", "alignment": "@{item.align}", "color": "#888888""##)
        let row = node("layout:touchable", ##""onPress": \##(setState("picked", "\"@{item.id}\""))"##, id: "item",
                       node("layout:row", "",
                            node("layout:column", #""width": "@{item.width}""#, name),
                            node("layout:text", ##""text": "#@{item.id}", "color": "#888888""##)))
        return node("layout:column", state: ##""picked": -1, "items": \##(items)"##,
                    node("layout:lazyColumn", #""height": 64"#,
                         node("forEach", #""items": "@{items}", "key": "id""#, row)),
                    text("picked @{picked}"))
    }

    @Test func rowsOfOneTemplateShowWhatTheirOwnPropertiesSayAndRunTheirOwnEvents() async throws {
        let session = try await render(Self.screen(), width: 30, height: 8)
        #expect(Array(contentLines(session).prefix(5)) == ["a     #0", "     b#1", "c     #2", "d           #3",
                                                           "picked -1"])
        try await session.click(id: "item:2")
        #expect(contentLines(session)[4] == "picked 2")
        try await session.click(id: "item:1")
        #expect(contentLines(session)[4] == "picked 1")
    }

    @Test func propertiesAreAlikeOnlyWhenTheyHoldTheSameMembersInOrderWithTheSameBytes() {
        let same = ComponentDecoding.sameMembers
        #expect(same(["width": 48, "text": "x"], ["width": 48, "text": "x"], nil))
        #expect(!same(["width": 48, "text": "x"], ["text": "x", "width": 48], nil))
        #expect(!same(["width": 48], ["width": 48.0], nil))
        #expect(!same(["width": .double(0)], ["width": .double(-0.0)], nil))
        // Canonically equivalent, but shown as written: not alike.
        #expect(!same(["text": "\u{E9}"], ["text": "e\u{301}"], nil))
        #expect(same(["text": "\u{E9}", "color": "#888888"], ["text": "e\u{301}", "color": "#888888"], "text"))
        #expect(!same(["text": 1, "color": "#888888"], ["text": "1", "color": "#888888"], "text"))
        #expect(same(["padding": ["top": 1, "list": [1, "a"]]], ["padding": ["top": 1, "list": [1, "a"]]], nil))
        #expect(!same(["padding": ["top": 1, "list": [1, "a"]]], ["padding": ["top": 1, "list": [1, "b"]]], nil))
    }
}
