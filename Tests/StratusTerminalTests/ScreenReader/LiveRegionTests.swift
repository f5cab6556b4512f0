import Foundation
import Testing
@testable import StratusTerminal

/// Live regions and hidden components in screen-reader mode (A2UI v1.0's `accessibility.live` and
/// `accessibility.hidden` on `a2ui:` components, `View.accessibilityLive(_:)`): a region whose words change is
/// announced whole, an assertive one before the frame's other news and a polite one after; a hidden component is
/// shown but never told.
@MainActor
@Suite struct LiveRegionTests {
    static let screen = """
    {"_:component": "layout:column", "state": {"saved": "Not saved", "alarm": "", "count": 0, "list": ["a"]}, "children": [
      {"_:component": "a2ui:Text", "properties": {"text": "Profile", "variant": "h2"}},
      {"_:component": "a2ui:Text", "properties": {"text": "@{saved}", "accessibility": {"live": "polite"}}},
      {"_:component": "a2ui:Text", "properties": {"text": "@{alarm}", "accessibility": {"live": "assertive"}}},
      {"_:component": "a2ui:Text", "properties": {"text": "-- ornament --", "accessibility": {"hidden": true}}},
      {"_:component": "terminal:button", "id": "save", "properties": {"text": "Save", "onPress": [
        {"_:action": "setState", "properties": {"path": "saved", "value": "Saved at 10:42"}},
        {"_:action": "setState", "properties": {"path": "alarm", "value": "Disk almost full"}}]}},
      {"_:component": "terminal:button", "id": "same", "properties": {"text": "Again", "onPress": [
        {"_:action": "setState", "properties": {"path": "saved", "value": "Saved at 10:42"}}]}}
    ]}
    """

    func open() async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: Self.screen) }.screenReader().headless(width: 60, height: 20)
    }

    @Test func aHiddenComponentIsShownButNotToldAndALiveRegionIsAStatusOrAnAlert() async throws {
        let session = try await open()
        #expect(session.text.contains("-- ornament --"))
        #expect(!session.spokenLines.contains { $0.contains("ornament") }, "\(session.spokenLines)")
        #expect(session.spokenLines.contains("Status, Not saved"), "\(session.spokenLines)")
        let outline = session.accessibility.outline
        #expect(outline.contains(#"status "Not saved" live polite"#), "\(outline)")
        #expect(!outline.contains("ornament"), "\(outline)")
    }

    @Test func aChangedLiveRegionIsAnnouncedWholeTheAssertiveOneFirstThePoliteOneLast() async throws {
        let session = try await open()
        var count = session.spokenLines.count
        try await session.press("enter")
        #expect(Array(session.spokenLines.dropFirst(count)) == ["Disk almost full", "Saved at 10:42"])
        // Words that did not change are not told again.
        try await session.press("tab")
        count = session.spokenLines.count
        try await session.press("enter")
        #expect(Array(session.spokenLines.dropFirst(count)).isEmpty, "\(session.spokenLines.dropFirst(count))")
    }
}
