import Foundation
import OrderedCollections
import StratusCodable
import Testing
@testable import StratusA2UI

/// A catalog's composition constraints (v1.0 of 2026-08-18): `allowedParents` and `allowedChildren` refused by a
/// renderer with `UNALLOWED_PARENT` / `UNALLOWED_CHILD`, the surface keeping what it had; every place reported by
/// `StreamCheck`; cycles checked like any other components.
@Suite struct CompositionRulesTests {
    static let catalogId = "https://example.com/catalogs/menus.json"
    static let catalog: Catalog = {
        // swiftlint:disable:next force_try
        try! Catalog(decoding: try! JSONValue(parsing: """
        {"catalogId": "\(catalogId)", "components": {
          "Column": {"allowedParents": ["Surface", "Card", "Column"]},
          "Card": {"allowedParents": ["Column"], "allowedChildren": ["Column", "Row"]},
          "Row": {"allowedChildren": ["Text", "Button"]},
          "Text": {}}}
        """))
    }()

    static let create = #"{"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "\#(catalogId)"}}"#

    private func update(_ components: String) throws -> ServerMessage {
        try A2UIStream.decodeLine(#"{"version": "v1.0", "updateComponents": {"surfaceId": "s", "components": \#(components)}}"#)
    }

    private func group() throws -> SurfaceGroup {
        var group = SurfaceGroup()
        group.catalogs = [Self.catalog]
        try group.apply(try A2UIStream.decodeLine(Self.create))
        return group
    }

    @Test func theCatalogsConstraintsAreReadPerType() {
        #expect(Self.catalog.allowedParents == ["Column": ["Surface", "Card", "Column"], "Card": ["Column"]])
        #expect(Self.catalog.allowedChildren == ["Card": ["Column", "Row"], "Row": ["Text", "Button"]])
        #expect(throws: A2UIError.self) {
            try Catalog(decoding: ["catalogId": "x", "components": ["A": ["allowedParents": "Surface"]]])
        }
    }

    @Test func aChildTheContainerDoesNotAllowIsRefusedWithUnallowedChildAndTheSurfaceKeepsWhatItHad() throws {
        var group = try group()
        try group.apply(try update(#"[{"id": "root", "component": "Column", "children": ["row"]}, {"id": "row", "component": "Row", "children": ["t"]}, {"id": "t", "component": "Text", "text": "ok"}]"#))
        let message = try update(#"[{"id": "row", "component": "Row", "children": ["t", "inner"]}, {"id": "inner", "component": "Column", "children": []}]"#)
        let error = try #require(#expect(throws: A2UIError.self) { try group.apply(message) })
        #expect(error.kind == .unallowedChild)
        #expect(error.message == #"component "row" (Row) holds "inner" (Column) in children, but its catalog allows only Text, Button there"#)
        #expect(SurfaceGroup.reply(to: error, for: message).json == ["version": "v1.0", "error": [
            "code": "UNALLOWED_CHILD", "surfaceId": "s", "path": "/components/0", "message": .string(error.message)]])
        #expect(group["s"]?["row"]?.referencedIds == ["t"] && group["s"]?["inner"] == nil)
    }

    @Test func aComponentUnderAParentItDoesNotAllowIsRefusedWithUnallowedParent() throws {
        var group = try group()
        // A Card may only be inside a Column: the root's parent is the surface.
        let rootCard = try update(#"[{"id": "root", "component": "Card", "child": "c"}, {"id": "c", "component": "Column", "children": []}]"#)
        let error = try #require(#expect(throws: A2UIError.self) { try group.apply(rootCard) })
        #expect(error.kind == .unallowedParent)
        #expect(error.message == #"component "root" (Card) is the root of its surface, but its catalog allows it only under Column"#)
        #expect(SurfaceGroup.reply(to: error, for: rootCard).json["error"]?["code"] == "UNALLOWED_PARENT")
        #expect(group["s"]?.components.isEmpty == true)
    }

    @Test func componentsThatFormACycleAreCheckedEdgeByEdgeAndTheCycleIsRefused() throws {
        // Columns may hold Columns: a cycle through them breaks no composition rule and the check ends.
        var components = OrderedDictionary<String, Component>()
        for (id, child) in [("a", "b"), ("b", "a")] {
            components[id] = try Component(id: id, type: "Column", properties: ["children": [.string(child)]])
        }
        #expect(CompositionRules(Self.catalog).violations(in: components, rootId: "a").isEmpty)
        // A Card and a Row holding each other: both edges reported, once each, and the check ends.
        let card = try Component(id: "card", type: "Card", properties: ["child": "row"])
        let row = try Component(id: "row", type: "Row", properties: ["children": ["card"]])
        let found = CompositionRules(Self.catalog).violations(in: ["card": card, "row": row], rootId: "card")
        #expect(found.map(\.kind) == [.unallowedParent, .unallowedChild, .unallowedParent])
        // Applied, the cycle itself is refused as a cycle.
        var group = try group()
        let error = try #require(#expect(throws: A2UIError.self) {
            try group.apply(try update(#"[{"id": "root", "component": "Column", "children": ["b"]}, {"id": "b", "component": "Column", "children": ["root"]}]"#))
        })
        #expect(error.kind == .cycle)
    }

    @Test func checkReportsEveryPlaceWithItsCodeAndAppliesTheMessageAnyway() {
        var check = StreamCheck()
        check.catalogs = [Self.catalog]
        let stream = [
            Self.create,
            #"{"version": "v1.0", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Card", "child": "row"}, {"id": "row", "component": "Row", "children": ["inner", "t"]}, {"id": "inner", "component": "Column", "children": []}, {"id": "t", "component": "Text", "text": "ok"}]}}"#,
        ].joined(separator: "\n")
        let findings = check.findings(in: stream, file: "menus.jsonl").map(\.description)
        #expect(findings == [
            #"menus.jsonl:2:103: UNALLOWED_PARENT: component "root" (Card) is the root of its surface, but its catalog allows it only under Column [$.updateComponents.components[0].component]"#,
            #"menus.jsonl:2:174: UNALLOWED_CHILD: component "row" (Row) holds "inner" (Column) in children, but its catalog allows only Text, Button there [$.updateComponents.components[1].children]"#,
            #"menus.jsonl:2:220: UNALLOWED_PARENT: component "inner" (Column) is placed under "row" (Row), but its catalog allows it only under Surface, Card, Column [$.updateComponents.components[2].component]"#,
        ])
    }

    @Test func checkReportsACallTheCatalogDoesNotLetTheAgentMake() {
        var check = StreamCheck()
        check.catalogs = [Self.catalog]
        let findings = check.findings(in: #"{"version": "v1.0", "callRendererFunction": {"functionCallId": "c", "callFunction": {"call": "launchRockets", "catalogId": "\#(Self.catalogId)"}}}"#, file: "f.jsonl")
        #expect(findings.map(\.description) == [
            #"f.jsonl:1:94: INVALID_FUNCTION_CALL: Function 'launchRockets' is not declared by catalog 'https://example.com/catalogs/menus.json'. [$.callRendererFunction.callFunction.call]"#,
        ])
    }
}
