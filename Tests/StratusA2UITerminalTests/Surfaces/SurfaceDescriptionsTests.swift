import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCore
import Testing

/// The screen of a surface read straight into the engine's node descriptions is the one the engine reads from the
/// surface's screen written as JSON: the same nodes, ids, states, properties (expressions and events included) and
/// JSON paths, for every example of the specification and for the shapes the examples lack.
@MainActor
@Suite struct SurfaceDescriptionsTests {
    static let url = "file:///surfaces.a2ui.jsonl"
    nonisolated static let corpus = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        .appendingPathComponent("../shared/external-corpora/a2ui").standardizedFileURL

    /// The descriptions given straight, and those read from the screen's JSON; nil when the screen is not
    /// described straight (several surfaces, none, tabs).
    static func bothReadings(of group: SurfaceGroup) throws -> (straight: NodeDescription, fromJSON: NodeDescription)? {
        let surfaces = LiveSurfaces()
        surfaces.keep(group, arriving: [], for: url)
        guard let straight = surfaces.currentDescription(at: url, ids: NodeIDGenerator()) else { return nil }
        let fromJSON = try NodeBuilder(ids: NodeIDGenerator()).build(surfaces.currentScreen(at: url))
        return (straight, fromJSON)
    }

    /// The surfaces `text`'s messages make; messages that do not apply are left out.
    static func group(_ text: String) throws -> SurfaceGroup {
        var group = SurfaceGroup()
        for message in try A2UIStream(decoding: text).messages { _ = try? group.apply(message) }
        return group
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus.appendingPathComponent("v0_9").path),
                   "../shared/external-corpora/a2ui is absent: specification examples skipped"))
    func everyExampleOfTheSpecificationIsDescribedAsItsJSONReads() throws {
        let versions = ["v0_8", "v0_9", "v0_9_1", "v0_10", "v1_0"]
        var compared = 0
        for version in versions {
            let catalogs = Self.corpus.appendingPathComponent(version == "v0_8" ? "v0_8/json/catalogs" : "\(version)/catalogs")
            for catalog in ["basic", "minimal"] {
                let folder = catalogs.appendingPathComponent("\(catalog)/examples")
                for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? [] where name.hasSuffix(".json") {
                    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                    guard let group = try? Self.group(text), let readings = try Self.bothReadings(of: group) else { continue }
                    #expect(readings.straight == readings.fromJSON, "\(version)/\(catalog)/\(name)")
                    compared += 1
                }
            }
        }
        #expect(compared > 100, "only \(compared) examples were described straight")
    }

    @Test func boundTextsEscapedTextsEventsChecksAndLongListsAreDescribedAsTheirJSONReads() throws {
        let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
        let components = #"""
            [{"id": "root", "component": "Column", "children": ["title", "field", "send", "list", "far", "weighted"]},
             {"id": "title", "component": "Text", "text": "Costs @{price} \\@{not} today", "variant": "h2"},
             {"id": "field", "component": "TextField", "label": {"path": "/labels/name"}, "value": {"path": "/name"},
              "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/name"}}}, "message": "Say a name"}]},
             {"id": "send", "component": "Button", "child": "send-label", "action": {"event": {"name": "go"}}},
             {"id": "send-label", "component": "Text", "text": {"path": "/rows/0/label"}, "accessibility": {"label": "Send it"}},
             {"id": "list", "component": "List", "children": {"componentId": "row", "path": "/rows"}},
             {"id": "row", "component": "Text", "text": {"path": "label"}},
             {"id": "far", "component": "Text", "text": {"path": "/odd key/x"}},
             {"id": "weighted", "component": "Row", "children": ["left", "right"]},
             {"id": "left", "component": "Text", "text": {"path": "/rows/1/label"}, "weight": 2},
             {"id": "right", "component": "Text", "text": {"call": "formatString", "args": {"value": "${/name}!"}}}]
            """#
        let rows = (0..<150).map { #"{"label": "Row \#($0)"}"# }.joined(separator: ", ")
        let text = """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\(catalog)"}}
            {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"name": "Ada", "labels": {"name": "Name"}, "odd key": {"x": 1}, "rows": [\(rows)]}}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": \(components.replacingOccurrences(of: "\n", with: " "))}}
            """
        let readings = try #require(try Self.bothReadings(of: Self.group(text)))
        #expect(readings.straight == readings.fromJSON)
        #expect(readings.straight.children.count == 6)
        #expect(readings.straight.children[0].properties.raw["text"] == "Costs @{price} \\@{not} today")
        #expect(readings.straight.children[5].children[0].jsonPath == "$.children[5].children[0]")
    }

    /// Components written as they are reached from the root (no tree resolved first) give the tree's nodes: nested
    /// containers, a child named twice (its second node renamed), a child that no component is (left out), a Modal
    /// and a template below them (resolved as the tree resolves them), a List as the root (not described straight).
    @Test func componentsWrittenAsTheyAreReachedAreDescribedAsTheirJSONReads() throws {
        let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
        let components = #"""
            [{"id": "root", "component": "Column", "children": ["card", "twice", "missing", "twice", "dialog", "items"]},
             {"id": "card", "component": "Card", "child": "inner"},
             {"id": "inner", "component": "Row", "children": ["a", "b"]},
             {"id": "a", "component": "Text", "text": {"path": "/rows/0/label"}},
             {"id": "b", "component": "Button", "child": "b-label", "action": {"event": {"name": "go"}}},
             {"id": "b-label", "component": "Text", "text": "Go"},
             {"id": "twice", "component": "Text", "text": {"path": "/name"}},
             {"id": "dialog", "component": "Modal", "trigger": "open", "content": "body"},
             {"id": "open", "component": "Text", "text": "Open"},
             {"id": "body", "component": "Column", "children": ["a"]},
             {"id": "items", "component": "Column", "children": {"componentId": "item", "path": "/rows"}},
             {"id": "item", "component": "Text", "text": {"path": "label"}}]
            """#
        let text = """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\(catalog)"}}
            {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"name": "Ada", "rows": [{"label": "One"}, {"label": "Two"}]}}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": \(components.replacingOccurrences(of: "\n", with: " "))}}
            """
        let readings = try #require(try Self.bothReadings(of: Self.group(text)))
        #expect(readings.straight == readings.fromJSON)
        #expect(readings.straight.children.map(\.id) == ["card", "twice", "s/twice", "dialog", "items"])
        #expect(readings.straight.children[0].children[0].children.map(\.id) == ["a", "b"])
        #expect(readings.straight.children[4].children.map(\.id) == ["item:0", "item:1"])
        let listRoot = text.replacingOccurrences(of: #"{"id": "root", "component": "Column", "children": ["card", "twice", "missing", "twice", "dialog", "items"]}"#,
                                                 with: #"{"id": "root", "component": "List", "children": {"componentId": "item", "path": "/rows"}}"#)
        #expect(try Self.bothReadings(of: Self.group(listRoot)) == nil)
    }

    @Test func aScreenOfSeveralSurfacesOrOfNoneIsNotDescribedStraight() throws {
        let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
        let one = #"{"version": "v0.9", "createSurface": {"surfaceId": "a", "catalogId": "\#(catalog)"}}"#
        let two = #"{"version": "v0.9", "createSurface": {"surfaceId": "b", "catalogId": "\#(catalog)"}}"#
        let rootA = #"{"version": "v0.9", "updateComponents": {"surfaceId": "a", "components": [{"id": "root", "component": "Text", "text": "A"}]}}"#
        let rootB = #"{"version": "v0.9", "updateComponents": {"surfaceId": "b", "components": [{"id": "root", "component": "Text", "text": "B"}]}}"#
        #expect(try Self.bothReadings(of: Self.group(one)) == nil)
        #expect(try Self.bothReadings(of: Self.group([one, rootA].joined(separator: "\n"))) != nil)
        #expect(try Self.bothReadings(of: Self.group([one, two, rootA, rootB].joined(separator: "\n"))) == nil)
    }
}
