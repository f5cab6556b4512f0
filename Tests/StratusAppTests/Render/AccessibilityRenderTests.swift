import Foundation
import Testing
@testable import StratusApp

/// `stratus render --format accessibility` and `accessibility-json`: what a screen is to a screen reader, for
/// Nimbus screens and A2UI surfaces alike.
@MainActor
@Suite struct AccessibilityRenderTests {
    @Test func theSignUpFormIsReadAsLabelledFieldsACheckboxAndButtons() async throws {
        let output = try await render(PackageRoot.path + "/Screens/form.json", keys: "'Ada'", format: .accessibility)
        #expect(output.status == 0, "\(output.messages)")
        let outline = output.lines.joined(separator: "\n").split(separator: "\n").map(String.init)
        // Opened on its own, the form has nowhere to go back: its Back button is disabled, and says so.
        #expect(outline.contains("button \"‹ Back\" disabled"))
        #expect(outline.contains("textbox \"Name\" value \"Ada\" focused"))
        #expect(outline.contains { $0.hasPrefix("textbox \"Password\" value \"\"") })
        #expect(outline.contains("checkbox \"I accept the terms\" not checked"))
        #expect(outline.contains { $0.hasPrefix("button \"Sign up\"") })
        // Nothing of the drawing: no brackets, check marks or box-drawing.
        #expect(!outline.contains { $0.contains("[ ") || $0.contains("[x]") || $0.contains("─") })
    }

    @Test func anA2UIHeadingKeepsItsLevelAndTheJSONCarriesIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("stream.jsonl").path
        try [#"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}"#,
             #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "go"]}, {"id": "title", "component": "Text", "text": "Starred", "variant": "h2"}, {"id": "go", "component": "Button", "child": "label", "action": {"event": {"name": "go"}}}, {"id": "label", "component": "Text", "text": "Open"}]}}"#]
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let outline = try await render(path, size: "40x10", format: .accessibility)
        #expect(outline.status == 0, "\(outline.messages)")
        #expect(outline.lines.joined(separator: "\n").contains("heading level 2 \"Starred\""))
        #expect(outline.lines.joined(separator: "\n").contains("button \"Open\" focused"))
        let json = try await render(path, size: "40x10", format: .accessibilityJSON)
        let tree = try JSONSerialization.jsonObject(with: Data(json.lines.joined(separator: "\n").utf8)) as? [String: Any]
        let elements = try #require(tree?["elements"] as? [[String: Any]])
        #expect(elements.contains { $0["role"] as? String == "heading" && $0["level"] as? Int == 2 && $0["name"] as? String == "Starred" })
    }

    /// The specification's Markdown example: `# Heading 1` inside a Text is a heading of level 1, and its two items
    /// are a list of two items, as a screen reader of a web page would find them.
    @Test(.enabled(if: PackageRoot.externalCorpus("a2ui") != nil, "../shared/external-corpora/a2ui is absent: skipped"))
    func markdownHeadingsAndListsInATextAreHeadingsAndLists() async throws {
        let path = try #require(PackageRoot.externalCorpus("a2ui")) + "/v0_9/catalogs/basic/examples/35_markdown-text.json"
        let output = try await render(path, size: "80x24", format: .accessibility)
        #expect(output.status == 0, "\(output.messages)")
        let outline = output.lines.joined(separator: "\n")
        #expect(outline.contains("heading level 1 \"Heading 1\""), "\(outline)")
        #expect(outline.contains("heading level 3 \"Markdown Rendering\""), "\(outline)")
        let lines = outline.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains { $0.hasPrefix("list") }, "\(outline)")
        #expect(lines.filter { $0.hasPrefix("listitem") }.count == 2, "\(outline)")
        // The body text is no heading.
        #expect(!lines.contains { $0.hasPrefix("heading") && $0.contains("bold") }, "\(outline)")
    }
}
