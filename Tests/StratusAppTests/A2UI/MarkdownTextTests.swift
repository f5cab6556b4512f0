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
}
