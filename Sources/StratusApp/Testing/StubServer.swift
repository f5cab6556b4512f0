import Foundation
import Hummingbird
import Logging
import StratusCore
import StratusStore

/// The stub HTTP server of a screen test: a real server on 127.0.0.1 (a free port) that answers from the
/// test's routes and records every request it receives, for `requests` steps.
final class StubServer: Sendable {
    /// A request as the stub received it.
    struct Received: Sendable, Equatable, CustomStringConvertible {
        var method: String
        /// The path, with `?query` when there was one.
        var path: String
        var body: Data

        var description: String {
            let text = String(decoding: body, as: UTF8.self)
            return "\(method) \(path)" + (text.isEmpty ? "" : " \(text)")
        }
    }

    let definition: StubDefinition
    let port: Int
    private let task: Task<Void, any Error>
    private let log: ReceivedLog

    private init(definition: StubDefinition, port: Int, task: Task<Void, any Error>, log: ReceivedLog) {
        self.definition = definition
        self.port = port
        self.task = task
        self.log = log
    }

    /// The base URL the stub listens on.
    var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts a stub and waits until it listens.
    static func start(_ definition: StubDefinition) async throws -> StubServer {
        let log = ReceivedLog()
        let router = Router(context: BasicRequestContext.self)
        let methods: [HTTPRequest.Method] = [.get, .post, .put, .patch, .delete, .head, .options]
        for method in methods {
            for pattern in ["/", "**"] {
                router.on(RouterPath(pattern), method: method) { request, _ in
                    try await answer(request, definition: definition, log: log)
                }
            }
        }
        var logger = Logger(label: "stratus.test.stub")
        logger.logLevel = .critical
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "stratus-stub"),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try await app.runStoppingGracefully(gracefulShutdownSignals: []) }
        for await port in ports where port > 0 {
            return StubServer(definition: definition, port: port, task: task, log: log)
        }
        task.cancel()
        throw StratusAppError(.serverFailed, "the stub server did not start")
    }

    /// The requests received since the last call, in order.
    func takeReceived() -> [Received] { log.take() }

    /// Stops listening.
    func stop() async {
        task.cancel()
        _ = try? await task.value
    }

    private static func answer(_ request: Request, definition: StubDefinition, log: ReceivedLog) async throws -> Response {
        let buffer = try await request.body.collect(upTo: 4 << 20)
        let body = Data(buffer.readableBytesView)
        var path = request.uri.path
        if let query = request.uri.query, !query.isEmpty { path += "?" + query }
        let method = request.method.rawValue.uppercased()
        log.append(Received(method: method, path: path, body: body))
        var headers = HTTPFields()
        guard let route = definition.route(method: method, path: request.uri.path) else {
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .notFound, headers: headers,
                            body: ResponseBody(byteBuffer: ByteBuffer(string: "the stub has no route for \(method) \(path)")))
        }
        var bytes = Data()
        if route.echo {
            bytes = body
            headers[.contentType] = request.headers[.contentType] ?? "application/json; charset=utf-8"
        } else if case .string(let text) = route.body {
            bytes = Data(text.utf8)
            headers[.contentType] = "text/plain; charset=utf-8"
        } else if let value = route.body {
            bytes = Data(value.jsonString().utf8)
            headers[.contentType] = "application/json; charset=utf-8"
        }
        return Response(status: HTTPResponse.Status(code: route.status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// The requests a stub received, shared between its handlers and the test.
private final class ReceivedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [StubServer.Received] = []

    func append(_ request: StubServer.Received) { lock.withLock { received.append(request) } }

    func take() -> [StubServer.Received] {
        lock.withLock {
            defer { received = [] }
            return received
        }
    }
}

/// A transport that sends the requests for one origin to a stub server instead, and everything else on.
struct StubRedirect: HTTPClientProtocol {
    /// The origin the screens use (`http://127.0.0.1:8080`).
    let origin: String
    /// The stub's base URL (`http://127.0.0.1:41234`).
    let stub: String
    let network: any HTTPClientProtocol

    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        let url = request.url.absoluteString
        guard url == origin || url.hasPrefix(origin + "/") || url.hasPrefix(origin + "?"),
              let redirected = URL(string: stub + url.dropFirst(origin.count)) else {
            return try await network.send(request)
        }
        var copy = request
        copy.url = redirected
        return try await network.send(copy)
    }
}
