import Foundation
import Testing

/// Every screen of the gallery (`make run`'s screens, the A2UI surfaces included) in screen-reader mode in tmux:
/// chosen by its number, read whole, one Tab told in one line, left with Esc back to where it was opened
/// (Docs/Accessibility.md, "The screen-reader mode"); nothing said holds a drawing character.
@Suite("the gallery in screen-reader mode (tmux)", .serialized)
struct GalleryScreenReaderEndToEndTests {
    /// The gallery's entries by their number, with the title each screen is read with.
    static let screens = ["Component showcase", "To-do list", "Sign-up form", "Navigation", "Catalogue", "Dashboard",
                          "Requests", "Keyboard shortcuts", "Hello from YAML", "Images", "A2UI surfaces"]
    /// The A2UI surfaces' entries by their number, with their titles.
    static let surfaces = ["Heading 1", "Containers", "A form bound to the data model", "Choosing among many",
                           "Pictures and players", "Arrivals, as an agent sends them"]

    /// What screens whose content arrives after they open say last, once it has all arrived: the catalogue's
    /// products, the A2UI messages sent over time.
    static let settledBy = ["Catalogue": "1000 of 1000 products", "Arrivals, as an agent sends them": "departed"]

    /// Opens entry `number` of the screen that is `from`, checks it is read whole and that a Tab says one line
    /// (none on a screen without controls), then goes back to `from`.
    func visit(_ number: Int, titled title: String, from: String, reader: ScreenReaderSession) async throws {
        let keys = String(number).map(String.init) + ["Enter"]
        let opened = try await reader.said(after: keys, awaiting: "Screen: " + title)
        if let last = Self.settledBy[title] {
            let settled = try await reader.session.waitUntil {
                let lines = try await reader.transcript()
                let start = lines.lastIndex { $0.hasPrefix("Screen: " + title) } ?? lines.startIndex
                return lines[start...].contains { $0.contains(last) }
            }
            #expect(settled, "\(title) did not say \"\(last)\"")
        }
        let start = try #require(opened.lastIndex { $0.hasPrefix("Screen: ") })
        let read = Array(opened[start...])
        #expect(read.contains { $0.hasPrefix("Keys: ") }, "\(title) is read with its keys: \(read)")
        #expect(read.count > 2, "\(title) is read whole: \(read)")
        let controls = read.filter(ScreenReaderSession.isFocusAnnouncement)
        let tabbed = try await reader.said(after: ["Tab"])
        if controls.isEmpty {
            #expect(tabbed.isEmpty, "\(title) has no control, yet Tab said \(tabbed)")
        } else {
            #expect(tabbed.count == 1 && tabbed.allSatisfy(ScreenReaderSession.isFocusAnnouncement),
                    "on \(title), one Tab said \(tabbed)")
        }
        // Esc in a text field leaves typing first; a second Esc goes back.
        var left = try await reader.said(after: ["Escape"])
        if left.contains("Not typing, Enter types") { left = try await reader.said(after: ["Escape"], awaiting: "Screen: " + from) }
        #expect(left.contains { $0.hasPrefix("Screen: " + from) }, "Esc did not leave \(title): \(left)")
    }

    @Test func everyGalleryScreenIsEnteredReadAndLeft() async throws {
        guard let reader = try await ScreenReaderSession("index.json", waitingFor: "Stratus gallery") else { return }
        for (index, title) in Self.screens.enumerated() where index + 1 < Self.screens.count {
            try await visit(index + 1, titled: title, from: "Stratus gallery", reader: reader)
        }
        _ = try await reader.said(after: ["1", "1", "Enter"], awaiting: "Screen: A2UI surfaces")
        for (index, title) in Self.surfaces.enumerated() {
            try await visit(index + 1, titled: title, from: "A2UI surfaces", reader: reader)
        }
        try await reader.quitAndCheckCharacters()
    }
}
