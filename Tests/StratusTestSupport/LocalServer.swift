import Foundation
import Hummingbird
import Testing

/// A real HTTP server on 127.0.0.1 with a random port, for tests that go through AsyncHTTPClient.
///
/// Shared by the test targets (StratusCoreTests, StratusFaultInjectionTests), so that starting and stopping a
/// server is written once.
public enum LocalServer {
    /// Starts a server with the routes `configure` adds, runs `body` with its base URL, then stops it.
    @MainActor
    public static func run(_ configure: (Router<BasicRequestContext>) -> Void,
                    _ body: @MainActor (String) async throws -> Void) async throws {
        let router = Router()
        configure(router)
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) }
        )
        let server = Task { try await app.runService(gracefulShutdownSignals: []) }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body("http://127.0.0.1:\(port)")
        server.cancel()
        _ = try? await server.value
    }

    /// A JSON response.
    public static func json(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
