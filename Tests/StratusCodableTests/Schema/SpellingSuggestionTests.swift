import Testing
@testable import StratusCodable

/// "Did you mean": the closest known name, by edit distance and regardless of case.
@Suite struct SpellingSuggestionTests {
    @Test func offersTheNameOneEditAway() {
        #expect(SpellingSuggestion.closest(to: "txt", among: ["text", "size", "color"]) == "text")
        #expect(SpellingSuggestion.closest(to: "colour", among: ["text", "size", "color"]) == "color")
        #expect(SpellingSuggestion.closest(to: "onPres", among: ["onPress", "text"]) == "onPress")
    }

    @Test func countsASwapOfNeighboursAsOneEdit() {
        #expect(SpellingSuggestion.closest(to: "itme", among: ["item", "index"]) == "item")
        #expect(SpellingSuggestion.editDistance(Array("itme"), Array("item"), limit: 3) == 1)
    }

    @Test func ignoresCase() {
        #expect(SpellingSuggestion.closest(to: "OnPress", among: ["onPress"]) == "onPress")
        #expect(SpellingSuggestion.closest(to: "ONCHANGE", among: ["onChange", "onBlur"]) == "onChange")
    }

    @Test func offersNothingFarAwayAndAllowsMoreEditsForLongerNames() {
        #expect(SpellingSuggestion.closest(to: "nope", among: ["count", "global"]) == nil)
        #expect(SpellingSuggestion.closest(to: "cnt", among: ["count"]) == nil)
        #expect(SpellingSuggestion.closest(to: "backgrundColr", among: ["backgroundColor"]) == "backgroundColor")
    }

    @Test func prefersTheCloserNameThenTheFirstInOrder() {
        #expect(SpellingSuggestion.closest(to: "sise", among: ["size", "side"]) == "side")
        #expect(SpellingSuggestion.closest(to: "wdth", among: ["width", "with"]) == "width")
    }
}
