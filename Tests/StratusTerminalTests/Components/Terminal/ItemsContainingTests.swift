import Testing
@testable import StratusTerminal

/// The `itemsContaining` operation (Components/Terminal/ItemsContaining.swift): a lazy list's search filter.
@Suite struct ItemsContainingTests {
    let products: JSONValue = [
        ["id": 1, "name": "Jade Lamp", "category": "home"],
        ["id": 2, "name": "Amber Kettle", "category": "kitchen"],
        ["id": 3, "name": "Tidal Speaker", "category": "audio", "sku": 3150],
    ]

    func names(_ value: JSONValue) -> [String] {
        (value.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
    }

    @Test func keepsTheItemsWhoseNamedFieldsContainTheTextIgnoringCase() {
        #expect(names(ItemsContaining.evaluate([products, "JADE", "name"])) == ["Jade Lamp"])
        #expect(names(ItemsContaining.evaluate([products, "kitchen", "name"])) == [])
        #expect(names(ItemsContaining.evaluate([products, "kitchen", "name", "category"])) == ["Amber Kettle"])
    }

    @Test func withNoFieldNamedLooksInEveryTextAndNumberField() {
        #expect(names(ItemsContaining.evaluate([products, "audio"])) == ["Tidal Speaker"])
        #expect(names(ItemsContaining.evaluate([products, "315"])) == ["Tidal Speaker"])
    }

    @Test func anEmptyOrNullTextKeepsEveryItem() {
        #expect(names(ItemsContaining.evaluate([products, ""])).count == 3)
        #expect(names(ItemsContaining.evaluate([products, .null, "name"])).count == 3)
        #expect(names(ItemsContaining.evaluate([products])).count == 3)
    }

    @Test func matchesItemsThatAreTextOrNumbers() {
        #expect(ItemsContaining.evaluate([["Apple", "pineapple", "Kiwi", 42], "APPLE"]) == ["Apple", "pineapple"])
        #expect(ItemsContaining.evaluate([["Apple", 42, true], "4"]) == [42])
    }

    @Test func matchesAtEitherEndOfTheTextAndNeverPastIt() {
        #expect(ItemsContaining.evaluate([["Lamp", "lamp shade", "a LAMP", "lam", "clamp"], "LAMP"])
                    == ["Lamp", "lamp shade", "a LAMP", "clamp"])
        #expect(ItemsContaining.evaluate([["ab", "a"], "abc"]) == [])
    }

    @Test func matchesTextBeyondASCIIIgnoringCase() {
        let names: JSONValue = ["Émile Zola", "Crème brûlée", "Creme", "ZOË"]
        #expect(ItemsContaining.evaluate([names, "ÉMI"]) == ["Émile Zola"])
        #expect(ItemsContaining.evaluate([names, "BRÛL"]) == ["Crème brûlée"])
        #expect(ItemsContaining.evaluate([names, "me"]) == ["Crème brûlée", "Creme"])
        #expect(ItemsContaining.evaluate([names, "zoë"]) == ["ZOË"])
    }

    @Test func aCallWithOtherItemsOrTextIsNotAnsweredByTheLastOne() {
        let renamed: JSONValue = [["id": 1, "name": "Jade Kettle"], ["id": 2, "name": "Amber Lamp"]]
        #expect(names(ItemsContaining.evaluate([products, "lamp", "name"])) == ["Jade Lamp"])
        #expect(names(ItemsContaining.evaluate([products, "lamp", "name"])) == ["Jade Lamp"])
        #expect(names(ItemsContaining.evaluate([renamed, "lamp", "name"])) == ["Amber Lamp"])
        #expect(names(ItemsContaining.evaluate([renamed, "kettle", "name"])) == ["Jade Kettle"])
        #expect(names(ItemsContaining.evaluate([renamed, "kettle", "category"])) == [])
    }

    @Test func anythingButAListGivesAnEmptyList() {
        #expect(ItemsContaining.evaluate(["not a list", "a"]) == [])
        #expect(ItemsContaining.evaluate([]) == [])
    }
}
