import Foundation
import Hummingbird
import Logging
import StratusCore
import StratusStore
import StratusTestSupport
import Testing
@testable import StratusApp

/// `stratus render` of the store's screens when their data requests fail over real HTTP (500, invalid JSON, a
/// refused port): the frame shows the method, URL and reason, and the exit status is 1; an order the backend
/// refuses is told by the payment screen itself.
@MainActor
@Suite("Request failures in render")
struct RequestFailureRenderTests {
    /// The store's product list, with its product request sent to `productsURL`.
    nonisolated static func productsScreen(productsURL: String = "/data/products") -> String {
        let screen = StoreScreens.screen(at: "/products")?.jsonString() ?? ""
        return screen.replacingOccurrences(of: #""/data/products""#, with: "\"\(productsURL)\"")
    }

    /// A backend serving the product list whose `/data/products` answers with `products`.
    nonisolated static func backend(products: @escaping @Sendable () -> Response, productsURL: String = "/data/products")
        -> (Router<BasicRequestContext>) -> Void {
        { router in
            router.get("/products") { _, _ in LocalServer.json(productsScreen(productsURL: productsURL)) }
            router.get("/data/products") { _, _ in products() }
            router.get("/data/cart") { _, _ in LocalServer.json(#"{"total": 0, "products": []}"#) }
        }
    }

    /// The row of the frame holding `text`, if any.
    static func row(containing text: String, in output: HeadlessRender.Output) -> String? {
        output.lines.first { $0.contains(text) }
    }

    /// Renders `/products` of a backend set up by `routes`; expects the status line to hold `shown` (with
    /// `{base}` standing for the backend's URL) and the exit status to be 1.
    func expectStatusLine(_ shown: String, routes: @escaping (Router<BasicRequestContext>) -> Void) async throws {
        try await LocalServer.run(routes) { base in
            let output = try await render(base + "/products", size: "110x20")
            let expected = shown.replacingOccurrences(of: "{base}", with: base)
            #expect(Self.row(containing: "✖", in: output)?.contains(expected) == true,
                    "\(output.lines.joined(separator: "\n"))")
            #expect(output.status == 1)
        }
    }

    @Test func aServerErrorShowsItsStatusAndReason() async throws {
        try await expectStatusLine("✖ GET {base}/data/products: 500 Internal Server Error: database down",
                                   routes: Self.backend {
                                       LocalServer.json(#"{"error": "database down"}"#, status: .internalServerError)
                                   })
    }

    @Test func invalidJSONShowsWhereItBreaks() async throws {
        try await expectStatusLine("✖ GET {base}/data/products: invalid JSON at 1:32 (expected a string key",
                                   routes: Self.backend { LocalServer.json(#"[{"id": 1, "title": "Backpack",]"#) })
    }

    @Test func aRefusedPortSaysSo() async throws {
        // Port 1 of the loopback: nothing listens there, so the connection is refused.
        try await expectStatusLine("✖ GET http://127.0.0.1:1/data/products: connection refused at 127.0.0.1:1",
                                   routes: Self.backend(products: { LocalServer.json("[]") },
                                                        productsURL: "http://127.0.0.1:1/data/products"))
    }

    @Test func aGoodAnswerShowsNoErrorAndExitsZero() async throws {
        let good = Self.backend { LocalServer.json(#"[]"#) }
        try await LocalServer.run(good) { base in
            let output = try await render(base + "/products", size: "110x20")
            #expect(Self.row(containing: "✖", in: output) == nil, "\(output.lines.joined(separator: "\n"))")
            #expect(output.status == 0)
        }
    }

    @Test func anOrderTheStoreRefusesIsToldOnTheScreenWrapped() async throws {
        var logger = Logger(label: "store.render.tests")
        logger.logLevel = .critical
        let server = StoreServer(port: 0, delayScale: 0, logger: logger)
        let (port, task) = try await server.start()
        defer { task.cancel() }
        // No card typed: the store answers 500, as the sample's createOrderController does, and the payment screen
        // says so itself, wrapped at the frame's width: no status line, and the user was told, so status 0.
        let output = try await render("http://127.0.0.1:\(port)/payment", size: "60x24",
                                      keys: "click:complete-order")
        let rows = output.lines.map { $0.trimmingCharacters(in: .whitespaces) }
        let first = try #require(rows.firstIndex { $0.hasPrefix("The order was not placed") },
                                 "\(output.lines.joined(separator: "\n"))")
        let last = try #require(rows[first...].firstIndex { $0.hasSuffix("Found: nothing.") })
        #expect(rows[first...last].joined(separator: " ") == "The order was not placed: 500 Internal Server Error: "
                + "Error: You need to send address and payment in the payload. Found: nothing.")
        #expect(last > first)
        #expect(Self.row(containing: "✖ POST", in: output) == nil, "\(output.lines.joined(separator: "\n"))")
        #expect(output.status == 0)
        #expect(await server.ledger.receivedOrders().isEmpty)
    }
}
