import Foundation
import Testing
@testable import StratusApp

@Suite("stratus serve, through a real HTTP client")
struct ScreenServerTests {
    let folder: TemporaryFolder
    let screen = #"{"_:component": "layout:text", "properties": {"text": "hello"}}"#

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("index.json", screen)
        try folder.write("product.yaml", "_:component: layout:text\nproperties:\n  text: product\n")
        try folder.write("nested/index.yaml", "_:component: layout:column\n")
        try folder.write("notes.txt", "plain")
    }

    @Test func servesJSONScreensWithTheirContentTypeAndValidators() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let response = try await server.request("/index.json")
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == screen)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(response.headers["etag"]?.hasPrefix("\"") == true)
        #expect(response.headers["last-modified"]?.hasSuffix(" GMT") == true)
        #expect(response.headers["cache-control"] == "no-cache")
    }

    @Test func servesYAMLScreensAndFindsRoutesWithoutExtension() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let response = try await server.request("/product")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/yaml; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self).contains("text: product"))
    }

    @Test func servesTheIndexOfTheRootAndOfSubfolders() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        #expect(String(decoding: try await server.request("/").body, as: UTF8.self) == screen)
        let nested = try await server.request("/nested/")
        #expect(nested.status == 200)
        #expect(String(decoding: nested.body, as: UTF8.self) == "_:component: layout:column\n")
    }

    @Test func answersNotFoundWithAJSONBody() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let response = try await server.request("/missing.json")
        #expect(response.status == 404)
        #expect(response.headers["content-type"] == "application/json; charset=utf-8")
        #expect(String(decoding: response.body, as: UTF8.self).contains("no screen at /missing.json"))
    }

    @Test func neverServesAFileOutsideTheFolder() async throws {
        let outside = try TemporaryFolder()
        try outside.write("secret.json", "{}")
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/link.json", withDestinationPath: outside.path + "/secret.json")
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let relative = "/%2e%2e/" + (outside.path as NSString).lastPathComponent + "/secret.json"
        #expect(try await server.request(relative).status == 404)
        #expect(try await server.request("/link.json").status == 404)
    }

    @Test func answersNotModifiedWhenTheEntityTagStillMatches() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let first = try await server.request("/index.json")
        let entityTag = try #require(first.headers["etag"])
        let again = try await server.request("/index.json", headers: ["If-None-Match": entityTag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "changed"}}"#)
        let changed = try await server.request("/index.json", headers: ["If-None-Match": entityTag])
        #expect(changed.status == 200)
        #expect(changed.headers["etag"] != entityTag)
    }

    @Test func answersNotModifiedSinceTheLastModificationDate() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let first = try await server.request("/index.json")
        let lastModified = try #require(first.headers["last-modified"])
        let again = try await server.request("/index.json", headers: ["If-Modified-Since": lastModified])
        #expect(again.status == 304)
        let earlier = try await server.request(
            "/index.json", headers: ["If-Modified-Since": "Thu, 01 Jan 1970 00:00:00 GMT"])
        #expect(earlier.status == 200)
    }

    @Test func echoesTheBodyOfAPost() async throws {
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let body = Data(#"{"name":"John","age":30}"#.utf8)
        let response = try await server.request(
            ScreenServer.echoPath, method: "POST", headers: ["Content-Type": "application/json"], body: body)
        #expect(response.status == 200)
        #expect(response.body == body)
        #expect(response.headers["content-type"] == "application/json")
    }
}
