import Foundation
import Testing
@testable import StratusCore

/// Safety rules: self-triggering chains are cut off, files stay out of reach of network screens, openUrl never
/// runs a shell and only opens allowed schemes.
@MainActor
struct SafetyTests {
    @Test func eventThatTriggersItselfIsCutOff() throws {
        let again = UILibrary("app").addAction("again") { triggered in
            triggered.event.node?.event(at: "onPress")?.run()
        }
        let engine = makeEngine(libraries: [again])
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "state": {"n": 0}, "properties": {"text": "@{n}", "onPress": [
          {"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}},
          {"_:action": "app:again"}]}}
        """#))
        try root.press("b")
        #expect(try root.find("b").properties["text"] == .integer(Int64(engine.limits.maximumEventDepth)))
        #expect(engine.logs.count == 1)
        #expect(engine.logs.first?.message.contains("cut off") == true)
    }

    @Test func viewEventRunsInTheCallersViewSoItCannotRetriggerItself() async throws {
        let engine = makeEngine()
        engine.navigator.open(json: #"""
        {"_:component": "layout:button", "id": "go", "properties": {"onPress": [
          {"_:action": "push", "properties": {"url": "/loop", "fallback": {"_:component": "layout:button", "id": "fire",
            "properties": {"onPress": [{"_:action": "triggerViewEvent", "properties": {"event": "onLoop"}}]}},
            "events": {"onLoop": [{"_:action": "log", "properties": {"message": "loop"}},
              {"_:action": "triggerViewEvent", "properties": {"event": "onLoop"}}]}}}]}}
        """#)
        try #require(engine.navigator.currentScreen?.root).press("go")
        await engine.waitUntilIdle()
        engine.clearLogs()
        try #require(engine.navigator.currentScreen?.root).press("fire")
        // Docs/Nimbus.md §2.1: the view event runs in the caller's scope, whose view has no `onLoop`.
        #expect(engine.logs.map(\.message) == ["loop",
            "Can't trigger view event named \"onLoop\" because the current view has no such event."])
    }

    @Test func requestChainThatTriggersItselfIsCutOff() async throws {
        let client = RecordingHTTPClient { _ in ServerDrivenResponse(status: 200, body: Data("{}".utf8)) }
        let engine = makeEngine(httpClient: client)
        engine.limits.maximumEventGenerations = 5
        let poller = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:lifecycle", "id": "p", "properties": {"onInit": [
          {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
            {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
              {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
                {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
                  {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
                    {"_:action": "sendRequest", "properties": {"url": "/poll", "onSuccess": [
                      {"_:action": "log", "properties": {"message": "too deep"}}]}}]}}]}}]}}]}}]}}]}}
        """#))
        try poller.press("p", event: "onInit")
        await engine.waitUntilIdle()
        #expect(client.requests.count == 5)
        #expect(!engine.logs.contains { $0.message == "too deep" })
        #expect(engine.logs.contains { $0.message.contains("cut off") })
    }

    @Test func fileScreensMayOpenFilesAndTheNetwork() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stratus-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
        {"_:component": "layout:button", "id": "next", "properties": {"onPress": [
          {"_:action": "push", "properties": {"url": "/second.json"}}]}}
        """#.write(to: folder.appendingPathComponent("first.json"), atomically: true, encoding: .utf8)
        try #"{"_:component": "layout:text", "id": "second"}"#
            .write(to: folder.appendingPathComponent("second.json"), atomically: true, encoding: .utf8)
        let client = RecordingHTTPClient()
        let engine = makeEngine(baseURL: folder.absoluteString, httpClient: client)
        engine.navigator.open(url: "/first.json")
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.origin == .file)
        try #require(engine.navigator.currentScreen?.root).press("next")
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.root?.node(withID: "second") != nil)
        #expect(client.requests.isEmpty)
        engine.navigator.open(url: "/absent.json")
        await engine.waitUntilIdle()
        #expect(engine.navigator.currentScreen?.error?.kind == .request)
    }

    @Test func networkScreensCannotSendRequestsToFiles() async throws {
        let client = RecordingHTTPClient { _ in
            ServerDrivenResponse(status: 200, body: Data(#"""
            {"_:component": "layout:button", "id": "b", "properties": {"onPress": [{"_:action": "sendRequest",
              "properties": {"url": "file:///etc/passwd", "onSuccess": [{"_:action": "log", "properties": {"message": "read"}}],
              "onError": [{"_:action": "log", "properties": {"message": "@{onError.message}"}}]}}]}}
            """#.utf8))
        }
        let engine = makeEngine(baseURL: "http://tests.com", httpClient: client)
        engine.navigator.open(url: "/screen")
        await engine.waitUntilIdle()
        try #require(engine.navigator.currentScreen?.root).press("b")
        await engine.waitUntilIdle()
        #expect(!engine.logs.contains { $0.message == "read" })
        #expect(engine.logs.last?.message.contains("may not be requested") == true)
    }

    @Test func unsupportedSchemesAreRefused() async throws {
        let engine = makeEngine()
        engine.navigator.push(ViewRequest(url: "ftp://example.com/screen.json"))
        #expect(engine.navigator.currentScreen?.error?.kind == .unsafeURL)
    }

    @Test func openURLHandsTheURLToTheOpener() throws {
        let engine = makeEngine()
        let opener = RecordingURLOpener()
        engine.urlOpener = opener
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:column", "children": [
          {"_:component": "layout:button", "id": "web", "properties": {"onPress": [
            {"_:action": "openUrl", "properties": {"url": "https://example.com/a b?x=$(rm -rf ~)"}}]}},
          {"_:component": "layout:button", "id": "ok", "properties": {"onPress": [
            {"_:action": "openUrl", "properties": {"url": "https://example.com/?q=1;echo"}}]}},
          {"_:component": "layout:button", "id": "js", "properties": {"onPress": [
            {"_:action": "openUrl", "properties": {"url": "javascript:alert(1)"}}]}}]}
        """#))
        try root.press("web")
        try root.press("ok")
        try root.press("js")
        // Shell characters are harmless: the URL is one argument of the opener, never a shell string.
        #expect(opener.openedURLs.count == 2)
        #expect(opener.openedURLs.last?.absoluteString == "https://example.com/?q=1;echo")
        #expect(engine.logs.count == 1)
        #expect(engine.logs.allSatisfy { $0.level == .error })
    }

    @Test func openURLWithoutAnOpenerShowsTheURL() throws {
        struct NoOpener: URLOpener { func open(_ url: URL) -> Bool { false } }
        let engine = makeEngine()
        engine.urlOpener = NoOpener()
        let root = try engine.buildTree(json: try json(#"""
        {"_:component": "layout:button", "id": "b", "properties": {"onPress": [
          {"_:action": "openUrl", "properties": {"url": "https://example.com"}}]}}
        """#))
        try root.press("b")
        #expect(engine.logs.map(\.message) == ["Could not open https://example.com (nothing here opens addresses): open it in a browser."])
        #expect(engine.logs.map(\.level) == [.warning])
    }
}
