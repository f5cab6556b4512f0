import Foundation
import Testing
@testable import StratusCore

/// Every network fault ends in an error screen that can be retried, or in the fallback when one is given; the log
/// says why; and the app keeps working (going back and pressing a button still work).
@MainActor
@Suite(.serialized)
struct NetworkFaultTests {
    /// One misbehaving route and words the error must contain.
    struct Fault: Sendable, CustomTestStringConvertible {
        var path: String
        var expectedWords: [String]
        var testDescription: String { path }
    }

    nonisolated static let faults: [Fault] = [
        Fault(path: "/not-found", expectedWords: ["404"]),
        Fault(path: "/server-error", expectedWords: ["500"]),
        Fault(path: "/invalid-json", expectedWords: ["json"]),
        Fault(path: "/oversized", expectedWords: ["larger than 4096 bytes"]),
        Fault(path: "/redirect-loop", expectedWords: ["/redirect-loop"]),
        Fault(path: "/never-answers", expectedWords: ["/never-answers"]),
    ]

    /// Limits small enough for the faults to trip them quickly. The timeout is also the home screen's: half a
    /// second was not always enough for it in a fresh-clone `make test` (its first request, the suites running side
    /// by side on 2 cores), and two seconds still end `/never-answers` soon.
    static var limits: EngineLimits {
        var limits = EngineLimits()
        limits.requestTimeout = 2
        limits.maximumResponseBytes = 4_096
        limits.maximumRedirects = 3
        return limits
    }

    func makeEngine(_ base: String) -> ServerDrivenEngine {
        ServerDrivenEngine(baseURLString: base, libraries: [standInLibrary], limits: Self.limits)
    }

    /// Opens `/home`, checks it works, then pushes `path` (optionally with a fallback) and waits.
    func pushFault(_ path: String, fallback: JSONValue? = nil, on engine: ServerDrivenEngine) async throws -> Screen {
        engine.navigator.open(url: "/home")
        await engine.waitUntilIdle()
        try #require(engine.navigator.currentScreen?.root != nil, "the home screen did not load")
        engine.navigator.push(ViewRequest(url: path, fallback: fallback))
        await engine.waitUntilIdle()
        return try #require(engine.navigator.currentScreen)
    }

    /// Goes back to `/home` and presses its button: the state changes and the text follows.
    func expectAppStillWorks(_ engine: ServerDrivenEngine) throws {
        #expect(engine.navigator.back())
        let home = try #require(engine.navigator.currentScreen?.root)
        let button = try #require(home.node(withID: "increment")?.event(at: "onPress"))
        button.run()
        #expect(home.node(withID: "counter")?.properties["text"] == "pressed 1")
    }

    @Test(arguments: faults)
    func faultEndsInAnErrorScreenThatSaysWhy(_ fault: Fault) async throws {
        try await FaultServer.run { base in
            let engine = makeEngine(base)
            let screen = try await pushFault(fault.path, on: engine)
            let error = try #require(screen.error, "\(fault.path) did not fail")
            for word in fault.expectedWords {
                #expect(error.description.lowercased().contains(word.lowercased()), "\(error.description)")
            }
            let logged = engine.logs.map(\.message).joined(separator: "\n")
            #expect(logged.contains("Could not load the screen \(fault.path)"), "log: \(logged)")
            try expectAppStillWorks(engine)
        }
    }

    @Test(arguments: faults)
    func faultWithAFallbackShowsTheFallback(_ fault: Fault) async throws {
        try await FaultServer.run { base in
            let engine = makeEngine(base)
            let fallback: JSONValue = ["_:component": "layout:text", "id": "fallback", "properties": ["text": "offline"]]
            let screen = try await pushFault(fault.path, fallback: fallback, on: engine)
            let root = try #require(screen.root, "\(fault.path) did not show its fallback")
            #expect(root.node(withID: "fallback")?.properties["text"] == "offline")
            #expect(engine.logs.contains { $0.message.contains("Could not load the screen \(fault.path)") })
            try expectAppStillWorks(engine)
        }
    }

    @Test func slowBodyIsCutOffByTheRequestTimeout() async throws {
        try await FaultServer.run { base in
            let engine = makeEngine(base)
            let screen = try await pushFault("/slow-body", on: engine)
            // The body trickles in over 5 s against a 2 s timeout.
            let error = try #require(screen.error, "a slow body was accepted")
            #expect(error.description.contains("/slow-body"))
            #expect(error.description.contains("did not arrive within the request timeout"))
            try expectAppStillWorks(engine)
        }
    }

    @Test func refusedConnectionEndsInAnErrorScreenThatSaysWhy() async throws {
        try await FaultServer.withRefusingBaseURL { base in
            let engine = makeEngine(base)
            engine.navigator.open(url: "/home")
            await engine.waitUntilIdle()
            let error = try #require(engine.navigator.currentScreen?.error)
            #expect(error.kind == .request)
            // Said in words, with where it tried (Docs/Errors.md): "connection refused at 127.0.0.1:PORT".
            #expect(error.description.contains("connection refused at 127.0.0.1:"), "\(error.description)")
            #expect(engine.logs.contains { $0.message.contains("Could not load the screen /home") })
            // The engine still builds and runs screens that need no network.
            engine.navigator.open(json: FaultServer.homeScreen)
            let home = try #require(engine.navigator.currentScreen?.root)
            home.node(withID: "increment")?.event(at: "onPress")?.run()
            #expect(home.node(withID: "counter")?.properties["text"] == "pressed 1")
        }
    }

    @Test func retryAfterTheServerRecoversLoadsTheScreen() async throws {
        try await FaultServer.run { base in
            let engine = makeEngine(base)
            let key = UUID().uuidString
            let screen = try await pushFault("/flaky/\(key)", on: engine)
            #expect(screen.error?.description.contains("503") == true)
            FlakyRoute.shared.heal(key)
            screen.retry()
            await engine.waitUntilIdle()
            #expect(screen.root?.node(withID: "recovered") != nil)
        }
    }

    @Test func screenPushingItselfAgainAndAgainKeepsWorking() async throws {
        try await FaultServer.run { base in
            // The engine's own limits, not the suite's half-second timeout: this is about many pushes, and a loaded
            // machine once took longer than that to answer one of the 200 (the screen failed, its root was nil).
            let engine = ServerDrivenEngine(baseURLString: base, libraries: [standInLibrary])
            engine.navigator.open(url: "/self")
            await engine.waitUntilIdle()
            // Each press pushes one more copy of the screen; hundreds of them must neither fail nor slow to a halt.
            for _ in 0..<200 {
                let root = try #require(engine.navigator.currentScreen?.root)
                try #require(root.node(withID: "again")?.event(at: "onPress")).run()
                await engine.waitUntilIdle()
            }
            #expect(engine.navigator.stacks.last?.count == 201)
            while engine.navigator.back() {}
            #expect(engine.navigator.currentScreen?.url == "/self")
            #expect(engine.navigator.currentScreen?.root != nil)
        }
    }
}
