import Foundation
import Hummingbird
import StratusTestSupport
import Testing
@testable import StratusCore

/// Navigation and sendRequest through the real AsyncHTTPClient transport against a local Hummingbird server,
/// with the safety limits (size, redirects, timeout).
@MainActor
struct RealServerTests {
    nonisolated static func routes(_ router: Router<BasicRequestContext>) {
        router.get("/home") { request, _ in
            LocalServer.json("""
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:text", "id": "platform", "properties": {"text": "\(header("platform", of: request))"}},
              {"_:component": "layout:button", "id": "next", "properties": {"onPress": [
                {"_:action": "push", "properties": {"url": "/next", "method": "Post", "body": {"from": "home"},
                  "headers": {"X-Screen": "home"}}}]}},
              {"_:component": "layout:button", "id": "local", "properties": {"onPress": [
                {"_:action": "push", "properties": {"url": "file:///etc/hostname"}}]}},
              {"_:component": "layout:button", "id": "send", "properties": {"onPress": [
                {"_:action": "sendRequest", "properties": {"url": "/echo", "method": "Put", "data": {"n": 1, "x": [true]},
                  "onSuccess": [{"_:action": "log", "properties": {"message": "@{onSuccess.status} @{onSuccess.data.x[0]}"}}],
                  "onError": [{"_:action": "log", "properties": {"message": "error @{onError.message}"}}]}}]}}]}
            """)
        }
        router.post("/next") { request, _ in
            let body = try await request.body.collect(upTo: 1 << 16)
            let text = String(buffer: body)
            let header = header("X-Screen", of: request)
            let json = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
            return LocalServer.json("""
            {"_:component": "layout:text", "id": "next", "properties": {"text": "\(json?["from"] ?? "?") \(header)"}}
            """)
        }
        router.put("/echo") { request, _ in
            let body = try await request.body.collect(upTo: 1 << 16)
            return LocalServer.json(String(buffer: body))
        }
        router.get("/big") { _, _ in
            LocalServer.json("{\"_:component\": \"layout:text\", \"properties\": {\"text\": \""
                + String(repeating: "x", count: 10_000) + "\"}}")
        }
        router.get("/redirect/{count}") { _, context in
            let count = context.parameters.get("count", as: Int.self) ?? 0
            if count == 0 { return LocalServer.json(#"{"_:component": "layout:text", "id": "landed"}"#) }
            return Response(status: .found, headers: [.location: "/redirect/\(count - 1)"])
        }
        router.get("/slow") { _, _ in
            try await Task.sleep(for: .seconds(2))
            return LocalServer.json(#"{"_:component": "layout:text"}"#)
        }
        router.get("/missing") { _, _ in LocalServer.json(#"{"error": "no"}"#, status: .notFound) }
    }

    /// A request header by name, case-insensitively.
    nonisolated static func header(_ name: String, of request: Request) -> String {
        request.headers.first { $0.name.canonicalName == name.lowercased() }?.value ?? "none"
    }

    func makeRealEngine(_ base: String, limits: EngineLimits = EngineLimits()) -> ServerDrivenEngine {
        ServerDrivenEngine(baseURLString: base, libraries: testLibraries(), limits: limits)
    }

    @Test func loadsPushesAndSendsThroughAsyncHTTPClient() async throws {
        try await LocalServer.run(Self.routes) { base in
            let engine = makeRealEngine(base)
            engine.navigator.open(url: "/home")
            await engine.waitUntilIdle()
            let home = try #require(engine.navigator.currentScreen?.root)
            #expect(try home.find("platform").properties["text"] == "terminal")
            #expect(engine.navigator.currentScreen?.origin == .network)
            try home.press("send")
            await engine.waitUntilIdle()
            #expect(engine.logs.map(\.message) == ["200 true"])
            try home.press("next")
            await engine.waitUntilIdle()
            #expect(engine.navigator.urlStacks == [["/home", "/next"]])
            #expect(try #require(engine.navigator.currentScreen?.root).find("next").properties["text"] == "home home")
        }
    }

    @Test func networkScreenCannotOpenFiles() async throws {
        try await LocalServer.run(Self.routes) { base in
            let engine = makeRealEngine(base)
            engine.navigator.open(url: "/home")
            await engine.waitUntilIdle()
            try #require(engine.navigator.currentScreen?.root).press("local")
            await engine.waitUntilIdle()
            let screen = try #require(engine.navigator.currentScreen)
            #expect(screen.url == "file:///etc/hostname")
            #expect(screen.error?.kind == .unsafeURL)
        }
    }

    @Test func statusErrorsReachTheScreen() async throws {
        try await LocalServer.run(Self.routes) { base in
            let engine = makeRealEngine(base)
            engine.navigator.open(url: "/missing")
            await engine.waitUntilIdle()
            #expect(engine.navigator.currentScreen?.error?.status == 404)
        }
    }

    @Test func responsesOverTheSizeLimitFail() async throws {
        try await LocalServer.run(Self.routes) { base in
            var limits = EngineLimits()
            limits.maximumResponseBytes = 1_000
            let engine = makeRealEngine(base, limits: limits)
            engine.navigator.open(url: "/big")
            await engine.waitUntilIdle()
            let error = try #require(engine.navigator.currentScreen?.error)
            #expect(error.kind == .request)
            #expect(error.message.contains("larger than 1000 bytes"))
        }
    }

    @Test func redirectsAreFollowedUpToTheLimit() async throws {
        try await LocalServer.run(Self.routes) { base in
            var limits = EngineLimits()
            limits.maximumRedirects = 3
            let engine = makeRealEngine(base, limits: limits)
            engine.navigator.open(url: "/redirect/2")
            await engine.waitUntilIdle()
            #expect(engine.navigator.currentScreen?.root?.node(withID: "landed") != nil)
            engine.navigator.open(url: "/redirect/6")
            await engine.waitUntilIdle()
            #expect(engine.navigator.currentScreen?.error?.kind == .request)
        }
    }

    @Test func slowResponsesTimeOut() async throws {
        try await LocalServer.run(Self.routes) { base in
            var limits = EngineLimits()
            limits.requestTimeout = 0.2
            let engine = makeRealEngine(base, limits: limits)
            engine.navigator.open(url: "/slow")
            await engine.waitUntilIdle()
            #expect(engine.navigator.currentScreen?.error?.kind == .request)
        }
    }
}
