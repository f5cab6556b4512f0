import Foundation
import Testing
@testable import StratusApp
import StratusCore

/// The app's HTTP client: YAML answers become JSON, `--timeout` bounds requests.
@Suite struct ScreenTransportTests {
    @Test func turnsAYAMLAnswerIntoJSON() async throws {
        let yaml = "_:component: layout:text\nproperties:\n  text: product\n  price: 12.5\n"
        let transport = ScreenTransport(network: AnsweringNetwork(
            body: yaml, headers: ["content-type": "application/yaml"]))
        let url = try #require(URL(string: "http://example.invalid/product"))
        let response = try await transport.send(ServerDrivenRequest(url: url))
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let properties = try JSONValue(parsing: response.body).objectValue?["properties"]?.objectValue
        #expect(properties?["text"] == "product")
        #expect(properties?["price"] == .double(12.5))
    }

    @Test func aBrokenYAMLAnswerIsAnErrorAtItsLine() async throws {
        let transport = ScreenTransport(network: AnsweringNetwork(
            body: "a: [1,\nb: c: d\n", headers: ["content-type": "application/yaml"]))
        let url = try #require(URL(string: "http://example.invalid/broken.yaml"))
        do {
            _ = try await transport.send(ServerDrivenRequest(url: url))
            Issue.record("a broken YAML answer was accepted")
        } catch let error as StratusCoreError {
            #expect(error.kind == .malformedJSON)
            #expect(error.line != nil)
            #expect(error.source == url.absoluteString)
        }
    }

    @Test func boundsNetworkRequestsWithTheTimeout() async throws {
        let slow = ScreenTransport(network: SilentNetwork(), requestTimeout: 0.2)
        let url = try #require(URL(string: "http://example.invalid/screen.json"))
        await #expect(throws: StratusCoreError.self) { try await slow.send(ServerDrivenRequest(url: url)) }
    }
}

/// A network that answers every request with the same body.
struct AnsweringNetwork: HTTPClientProtocol {
    var body: String
    var headers: [String: String] = [:]
    var status = 200

    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        ServerDrivenResponse(status: status, headers: headers, body: Data(body.utf8))
    }
}

/// A network that never answers (until cancelled).
struct SilentNetwork: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        try await Task.sleep(for: .seconds(3600))
        return ServerDrivenResponse(status: 200)
    }
}
