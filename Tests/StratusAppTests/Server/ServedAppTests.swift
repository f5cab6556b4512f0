import Foundation
import Testing
@testable import StratusApp

/// `stratus serve` plus `stratus run http://...`: screens and requests go over real HTTP.
@MainActor
@Suite struct ServedAppTests {
    @Test func aServedScreenLoadsAndItsRequestsRoundTrip() async throws {
        let folder = try TemporaryFolder()
        try folder.write("api/quote.json", #"{"text": "served quote"}"#)
        try folder.write("index.json", """
            {"_:component": "layout:column", "state": {"quote": "-", "echo": "-"}, "children": [
              {"_:component": "terminal:button", "id": "get", "properties": {"text": "Get", "onPress": [
                {"_:action": "sendRequest", "properties": {"url": "/api/quote.json",
                  "onSuccess": [{"_:action": "setState", "properties": {"path": "quote", "value": "@{onSuccess.data.text}"}}]}}]}},
              {"_:component": "terminal:button", "id": "post", "properties": {"text": "Post", "onPress": [
                {"_:action": "sendRequest", "properties": {"url": "/_stratus/echo", "method": "Post", "data": {"n": 42},
                  "onSuccess": [{"_:action": "setState", "properties": {"path": "echo", "value": "@{onSuccess.data.n}"}}]}}]}},
              {"_:component": "layout:text", "properties": {"text": "quote=@{quote} echo=@{echo}"}}
            ]}
            """)
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let before = try await render(server.baseURL + "/", size: "40x6")
        #expect(before.status == 0, "\(before.messages)")
        #expect(before.lines.joined().contains("quote=- echo=-"))
        let after = try await render(server.baseURL + "/", size: "40x6", keys: "click:get click:post")
        #expect(after.lines.joined(separator: "\n").contains("quote=served quote echo=42"), "\(after.lines)")
    }

    @Test func aMissingServedScreenFailsWithStatusOne() async throws {
        let folder = try TemporaryFolder()
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "hi"}}"#)
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let output = try await render(server.baseURL + "/missing.json", size: "40x6")
        #expect(output.status == 1)
        #expect(output.messages.contains { $0.contains("404") })
    }
}
