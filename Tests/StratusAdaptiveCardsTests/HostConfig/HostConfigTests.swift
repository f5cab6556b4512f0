import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// A host config's text colours and spacing, as Stratus maps them onto the terminal.
@Suite struct HostConfigTests {
    /// The parts of Teams' dark host config Stratus reads (its colours are `#AARRGGBB`).
    static let teamsDark: JSONValue = [
        "spacing": ["small": 8, "default": 12, "medium": 16, "large": 20, "extraLarge": 24, "padding": 16],
        "containerStyles": ["default": ["foregroundColors": [
            "default": ["default": "#ffffffff"], "good": ["default": "#ff92c353"], "attention": ["default": "#ffd74654"],
        ]]],
    ]

    @Test func aHostsColoursReplaceTheDefaultsAlphaDropped() {
        let config = HostConfig(json: Self.teamsDark)
        #expect(config.color(named: "Good") == "#92C353")
        #expect(config.color(named: "attention") == "#D74654")
        // Not given by the host: the default's; `default` stays the terminal's own colour.
        #expect(config.color(named: "accent") == HostConfig().color(named: "accent"))
        #expect(config.color(named: "default") == nil)
    }

    @Test func aSpacingOfALineOrMoreLeavesABlankLine() {
        let teams = HostConfig(json: Self.teamsDark), standard = HostConfig()
        #expect(teams.spacesWithALine("medium") && standard.spacesWithALine("medium"))
        #expect(!teams.spacesWithALine("default") && !standard.spacesWithALine("small"))
        #expect(!standard.spacesWithALine("none") && !standard.spacesWithALine(nil))
    }

    @Test func aCardIsWrittenInTheHostsColours() {
        let card: JSONValue = ["type": "AdaptiveCard", "version": "1.5", "body": [["type": "TextBlock", "text": "ok", "color": "good"]]]
        let screen = CardScreen(card: card, hostConfig: HostConfig(json: Self.teamsDark))
        #expect(screen.value["children"]?[0]?["children"]?[0]?["properties"]?["color"] == "#92C353")
    }
}
