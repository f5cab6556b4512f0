import Foundation
import Testing
@testable import StratusApp

/// `stratus render FILE` on A2UI streams: the three forms are told from their content, and bad input is
/// reported on standard error with its file, line, column and path, with exit status 1.
@MainActor
@Suite struct A2UIStreamRenderTests {
    /// Writes `text` into a new temporary folder as `name` and gives its path.
    func file(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a2ui-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}"#
    static let components = #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Row", "children": ["icon", "title"]}, {"id": "icon", "component": "Icon", "name": "star"}, {"id": "title", "component": "Text", "text": {"path": "/title"}, "variant": "h2"}]}}"#
    static let data = #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/title", "value": "Starred"}}"#

    @Test func jsonLinesAnArrayAndABundleRenderTheSameSurface() async throws {
        let lines = try file("stream.jsonl", [Self.create, Self.components, Self.data].joined(separator: "\n"))
        let array = try file("stream.json", "[\n" + [Self.create, Self.components, Self.data].joined(separator: ",\n") + "\n]")
        let bundle = try file("bundle.json", #"{"name": "Star", "description": "One starred title.", "messages": ["#
            + [Self.create, Self.components, Self.data].joined(separator: ",") + "]}")
        for path in [lines, array, bundle] {
            let output = try await render(path, size: "40x10")
            #expect(output.status == 0, "\(path): \(output.messages)")
            #expect(output.lines.first == "★ Starred", "\(path): \(output.lines)")
        }
    }

    @Test func aMalformedLineIsReportedWithItsPlace() async throws {
        let path = try file("broken.jsonl", Self.create + "\n" + Self.components.dropLast(3))
        let output = try await render(path, size: "40x5")
        #expect(output.status == 1)
        #expect(output.messages.contains { $0.contains(path + ":2:") && $0.contains("expected") }, "\(output.messages)")
    }

    @Test func anUnknownMessageTypeIsReportedWithItsLine() async throws {
        let path = try file("unknown.jsonl", Self.create + "\n" + #"{"version": "v0.9", "paintEverything": {"surfaceId": "s"}}"#)
        let output = try await render(path, size: "40x5")
        #expect(output.status == 1)
        #expect(output.messages.contains { $0.contains(path + ":2:1: unknown v0.9 message type \"paintEverything\"") },
                "\(output.messages)")
    }

    @Test func aComponentNamingAMissingIdIsReportedAtItsChildren() async throws {
        let path = try file("missing.json", "[" + Self.create + ",\n"
            + #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["gone"]}]}}]"#)
        let output = try await render(path, size: "40x5")
        #expect(output.status == 1)
        #expect(output.messages.contains {
            $0.contains(path + #":2:125: component "root" names "gone" in children, and no component has that id [$[1].updateComponents.components[0].children]"#)
        }, "\(output.messages)")
    }

