import Foundation
import Logging
import StratusCore
import StratusSamples
import StratusStore
import StratusTerminal
import Testing

/// The store backend over real HTTP: the sample's routes, statuses and bodies, carts per client, and screens
/// that the engine builds and draws.
@MainActor
@Suite("The store sample's backend")
struct StoreServerTests {
    /// Runs a store without delays on a free port for the duration of `body`.
    static func withStore(_ body: @MainActor (String, StoreLedger) async throws -> Void) async throws {
        var logger = Logger(label: "store.tests")
        logger.logLevel = .critical
        let ledger = StoreLedger()
        let (port, task) = try await StoreServer(ledger: ledger, port: 0, delayScale: 0, logger: logger).start()
        defer { task.cancel() }
        try await body("http://127.0.0.1:\(port)", ledger)
    }

    static func send(_ url: String, _ method: StratusCore.HTTPMethod = .get, json: String? = nil,
                     client: String? = nil) async throws -> (status: Int, body: JSONValue) {
        var headers = ["content-type": "application/json"]
        if let client { headers["client-id"] = client }
        let response = try await AsyncHTTPTransport().send(ServerDrivenRequest(
            url: try #require(URL(string: url)), method: method, headers: headers, body: json.map { Data($0.utf8) }))
        let body = response.body.isEmpty ? JSONValue.null : try JSONValue(parsing: response.body)
        return (response.status, body)
    }

    @Test func listsTheTwentyProductsOfTheSample() async throws {
        try await Self.withStore { base, _ in
            let (status, body) = try await Self.send(base + "/data/products")
            #expect(status == 200)
            let products = try #require(body.arrayValue)
            #expect(products.count == 20)
            #expect(products.first?.objectValue?["title"] == "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops")
            #expect(products.first?.objectValue?["price"] == 109.95)
        }
    }

    @Test func keepsOneCartPerClient() async throws {
        try await Self.withStore { base, _ in
            _ = try await Self.send(base + "/data/cart", .put, json: #"{"productId": 3}"#, client: "a")
            let (status, cart) = try await Self.send(base + "/data/cart", .put, json: #"{"productId": 3}"#, client: "a")
            #expect(status == 200)
            #expect(cart.objectValue?["total"] == 111.98)
            #expect(cart.objectValue?["products"]?.arrayValue?.first?.objectValue?["quantity"] == 2)
            let other = try await Self.send(base + "/data/cart", client: "b")
            #expect(other.body == ["total": 0, "products": []])
            let unknown = try await Self.send(base + "/data/cart", .put, json: #"{"productId": 99}"#, client: "a")
            #expect(unknown.status == 400)
        }
    }

    @Test func refusesAnOrderWithoutACardWith500() async throws {
        try await Self.withStore { base, ledger in
            let (status, body) = try await Self.send(base + "/data/order", .post,
                                                     json: #"{"address": {"zip": "01001000"}, "payment": null}"#)
            #expect(status == 500)
            #expect(body.objectValue?["error"]?.description.contains("Found: address.") == true)
            #expect(await ledger.receivedOrders().isEmpty)
        }
    }

    @Test func placesAnOrderWithTheCartAndEmptiesIt() async throws {
        try await Self.withStore { base, ledger in
            _ = try await Self.send(base + "/data/cart", .put, json: #"{"productId": 1}"#)
            let order = #"{"address": {"zip": "01001000", "street": "Rua A"}, "payment": {"number": "4111"}}"#
            let (status, orders) = try await Self.send(base + "/data/order", .post, json: order)
            #expect(status == 201)
            let placed = try #require(orders.arrayValue?.first?.objectValue)
            #expect(placed["id"] == "1")
            #expect(placed["state"] == "PAYMENT_ACCEPTED")
            #expect(placed["total"] == 109.95)
            #expect(try await Self.send(base + "/data/cart").body.objectValue?["products"] == [])
            #expect(try await Self.send(base + "/data/order/1").body.objectValue?["id"] == "1")
            #expect(try await Self.send(base + "/data/order/2").status == 404)
            #expect(await ledger.receivedOrders().first?.address?.street == "Rua A")
        }
    }

    @Test func servesAPNGPerProduct() async throws {
        try await Self.withStore { base, _ in
            let response = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: URL(string: base + "/images/4.png")!))
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "image/png")
            #expect(response.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(try await Self.send(base + "/images/21.png").status == 404)
        }
    }

    @Test func servesScreensThatLoadTheirData() async throws {
        try await Self.withStore { base, _ in
            let session = try await Stratus(baseURL: URL(string: base)!) { Navigator(url: "/products") }
                .ui(SamplesLibrary.all)
                .headless(width: 80, height: 30)
            #expect(session.text.contains("Fjallraven - Foldsack No. 1 Backpack"), "\(session.text)")
            #expect(session.text.contains("R$ 109,95"))
            #expect(session.text.contains("Add to cart"))
            for route in StoreScreens.routes {
                let (status, screen) = try await Self.send(base + route)
                #expect(status == 200)
                #expect(screen.objectValue?["_:component"] == "layout:screen", "\(route)")
            }
        }
    }

    @Test func screensCarryAnEntityTagAndAnswer304WhenUnchanged() async throws {
        try await Self.withStore { base, _ in
            let url = try #require(URL(string: base + "/cart"))
            let first = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: url))
            #expect(first.status == 200)
            let tag = try #require(first.headers["etag"])
            let again = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: url, headers: ["If-None-Match": tag]))
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            let other = try await AsyncHTTPTransport().send(ServerDrivenRequest(url: url, headers: ["If-None-Match": "\"x\""]))
            #expect(other.status == 200)
        }
    }
}
