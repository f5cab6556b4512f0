import Foundation
import Testing
@testable import StratusApp

/// Cards that are broken, too deep, too new or whose template fails: a clear message where the user looks (standard
/// error and exit status 1 for `render`), at the file, line and column, and nothing crashes.
@MainActor
@Suite struct CardBadInputTests {
    func render(card text: String, data: String? = nil) async throws -> (status: Int32, messages: [String], frame: String) {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.json", text)
        let dataPath = try data.map { try folder.write("data.json", $0) }
        let output = try await StratusAppTests.render(path, timeout: 5, data: dataPath)
        return (output.status, output.messages, output.lines.joined(separator: "\n"))
    }

    @Test func aCardNestedTooDeepOrCutShortSaysWhereItsJSONBreaks() async throws {
        let deep = #"{"type": "AdaptiveCard", "version": "1.5", "body": ["#
            + String(repeating: #"{"type": "Container", "items": ["#, count: 400) + #"{"type": "TextBlock", "text": "x"}"#
            + String(repeating: "]}", count: 400) + "]}"
        let tooDeep = try await render(card: deep)
        #expect(tooDeep.status == 1)
        #expect(tooDeep.messages.contains { $0.contains("card.json:1:") && $0.contains("nest deeper than the limit of 512 levels") },
                "\(tooDeep.messages)")
        let cut = try await render(card: #"{"type": "AdaptiveCard", "body": ["#)
        #expect(cut.status == 1)
        #expect(cut.messages.contains { $0.contains("card.json:1:35: not JSON: unexpected end of input") }, "\(cut.messages)")
    }

    @Test func aTemplateWhoseBindingFailsSaysWhere() async throws {
        let failed = try await render(card: """
            {"type": "AdaptiveCard", "version": "1.5",
             "body": [{"type": "TextBlock", "text": "${div(1, 0)}"}]}
            """, data: "{}")
        #expect(failed.status == 1)
        #expect(failed.messages.contains { $0.contains("card.json:2:") && $0.contains("[$.body[0].text]") }, "\(failed.messages)")
    }

    @Test func aCardNewerThanStratusShowsItsFallbackTextAndAnUnknownElementIsLeftOut() async throws {
        let newer = try await render(card: #"{"type": "AdaptiveCard", "version": "2.1", "fallbackText": "Open this in Teams", "body": []}"#)
        #expect(newer.status == 0 && newer.frame.contains("Open this in Teams"))
        let unknown = try await render(card: """
            {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Hologram"}, {"type": "TextBlock", "text": "still here"}]}
            """)
        #expect(unknown.status == 0 && unknown.frame.contains("still here"), "\(unknown.messages)")
    }
}
