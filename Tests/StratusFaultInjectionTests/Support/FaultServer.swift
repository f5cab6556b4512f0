import Foundation
import Hummingbird
import NIOCore
import StratusTestSupport
import Testing

/// A local HTTP server on 127.0.0.1 (random port) that misbehaves on purpose, one route per fault.
enum FaultServer {
    /// Starts the server, runs `body` with its base URL, then stops it.
    @MainActor
    static func run(_ body: @MainActor (String) async throws -> Void) async throws {
        try await LocalServer.run(addRoutes, body)
    }

    /// A screen that works: a text and a button that changes a state, to show the app still works after a fault.
    static let homeScreen = """
        {"_:component": "layout:column", "id": "home", "state": {"count": 0}, "children": [
          {"_:component": "layout:text", "id": "counter", "properties": {"text": "pressed @{count}"}},
          {"_:component": "layout:button", "id": "increment", "properties": {"onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}}]}}]}
        """

    /// The routes: `/home` works, every other route is one fault.
    static func addRoutes(to router: Router<BasicRequestContext>) {
        router.get("/home") { _, _ in LocalServer.json(homeScreen) }
        router.get("/not-found") { _, _ in LocalServer.json(#"{"error": "no such screen"}"#, status: .notFound) }
        router.get("/server-error") { _, _ in LocalServer.json("Internal failure", status: .internalServerError) }
        router.get("/invalid-json") { _, _ in LocalServer.json(#"{"_:component": "layout:text", "properties": {"text": "unterminated"#) }
        router.get("/oversized") { _, _ in
            LocalServer.json(#"{"_:component": "layout:text", "properties": {"text": ""# + String(repeating: "x", count: 64 * 1024) + #""}}"#)
        }
        router.get("/redirect-loop") { _, _ in Response(status: .found, headers: [.location: "/redirect-loop"]) }
        router.get("/never-answers") { _, _ in
            // Ten times the client's timeout, which must end the request first; bounded so that the server's
            // graceful shutdown (which waits for running handlers) ends soon after the test.
            try await Task.sleep(for: .seconds(5))
            return LocalServer.json("{}")
        }
        router.get("/slow-body") { _, _ in
            // Sends the head at once, then one byte at a time, far slower than the client's timeout allows.
            let body = ResponseBody { writer in
                try await writer.write(ByteBuffer(string: #"{"_:component": "layout:text", "properties": {"text": ""#))
                for _ in 0..<10 {
                    try await Task.sleep(for: .milliseconds(500))
                    try await writer.write(ByteBuffer(string: "x"))
                }
                try await writer.write(ByteBuffer(string: #""}}"#))
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: [.contentType: "application/json"], body: body)
        }
        router.get("/self") { _, _ in
            LocalServer.json("""
                {"_:component": "layout:column", "id": "self", "children": [
                  {"_:component": "layout:button", "id": "again", "properties": {"onPress": [
                    {"_:action": "push", "properties": {"url": "/self"}}]}}]}
                """)
        }
        router.get("/flaky/{key}") { _, context in
            FlakyRoute.shared.answer(key: context.parameters.get("key") ?? "")
        }
    }

    /// Runs `body` with a base URL on 127.0.0.1 where nothing listens: a port bound but never listening, so
    /// that every connection is refused and no other process can take the port meanwhile.
    @MainActor
    static func withRefusingBaseURL(_ body: @MainActor (String) async throws -> Void) async throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        try #require(bound)
        try await body("http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")
    }
}

/// `/flaky/<key>`: fails with 503 until `heal(key)` is called, so that a retry can be seen to succeed; each test
/// uses a key of its own.
final class FlakyRoute: @unchecked Sendable {
    static let shared = FlakyRoute()
    private let lock = NSLock()
    private var healed: Set<String> = []

    func heal(_ key: String) { lock.withLock { _ = healed.insert(key) } }

    func answer(key: String) -> Response {
        lock.withLock { healed.contains(key) }
            ? LocalServer.json(#"{"_:component": "layout:text", "id": "recovered"}"#)
            : LocalServer.json("busy", status: .serviceUnavailable)
    }
}
