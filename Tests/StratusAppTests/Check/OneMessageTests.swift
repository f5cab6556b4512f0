import Foundation
import StratusCore
import StratusTerminal
import Testing
@testable import StratusApp
import StratusFormats

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

    /// The screen `path` opened headless and checked as `stratus run` checks each screen it reads.
    func openChecked(_ path: String) async throws -> (HeadlessSession, Findings, Task<Void, Never>) {
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 60, height: 8)
        let findings = Findings()
        let checking = ScreenChecker.logging(
            assembly.loader.readScreens, formats: assembly.loader.formats, into: session.engine) { url, problems in
            findings.screens.append((url, Diagnostic.summary(of: problems)))
        }
        return (session, findings, checking)
    }

    @Test func renderKeepsNoScreenReadForAChecker() async throws {
        let home = try folder.write("index.json", #"{"_:component": "layout:text", "properties": {"text": "hello"}}"#)
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: home), mode: .dev)
        assembly.loader.stopPassingReadScreens()
        let session = try await assembly.stratus.headless(width: 60, height: 8)
        #expect(session.text.contains("hello"))
        // The stream ends at once, holding nothing; one still passing screens would hold this one until cancelled.
        let counting = Task {
            var kept = 0
            for await _ in assembly.loader.readScreens { kept += 1 }
            return kept
        }
        let deadline = Task {
            try? await Task.sleep(for: .seconds(10))
            counting.cancel()
        }
        #expect(await counting.value == 0)
        deadline.cancel()
    }

    @Test func runChecksEachScreenReadWithTheNavigationStatesOfTheScreensReadBefore() async throws {
        let home = try folder.write("index.json", """
            {"_:component": "terminal:button", "id": "go", "properties": {"text": "Go", "txt": "Go", "onPress": [
              {"_:action": "push", "properties": {"url": "/next.json", "state": {"address": "here"}}}]}}
            """)
        try folder.write("next.json", #"{"_:component": "layout:text", "properties": {"text": "to @{address}"}}"#)
        let (session, findings, checking) = try await openChecked(home)
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

    @Test func runChecksAStreamAsCheckDoesAtItsPlacesInTheFile() async throws {
        let stream = try folder.write("profile.jsonl", """
            {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "basic"}}
            {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Text", "text": "Hi", "varaint": "h2"}]}}
            """)
        let (session, findings, checking) = try await openChecked(stream)
        defer { checking.cancel() }
        try await findings.waitFor(1)
        #expect(findings.screens.map(\.summary) == ["1 error"])
        let logged = session.engine.logs.map(\.description)
        #expect(logged.contains(#"Error: \#(stream):2:136: component "root" (Text) has no property "varaint"; did you mean "variant"? [$.updateComponents.components[0].varaint]"#),
                "\(logged)")
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

    /// The errors the engine logged, as logged.
    func loggedErrors(_ engine: ServerDrivenEngine) -> [String] {
        engine.logs.filter { $0.level == .error }.map(\.message)
    }

    @Test func whatTheEngineMeetsWhileBuildingAScreenReadsAsCheckReportsIt() async throws {
        // An unknown state (with and without a close name), a property of the wrong type, an unknown component, a
        // malformed expression, an unknown operation, and a state no item of a forEach finds (once, not per item).
        let path = try folder.write("broken.json", """
            {"_:component": "layout:column", "state": {"count": 0, "rows": [1, 2, 3]}, "children": [
              {"_:component": "layout:text", "properties": {"text": "@{nope.missing} and @{cont}"}},
              {"_:component": "layout:text", "properties": {"text": "x", "size": "big"}},
              {"_:component": "layout:txet", "properties": {"text": "x"}},
              {"_:component": "layout:text", "properties": {"text": "@{count + }"}},
              {"_:component": "layout:text", "properties": {"text": "@{nosuch(count)}"}},
              {"_:component": "forEach", "properties": {"items": "@{rows}"}, "children": [
                {"_:component": "layout:text", "properties": {"text": "@{itme}"}}]}]}
            """)
        let checkedErrors = checked(path).filter { $0.severity == .error }.map { $0.location.describing($0.message) }
        #expect(checkedErrors == [
            #"\#(path):2:57: unknown state "nope" [$.children[0].properties.text]"#,
            #"\#(path):2:57: unknown state "cont"; did you mean "count"? [$.children[0].properties.text]"#,
            #"\#(path):3:70: "size" of layout:text: expected a number, found the string "big" [$.children[1].properties.size]"#,
            #"\#(path):4:19: unknown component "layout:txet"; did you mean "layout:text"? [$.children[2]._:component]"#,
            #"\#(path):5:57: malformed expression: invalid path "count + ". Please, make sure your variable names contain only letters, numbers and the symbol "_". To access substructures use "." and to access array indexes use "[index]". Using null in the place of this expression. [$.children[3].properties.text]"#,
            #"\#(path):6:57: unknown operation "nosuch" [$.children[4].properties.text]"#,
            #"\#(path):8:59: unknown state "itme"; did you mean "item"? [$.children[5].children[0].properties.text]"#,
        ])
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 240, height: 12)
        #expect(Set(loggedErrors(session.engine)) == Set(checkedErrors))
        #expect(loggedErrors(session.engine).count == checkedErrors.count, "each problem once")
        // The development placeholder says it in the same words.
        #expect(session.text.contains(#"⚠ \#(path):4:19: unknown component "layout:txet"; did you mean"#), "\(session.text)")
    }

    @Test func aProblemOfAnActionReadsAsCheckReportsItWhenTheActionRuns() async throws {
        let path = try folder.write("press.json", """
            {"_:component": "terminal:button", "state": {"count": 0}, "properties": {"text": "Go", "onPress": [
              {"_:action": "setState", "properties": {"path": "count", "value": "@{conut}"}}]}}
            """)
        let message = #"\#(path):2:69: unknown state "conut"; did you mean "count"? [$.properties.onPress[0].properties.value]"#
        #expect(checked(path).map { $0.location.describing($0.message) } == [message])
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        #expect(loggedErrors(session.engine).isEmpty)
        try await session.press("enter")
        try await session.press("enter")
        #expect(loggedErrors(session.engine) == [message], "once, however often it runs")
    }

    @Test func aProblemInABundleEntryIsPlacedInTheBundleFile() async throws {
        let path = try folder.write("screens.json", """
            {"home": {"_:component": "layout:column", "children": [
              {"_:component": "layout:text", "properties": {"text": "@{cont}"}}]}}
            """)
        let message = #"\#(path):2:57: unknown state "cont" [$.home.children[0].properties.text]"#
        #expect(checked(path).map { $0.location.describing($0.message) } == [message])
        let assembly = try AppAssembly(target: try ScreenTarget(resolving: path + "#home"), mode: .dev)
        let session = try await assembly.stratus.headless(width: 40, height: 6)
        #expect(loggedErrors(session.engine) == [message])
    }

    @Test func runListsAndCountsAProblemThatCheckAndTheEngineBothFindOnce() async throws {
        let path = try folder.write("index.json", """
            {"_:component": "layout:column", "state": {"count": 0}, "children": [
              {"_:component": "layout:text", "properties": {"txt": "Hello"}},
              {"_:component": "layout:text", "properties": {"text": "@{cont}"}}]}
            """)
        let (session, findings, checking) = try await openChecked(path)
        defer { checking.cancel() }
        try await findings.waitFor(1)
        #expect(findings.screens.map(\.summary) == ["1 error, 1 warning"])
        #expect(session.engine.logs.map(\.description) == [
            #"Error: \#(path):3:57: unknown state "cont"; did you mean "count"? [$.children[1].properties.text]"#,
            #"Warning: \#(path):2:49: unknown property "txt" of layout:text; did you mean "text"? [$.children[0].properties.txt]"#,
        ])
        #expect(session.engine.loggedErrorCount == 1)
    }
}
