@testable import StratusSamples
import StratusTerminal
import Testing

/// The `store:` components, action and operation of Nimbus's store sample (Sources/StratusSamples/Store).
@MainActor
@Suite struct StoreComponentTests {
    static func counter(_ button: String) -> String {
        component("layout:column", state: #""n": 0"#,
                  component("store:button", ##"\##(button)"onPress": \##(setState("n", #""@{sum(n, 1)}""#))"##),
                  label("n=@{n}"))
    }

    @Test func aButtonRunsOnPress() async throws {
        let session = try await expectSample(Self.counter(#""text": "Buy", "#), lines: ["[ Buy ]", "n=0"])
        try await session.press("enter")
        #expect(content(session) == ["[ Buy ]", "n=1"])
    }

    @Test func aButtonWithoutTextHasAnEmptyTitle() async throws {
        try await expectSample(Self.counter(""), lines: ["[  ]", "n=0"])
    }

    @Test func aDisabledButtonIsDimAndInert() async throws {
        let session = try await expectSample(Self.counter(#""text": "Buy", "enabled": false, "#), lines: ["[ Buy ]", "n=0"])
        #expect(session.focusedID == nil)
        #expect(session.cells[2, 0].style.attributes.contains(.dim))
        try await session.press("enter")
        try await session.click(x: 2, y: 0)
        #expect(content(session) == ["[ Buy ]", "n=0"])
    }

    static let address = component("layout:column", state: #""zip": "", "looked": """#,
                                   component("store:textInput", ##""label": "Zip", "placeholder": "00000-000", "value": "@{zip}", "onChange": \##(setState("zip", #""@{onChange}""#)), "onBlur": \##(setState("looked", #""@{onBlur}""#))"##),
                                   component("store:button", #""text": "Next""#),
                                   label("zip=@{zip} looked=@{looked}"))

    @Test func aTextInputWritesBackAndReportsBlur() async throws {
        let session = try await expectSample(Self.address, lines: ["Zip: 00000-000", "[ Next ]", "zip= looked="])
        try await session.type("12345")
        #expect(content(session) == ["Zip: 12345", "[ Next ]", "zip=12345 looked="])
        try await session.press("tab")
        #expect(content(session) == ["Zip: 12345", "[ Next ]", "zip=12345 looked=12345"])
    }

    static let expiry = component("layout:column", state: #""date": """#,
                                  component("store:textInput", ##""label": "Expiry", "placeholder": "MM/YY", "mask": "00/00", "value": "@{date}", "onChange": \##(setState("date", #""@{onChange}""#))"##),
                                  label("date=@{date}"))

    @Test func aMaskedInputKeepsDigitsInThePatternAndTypesOnWhereItWas() async throws {
        let session = try await expectSample(Self.expiry, lines: ["Expiry: MM/YY", "date="])
        try await session.type("1")
        try await session.type("2")
        try await session.type("x2")
        #expect(content(session) == ["Expiry: 12/2", "date=12/2"])
        try await session.type("95")
        #expect(content(session) == ["Expiry: 12/29", "date=12/29"])
        // Erasing the digit after the slash drops the slash too; the next digit brings it back.
        try await session.press("backspace", "backspace")
        #expect(content(session) == ["Expiry: 12", "date=12"])
        try await session.type("3")
        #expect(content(session) == ["Expiry: 12/3", "date=12/3"])
        // A paste is shaped the same way; what the pattern has no room for is dropped.
        try await session.press("ctrl+u")
        await session.paste("1 2 / 2 9 9 9")
        #expect(content(session) == ["Expiry: 12/29", "date=12/29"])
    }

    @Test(arguments: [("0000 0000 0000 0000", "4111-1111-1111-1111", "4111 1111 1111 1111"),
                      ("0000 0000 0000 0000", "41111", "4111 1"), ("00000-000", "95010000", "95010-000"),
                      ("00/00", "", ""), ("00/00", "ab", ""), ("(00) 0", "123", "(12) 3")])
    func masksLayDigitsIntoTheirPattern(_ pattern: String, _ typed: String, _ shaped: String) {
        #expect(TextMask(pattern: pattern).apply(typed) == shaped)
    }

    @Test func aPasswordInputHidesItsText() async throws {
        let session = try await sample(component("store:textInput", #""label": "Password", "type": "PASSWORD""#))
        try await session.type("abc")
        #expect(content(session) == ["Password: •••"])
    }

    @Test func theSpinnerIsADimLoadingLine() async throws {
        let session = try await expectSample(component("store:spinner"), lines: ["◌ Loading…"])
        #expect(session.cells[0, 0].style.attributes == [.dim])
    }

    /// Prices and currencies as JSON, and what the store shows for them.
    nonisolated static let prices: [(String, String, String)] = [
        ("1234.56", #""BRL""#, "R$ 1.234,56"), ("1234.56", #""USD""#, "$1,234.56"), ("1234.56", #""EUR""#, "€1.234,56"),
        ("1234.56", #""gbp""#, "1,234.56 GBP"), ("1234.56", "null", "R$ 1.234,56"), ("-5", #""USD""#, "-$5.00"),
        ("-5", #""EUR""#, "-€5,00"), ("1000000", #""USD""#, "$1,000,000.00"), ("0.1", #""USD""#, "$0.10"),
        ("999.999", #""USD""#, "$1,000.00"), ("12", #""XYZ""#, "12.00 XYZ"),
    ]

    @Test(arguments: prices)
    func formatPriceWritesEachCurrencyItsWay(_ price: String, _ currency: String, _ shown: String) async throws {
        let json = component("layout:column", state: ##""p": \##(price), "c": \##(currency)"##, label("[@{formatPrice(p, c)}]"))
        try await expectSample(json, lines: ["[\(shown)]"])
    }

    @Test func formatPriceNeedsBothArguments() async throws {
        // As nimbus-core's operations: fewer arguments than declared is an error, and the text shows nothing.
        try await expectSample(label("[@{formatPrice(12)}]"), lines: ["[]"])
    }

    @Test func changeBottomNavigatorRouteWritesTheRouteForScreensToRead() async throws {
        let json = component("layout:column", "",
                             component("store:button", #""text": "Orders", "onPress": [{"_:action": "store:changeBottomNavigatorRoute", "properties": {"route": "Orders"}}]"#),
                             label("route=@{global.bottomNavigatorRoute}"))
        let session = try await sample(json)
        try await session.press("enter")
        #expect(content(session).last == "route=Orders")
    }
}
