import Foundation
import Testing
@testable import StratusCore

/// Docs/Nimbus.md §7: URL building, the stack of stacks, and what the UI hears about navigation.
@MainActor
struct NavigatorTests {
    @Test func urlBuilderFollowsTheCoreOracle() {
        #expect(URLBuilder.build("/new-path", baseURL: "/base-url/") == "/base-url/new-path")
        #expect(URLBuilder.build("new-path", baseURL: "/base-url/") == "new-path")
        #expect(URLBuilder.build("/a", baseURL: "http://x.com") == "http://x.com/a")
        #expect(URLBuilder.build("https://y.com/b", baseURL: "http://x.com") == "https://y.com/b")
    }

    /// Every path answers a screen whose text is the path, with buttons to push, present, pop, popTo and dismiss.
    static func server() -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            let path = request.url.path
            let body = """
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:text", "id": "title", "properties": {"text": "\(path)"}},
              {"_:component": "layout:button", "id": "push", "properties": {"onPress": [
                {"_:action": "push", "properties": {"url": "\(path)/p"}}]}},
              {"_:component": "layout:button", "id": "present", "properties": {"onPress": [
                {"_:action": "present", "properties": {"url": "\(path)/m", "state": {"from": "\(path)"}}}]}},
              {"_:component": "layout:button", "id": "pop", "properties": {"onPress": [{"_:action": "pop"}]}},
              {"_:component": "layout:button", "id": "home", "properties": {"onPress": [
                {"_:action": "popTo", "properties": {"url": "/a"}}]}},
              {"_:component": "layout:button", "id": "dismiss", "properties": {"onPress": [{"_:action": "dismiss"}]}}]}
            """
            return ServerDrivenResponse(status: 200, body: Data(body.utf8))
        }
    }

    let engine = makeEngine(httpClient: Self.server())
    var navigator: ScreenNavigator { engine.navigator }

    func press(_ id: String) async throws {
        try #require(navigator.currentScreen?.root).press(id)
        await engine.waitUntilIdle()
    }

    @Test func presentOpensANewStackAndDismissClosesIt() async throws {
        navigator.open(url: "/a")
        await engine.waitUntilIdle()
        try await press("push")
        try await press("present")
        #expect(navigator.urlStacks == [["/a", "/a/p"], ["/a/p/m"]])
        #expect(navigator.currentScreen?.scope.state(named: "from")?.value == "/a/p")
        try await press("push")
        // pop is a no-op at the root of the presented stack; dismiss closes the whole stack.
        try await press("pop")
        try await press("pop")
        #expect(navigator.urlStacks == [["/a", "/a/p"], ["/a/p/m"]])
        try await press("dismiss")
        #expect(navigator.urlStacks == [["/a", "/a/p"]])
        try await press("dismiss")
        #expect(navigator.urlStacks == [["/a", "/a/p"]])
    }

    @Test func popToSearchesTheCurrentStackOnly() async throws {
        navigator.open(url: "/a")
        await engine.waitUntilIdle()
        try await press("push")
        try await press("push")
        #expect(navigator.urlStacks == [["/a", "/a/p", "/a/p/p"]])
        try await press("home")
        #expect(navigator.urlStacks == [["/a"]])
        try await press("present")
        try await press("home")
        #expect(navigator.urlStacks == [["/a"], ["/a/m"]])
    }

    @Test func popToFindsAFirstScreenOpenedByItsFullURL() async throws {
        navigator.open(url: "http://tests.com/a")
        await engine.waitUntilIdle()
        try await press("push")
        try await press("push")
        #expect(navigator.urlStacks.first?.count == 3)
        try await press("home")
        #expect(navigator.urlStacks == [["http://tests.com/a"]])
    }

    @Test func popToAnUnknownURLChangesNothing() async throws {
        navigator.open(url: "/b")
        await engine.waitUntilIdle()
        try await press("push")
        try await press("home")
        #expect(navigator.urlStacks == [["/b", "/b/p"]])
    }

    @Test func backPopsThenDismissesThenStops() async throws {
        navigator.open(url: "/a")
        await engine.waitUntilIdle()
        try await press("present")
        try await press("push")
        #expect(navigator.back())
        #expect(navigator.back())
        #expect(navigator.urlStacks == [["/a"]])
        #expect(!navigator.back())
    }

    @Test func navigationChangesAreReported() async throws {
        var reports: [UpdateReport] = []
        engine.onUpdate = { reports.append($0) }
        navigator.open(url: "/a")
        #expect(navigator.currentScreen.map { if case .loading = $0.phase { true } else { false } } == true)
        await engine.waitUntilIdle()
        #expect(reports.count == 2)
        #expect(reports.allSatisfy { $0.navigationChanged })
        let root = try #require(navigator.currentScreen?.root)
        #expect(try root.find("title").properties["text"] == "/a")
    }
}
