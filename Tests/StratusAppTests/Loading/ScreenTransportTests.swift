import Foundation
import Testing
@testable import StratusApp
import StratusCore

@Suite struct ScreenTransportTests {
    let folder: TemporaryFolder
    let transport: ScreenTransport

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "home"}}"#)
        try folder.write("product.yaml", "_:component: layout:text\nproperties:\n  text: product\n  price: 12.5\n")
        transport = ScreenTransport(folder: try ScreenFolder(path: folder.path), network: UnreachableNetwork())
    }

    func get(_ route: String) async throws -> ServerDrivenResponse {
        let url = try #require(URL(string: ScreenTransport.localURL(route)))
        return try await transport.send(ServerDrivenRequest(url: url))
    }

    @Test func answersLocalScreensFromTheFolder() async throws {
        let response = try await get("/index.json")
        #expect(response.status == 200)
        #expect(try JSONValue(parsing: response.body).objectValue?["properties"]?.objectValue?["text"] == "home")
    }

    @Test func turnsYAMLIntoJSONAndFindsRoutesWithoutExtension() async throws {
        let response = try await get("/product")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        let properties = try JSONValue(parsing: response.body).objectValue?["properties"]?.objectValue
        #expect(properties?["text"] == "product")
        #expect(properties?["price"] == .double(12.5))
    }

    @Test func answersNotFoundForMissingScreens() async throws {
        #expect(try await get("/missing.json").status == 404)
    }

    @Test func echoesPostsToTheEchoPath() async throws {
        let url = try #require(URL(string: ScreenTransport.localURL(ScreenServer.echoPath)))
        let body = Data(#"{"a":1}"#.utf8)
        let response = try await transport.send(ServerDrivenRequest(url: url, method: .post, body: body))
        #expect(response.status == 200)
        #expect(response.body == body)
    }

    @Test func answersTheRoutesOfABundleWithItsMembers() async throws {
        let bundle = try folder.write("bundle.json", """
            {"SCREEN1": {"_:component": "layout:text", "properties": {"text": "one"}},
             "STATEFUL_NAVIGATION_2": {"_:component": "layout:text", "properties": {"text": "two"}}}
            """)
        let bundled = ScreenTransport(folder: try ScreenFolder(path: folder.path), bundlePath: bundle,
                                      network: UnreachableNetwork())
        let url = try #require(URL(string: ScreenTransport.localURL("/stateful-navigation-2")))
        let response = try await bundled.send(ServerDrivenRequest(url: url))
        #expect(try JSONValue(parsing: response.body).objectValue?["properties"]?.objectValue?["text"] == "two")
    }

    @Test func boundsNetworkRequestsWithTheTimeout() async throws {
        let slow = ScreenTransport(folder: nil, network: SilentNetwork(), requestTimeout: 0.2)
        let url = try #require(URL(string: "http://example.invalid/screen.json"))
        await #expect(throws: StratusCoreError.self) { try await slow.send(ServerDrivenRequest(url: url)) }
    }
}

/// A network that must not be reached by the test.
struct UnreachableNetwork: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        Issue.record("unexpected network request to \(request.url)")
        return ServerDrivenResponse(status: 599)
    }
}

/// A network that never answers (until cancelled).
struct SilentNetwork: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        try await Task.sleep(for: .seconds(3600))
        return ServerDrivenResponse(status: 200)
    }
}
