import Foundation
import Testing
@testable import StratusApp

/// `stratus check CARD.json`: an Adaptive Card is recognised by the format list and checked, each kind of mistake
/// at its file, line, column and JSON path.
@Suite struct CardCheckCommandTests {
    @Test func reportsEachKindOfMistakeWhereItIs() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.json", """
            {"type": "AdaptiveCard", "version": "1.5", "body": [
              {"type": "TextBlok", "text": "a"},
              {"type": "TextBlock", "text": "b", "wrapp": true, "size": "huge", "isSubtle": "yes", "id": "x"},
              {"type": "Input.Text", "id": "x"},
              {"type": "Image"},
              {"type": "TextBlock", "text": "${name +}"}
            ], "actions": [{"type": "Action.ToggleVisibility", "title": "t", "targetElements": ["nothere"]}]}
            """)
        let outcome = await CheckCommand.check([path], streams: CheckCommand.StreamOptions())
        let lines = outcome.diagnostics.map(\.description)
        let expected = [
            #"\#(path):2:12: error: unknown element type "TextBlok", did you mean "TextBlock"? [$.body[0].type]"#,
            #"\#(path):3:38: warning: TextBlock has no property "wrapp", did you mean "wrap"? [$.body[1].wrapp]"#,
            #"\#(path):4:32: error: the id "x" is used twice (first at $.body[1].id) [$.body[2].id]"#,
            #"\#(path):5:3: error: Image needs "url" [$.body[3]]"#,
            #"\#(path):6:42: error: template expression: the expression ends too early [$.body[4].text]"#,
            #"\#(path):7:85: error: Action.ToggleVisibility targets "nothere", which no element has as its id [$.actions[0].targetElements[0]]"#,
        ]
        for line in expected { #expect(lines.contains(line), "\(lines.joined(separator: "\n"))") }
        #expect(lines.contains { $0.contains(": warning: ") && $0.contains("[$.body[1].size]") })
        #expect(lines.contains { $0.contains(": error: expected a boolean") && $0.contains("[$.body[1].isSubtle]") })
        #expect(outcome.errors == 6)
    }

    @Test func aCorrectCardHasNoDiagnostics() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("good.json", #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi ${name}"}]}"#)
        let outcome = await CheckCommand.check([path], streams: CheckCommand.StreamOptions())
        #expect(outcome.diagnostics.isEmpty && outcome.failures.isEmpty)
        #expect(outcome.checked == 1)
    }
}