    @Test func aStreamsProblemsAreSaidInChecksWordsAndAnErrorFailsTheRender() async throws {
        let path = try file("mistakes.jsonl", [
            Self.create,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "level", "name"]}, {"id": "title", "component": "Text", "text": "Profile", "varaint": "h2"}, {"id": "level", "component": "Slider", "min": "zero", "max": 10, "value": {"path": "/level"}}, {"id": "name", "component": "Text", "text": {"path": "/usr/name"}}]}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/", "value": {"user": {"name": "Ada"}, "level": 3}}}"#,
        ].joined(separator: "\n"))
        let output = try await render(path, size: "40x10")
        #expect(output.status == 1)
        for said in [
            path + #":2:221: error: component "title" (Text) has no property "varaint"; did you mean "variant"? [$.updateComponents.components[1].varaint]"#,
            path + #":2:274: error: component "level" (Slider): "min" must be a number, found "zero" [$.updateComponents.components[2].min]"#,
            path + #":2:367: warning: component "name" reads "/usr/name", which nothing in the stream writes: it shows nothing; did you mean /user/name? [$.updateComponents.components[3].text]"#,
        ] {
            #expect(output.messages.contains(said), "not said: \(said)\n\(output.messages.joined(separator: "\n"))")
        }
        // One line a problem: the engine's own words for the Slider's min, at a path of the screen made from the
        // stream (`[$.children[1].properties.min]`), are not said again after check's.
        #expect(output.messages.count == 3, "\(output.messages.joined(separator: "\n"))")
        #expect(!output.messages.contains { $0.contains(".properties.") }, "\(output.messages.joined(separator: "\n"))")
    }

    @Test func aStreamWithOnlyWarningsStillRenders() async throws {
        let path = try file("unread.jsonl", [
            Self.create,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": {"path": "/titel"}}]}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/title", "value": "Starred"}}"#,
        ].joined(separator: "\n"))
        let output = try await render(path, size: "40x10")
        #expect(output.status == 0, "\(output.messages)")
        #expect(output.messages.contains { $0.hasPrefix(path + ":2:") && $0.contains("warning:") && $0.contains("/title") },
                "\(output.messages)")
    }

    @Test func aNimbusScreenIsStillANimbusScreen() async throws {
        let path = try file("screen.json", #"{"_:component": "layout:text", "properties": {"text": "createSurface"}}"#)
        let output = try await render(path, size: "40x10")
        #expect(output.status == 0)
        #expect(output.lines.first == "createSurface")
    }

    static let form = [
        #"{"version": "v0.9", "createSurface": {"surfaceId": "form", "catalogId": "basic"}}"#,
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "form", "components": [{"id": "root", "component": "Column", "children": ["name", "email", "agree", "submit"]}, {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/contact/name"}}, {"id": "email", "component": "TextField", "label": "Email", "value": {"path": "/contact/email"}, "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/contact/email"}}}, "message": "Email is required."}]}, {"id": "agree", "component": "CheckBox", "label": "Subscribe", "value": {"path": "/contact/subscribe"}}, {"id": "submit", "component": "Button", "child": "submit-label", "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/contact/email"}}}, "message": "Email first."}], "action": {"event": {"name": "submitContact", "context": {"name": {"path": "/contact/name"}, "email": {"path": "/contact/email"}, "subscribe": {"path": "/contact/subscribe"}}}}}, {"id": "submit-label", "component": "Text", "text": "Send"}]}}"#,
        #"{"version": "v0.9", "updateDataModel": {"surfaceId": "form", "path": "/contact", "value": {"name": "Ada", "subscribe": false}}}"#,
    ].joined(separator: "\n")

    @Test func aButtonWhoseChecksFailIsDisabledAndSendsNothing() async throws {
        let path = try file("form.jsonl", Self.form)
        let output = try await render(path, size: "50x12", keys: "tab tab tab enter", dumpActions: true)
        #expect(output.status == 0, "\(output.messages)")
        #expect(output.lines.contains("Email is required."))
        #expect(output.lines.contains("Email first."))
        #expect(output.actions.isEmpty)
    }

    @Test func typedTextGoesIntoTheDataModelEnablesTheButtonAndTheActionCarriesIt() async throws {
        let path = try file("form.jsonl", Self.form)
        let output = try await render(path, size: "50x12", keys: "tab 'ada@example.com' tab space tab enter", dumpActions: true)
        #expect(output.status == 0, "\(output.messages)")
        #expect(output.lines.contains("› ada@example.com"))
        #expect(output.lines.contains("[x] Subscribe"))
        #expect(!output.lines.contains("Email first."))
        #expect(output.actions.count == 1)
        let action = try #require(output.actions.first?["action"])
        #expect(output.actions.first?["version"] == "v0.9")
        #expect(action["name"] == "submitContact")
        #expect(action["surfaceId"] == "form")
        #expect(action["sourceComponentId"] == "submit")
        #expect(action["context"] == ["name": "Ada", "email": "ada@example.com", "subscribe": true])
        #expect(action["timestamp"]?.stringValue?.hasSuffix("Z") == true)
    }

    @Test func accessibilityLiveMakesALiveRegionAndHiddenLeavesAComponentOutOfTheTreeButOnScreen() async throws {
        // v1.0's accessibility `live` and `hidden` (a binding, evaluated against the data model).
        let path = try file("live.jsonl", #"{"version": "v1.0", "createSurface": {"surfaceId": "s", "catalogId": "https://a2ui.org/specification/v1_0/catalogs/basic/catalog.json", "dataModel": {"status": "Not saved", "secret": true}, "components": [{"id": "root", "component": "Column", "children": ["title", "status", "alarm", "deco"]}, {"id": "title", "component": "Text", "text": "Profile", "variant": "h2"}, {"id": "status", "component": "Text", "text": {"path": "/status"}, "accessibility": {"live": "polite"}}, {"id": "alarm", "component": "Text", "text": "Disk almost full", "accessibility": {"live": "assertive"}}, {"id": "deco", "component": "Text", "text": "-- ornament --", "accessibility": {"hidden": {"path": "/secret"}}}]}}"#)
        let tree = try await render(path, size: "40x8", format: .accessibility)
        #expect(tree.status == 0, "\(tree.messages)")
        let outline = tree.lines.joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(outline.prefix(3) == [#"heading level 2 "Profile""#, #"status "Not saved" live polite"#, #"alert "Disk almost full" live assertive"#],
                "\(outline)")
        #expect(!tree.lines.contains { $0.contains("ornament") }, "\(tree.lines)")
        let frame = try await render(path, size: "40x8")
        #expect(frame.lines.contains("-- ornament --"), "\(frame.lines)")
    }

    @Test func dumpStateShowsEachSurfacesDataModelAsTheUserLeftIt() async throws {
        let path = try file("form.jsonl", Self.form)
        let output = try await render(path, size: "50x12", keys: "tab 'ada@example.com' tab space", dumpState: true)
        #expect(output.status == 0, "\(output.messages)")
        let surfaces = try #require(output.state?["surfaces"], "\(String(describing: output.state))")
        #expect(surfaces == ["form": ["contact": ["name": "Ada", "email": "ada@example.com", "subscribe": true]]])
        let nimbus = try await render(try file("screen.json", #"{"_:component": "layout:text", "properties": {"text": "Hi"}}"#),
                                      size: "40x5", dumpState: true)
        #expect(nimbus.state?["surfaces"] == nil, "a screen without surfaces has no surfaces member")
    }

    @Test func anActionsUserMessageIsResolvedAndSentWithIt() async throws {
        let path = try file("book.jsonl", [
            #"{"version": "v1.0", "createSurface": {"surfaceId": "b", "catalogId": "basic"}}"#,
            #"{"version": "v1.0", "updateComponents": {"surfaceId": "b", "components": [{"id": "root", "component": "Button", "child": "label", "action": {"event": {"name": "book", "userMessage": {"call": "formatString", "args": {"value": "Booked ${/seats} seats"}}, "context": {"seats": {"path": "/seats"}}}}}, {"id": "label", "component": "Text", "text": "Book"}]}}"#,
            #"{"version": "v1.0", "updateDataModel": {"surfaceId": "b", "path": "/seats", "value": 2}}"#,
        ].joined(separator: "\n"))
        let output = try await render(path, size: "40x6", keys: "enter", dumpActions: true)
        #expect(output.status == 0, "\(output.messages)")
        let action = try #require(output.actions.first?["action"], "\(output.actions)")
        #expect(action["userMessage"] == "Booked 2 seats")
        #expect(action["context"] == ["seats": 2])
    }

    @Test func aSliderAndAChoicePickerWriteWhatTheUserChoosesIntoTheDataModel() async throws {
        let path = try file("choices.jsonl", [
            #"{"version": "v1.0", "createSurface": {"surfaceId": "c", "catalogId": "basic"}}"#,
            #"{"version": "v1.0", "updateComponents": {"surfaceId": "c", "components": [{"id": "root", "component": "Column", "children": ["volume", "size", "summary"]}, {"id": "volume", "component": "Slider", "label": "Volume", "min": 0, "max": 10, "steps": 10, "value": {"path": "/volume"}}, {"id": "size", "component": "ChoicePicker", "label": "Size", "variant": "mutuallyExclusive", "options": [{"label": "Small", "value": "s"}, {"label": "Large", "value": "l"}], "value": {"path": "/size"}}, {"id": "summary", "component": "Text", "text": {"call": "formatString", "args": {"value": "volume ${/volume}, size ${/size/0}"}}}]}}"#,
            #"{"version": "v1.0", "updateDataModel": {"surfaceId": "c", "value": {"volume": 4, "size": ["s"]}}}"#,
        ].joined(separator: "\n"))
        let before = try await render(path, size: "50x10")
        #expect(before.lines.contains("volume 4, size s"), "\(before.lines)")
        #expect(before.lines.contains("(•) Small"))
        let after = try await render(path, size: "50x10", keys: "right right tab tab enter")
        #expect(after.status == 0, "\(after.messages)")
        #expect(after.lines.contains("volume 6, size l"), "\(after.lines)")
        #expect(after.lines.contains("(•) Large"))
        #expect(after.lines.contains("( ) Small"))
    }

    @Test func aModalOpensFromItsTriggerAndEscClosesIt() async throws {
        let path = try file("modal.json", "[" + [
            #"{"version": "v0.9", "createSurface": {"surfaceId": "m", "catalogId": "basic"}}"#,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "m", "components": [{"id": "root", "component": "Modal", "trigger": "open", "content": "inside"}, {"id": "open", "component": "Button", "child": "open-label", "action": {"event": {"name": "openModal"}}}, {"id": "open-label", "component": "Text", "text": "Details"}, {"id": "inside", "component": "Text", "text": "The fine print."}]}}"#,
        ].joined(separator: ",\n") + "]")
        let closed = try await render(path, size: "40x8")
        #expect(closed.lines.first == "[ Details ]")
        #expect(!closed.lines.contains { $0.contains("The fine print.") })
        let open = try await render(path, size: "40x8", keys: "enter")
        // Presented over the middle of the screen, as a modal.
        #expect(open.lines.contains("          ║ The fine print. ║"), "\(open.lines)")
        let closedAgain = try await render(path, size: "40x8", keys: "enter esc")
        #expect(!closedAgain.lines.contains { $0.contains("The fine print.") })
    }

    @Test func aDateTimeInputMovesByADayWithTheArrowsWithinItsMaxAndSaysWhenTypedPastIt() async throws {
        let path = try file("date.jsonl", [
            #"{"version": "v0.9", "createSurface": {"surfaceId": "d", "catalogId": "basic"}}"#,
            #"{"version": "v0.9", "updateComponents": {"surfaceId": "d", "components": [{"id": "root", "component": "Column", "children": ["when", "go"]}, {"id": "when", "component": "DateTimeInput", "label": "Departure", "enableDate": true, "value": {"path": "/when"}, "max": "2026-12-26"}, {"id": "go", "component": "Button", "child": "go-label", "action": {"event": {"name": "go", "context": {"when": {"path": "/when"}}}}}, {"id": "go-label", "component": "Text", "text": "Go"}]}}"#,
            #"{"version": "v0.9", "updateDataModel": {"surfaceId": "d", "path": "/when", "value": "2026-12-24"}}"#,
        ].joined(separator: "\n"))
        // Up three times: the 25th, the 26th, then the max holds it.
        let moved = try await render(path, size: "40x8", keys: "up up up tab enter", dumpActions: true)
        #expect(moved.lines.contains("› 2026-12-26"), "\(moved.lines)")
        #expect(moved.actions.first?["action"]?["context"] == ["when": "2026-12-26"], "\(moved.actions)")
        let earlier = try await render(path, size: "40x8", keys: "down")
        #expect(earlier.lines.contains("› 2026-12-23"), "\(earlier.lines)")
        // Typed past the max: the field says so, and the value is what was typed.
        let typed = try await render(path, size: "40x8", keys: "ctrl+u '2026-12-30'")
        #expect(typed.lines.contains("› 2026-12-30"), "\(typed.lines)")
        #expect(typed.lines.contains("On or before 2026-12-26"), "\(typed.lines)")
    }
}
