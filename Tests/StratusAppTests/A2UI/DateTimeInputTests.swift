import Foundation
import StratusCodable
import StratusTerminal
import Testing
@testable import StratusApp

/// A DateTimeInput's arrows (Docs/A2UI.md, "Rendering"): Left and Right go from part to part, Up and Down change
/// the part under the caret within `min` and `max`; driven headless, the caret read from the frame and the value
/// from the surface's data model.
@MainActor
@Suite struct DateTimeInputTests {
    static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "d", "catalogId": "basic"}}"#

    /// A date and time field bound to `/when`, between 1 December 2026 and 15 January 2027.
    static let field = #"{"version": "v0.9", "updateComponents": {"surfaceId": "d", "components": [{"id": "root", "component": "Column", "children": ["when"]}, {"id": "when", "component": "DateTimeInput", "label": "Departure", "enableDate": true, "enableTime": true, "value": {"path": "/when"}, "min": "2026-12-01T00:00", "max": "2027-01-15T23:59"}]}}"#

    static func value(_ text: String) -> String {
        #"{"version": "v0.9", "updateDataModel": {"surfaceId": "d", "path": "/when", "value": "\#(text)"}}"#
    }

    /// The column of the field's caret: the reverse cell of its line, after `› `.
    func caret(_ live: LiveStream) throws -> Int? {
        let row = try #require(live.lines.firstIndex { $0.hasPrefix("› ") }, "\(live.lines)")
        return live.reversedColumns(of: row).first.map { $0 - 2 }
    }

    @Test func leftAndRightGoFromPartToPartAndUpAndDownChangeThePartUnderTheCaret() async throws {
        let live = try await LiveStream.open([Self.create, Self.field, Self.value("2026-12-24T18:30")])
        #expect(live.session.focusedID == "when")
        // The caret starts at the end, on the minute.
        try await live.session.press("up")
        #expect(live.value("/when", of: "d") == "2026-12-24T18:31")
        try await live.session.press("left")
        #expect(try caret(live) == 11, "Left goes to the start of the hour")
        let row = try #require(live.lines.firstIndex { $0.hasPrefix("› ") })
        #expect(live.reversedColumns(of: row) == [13, 14], "the hour is shown in reverse video, as a date field's part")
        try await live.session.press("up", "up")
        #expect(live.value("/when", of: "d") == "2026-12-24T20:31")
        try await live.session.press("left", "down")
        #expect(try caret(live) == 8)
        #expect(live.value("/when", of: "d") == "2026-12-23T20:31")
        #expect(live.lines.contains("› 2026-12-23T20:31"), "\(live.lines)")
        // The month goes round to January of the same year, which is before the min: the min holds it.
        try await live.session.press("left", "up")
        #expect(try caret(live) == 5)
        #expect(live.value("/when", of: "d") == "2026-12-01T00:00")
        // Right to the day; down goes round to the 31st.
        try await live.session.press("right", "down")
        #expect(live.value("/when", of: "d") == "2026-12-31T00:00")
        // Left past the first part stays at the start; a year on is past the max, which holds it.
        try await live.session.press("left", "left", "left", "up")
        #expect(try caret(live) == 0)
        #expect(live.value("/when", of: "d") == "2027-01-15T23:59")
        // Right past the last part goes to the end of the text: the caret after it, the minute still the part.
        try await live.session.press("right", "right", "right", "right", "right")
        #expect(live.reversedColumns(of: row) == [16, 17, 18])
    }

    @Test func anEmptyFieldStartsAtItsMinWithTheCaretOnTheLastPart() async throws {
        let live = try await LiveStream.open([Self.create, Self.field])
        try await live.session.press("up")
        #expect(live.value("/when", of: "d") == "2026-12-01T00:00")
        #expect(try caret(live) == 14)
        try await live.session.press("up", "up")
        #expect(live.value("/when", of: "d") == "2026-12-01T00:02")
    }

    @Test func textBeingTypedIsEditedACharacterAtATime() async throws {
        let live = try await LiveStream.open([Self.create, Self.field, Self.value("2026-12-24T18:30")])
        try await live.session.press("ctrl+u")
        try await live.session.type("2026-12-2")
        try await live.session.press("left")
        #expect(try caret(live) == 8, "not a value yet: Left moves the caret one character")
        let row = try #require(live.lines.firstIndex { $0.hasPrefix("› ") })
        #expect(live.reversedColumns(of: row) == [10], "and only the caret is shown")
        try await live.session.type("0")
        #expect(live.value("/when", of: "d") == "2026-12-02", "\(live.lines)")
    }

    @Test func theHelpSaysWhatTheArrowsDoInTheField() async throws {
        let live = try await LiveStream.open([Self.create, Self.field, Self.value("2026-12-24T18:30")], width: 70, height: 30)
        try await live.session.press("f1")
        #expect(live.lines.contains { $0.contains("Up / Down") && $0.contains("Change the part at the caret") },
                "\(live.lines)")
        #expect(live.lines.contains { $0.contains("Left / Right") && $0.contains("Previous / next part") })
        // The text field's own Left and Right are the field's here; Ctrl+B and Ctrl+F still move a character.
        #expect(live.lines.contains { $0.contains("│ Ctrl+B / Ctrl+F ") && $0.contains("Move the caret") }, "\(live.lines)")
    }
}
