import Testing

/// The store sample's screens walked in a tmux session, step by step, whether the app runs there or is reached
/// over SSH: each step waits for what it must show and stops the walk, recording an issue, when it does not.
struct StoreWalk {
    /// Stops the walk at the first step that did not show, which is recorded as an issue.
    struct StepFailed: Error {}

    let session: TmuxSession
    /// What else to show when a step fails (a server's log, say).
    var context: () -> String = { "" }

    /// Waits for `text`; records an issue naming `step` and throws when it does not show.
    func expectScreen(_ text: String, _ step: String) async throws {
        let shown = try await session.waitFor(text, timeout: .seconds(20))
        guard shown.found else {
            Issue.record("\(step): \"\(text)\" did not show:\n\(shown.screen)\n\(context())")
            throw StepFailed()
        }
    }

    /// From the products list as it opens to the Cart tab holding the second product.
    func addTheSecondProductToTheCart() async throws {
        try await expectScreen("Fjallraven - Foldsack No. 1 Backpack", "products")
        try await expectScreen("Alt+1 Products │ Alt+2 Cart │ Alt+3 Orders", "tab bar")

        // The second product's details (past the first product's picture and button: Down moves inside the list,
        // one Tab stop), added to the cart from there: the product that reaches the order is the one chosen, not
        // the first of the list.
        try await session.send("Down", "Down", "Enter")
        try await expectScreen("Product details", "product")
        try await expectScreen("Mens Casual Premium Slim Fit T-Shirts", "the second product")
        try await session.send("Enter")
        try await session.send("Escape")
        try await expectScreen("Add to cart", "back on products")

        try await session.send("M-2")
        try await expectScreen("(1) Mens Casual Premium", "cart")
        try await expectScreen("R$ 22,30", "cart total")
    }

    /// From the Orders tab: opens the newest order, waits for `detail` in it, goes back to the list and quits.
    func openTheNewestOrderAndQuit(showing detail: String) async throws {
        try await session.send("Enter")
        try await expectScreen("Shipment", "order detail")
        try await expectScreen(detail, "order detail")
        // Escape and q sent together would read as alt+q: wait for the list between them.
        try await session.send("Escape")
        let left = try await session.waitUntil(timeout: .seconds(20)) { try await !session.capture().contains("Shipment") }
        guard left else {
            Issue.record("orders again: Esc did not leave the order detail:\n\(try await session.capture())\n\(context())")
            throw StepFailed()
        }
        try await expectScreen("#1", "orders again")
        try await session.send("q")
        try await expectScreen("EXIT=0", "quit")
    }
}
