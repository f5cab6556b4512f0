import Foundation
import Testing

/// The store sample in screen-reader mode (`stratus run --screen-reader`) in tmux against its backend, from the
/// product list to a placed order (Docs/Accessibility.md, "The screen-reader mode"): each screen is read whole
/// when it opens (again when its first request's answer brings its controls), each Tab says one line with the
/// control's role, name and place, each change one line, and nothing said holds a drawing character.
@Suite("the store app in screen-reader mode (tmux)", .serialized)
struct StoreScreenReaderEndToEndTests {
    @Test func buysAProductFromTheListToThePlacedOrder() async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        try await StoreEndToEndTests.withStore { port, ledger in
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            try await session.type(line: "\(binary) run \(PackageRoot.screen("apps/store.yaml")) --base-url http://127.0.0.1:\(port) "
                             + "--screen-reader --typing-echo off; echo EXIT\"\"=$?")
            guard let reader = try await ScreenReaderSession(session: session, waitingFor: "Products") else { return }

            // The list arrives after the screen: the screen is read again with it, its count in the title.
            #expect(try await session.waitUntil { try await reader.transcript().contains("Screen: Products, 20 items") })
            let products = try await reader.transcript()
            #expect(products.contains("Heading level 1, Products"))
            #expect(products.contains("Button, Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops R$ 109,95, 1 of 20"),
                    "a product's button says its title once (not its picture's label too): \(products)")
            // The list is one Tab stop: Down moves inside it, to the row's Add to cart, then to the next row.
            try await reader.tab(saying: ["Button, Add to cart, 1 of 20",
                                          "Button, Mens Casual Premium Slim Fit T-Shirts R$ 22,30, 2 of 20"], key: "Down")

            let details = try await reader.said(after: ["Enter"], awaiting: "Screen: Product details")
            #expect(details.contains("Image, Mens Casual Premium Slim Fit T-Shirts"), "\(details)")
            #expect(!details.contains { $0.contains("← Esc") }, "the back hint is decoration: \(details)")
            #expect(details.last == "Button, Add to cart, 1 of 1", "\(details)")
            let added = try await reader.said(after: ["Enter"], awaiting: "Added to the cart")
            #expect(added == ["✓ Added to the cart (total R$ 22,30)"], "adding says one line: \(added)")

            let backOnProducts = try await reader.said(after: ["Escape"], awaiting: "Screen: Products")
            #expect(backOnProducts.last == "Button, Mens Casual Premium Slim Fit T-Shirts R$ 22,30, 2 of 20", "\(backOnProducts)")

            // The Cart tab: read as it loads, then again with the cart.
            let cart = try await reader.said(after: ["M-2"], awaiting: "Button, Buy")
            #expect(cart.contains("Tabs: Products, 1 of 3; Cart, selected, 2 of 3; Orders, 3 of 3"), "\(cart)")
            #expect(cart.contains("Status, Loading"), "\(cart)")
            #expect(cart.contains("Total") && cart.contains("R$ 22,30"), "\(cart)")
            try await reader.tab(saying: ["Button, Buy, 2 of 2"])

            // The address form: its fields are named by their labels; typing is not told back; leaving the zip
            // code looks the city and the state up, each filled field told on a line of its own.
            let address = try await reader.said(after: ["Enter"], awaiting: "Screen: Address")
            #expect(address.last == "Text field, Zip Code, blank, 1 of 7", "\(address)")
            #expect(try await reader.said(after: ["95010000"], literal: true).isEmpty)
            let lookedUp = try await reader.said(after: ["Tab"], awaiting: "State, RS")
            #expect(lookedUp.sorted() == ["City, Caxias do Sul", "State, RS", "Text field, Street, blank, 2 of 7"], "\(lookedUp)")
            #expect(try await reader.said(after: ["Rua Sinimbu"], literal: true).isEmpty)
            try await reader.tab(saying: ["Text field, Number, blank, 3 of 7"])
            #expect(try await reader.said(after: ["1200"], literal: true).isEmpty)
            try await reader.tab(saying: ["Text field, City, Caxias do Sul, 4 of 7", "Text field, State, RS, 5 of 7",
                                          "Button, Cancel, 6 of 7", "Button, Next, 7 of 7"])

            let payment = try await reader.said(after: ["Enter"], awaiting: "Screen: Payment")
            #expect(payment.last == "Text field, Card number, blank, 1 of 4", "\(payment)")
            _ = try await reader.said(after: ["4111111111111111"], literal: true)
            try await reader.tab(saying: ["Text field, Expiration Date, blank, 2 of 4"])
            _ = try await reader.said(after: ["1229"], literal: true)
            try await reader.tab(saying: ["Text field, CVC, blank, 3 of 4"])
            _ = try await reader.said(after: ["123"], literal: true)
            try await reader.tab(saying: ["Button, Complete order, 4 of 4"])

            // Placing the order opens the Orders tab, read again when the orders arrive.
            let orders = try await reader.said(after: ["Enter"], awaiting: "Button, #1 Payment accepted R$ 22,30, 1 of 1")
            #expect(orders.contains("Tabs: Products, 1 of 3; Cart, 2 of 3; Orders, selected, 3 of 3"), "\(orders)")
            let order = try await reader.said(after: ["Enter"], awaiting: "Screen: Order")
            #expect(order.contains("Caxias do Sul") && order.contains("Rua Sinimbu") && order.contains("Payment accepted"), "\(order)")
            _ = try await reader.said(after: ["Escape"], awaiting: "Screen: Orders")
            try await reader.quitAndCheckCharacters(key: "q")

            let received = await ledger.receivedOrders()
            try #require(received.count == 1, "the backend received \(received.count) orders")
            #expect(received[0].address?.street == "Rua Sinimbu")
            #expect(received[0].payment?.number == "4111 1111 1111 1111")
        }
    }
}
