import Foundation
import StratusTerminal
import Testing
@testable import StratusApp

/// Several surfaces of one stream as tabs of the app shell (Docs/A2UI.md, "Several surfaces"), driven headless:
/// from a file, and from an agent whose later messages change a tab not shown, add one and remove the one shown.
@MainActor
@Suite struct StreamTabsTests {
    nonisolated static let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

    nonisolated static func create(_ id: String, theme: String = "{}") -> String {
        #"{"version": "v0.9", "createSurface": {"surfaceId": "\#(id)", "catalogId": "\#(catalog)", "theme": \#(theme)}}"#
    }

    /// A heading, a text field bound to `/text` and a Button sending it.
    nonisolated static func form(_ id: String, heading: String) -> String {
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "\#(id)", "components": [{"id": "root", "component": "Column", "children": ["heading", "field", "send"]}, {"id": "heading", "component": "Text", "text": "\#(heading)", "variant": "h2"}, {"id": "field", "component": "TextField", "label": "Text", "value": {"path": "/text"}}, {"id": "send", "component": "Button", "child": "send-label", "action": {"event": {"name": "go", "context": {"text": {"path": "/text"}}}}}, {"id": "send-label", "component": "Text", "text": "Send"}]}}"#
    }

    /// A heading, a text field and a list of `/events`.
    nonisolated static func board(_ id: String, heading: String) -> String {
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "\#(id)", "components": [{"id": "root", "component": "Column", "children": ["heading", "filter", "events"]}, {"id": "heading", "component": "Text", "text": "\#(heading)", "variant": "h2"}, {"id": "filter", "component": "TextField", "label": "Filter", "value": {"path": "/filter"}}, {"id": "events", "component": "List", "children": {"path": "/events", "componentId": "event"}}, {"id": "event", "component": "Text", "text": {"path": "text"}}]}}"#
    }

    nonisolated static func events(_ id: String, _ texts: [String]) -> String {
        let items = texts.map { #"{"text": "\#($0)"}"# }.joined(separator: ", ")
        return #"{"version": "v0.9", "updateDataModel": {"surfaceId": "\#(id)", "path": "/events", "value": [\#(items)]}}"#
    }

    /// The booking form (titled by its agent's name) and a board titled by its id.
    nonisolated static let twoSurfaces = [
        create("form", theme: #"{"agentDisplayName": "Booking"}"#), form("form", heading: "Book a cabin"),
        create("status"), events("status", ["Booking opened"]), board("status", heading: "What happened"),
    ]

    func stream(_ lines: [String], in folder: TemporaryFolder, name: String = "tabs.jsonl") throws -> String {
        try folder.write(name, lines.joined(separator: "\n") + "\n")
    }

    @Test func eachSurfaceIsATabOfTheAppTitledByItsAgentsName() async throws {
        let folder = try TemporaryFolder()
        let path = try stream(Self.twoSurfaces, in: folder)
        let first = try await render(path, size: "60x12")
        #expect(first.status == 0, "\(first.messages)")
        #expect(first.lines.first == "Book a cabin", "\(first.lines)")
        #expect(!first.lines.contains("What happened"), "the second surface is stacked under the first")
        #expect(first.lines.contains(" Alt+1 Booking │ Alt+2 status"), "\(first.lines)")
        let second = try await render(path, size: "60x12", keys: "alt+2")
        #expect(second.lines.first == "What happened", "\(second.lines)")
        #expect(second.lines.contains("Booking opened"))
    }

    @Test func eachTabKeepsItsFocusAndTypedTextWhileAnotherIsShown() async throws {
        let folder = try TemporaryFolder()
        let path = try stream(Self.twoSurfaces, in: folder)
        // Text typed in each tab, then focus on the first tab's Button, then the second tab and back (the second
        // tab's field types `[`, so Alt+1 goes back).
        var session: HeadlessSession?
        let back = try await render(path, size: "60x12", keys: "'Ann' alt+2 'xy' alt+1 tab ] alt+1",
                                    dumpActions: true) { session = $0 }
        #expect(back.lines.first == "Book a cabin", "\(back.lines)")
        #expect(back.lines.contains("› Ann"), "\(back.lines)")
        let focused = session?.focusedID
        #expect(focused == "send", "focus went back to \(focused ?? "nothing") instead of staying on the Button")
        let other = try await render(path, size: "60x12", keys: "'Ann' alt+2 'xy' alt+1 tab ]")
        #expect(other.lines.first == "What happened", "\(other.lines)")
        #expect(other.lines.contains("› xy"), "\(other.lines)")
        // Enter on the first tab presses the Button it kept focus on, which sends that tab's text.
        let pressed = try await render(path, size: "60x12", keys: "'Ann' alt+2 'xy' alt+1 tab ] alt+1 enter",
                                         dumpActions: true)
        let context = try #require(pressed.actions.first?["action"]?["context"], "\(pressed.actions)")
        #expect(context == ["text": "Ann"])
    }

    @Test func aSurfaceThatAsksToBeStackedIsShownUnderTheOneBefore() async throws {
        let folder = try TemporaryFolder()
        let note = #"{"version": "v0.9", "updateComponents": {"surfaceId": "note", "components": [{"id": "root", "component": "Text", "text": "Stacked under the form"}]}}"#
        let path = try stream([Self.create("form"), Self.form("form", heading: "Book a cabin"),
                               Self.create("note", theme: #"{"stratusLayout": "stacked"}"#), note], in: folder)
        let output = try await render(path, size: "60x12")
        #expect(output.lines.first == "Book a cabin", "\(output.lines)")
        #expect(output.lines.contains("Stacked under the form"), "\(output.lines)")
        #expect(!output.lines.contains { $0.contains("Alt+1") }, "one tab shows no tab bar: \(output.lines)")
    }

    @Test func aStreamLeftWithOneSurfaceShowsNoTabBar() async throws {
        let folder = try TemporaryFolder()
        let delete = #"{"version": "v0.9", "deleteSurface": {"surfaceId": "form"}}"#
        let path = try stream(Self.twoSurfaces + [delete], in: folder)
        let output = try await render(path, size: "60x12")
        #expect(output.lines.first == "What happened", "\(output.lines)")
        #expect(!output.lines.contains { $0.contains("Alt+1") }, "\(output.lines)")
    }

    @Test func aStreamOpenedFromAnotherScreenStacksItsSurfaces() async throws {
        // The app's tab bar would outlive the stream's screen once the user goes back: its surfaces are stacked.
        let folder = try TemporaryFolder()
        _ = try stream(Self.twoSurfaces, in: folder)
        let index = try folder.write("index.json", """
            {"_:component": "layout:button", "id": "open", "properties": {"text": "Open the stream",
              "onPress": [{"_:action": "push", "properties": {"url": "/tabs.jsonl"}}]}}
            """)
        let output = try await render(index, size: "60x16", keys: "enter")
        #expect(output.lines.first == "Book a cabin", "\(output.lines)")
        #expect(output.lines.contains("What happened"), "\(output.lines)")
        #expect(!output.lines.contains { $0.contains("Alt+1") }, "\(output.lines)")
    }

    @Test func anAgentChangesATabNotShownAddsOneAndRemovesTheOneShown() async throws {
        guard let binary = PackageRoot.debugBinary else {
            try Test.cancel(".build/debug/stratus is missing; run `swift build` (make test does)")
        }
        let folder = try TemporaryFolder()
        // After the first action: an event for the board (not shown), a receipt's surface, and the form goes.
        let later = [
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "status", "path": "/events/1", "value": {"text": "Cabin 7 held"}}}"#,
            Self.create("receipt"),
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "receipt", "components": [{"id": "root", "component": "Text", "text": "Receipt 42"}]}}"#,
            #"{"version": "v0.9", "deleteSurface": {"surfaceId": "form"}}"#,
        ]
        let script = (Self.twoSurfaces.map { "echo '\($0)'" } + ["read action", "echo \"$action\" > '\(folder.path)/action.json'"]
            + later.map { "echo '\($0)'" } + ["exec cat > /dev/null"]).joined(separator: "\n")
        let agent = try folder.write("agent.sh", script)
        let result = try await Subprocess.run(binary, [
            "render", "--size", "60x12", "--timeout", "20",
            "--keys", "alt+2 'xy' alt+1 'Ann' tab enter",
            "--agent", "--", "sh", agent,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The form's tab went while shown: the tab that took its place is shown, with the text typed there before
        // and the event that arrived while it was not shown.
        #expect(lines.first == "What happened", "\(result.standardOutput)")
        #expect(lines.contains("› xy"), "\(result.standardOutput)")
        #expect(lines.contains("Booking opened") && lines.contains("Cabin 7 held"), "\(result.standardOutput)")
        #expect(lines.contains(" Alt+1 status │ Alt+2 receipt"), "\(result.standardOutput)")
        let action = try String(contentsOfFile: folder.path + "/action.json", encoding: .utf8)
        #expect(action.contains(#""text":"Ann""#), "\(action)")
    }
}
