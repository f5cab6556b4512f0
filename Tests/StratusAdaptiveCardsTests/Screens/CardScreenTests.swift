import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// A card written as the engine's screen: which components its elements become, with which properties.
@Suite struct CardScreenTests {
    private func screen(_ body: JSONValue, actions: JSONValue = [], version: String = "1.5") -> CardScreen {
        CardScreen(card: ["type": "AdaptiveCard", "version": .string(version), "body": body, "actions": actions])
    }

    /// The nodes of the card's body (inside the root's padded column).
    private func nodes(_ screen: CardScreen) -> [JSONValue] {
        screen.value["children"]?[0]?["children"]?.arrayValue ?? []
    }

    @Test func anUnknownElementFallsBackToItsFallbackIsDroppedWithDropAndIsNotedWithoutOne() {
        let written = screen([
            ["type": "Graph", "fallback": ["type": "TextBlock", "text": "instead"]],
            ["type": "Graph", "fallback": "drop"],
            ["type": "Graph"],
        ])
        let body = nodes(written)
        #expect(body.count == 1)
        #expect(body.first?["_:component"] == "adaptive:TextBlock")
        #expect(body.first?["properties"]?["text"] == "instead")
        #expect(written.notes == [#"$.body[2]: an element of type "Graph" is not drawn (no fallback)"#])
    }

    @Test func anElementWhoseRequiresAreNotMetFallsBack() {
        let body = nodes(screen([
            ["type": "TextBlock", "text": "met", "requires": ["adaptiveCards": "1.2"]],
            ["type": "TextBlock", "text": "newer", "requires": ["adaptiveCards": "1.9"], "fallback": "drop"],
            ["type": "TextBlock", "text": "host feature", "requires": ["acTest": "1.0"],
             "fallback": ["type": "TextBlock", "text": "instead"]],
        ]))
        #expect(body.map { $0["properties"]?["text"] } == ["met", "instead"])
    }

    @Test func aCardNewerThanStratusDrawsShowsItsFallbackText() {
        let written = CardScreen(card: ["type": "AdaptiveCard", "version": "2.0", "fallbackText": "Update your app",
                                        "body": [["type": "TextBlock", "text": "new"]]])
        #expect(nodes(written).map { $0["properties"]?["text"] } == ["Update your app"])
    }

    @Test func theCardsTextsAreEscapedSoTheEngineShowsThemAsWritten() {
        let body = nodes(screen([["type": "TextBlock", "text": "cost @{price}"]]))
        #expect(body.first?["properties"]?["text"] == #"cost \@{price}"#)
    }

    @Test func columnWidthsBecomeWeightsAndPixelWidths() {
        let body = nodes(screen([["type": "ColumnSet", "columns": [
            ["type": "Column", "width": "auto"], ["type": "Column", "width": "stretch"], ["type": "Column", "width": 2],
            ["type": "Column", "width": "50px"], ["type": "Column"],
        ]]]))
        let row = body.first
        #expect(row?["_:component"] == "adaptive:ColumnSet")
        #expect(row?["properties"]?["weights"] == [nil, 1, 2, nil, 1])
        #expect(row?["children"]?[3]?["properties"]?["width"] == 50.0)
    }

    @Test func hiddenElementsAreLeftOutUnlessAnActionTogglesThem() {
        let body = nodes(screen([
            ["type": "TextBlock", "text": "never", "isVisible": false],
            ["type": "TextBlock", "text": "toggled", "id": "t", "isVisible": false],
        ], actions: [["type": "Action.ToggleVisibility", "title": "T", "targetElements": ["t"]]]))
        #expect(body.first?["_:component"] == "if")
        #expect(body.first?["properties"]?["condition"] == "@{s_t}")
        #expect(written(body).contains("toggled") && !written(body).contains("never"))
    }

    private func written(_ nodes: [JSONValue]) -> String { JSONValue.array(nodes).jsonString() }

    @Test func aRequiredInputsLabelEndsWithAStarAndItsValueIsState() {
        let written = screen([["type": "Input.Text", "id": "name", "label": "Name", "isRequired": true, "value": "Ada"]])
        let field = nodes(written).first
        #expect(field?["_:component"] == "adaptive:Field")
        #expect(field?["children"]?[0]?["properties"]?["label"] == "Name *")
        #expect(field?["children"]?[0]?["properties"]?["value"] == "@{v0}")
        #expect(written.value["state"]?["v0"] == "Ada")
    }
}
