import Foundation
import StratusTerminal
import Testing
@testable import StratusApp

/// Bold and italic inside a line of an A2UI Text (Docs/A2UI.md, "Rendering"): cell styles on the words, the text
/// still wrapping as one; driven headless and read from the frame's cells.
@MainActor
@Suite struct MarkdownTextTests {
    static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "t", "catalogId": "basic"}}"#

    static func text(_ markdown: String, variant: String = "body") -> String {
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "t", "components": [{"id": "root", "component": "Text", "variant": "\#(variant)", "text": "\#(markdown)"}]}}"#
    }

    /// The columns of `row` whose cells have `attributes`.
    func columns(_ live: LiveStream, row: Int, with attributes: TextAttributes) -> [Int] {
        (0..<live.session.cells.width).filter { live.session.cells[$0, row].style.attributes.isSuperset(of: attributes) }
    }

    @Test func boldAndItalicWordsAreStyledWhereverTheLineWraps() async throws {
        let live = try await LiveStream.open([Self.create, Self.text("Please pay at the front desk **before noon on the day** or *lose* it.")],
                                             width: 40, height: 10)
        #expect(live.lines.prefix(2) == ["Please pay at the front desk before noon", "on the day or lose it."], "\(live.lines)")
        // The bold words go on past the break; the blank the break took was never bold.
        #expect(columns(live, row: 0, with: .bold) == Array(29..<40))
        #expect(columns(live, row: 1, with: .bold) == Array(0..<10))
        #expect(columns(live, row: 1, with: .italic) == Array(14..<18))
        #expect(columns(live, row: 0, with: .italic).isEmpty)
    }

    @Test func aCaptionKeepsItsDimUnderTheEmphasis() async throws {
        let live = try await LiveStream.open([Self.create, Self.text("- see **this**", variant: "caption")], width: 40, height: 10)
        #expect(live.lines.first == "• see this", "\(live.lines)")
        #expect(columns(live, row: 0, with: [.bold, .dim]) == Array(6..<10))
        #expect(columns(live, row: 0, with: .dim) == Array(0..<10))
    }

    @Test func aTableKeepsItsRowsWholeOnANarrowScreenCuttingWhatDoesNotFit() async throws {
        let table = #"| City | Departure | Gate |\n|---|---|---:|\n| **Lisbon** | 18:30 on Friday 24 December | B12 |\nAfter it."#
        let wide = try await LiveStream.open([Self.create, Self.text(table)], width: 60, height: 10)
        #expect(wide.lines.prefix(4) == ["City   │ Departure                   │ Gate", "───────┼─────────────────────────────┼─────",
                                         "Lisbon │ 18:30 on Friday 24 December │  B12", "After it."], "\(wide.lines)")
        #expect(columns(wide, row: 0, with: .bold) == Array(0..<wide.lines[0].count), "the header is bold")
        #expect(columns(wide, row: 2, with: .bold) == Array(0..<6))
        // At 40 columns each row is cut, not wrapped: the text after the table follows the last row.
        let narrow = try await LiveStream.open([Self.create, Self.text(table)], width: 40, height: 10)
        #expect(narrow.lines.prefix(4) == ["City   │ Departure                   │ …", "───────┼─────────────────────────────┼─…",
                                           "Lisbon │ 18:30 on Friday 24 December │ …", "After it."], "\(narrow.lines)")
    }
}
