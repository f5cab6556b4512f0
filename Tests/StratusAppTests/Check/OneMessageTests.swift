import Foundation
import StratusCore
import StratusTerminal
import Testing
@testable import StratusApp

/// A broken screen reads the same wherever it is met: `stratus check`, a screen opened by `run` or `render`, and
/// a live reload of a served screen give one message at one position.
@MainActor
@Suite struct OneMessageTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func checked(_ path: String) -> [Diagnostic] {
        let engine = ServerDrivenEngine(baseURLString: "", libraries: BuiltinLibraries.all + AppLibraries.all)
        return ScreenChecker(engine: engine).check(file: path) ?? []
    }

    /// The error of the screen `path` opens headless, as `stratus render` and `stratus run` open it.
    func openingError(_ path: String) async throws -> ScreenLoadError? {
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 60, height: 8)
        return session.engine.navigator.currentScreen?.error
    }

    /// What `stratus run`'s check found, screen by screen: the URL each was read for and the summary its badge shows.
    @MainActor final class Findings {
        var screens: [(url: String, summary: String?)] = []

        /// Waits until `count` screens were checked (a few seconds at most).
        func waitFor(_ count: Int) async throws {
            for _ in 0..<500 where screens.count < count { try await Task.sleep(for: .milliseconds(10)) }
        }
    }

    @Test func runChecksEachScreenReadWithTheNavigationStatesOfTheScreensReadBefore() async throws {
        let home = try folder.write("index.json", """
            {"_:component": "terminal:button", "id": "go", "properties": {"text": "Go", "txt": "Go", "onPress": [
              {"_:action": "push", "properties": {"url": "/next.json", "state": {"address": "here"}}}]}}
            """)
        try folder.write("next.json", #"{"_:component": "layout:text", "properties": {"text": "to @{address}"}}"#)
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: home), mode: .dev)
        let session = try await assembly.stratus.headless(width: 60, height: 8)
        let findings = Findings()
        let checking = ScreenChecker.logging(assembly.loader.readScreens, into: session.engine) { url, problems in
            findings.screens.append((url, Diagnostic.summary(of: problems)))
        }
        defer { checking.cancel() }
        try await findings.waitFor(1)
        let homeURL = try #require(session.engine.navigator.currentScreen?.resolvedURL)
        #expect(findings.screens.map(\.url) == [homeURL])
        #expect(findings.screens.map(\.summary) == ["1 warning"])
        let logged = session.engine.logs.map(\.description)
        #expect(logged.contains(#"Warning: \#(home):1:77: unknown property "txt" of terminal:button; did you mean "text"? [$.properties.txt]"#),
                "\(logged)")
        try await session.press("enter")
        #expect(session.text.contains("to here"))
        try await findings.waitFor(2)
        #expect(findings.screens.count == 2)
        #expect(findings.screens.last?.url.hasSuffix("/next.json") == true)
        #expect(findings.screens.last?.summary == nil, "the state pushed with the screen is known")
    }

    @Test func anEmptyYAMLFileIsNotAScreenEverywhere() async throws {
        let path = try folder.write("empty.yaml", "")
        let message = #"not a screen: the root must be a node with "_:component" (or a bundle of screens)"#
        #expect(checked(path).map(\.description) == ["\(path):1:1: error: \(message) [$]"])
        let error = try #require(try await openingError(path))
        #expect(error.message == message)
        #expect(error.location.describing(error.message).hasSuffix("empty.yaml:1:1: \(message) [$]"))
    }

    @Test func aBrokenNodeReadsTheSameInCheckAndWhenOpened() async throws {
        let path = try folder.write("broken.json", """
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:text", "properties": ["text"]}]}
            """)
        let message = #""properties" must be a map, found a list"#
        #expect(checked(path).map(\.description) == ["\(path):2:48: error: \(message) [$.children[0].properties]"])
        let error = try #require(try await openingError(path))
        #expect(error.message == message)
        #expect(error.line == 2)
        #expect(error.column == 48)
        #expect(error.jsonPath == "$.children[0].properties")
    }

    @Test func aServedScreenBrokenByAnEditReadsTheSameWhenReloaded() async throws {
        try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "fine"}}"#)
        let server = try await RunningServer.start(serving: folder.path)
        defer { server.stop() }
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: server.baseURL + "/index.json"), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        let reloader = ScreenReloader(engine: session.engine)
        #expect(await reloader.checkOnce() == false)
        let path = try folder.write("index.json", #"{"_:component": "layout:text", "children": "none"}"#)
        #expect(await reloader.checkOnce() == false)
        let message = #""children" must be a list, found a string"#
        #expect(checked(path).map(\.description) == ["\(path):1:44: error: \(message) [$.children]"])
        let logged = session.engine.logs.last?.message ?? ""
        #expect(logged.hasSuffix("/index.json:1:44: \(message) [$.children]"), "\(logged)")
    }
}
