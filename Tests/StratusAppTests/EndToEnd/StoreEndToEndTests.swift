import Foundation
import Logging
import StratusStore
import Testing

/// The store sample as its users use it, in ONE `stratus run` of Screens/apps/store.yaml in a real terminal
/// (tmux) against the store backend: products -> product -> add to cart -> Cart tab -> Buy -> address (typed
/// quickly and pasted) -> payment -> place order -> Orders tab -> order detail. The backend must receive
/// exactly what was typed and pasted.
@Suite("The store app end to end (tmux)", .serialized)
struct StoreEndToEndTests {
    /// Runs the store backend, with the sample's delays, on a free port for the duration of `body`.
    static func withStore(_ body: (Int, StoreLedger) async throws -> Void) async throws {
        var logger = Logger(label: "store.e2e")
        logger.logLevel = .critical
        let ledger = StoreLedger()
        let (port, task) = try await StoreServer(ledger: ledger, port: 0, logger: logger).start()
        defer { task.cancel() }
        try await body(port, ledger)
    }

    /// Runs the store backend and `stratus run` of the store app against it in a 100x30 tmux session, for the
    /// duration of `body`, which walks it.
    static func withStoreApp(_ body: (StoreWalk, StoreLedger) async throws -> Void) async throws {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        try await withStore { port, ledger in
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            let manifest = PackageRoot.screen("apps/store.yaml")
            try await session.type(line: "\(binary) run \(manifest) --base-url http://127.0.0.1:\(port); echo EXIT\"\"=$?")
            try await body(StoreWalk(session: session), ledger)
        }
    }

    @Test func buysAProductAndFindsTheOrderInOneRun() async throws {
        try await Self.withStoreApp { walk, ledger in
            let session = walk.session
            func expectScreen(_ text: String, _ step: String) async throws { try await walk.expectScreen(text, step) }
            /// Bracketed paste, as a terminal sends a paste to an app that asked for it.
            func paste(_ text: String) async throws {
                try await session.run(["set-buffer", "-b", "paste", text])
                try await session.run(["paste-buffer", "-p", "-d", "-b", "paste", "-t", session.name])
            }
            /// Many characters in one write, as fast typing arrives.
            func typeQuickly(_ text: String) async throws {
                try await session.run(["send-keys", "-t", session.name, "-l", text])
            }
            try await walk.addTheSecondProductToTheCart()

            // Buy opens the address form.
            try await session.send("Tab")
            try await session.send("Enter")
            try await expectScreen("Zip Code:", "address")

            // The zip code fills the city and the state when the field is left; the street, which the look-up
            // does not know, is pasted and the number typed.
            let street = "Rua das Árvores, 1200 - Bloco B apartamento 304 (fundos), perto da praça"
            try await typeQuickly("95010000")
            try await expectScreen("Zip Code: 95010-000", "zip code masked")
            try await session.send("Tab")
            try await expectScreen("City: Caxias do Sul", "city looked up")
            try await expectScreen("State: RS", "state looked up")
            try await paste(street)
            try await session.send("Tab")
            try await typeQuickly("1200")
            try await session.send("Tab", "Tab", "Tab", "Tab", "Enter")
            try await expectScreen("Card number:", "payment")

            try await typeQuickly("4111111111111111")
            try await expectScreen("Card number: 4111 1111 1111 1111", "card number masked")
            try await session.send("Tab")
            try await paste("12/29")
            try await session.send("Tab")
            try await typeQuickly("123")
            try await expectScreen("CVC: 123", "card typed")
            try await session.send("Tab", "Enter")

            // Placing the order lands on the Orders tab.
            try await expectScreen("Payment accepted", "orders")
            try await expectScreen("#1", "orders")
            try await walk.openTheNewestOrderAndQuit(showing: "Caxias do Sul")

            let orders = await ledger.receivedOrders()
            try #require(orders.count == 1, "the backend received \(orders.count) orders")
            let order = orders[0]
            let address = try #require(order.address)
            #expect([address.zip, address.street, address.number, address.city, address.state]
                    == ["95010-000", street, "1200", "Caxias do Sul", "RS"])
            let card = try #require(order.payment)
            #expect([card.number, card.expirationDate, card.cvc] == ["4111 1111 1111 1111", "12/29", "123"])
            let placed = try #require(await ledger.listOrders().first)
            #expect(placed.products.map(\.product.id) == [2])
            #expect(placed.products.map(\.quantity) == [1])
        }
    }
}
