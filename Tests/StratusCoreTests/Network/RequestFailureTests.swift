import Foundation
import Testing
@testable import StratusCore

/// What a failed `sendRequest` says (status and reason, never an HTML page; invalid JSON with its position),
/// and which failures the engine keeps for the app to show (no `onError`, or one that only logs).
@MainActor
@Suite struct RequestFailureTests {
    static func engine(answering response: ServerDrivenResponse) -> ServerDrivenEngine {
        makeEngine(httpClient: RecordingHTTPClient { _ in response })
    }

    /// Presses a button sending `POST /orders` with `onError` as given (nil: none).
    static func press(_ engine: ServerDrivenEngine, onError: String? = nil) async throws {
        let followUps = onError.map { #", "onError": \#($0)"# } ?? ""
        let root = try engine.buildTree(json: try json("""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [{"_:action": "sendRequest",
          "properties": {"url": "/orders", "method": "Post", "data": {"a": 1},
            "onSuccess": [{"_:action": "log", "properties": {"message": "data: @{onSuccess.data}"}}]\(followUps)}}]}}
        """))
        try root.press("b")
        await engine.waitUntilIdle()
    }

    static let logMessage = #"[{"_:action": "log", "properties": {"message": "@{onError.message}", "level": "Error"}}]"#

    @Test func anHTMLErrorPageIsNeverQuoted() async throws {
        let engine = Self.engine(answering: ServerDrivenResponse(
            status: 502, headers: ["content-type": "text/html"], body: Data("<html><body>Bad gateway</body></html>".utf8)))
        try await Self.press(engine)
        #expect(engine.unhandledRequestFailures == [RequestFailure(method: .post, url: "http://tests.com/orders",
                                                                   reason: "502 Bad Gateway")])
    }

    @Test func invalidJSONOfAJSONAnswerIsAFailureWithItsPosition() async throws {
        let engine = Self.engine(answering: ServerDrivenResponse(
            status: 200, headers: ["content-type": "application/json"], body: Data("{\n  \"a\": [1,]\n}".utf8)))
        try await Self.press(engine, onError: Self.logMessage)
        #expect(engine.logs.last?.message.hasPrefix("invalid JSON at 2:10 (trailing comma") == true, "\(engine.logs)")
        #expect(engine.unhandledRequestFailureCount == 1, "an onError that only logs does not tell the user")
    }

    @Test func textThatIsNotJSONReachesOnSuccessAsAString() async throws {
        let engine = Self.engine(answering: ServerDrivenResponse(
            status: 200, headers: ["content-type": "text/plain"], body: Data("{not json".utf8)))
        try await Self.press(engine)
        #expect(engine.logs.map(\.message) == ["data: {not json"])
        #expect(engine.unhandledRequestFailures.isEmpty)
    }

    @Test func anOnErrorThatActsHandlesTheFailure() async throws {
        let engine = Self.engine(answering: ServerDrivenResponse(status: 500, body: Data(#"{"message": "no"}"#.utf8)))
        try await Self.press(engine, onError: #"[{"_:action": "setState", "properties": {"path": "global", "value": 1}}]"#)
        #expect(engine.unhandledRequestFailures.isEmpty)
        #expect(engine.logs.map(\.message) == ["Unable to send request: POST http://tests.com/orders: 500 Internal Server Error: no"])
        #expect(engine.loggedErrorCount == 1)
    }
}
