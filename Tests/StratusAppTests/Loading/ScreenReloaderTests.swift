import Foundation
import StratusCore
import StratusTerminal
import Testing
@testable import StratusApp

/// Live reload: a screen whose file changes is loaded again in place, and its nodes keep their state.
@MainActor
@Suite struct ScreenReloaderTests {
    func screen(_ label: String) -> String {
        """
        {"_:component": "layout:column", "id": "root", "state": {"count": 0}, "children": [
          {"_:component": "terminal:button", "id": "more", "properties": {"text": "More", "onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}}]}},
          {"_:component": "layout:text", "properties": {"text": "\(label) @{count}"}}
        ]}
        """
    }

    @Test func reloadsAChangedLocalFileKeepingTheStateOfItsNodes() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("counter.json", screen("Count:"))
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        let reloader = ScreenReloader(engine: session.engine, loader: assembly.loader)
        #expect(await reloader.checkOnce() == false)  // the version on screen is the file's
        try await session.click(id: "more")
        try await session.click(id: "more")
        #expect(session.text.contains("Count: 2"))
        #expect(await reloader.checkOnce() == false)  // nothing changed yet

        try folder.write("counter.json", screen("Total:"))
        #expect(await reloader.checkOnce() == true)
        await session.settle()
        #expect(session.text.contains("Total: 2"), "\(session.text)")
    }

    @Test func reloadsAServedScreenWhenItsEntityTagChanges() async throws {
        let folder = try TemporaryFolder()
        try folder.write("index.json", screen("Served:"))
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: server.baseURL + "/index.json"), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        let reloader = ScreenReloader(engine: session.engine)
        #expect(await reloader.checkOnce() == false)
        try await session.click(id: "more")
        #expect(await reloader.checkOnce() == false)
        try folder.write("index.json", screen("Polled:"))
        #expect(await reloader.checkOnce() == true)
        await session.settle()
        #expect(session.text.contains("Polled: 1"), "\(session.text)")
    }

    /// The network transport, recording each request's headers and the status it got.
    final class RecordingNetwork: HTTPClientProtocol, @unchecked Sendable {
        private let lock = NSLock()
        private var exchanges: [(headers: [String: String], status: Int)] = []
        var seen: [(headers: [String: String], status: Int)] { lock.withLock { exchanges } }

        func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
            let response = try await AsyncHTTPTransport().send(request)
            lock.withLock { exchanges.append((request.headers, response.status)) }
            return response
        }
    }

    /// Runs `body` with a screen served by `stratus serve`, open in a headless app.
    func withServedScreen(_ body: (AppAssembly, HeadlessSession) async throws -> Void) async throws {
        let folder = try TemporaryFolder()
        try folder.write("index.json", screen("Served:"))
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: server.baseURL + "/index.json"), mode: .dev)
        try await body(assembly, try await assembly.stratus.headless(width: 40, height: 6))
    }

    @Test func aServedScreenIsNotAskedForAgainWithoutWatch() async throws {
        try await withServedScreen { assembly, session in
            let network = RecordingNetwork()
            #expect(assembly.makeReloader(engine: session.engine, watch: nil, network: network) == nil)
            #expect(assembly.makeReloader(engine: session.engine, watch: false, network: network) == nil)
            // A reloader for local files only leaves a served screen alone, even when asked to look.
            let localOnly = ScreenReloader(engine: session.engine, network: network,
                                           watchesNetwork: false)
            for _ in 0..<3 { #expect(await localOnly.checkOnce() == false) }
            #expect(network.seen.isEmpty)
        }
    }

    @Test func withWatchAnUnchangedServedScreenCostsA304() async throws {
        try await withServedScreen { assembly, session in
            let network = RecordingNetwork()
            let reloader = try #require(assembly.makeReloader(engine: session.engine, watch: true, network: network))
            #expect(await reloader.checkOnce() == false)
            #expect(await reloader.checkOnce() == false)
            #expect(network.seen.map(\.status) == [200, 304])
            let tag = try #require(network.seen.last?.headers["If-None-Match"])
            #expect(tag.hasPrefix("\""))
        }
    }

    @Test func localFilesAreWatchedByDefault() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("counter.json", screen("Count:"))
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        let reloader = try #require(assembly.makeReloader(engine: session.engine, watch: nil))
        #expect(reloader.watchesNetwork == false)
        #expect(await reloader.checkOnce() == false)
        try folder.write("counter.json", screen("Total:"))
        #expect(await reloader.checkOnce() == true)
    }
}

/// Live reload keeps what the user did: text typed in a field, a ticked checkbox (views' `@State`), focus,
/// and the screen's and the app's state.
@MainActor
@Suite struct LiveReloadKeepsStateTests {
    static func form(_ title: String) -> String {
        """
        {"_:component": "layout:column", "state": {"count": 0}, "children": [
          {"_:component": "layout:text", "properties": {"text": "\(title) @{count} @{global}"}},
          {"_:component": "terminal:textInput", "properties": {"label": "Name"}},
          {"_:component": "terminal:checkbox", "properties": {"label": "Agree"}},
          {"_:component": "terminal:button", "id": "more", "properties": {"text": "More", "onPress": [
            {"_:action": "setState", "properties": {"path": "count", "value": "@{sum(count, 1)}"}},
            {"_:action": "setState", "properties": {"path": "global", "value": "saved"}}]}}
        ]}
        """
    }

    @Test func aRewrittenFileKeepsTypedTextTickedBoxesFocusAndState() async throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("form.json", Self.form("Count"))
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 8)
        let reloader = try #require(assembly.makeReloader(engine: session.engine, watch: nil))
        #expect(await reloader.checkOnce() == false)
        try await session.click(id: "more")
        try await session.press("shift+tab", "shift+tab")  // back to the field
        try await session.type("Ada")
        try await session.press("tab", "space")  // tick the box
        let focused = session.focusedID
        #expect(session.text.contains("Count 1 saved"), "\(session.text)")
        #expect(session.text.contains("Ada"), "\(session.text)")
        let ticked = try #require(session.lines.first { $0.contains("Agree") })
        #expect(ticked.contains("[x] Agree"))

        try folder.write("form.json", Self.form("Total"))
        #expect(await reloader.checkOnce() == true)
        await session.settle()
        #expect(session.text.contains("Total 1 saved"), "\(session.text)")
        #expect(session.text.contains("Ada"), "\(session.text)")
        #expect(session.lines.first { $0.contains("Agree") } == ticked)
        #expect(session.focusedID == focused)
        // The field is still the same live field: more typing goes on after the kept text.
        try await session.press("shift+tab")
        try await session.type("!")
        #expect(session.text.contains("Ada!"), "\(session.text)")
    }
}
