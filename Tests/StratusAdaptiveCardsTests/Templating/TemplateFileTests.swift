import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// A template's problems placed at the file, line and column of the expression.
@Suite struct TemplateFileTests {
    @Test func placesABadExpressionAtItsLineAndColumn() {
        let text = """
            {
              "type": "AdaptiveCard",
              "body": [
                { "type": "TextBlock", "text": "Hi \\"${name +}" }
              ]
            }
            """
        let file = TemplateFile(name: "card.json", text: text)
        #expect {
            try file.template()
        } throws: { error in
            // The `}` the parser did not expect: line 4, after `"text": "Hi \"${name +`.
            (error as? AdaptiveCardsError)?.description == "card.json:4:50: the expression ends too early [$.body[0].text]"
        }
    }

    @Test func placesAJSONErrorAtItsLine() {
        #expect {
            try TemplateFile(name: "bad.json", text: "{\n  \"a\": }").template()
        } throws: { error in
            (error as? AdaptiveCardsError)?.location.line == 2
        }
    }
}

/// Every template of the corpus expands with its data.
@Suite(.enabled(if: AdaptiveCardsCorpus.isAvailable, AdaptiveCardsCorpus.skipMessage))
struct TemplateCorpusTests {
    @Test func theComplexTemplateGivesItsExpectedOutput() throws {
        let folder = AdaptiveCardsCorpus.root.appendingPathComponent("templating-unit-tests")
        let template = try AdaptiveCardsCorpus.json(folder.appendingPathComponent("complex-template.json"))
        let data = try AdaptiveCardsCorpus.json(folder.appendingPathComponent("complex-template.data.json"))
        let expected = try AdaptiveCardsCorpus.json(folder.appendingPathComponent("complex-template.output.json"))
        let card = try Template(template).expand(data: data).card
        #expect(card == expected, "\(card.jsonString(pretty: true))")
    }

    @Test func everyScenarioTemplateExpandsWithItsData() throws {
        let templates = AdaptiveCardsCorpus.files(in: "Templates/Scenarios").filter { $0.lastPathComponent.hasSuffix(".template.json") }
        #expect(templates.count >= 25)
        for url in templates {
            let dataURL = url.deletingLastPathComponent()
                .appendingPathComponent(url.lastPathComponent.replacingOccurrences(of: ".template.json", with: ".data.json"))
            let file = TemplateFile(name: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
            do {
                let card = try file.expand(data: try AdaptiveCardsCorpus.json(dataURL)).card
                #expect(card["type"] == "AdaptiveCard", "\(url.lastPathComponent)")
                #expect(card["$data"] == nil && card["body"]?.arrayValue != nil, "\(url.lastPathComponent)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    @Test func everyElementTemplateExpandsWithTheSharedData() throws {
        let data = try AdaptiveCardsCorpus.json(AdaptiveCardsCorpus.root.appendingPathComponent("Templates/Elements/Template.data.json"))
        let templates = AdaptiveCardsCorpus.files(in: "Templates/Elements").filter { $0.lastPathComponent != "Template.data.json" }
        #expect(templates.count >= 10)
        for url in templates {
            let file = TemplateFile(name: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
            do {
                let card = try file.expand(data: data).card
                #expect(card["type"] == "AdaptiveCard", "\(url.lastPathComponent)")
            } catch {
                Issue.record("\(error)")
            }
        }
    }
}
