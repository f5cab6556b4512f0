import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// `check` on cards: each kind of mistake is found at its place, with the closest known name.
@Suite struct CardCheckerTests {
    private func card(_ body: JSONValue, actions: JSONValue = [], version: String = "1.6") -> JSONValue {
        ["type": "AdaptiveCard", "version": .string(version), "body": body, "actions": actions]
    }

    private func messages(_ card: JSONValue) -> [String] {
        CardChecker.check(card).map { "\($0.severity.rawValue) \(JSONPathComponent.pathString($0.pathComponents)): \($0.message)" }
    }

    @Test func aCorrectCardHasNoDiagnostics() {
        let correct = card([
            ["type": "TextBlock", "text": "Hi", "size": "Large", "weight": "bolder", "wrap": true, "id": "title"],
            ["type": "Input.Text", "id": "name", "label": "Name", "isRequired": true],
            ["type": "ColumnSet", "columns": [["type": "Column", "width": "auto", "items": [["type": "Image", "url": "a.png"]]]]],
            ["type": "FactSet", "facts": [["title": "A", "value": "1"]]],
        ], actions: [["type": "Action.ToggleVisibility", "title": "Hide", "targetElements": ["title", ["elementId": "name"]]],
                     ["type": "Action.ShowCard", "title": "More", "card": ["type": "AdaptiveCard", "body": [["type": "TextBlock", "text": "x"]]]]])
        #expect(messages(correct) == [])
    }

    @Test func anUnknownElementSuggestsTheClosestType() {
        #expect(messages(card([["type": "TextBlok", "text": "Hi"]]))
                == ["error $.body[0].type: unknown element type \"TextBlok\", did you mean \"TextBlock\"?"])
    }

    @Test func anUnknownElementWithAFallbackIsAWarning() {
        let found = CardChecker.check(card([["type": "Graph", "fallback": ["type": "TextBlock", "text": "no graph"]]]))
        #expect(found.map(\.severity) == [.warning])
    }

    @Test func anUnknownPropertySuggestsTheClosestName() {
        #expect(messages(card([["type": "TextBlock", "text": "Hi", "wrapp": true]]))
                == ["warning $.body[0].wrapp: TextBlock has no property \"wrapp\", did you mean \"wrap\"?"])
    }

    @Test func aWrongTypeIsAnErrorAndAnUnknownEnumerationValueAWarning() {
        let found = messages(card([["type": "TextBlock", "text": "Hi", "wrap": "yes", "size": "huge"]]))
        #expect(found.count == 2)
        #expect(found.contains { $0.hasPrefix("error $.body[0].wrap:") && $0.contains("a boolean") })
        #expect(found.contains { $0.hasPrefix("warning $.body[0].size:") && $0.contains("\"extraLarge\"") && $0.hasSuffix("a host uses the default") })
    }

    @Test func anIdUsedTwiceIsAnError() {
        #expect(messages(card([["type": "Input.Text", "id": "a"], ["type": "Input.Number", "id": "a"]]))
                == ["error $.body[1].id: the id \"a\" is used twice (first at $.body[0].id)"])
    }

    @Test func aToggleTargetThatDoesNotExistIsAnError() {
        #expect(messages(card([["type": "TextBlock", "text": "x", "id": "details"]],
                              actions: [["type": "Action.ToggleVisibility", "targetElements": ["detail"]]]))
                == ["error $.actions[0].targetElements[0]: Action.ToggleVisibility targets \"detail\", which no element has as its id, did you mean \"details\"?"])
    }

    @Test func aTemplateExpressionThatDoesNotParseIsAnError() {
        let found = CardChecker.check(card([["type": "TextBlock", "text": "Hi ${name +}"]]))
        #expect(found.count == 1)
        #expect(found.first?.message.hasPrefix("template expression:") == true)
        #expect(found.first?.offset == 11)
    }

    @Test func aMissingRequiredPropertyIsAnError() {
        #expect(messages(card([["type": "Image"]])) == ["error $.body[0]: Image needs \"url\""])
    }

    @Test func aTypeNewerThanTheCardIsAWarning() {
        #expect(messages(card([["type": "Table", "rows": []]], version: "1.2"))
                == ["warning $.body[0].type: Table needs version 1.5, the card declares 1.2"])
    }

    @Test func placesDiagnosticsAtTheirLineAndColumn() {
        let text = """
            {
              "type": "AdaptiveCard", "version": "1.5",
              "body": [
                { "type": "TextBlock", "text": "Hi ${a +}", "colr": "good" }
              ]
            }
            """
        let found = CardChecker.check(text: text, file: "card.json").map(\.description)
        #expect(found == [
            "card.json:4:45: error: template expression: the expression ends too early [$.body[0].text]",
            "card.json:4:49: warning: TextBlock has no property \"colr\", did you mean \"color\"? [$.body[0].colr]",
        ])
    }
}

/// Every sample card of the corpus passes the check without an error.
@Suite(.enabled(if: AdaptiveCardsCorpus.isAvailable, AdaptiveCardsCorpus.skipMessage))
struct CardCorpusCheckTests {
    @Test(arguments: ["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"])
    func sampleCardsHaveNoErrors(version: String) throws {
        var count = 0
        for folder in ["Elements", "Scenarios"] {
            for url in AdaptiveCardsCorpus.files(in: "\(version)/\(folder)") {
                count += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                let errors = CardChecker.check(text: text, file: url.lastPathComponent).filter { $0.severity == .error }
                #expect(errors.isEmpty, "\(errors.map(\.description).joined(separator: "\n"))")
            }
        }
        #expect(count > 0)
    }
}
