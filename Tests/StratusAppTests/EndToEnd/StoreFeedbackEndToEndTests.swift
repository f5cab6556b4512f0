import Foundation
import StratusStore
import Testing

/// The store app tells its failures and successes on screen, in a real terminal (tmux) against the store
/// backend: adding to the cart, a zip code that is not found and one that is, masked card and expiry fields, an
/// order the backend refuses (its answer wrapped, never cut inside a word) and order states in words.
@Suite("The store tells what happened on screen (tmux)", .serialized)
struct StoreFeedbackEndToEndTests {
    /// The rows of `screen` from the one holding `start` to the one holding `end`, trimmed and joined with spaces.
    static func text(from start: String, to end: String, in screen: String) -> String? {
        let rows = screen.components(separatedBy: "\n")
        guard let first = rows.firstIndex(where: { $0.contains(start) }),
              let last = rows[first...].firstIndex(where: { $0.contains(end) }) else { return nil }
        return rows[first...last].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    @Test func failuresAndSuccessesShowWhereTheUserLooks() async throws {
        try await StoreEndToEndTests.withStoreApp { walk, ledger in
            let session = walk.session
            func expectScreen(_ text: String, _ step: String) async throws { try await walk.expectScreen(text, step) }
            try await expectScreen("Fjallraven - Foldsack No. 1 Backpack", "products")

            // Add to cart, from the list (Down moves inside it): the product's card says it was added, with the
            // cart's total.
            try await session.send("Down")
            try await session.send("Enter")
            try await expectScreen("✓ Added to the cart (total R$ 109,95)", "added to the cart")

            try await session.send("M-2")
            try await expectScreen("(1) Fjallraven", "cart")
            try await session.send("Tab")
            try await session.send("Enter")
            try await expectScreen("Zip Code:", "address")

            // A zip code that no state has is not found, on screen.
            try await session.type("00000000")
            try await session.send("Tab")
            try await expectScreen("No address found for zip code 00000-000.", "zip code not found")
            // The form's own example is found: city and state are filled in, and the message goes.
            try await session.send("BTab")
            try await session.send("C-u")
            try await session.type("95010-000")
            try await expectScreen("Zip Code: 95010-000", "zip code typed")
            try await session.send("Tab")
            try await expectScreen("City: Caxias do Sul", "city looked up")
            var screen = try await session.settledScreen()
            #expect(screen.contains("State: RS") && !screen.contains("No address found"), "\(screen)")
            try await session.send("Tab", "Tab", "Tab", "Tab", "Tab", "Enter")
            try await expectScreen("Card number:", "payment")

            // No card: the backend's refusal is shown whole, wrapped between words.
            try await session.send("Tab", "Tab", "Tab", "Enter")
            try await expectScreen("The order was not placed", "order refused")
            screen = try await session.settledScreen()
            let told = Self.text(from: "The order was not placed", to: "Found: address.", in: screen)
            #expect(told == "The order was not placed: 500 Internal Server Error: Error: You need to send address and "
                    + "payment in the payload. Found: address.", "\(screen)")
            #expect(!screen.contains("…"), "the answer was cut:\n\(screen)")

            // The card and expiry fields keep to their masks: digits only, grouped, at most as many as the mask.
            try await session.send("BTab", "BTab", "BTab")
            try await session.type("4111-1111-1111-11112222")
            try await expectScreen("Card number: 4111 1111 1111 1111", "card number masked")
            try await session.send("Tab")
            try await session.type("1229")
            try await expectScreen("Expiration Date: 12/29", "expiry masked")
            try await session.send("BSpace", "BSpace")
            try await session.type("3")
            try await expectScreen("Expiration Date: 12/3", "expiry edited")
            try await session.type("0")
            try await session.send("Tab")
            try await session.type("123")
            try await session.send("Tab", "Enter")

            // The order's state reads as words, in the list and in the details.
            try await expectScreen("Payment accepted", "orders")
            screen = try await session.settledScreen()
            #expect(!screen.contains("PAYMENT_ACCEPTED"), "\(screen)")
            try await walk.openTheNewestOrderAndQuit(showing: "Payment accepted")

            let orders = await ledger.receivedOrders()
            try #require(orders.count == 1, "the backend received \(orders.count) orders")
            #expect(orders[0].address?.city == "Caxias do Sul" && orders[0].address?.zip == "95010-000")
            let card = try #require(orders[0].payment)
            #expect([card.number, card.expirationDate, card.cvc] == ["4111 1111 1111 1111", "12/30", "123"])
        }
    }
}
