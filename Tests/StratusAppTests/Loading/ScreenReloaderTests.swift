import Foundation
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
        let reloader = ScreenReloader(engine: session.engine, transport: assembly.transport)
        #expect(await reloader.checkOnce() == false)  // the first look records the version
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
        let reloader = ScreenReloader(engine: session.engine, transport: assembly.transport)
        #expect(await reloader.checkOnce() == false)
        try await session.click(id: "more")
        #expect(await reloader.checkOnce() == false)
        try folder.write("index.json", screen("Polled:"))
        #expect(await reloader.checkOnce() == true)
        await session.settle()
        #expect(session.text.contains("Polled: 1"), "\(session.text)")
    }
}
