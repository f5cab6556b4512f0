import Foundation
import Testing
@testable import StratusCore

/// core-tests-navigation.json against `NavigationTest`, `PreFetchTest` and `NavigationCallbackTest`, with an
/// injected client that serves the bundle's screens like the core's mock server (Docs/Nimbus.md §7).
@MainActor
@Suite(.enabled(if: NimbusCorpus.isAvailable, NimbusCorpus.skipMessage))
struct NavigationConformanceTests {
    /// The core's `serverMock` and `callbackServerMock`: known paths answer their screen, anything else 404.
    static func mockServer() throws -> RecordingHTTPClient {
        let bundle = try #require(try NimbusCorpus.bundle("navigation").objectValue)
        let routes: [String: String] = [
            "/screen1": "SCREEN1", "/screen2": "SCREEN2", "/screen3": "SCREEN3", "/prefetch1": "PREFETCH1",
            "/prefetch2": "PREFETCH2", "/stateful-navigation-1": "STATEFUL_NAVIGATION_1",
            "/stateful-navigation-2": "STATEFUL_NAVIGATION_2", "/list": "LIST_SCREEN", "/edit": "EDIT_SCREEN",
        ]
        var bodies: [String: Data] = [:]
        for (path, key) in routes {
            bodies["http://tests.com" + path] = Data(try #require(bundle[key]).jsonString().utf8)
        }
        let table = bodies
        return RecordingHTTPClient { request in
            guard let body = table[request.url.absoluteString] else { return ServerDrivenResponse(status: 404) }
            return ServerDrivenResponse(status: 200, statusText: "OK", body: body)
        }
    }

    let client: RecordingHTTPClient
    let engine: ServerDrivenEngine
    var navigator: ScreenNavigator { engine.navigator }
    var savedNotes: () -> [JSONValue]

    init() throws {
        final class Box: @unchecked Sendable { var notes: [JSONValue] = [] }
        let box = Box()
        let test = UILibrary("test").addAction("saveNote") { triggered in
            box.notes.append(triggered.properties["note"] ?? .null)
        }
        client = try Self.mockServer()
        engine = makeEngine(baseURL: "http://tests.com", libraries: [test], httpClient: client)
        savedNotes = { box.notes }
    }

    /// The current screen's tree, failing when it is not loaded.
    func currentTree(sourceLocation: SourceLocation = #_sourceLocation) throws -> Node {
        let screen = try #require(navigator.currentScreen, sourceLocation: sourceLocation)
        return try #require(screen.root, "screen \(screen.url) is \(screen.phase)", sourceLocation: sourceLocation)
    }

    func pushViews(_ count: Int) async throws -> Node {
        navigator.push(ViewRequest(url: "/screen1"))
        await engine.waitUntilIdle()
        for _ in 1..<count {
            try currentTree().press("next")
            await engine.waitUntilIdle()
        }
        return try currentTree()
    }

    @Test func rendersTheFirstView() async throws {
        let page = try await pushViews(1)
        #expect(navigator.urlStacks == [["/screen1"]])
        #expect(page.texts == ["Screen 1", "Next"])
        #expect(client.requests.first?.headers["platform"] == "terminal")
        #expect(client.requests.first?.method == .get)
    }

    @Test func wrongURLGivesA404Error() async throws {
        navigator.push(ViewRequest(url: "/none"))
        await engine.waitUntilIdle()
        let error = try #require(navigator.currentScreen?.error)
        #expect(error.kind == .response)
        #expect(error.status == 404)
    }

    @Test func pushesTheSecondAndThirdViews() async throws {
        let page2 = try await pushViews(2)
        #expect(page2.texts.first == "Screen 2")
        #expect(navigator.urlStacks == [["/screen1", "/screen2"]])
        try page2.press("next")
        await engine.waitUntilIdle()
        #expect(try currentTree().texts.first == "Screen 3")
        #expect(navigator.stacks.first?.count == 3)
    }

    @Test func failedPushShowsTheFallback() async throws {
        let fallback = try await pushViews(4)
        #expect(navigator.stacks.first?.count == 4)
        #expect(fallback.texts.first == "Error fallback")
        #expect(engine.logs.contains { $0.level == .error && $0.message.contains("/screen4") })
    }

    @Test func failedPushWithoutFallbackShowsTheErrorWithRetry() async throws {
        let page3 = try await pushViews(3)
        try page3.press("next-error")
        await engine.waitUntilIdle()
        let screen = try #require(navigator.currentScreen)
        #expect(screen.url == "/screen4")
        #expect(screen.error?.status == 404)
        let before = client.requests.count
        screen.retry()
        await engine.waitUntilIdle()
        #expect(client.requests.count == before + 1)
        #expect(screen.error?.status == 404)
    }

    @Test func popReturnsToTheFirstView() async throws {
        let page2 = try await pushViews(2)
        try page2.press("previous")
        #expect(navigator.urlStacks == [["/screen1"]])
    }

    @Test func popsBackToTheRootFromTheFallback() async throws {
        let fallback = try await pushViews(4)
        try fallback.press("previous")
        #expect(navigator.urlStacks == [["/screen1", "/screen2", "/screen3"]])
        try currentTree().press("previous")
        #expect(navigator.currentScreen?.url == "/screen2")
        try currentTree().press("previous")
        #expect(navigator.urlStacks == [["/screen1"]])
        // Nothing happens on the first screen of a stack.
        #expect(!navigator.pop())
        #expect(navigator.urlStacks == [["/screen1"]])
    }

    @Test func navigationStateReachesTheNewScreen() async throws {
        navigator.push(ViewRequest(url: "/stateful-navigation-1"))
        await engine.waitUntilIdle()
        try currentTree().press("next")
        await engine.waitUntilIdle()
        #expect(try currentTree().find("address").properties["text"] == "Rua dos bobos, 0")
    }

    // MARK: - Prefetch

    @Test func prefetchFetchesEveryDistinctURLOnce() async throws {
        navigator.push(ViewRequest(url: "/prefetch1"))
        await engine.waitUntilIdle()
        #expect(client.requests.count == 6)
        let urls = Set(client.requests.map(\.url.absoluteString))
        #expect(urls == Set(["prefetch1", "prefetch2", "screen1", "screen2", "screen3", "bad"].map {
            "http://tests.com/\($0)"
        }))
    }

    @Test func pushConsumesThePrefetchAndTheNewScreenPrefetchesAgain() async throws {
        navigator.push(ViewRequest(url: "/prefetch1"))
        await engine.waitUntilIdle()
        let before = client.requests.count
        try currentTree().press("go-to-prefetch2")
        await engine.waitUntilIdle()
        let new = client.requests.dropFirst(before).map(\.url.absoluteString)
        #expect(new.sorted() == ["http://tests.com/prefetch2", "http://tests.com/screen1"])
        #expect(try currentTree().texts.first == "Prefetch 2")
    }

    @Test func failedPrefetchFallsBackToAFetch() async throws {
        navigator.push(ViewRequest(url: "/prefetch1"))
        await engine.waitUntilIdle()
        let before = client.requests.count
        try currentTree().press("go-to-bad-url")
        await engine.waitUntilIdle()
        #expect(client.requests.dropFirst(before).map(\.url.absoluteString) == ["http://tests.com/bad"])
    }

    @Test func screenWithoutPrefetchMakesOneRequest() async throws {
        navigator.push(ViewRequest(url: "/screen1"))
        await engine.waitUntilIdle()
        #expect(client.requests.count == 1)
    }

    @Test func updatesDoNotPrefetchAgain() async throws {
        navigator.push(ViewRequest(url: "/prefetch1"))
        await engine.waitUntilIdle()
        let before = client.requests.count
        let global = try #require(engine.scope.state(named: "global"))
        engine.write("test", to: global)
        await engine.waitUntilIdle()
        #expect(client.requests.count == before)
    }

    // MARK: - View events

    func listNotesAndEditFirst() async throws -> Node {
        navigator.push(ViewRequest(url: "/list"))
        await engine.waitUntilIdle()
        try currentTree().press("edit:1")
        await engine.waitUntilIdle()
        let edit = try currentTree()
        #expect(try edit.find("title").properties["value"] == "My first note")
        #expect(try edit.find("description").properties["value"] == "Description of my first note")
        try edit.find("title").event(at: "onChange")?.run(with: "My edited note")
        try edit.find("description").event(at: "onChange")?.run(with: "Description of my edited note")
        return edit
    }

    @Test func saveRunsTheViewEventInTheCallersScope() async throws {
        let edit = try await listNotesAndEditFirst()
        try edit.press("save")
        let list = try currentTree()
        #expect(list.node(withID: "edit:1") != nil)
        #expect(list.node(withID: "edit:2") != nil)
        #expect(savedNotes() == [["title": "My edited note", "description": "Description of my edited note", "id": 1]])
        #expect(try list.find("text:1").properties["text"] == "My edited note: Description of my edited note")
        let notes = try list.find("edit:1").state(named: "notes")?.value
        #expect(notes?[0] == ["id": 1, "title": "My edited note", "description": "Description of my edited note"])
        #expect(navigator.urlStacks == [["/list"]])
    }

    @Test func cancelLeavesTheListUnchanged() async throws {
        let edit = try await listNotesAndEditFirst()
        try edit.press("cancel")
        let list = try currentTree()
        #expect(try list.find("text:1").properties["text"] == "My first note: Description of my first note")
        let original: JSONValue = ["id": 1, "title": "My first note", "description": "Description of my first note"]
        #expect(try list.find("edit:1").state(named: "item")?.value == original)
        #expect(try list.find("edit:1").state(named: "notes")?.value[0] == original)
        #expect(savedNotes().isEmpty)
    }

    @Test func triggeringAnUnknownViewEventLogs() async throws {
        navigator.open(json: """
        {"_:component": "material:button", "id": "b", "properties": {"onPress": [
          {"_:action": "triggerViewEvent", "properties": {"event": "nope"}}]}}
        """)
        await engine.waitUntilIdle()
        try currentTree().press("b")
        #expect(engine.logs.map(\.message)
            == ["Can't trigger view event named \"nope\" because the current view has no such event."])
    }
}
