import Foundation
import Hummingbird
import Logging
import StratusCodable

/// The backend of Nimbus's store sample, written from nimbus-backend-ts `sample/src` (routes, controllers,
/// models and screens): the screens at `/products`, `/product`, `/cart`, `/address`, `/payment`, `/orders`
/// and `/order`, and the JSON APIs under `/data`.
///
/// | Route | Answer |
/// |---|---|
/// | `GET /data/products` | every product (after 300 ms) |
/// | `GET`, `PUT {productId}`, `DELETE /data/cart` | the client's cart (after 200 ms); PUT adds one |
/// | `GET /data/orders` | every order, newest first (after 300 ms) |
/// | `POST /data/order {address, payment}` | 201 and every order; 500 `{error}` without address or payment |
/// | `GET /data/order/ID` | the order (after 500 ms), or 404 |
/// | `GET /data/zip/ZIP` | the address of a zip code (viacep's fields, see ``ZipCodes``), or 404 |
/// | `GET /images/ID.png` | a small generated picture of the product |
/// | `GET /products`, `/cart`... | the screens, with an `ETag`; `304` when `If-None-Match` names it |
///
/// Carts are kept per client (see ``StoreLedger``). The delays are the sample's, times `delayScale`.
public struct StoreServer: Sendable {
    /// The port the original sample listens on.
    public static let defaultPort = 3000

    /// The orders, carts and received bodies.
    public let ledger: StoreLedger
    /// The interface to listen on.
    public var host: String
    /// The TCP port; 0 picks a free one.
    public var port: Int
    /// Multiplies the sample's delays on data routes (0 answers at once).
    public var delayScale: Double
    /// Where one line per request goes.
    public var logger: Logger

    /// Creates a server; nothing listens until `run(onStarted:)`.
    public init(ledger: StoreLedger = StoreLedger(), host: String = "127.0.0.1", port: Int = defaultPort,
                delayScale: Double = 1, logger: Logger) {
        self.ledger = ledger
        self.host = host
        self.port = port
        self.delayScale = delayScale
        self.logger = logger
    }

    /// Serves until the task is cancelled or the process gets SIGINT, SIGTERM or SIGHUP (its terminal closed).
    /// - Parameter onStarted: called once listening, with the port actually bound.
    public func run(onStarted: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(host, port: port), serverName: "stratus-store"),
            onServerRunning: { channel in await onStarted(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        try await app.runStoppingGracefully(gracefulShutdownSignals: [.sigterm, .sigint, .sighup])
    }

    /// Starts serving in a task of its own and waits until the server listens (tests, benchmarks).
    /// - Returns: the port bound, and the task serving: cancel it to stop.
    /// - Throws: when the server stopped before it listened.
    public func start() async throws -> (port: Int, task: Task<Void, any Error>) {
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task {
            defer { continuation.finish() }
            try await run { continuation.yield($0) }
        }
        for await port in ports { return (port, task) }
        task.cancel()
        throw CancellationError()
    }

    /// The routes, for tests that drive the router without a socket.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: LogRequestsMiddleware(.info))
        let ledger = self.ledger
        let scale = delayScale
        @Sendable func pause(_ milliseconds: Int) async throws {
            guard scale > 0 else { return }
            try await Task.sleep(for: .milliseconds(Int(Double(milliseconds) * scale)))
        }
        for route in StoreScreens.routes {
            router.get(RouterPath(route)) { request, _ in Self.screen(at: route, for: request) }
        }
        router.get("/") { _, _ in Response(status: .seeOther, headers: [.location: "/products"]) }
        router.get("/data/products") { _, _ in
            try await pause(300)
            return try Self.json(encoding: StoreCatalogue.products)
        }
        router.get("/data/cart") { request, _ in
            try await pause(200)
            return try Self.json(encoding: await ledger.cart(of: Self.client(of: request)))
        }
        router.put("/data/cart") { request, context in
            try await pause(200)
            struct AddToCart: Decodable { var productId: Int }
            guard let body = try? await request.decode(as: AddToCart.self, context: context),
                  let cart = await ledger.add(productID: body.productId, for: Self.client(of: request)) else {
                return Self.error(.badRequest, "send {\"productId\": ID} with the id of a product")
            }
            return try Self.json(encoding: cart)
        }
        router.delete("/data/cart") { request, _ in
            try await pause(200)
            return try Self.json(encoding: await ledger.clearCart(of: Self.client(of: request)))
        }
        router.get("/data/orders") { _, _ in
            try await pause(300)
            return try Self.json(encoding: await ledger.listOrders())
        }
        router.post("/data/order") { request, context in
            let body = try? await request.decode(as: OrderRequest.self, context: context)
            guard let body, body.address != nil, body.payment != nil else {
                let found = body.map { [$0.address == nil ? nil : "address", $0.payment == nil ? nil : "payment"] }
                    .map { $0.compactMap { $0 }.joined(separator: ",") } ?? ""
                // As the sample's createOrderController: a 500 whose body says what was missing.
                return Self.error(.internalServerError, "Error: You need to send address and payment in the "
                    + "payload. Found: \(found.isEmpty ? "nothing" : found).")
            }
            let orders = await ledger.placeOrder(body, for: Self.client(of: request))
            return try Self.json(encoding: orders, status: .created)
        }
        router.get("/data/order/:id") { _, context in
            try await pause(500)
            guard let id = context.parameters.get("id"), let order = await ledger.order(id: id) else {
                return Response(status: .notFound)
            }
            return try Self.json(encoding: order)
        }
        router.get("/data/zip/:zip") { _, context in
            let zip = context.parameters.get("zip") ?? ""
            guard let address = ZipCodes.address(of: zip) else { return Self.error(.notFound, "unknown zip code \(zip)") }
            return Self.json(address)
        }
        router.get("/images/:name") { _, context in
            let name = context.parameters.get("name") ?? ""
            guard name.hasSuffix(".png"), let id = Int(name.dropLast(4)), StoreCatalogue.product(id: id) != nil else {
                return Self.error(.notFound, "no image \(name)")
            }
            let bytes = ProductPicture.png(id: id)
            return Response(status: .ok, headers: [.contentType: "image/png", .contentLength: String(bytes.count)],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        return router
    }

    /// The client a request comes from: its `client-id` header, else one shared client.
    static func client(of request: Request) -> String {
        request.headers.first { $0.name.canonicalName == "client-id" }?.value ?? "shared"
    }

    static func json(_ value: JSONValue, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: value.jsonString())))
    }

    static func json<Value: Encodable>(encoding value: Value, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"],
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: try encoder.encode(value))))
    }

    static func error(_ status: HTTPResponse.Status, _ message: String) -> Response {
        json(["error": .string(message)], status: status)
    }
}
