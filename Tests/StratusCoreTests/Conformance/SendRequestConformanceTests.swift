import Foundation
import Testing
@testable import StratusCore

/// core-tests-sendRequest.json against `SendRequestTest` (Docs/Nimbus.md §2.1), with the bundle's mock server:
/// GET /user/1 answers a user, /post-data echoes the body, anything else is a 404 with an empty body.
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct SendRequestConformanceTests {
    static func mockServer() -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            switch request.url.absoluteString {
            case "http://tests.com/user/1":
                return ServerDrivenResponse(status: 200, statusText: "OK",
                                            body: Data(#"{"name":"John","age":30,"id":"01222578545"}"#.utf8))
            case "http://tests.com/post-data":
                return ServerDrivenResponse(status: 200, statusText: "OK", body: request.body ?? Data())
            default:
                return ServerDrivenResponse(status: 404, statusText: "Not Found")
            }
        }
    }

    let client = Self.mockServer()
    let engine: ServerDrivenEngine

    init() {
        engine = makeEngine(baseURL: "http://tests.com", httpClient: client)
    }

    func pressAndWait(_ key: String) async throws {
        let root = try engine.buildCorpusScreen("sendRequest", key)
        try root.press("send-request-btn")
        await engine.waitUntilIdle()
    }

    @Test func successRunsOnSuccessThenOnFinish() async throws {
        try await pressAndWait("SEND_REQUEST_SUCCESS")
        #expect(engine.logs.map(\.message) == ["success", "finish"])
        #expect(engine.logs.map(\.level) == [.info, .info])
        #expect(client.requests.map(\.url.absoluteString) == ["http://tests.com/user/1"])
        #expect(client.requests.first?.headers["platform"] == "terminal")
    }

    @Test func errorLogsThenRunsOnErrorThenOnFinish() async throws {
        try await pressAndWait("SEND_REQUEST_ERROR")
        #expect(engine.logs.count == 3)
        #expect(engine.logs[0].level == .error)
        #expect(engine.logs[0].message.hasPrefix("Unable to send request: GET http://tests.com/"))
        #expect(engine.logs[0].message.hasSuffix(": 404 Not Found"))
        #expect(engine.logs[1].message == "error")
        #expect(engine.logs[1].level == .error)
        #expect(engine.logs[2].message == "finish")
    }

    @Test func missingURLFailsBeforeSending() async throws {
        try await pressAndWait("SEND_REQUEST_NO_URL")
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.level == .error)
        #expect(engine.logs.first?.message.contains("Expected a string for property \"url\", but found null") == true)
        #expect(client.requests.isEmpty)
    }

    @Test func successWithoutOtherCallbacks() async throws {
        try await pressAndWait("SEND_REQUEST_ONLY_SUCCESS")
        #expect(engine.logs.map(\.message) == ["success"])
    }

    @Test func postsAListAndReadsTheEcho() async throws {
        try await pressAndWait("POST_LIST")
        // Docs/Nimbus.md §10: the null becomes an empty string, hence the double space.
        #expect(engine.logs.map(\.message) == ["1 test true  50.3 1 world"])
        let request = try #require(client.requests.first)
        #expect(request.method == .post)
        #expect(request.headers["Content-Type"] == "application/json")
    }

    @Test func postsAMapAndReadsTheEcho() async throws {
        try await pressAndWait("POST_MAP")
        #expect(engine.logs.map(\.message) == ["1 test true  50.3 1 world"])
    }

    @Test func postsALongWithoutLosingPrecision() async throws {
        try await pressAndWait("POST_LONG")
        #expect(engine.logs.map(\.message) == ["2147483649"])
    }

    @Test(arguments: [(#""my data""#, "my data"), ("true", "true"), ("123", "123"), ("123.456789", "123.456789")])
    func postsScalars(data: String, expected: String) async throws {
        let root = try engine.buildTree(json: try json("""
        {"_:component": "material:button", "id": "send-request-btn", "properties": {"onPress": [
          {"_:action": "sendRequest", "properties": {"method": "Post", "url": "/post-data", "data": \(data),
            "onSuccess": [{"_:action": "log", "properties": {"message": "@{onSuccess.data}"}}],
            "onError": [{"_:action": "log", "properties": {"message": "ERROR"}}]}}]}}
        """))
        try root.press("send-request-btn")
        await engine.waitUntilIdle()
        #expect(engine.logs.map(\.message) == [expected])
    }

    @Test func onErrorCarriesTheCoreStateAndTheRealStatus() async throws {
        let root = try engine.buildTree(json: try json("""
        {"_:component": "material:button", "id": "b", "properties": {"onPress": [
          {"_:action": "sendRequest", "properties": {"url": "/missing",
            "onError": [{"_:action": "log", "properties": {
              "message": "@{onError.status} @{onError.statusText} @{onError.httpStatus}"}}]}}]}}
        """))
        try root.press("b")
        await engine.waitUntilIdle()
        #expect(engine.logs.last?.message == "0 Unable to send request 404")
    }

    @Test func getDoesNotSendTheBody() async throws {
        let root = try engine.buildTree(json: try json("""
        {"_:component": "material:button", "id": "b", "properties": {"onPress": [
          {"_:action": "sendRequest", "properties": {"url": "/user/1", "data": {"a": 1},
            "headers": {"X-Token": "abc", "Content-Type": "text/plain"}}}]}}
        """))
        try root.press("b")
        await engine.waitUntilIdle()
        let request = try #require(client.requests.first)
        #expect(request.body == nil)
        #expect(request.headers["X-Token"] == "abc")
        #expect(request.headers["Content-Type"] == "text/plain")
    }
}
