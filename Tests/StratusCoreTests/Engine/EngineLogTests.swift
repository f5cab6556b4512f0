import Testing
@testable import StratusCore

/// The engine's parts with one job each: `EngineLog` (what went wrong) and `EngineRegistry` (what names stand
/// for), alone and as the engine answers for them.
@MainActor
@Suite struct EngineLogTests {
    @Test func theLogKeepsTheMostRecentEntriesButCountsEveryError() {
        var log = EngineLog()
        log.maximumCount = 2
        log.append(LogEntry(level: .error, message: "one"))
        log.append(LogEntry(level: .info, message: "two"))
        log.append(LogEntry(level: .error, message: "three"))
        #expect(log.entries.map(\.message) == ["two", "three"])
        #expect(log.errorCount == 2)
        log.removeEntries()
        #expect(log.entries.isEmpty)
        #expect(log.errorCount == 2)
    }

    @Test func unhandledFailuresAreKeptAndCountedTheSameWay() {
        var log = EngineLog()
        log.maximumCount = 1
        log.noteUnhandled(RequestFailure(method: .get, url: "/a", reason: "404"))
        log.noteUnhandled(RequestFailure(method: .post, url: "/b", reason: "500"))
        #expect(log.unhandledFailures.map(\.url) == ["/b"])
        #expect(log.unhandledFailureCount == 2)
    }

    @Test func theEngineAnswersForItsLog() {
        let engine = ServerDrivenEngine(baseURLString: "")
        engine.maximumLogCount = 1
        engine.log(.error, "first")
        engine.log(.warning, "second")
        #expect(engine.logs.map(\.message) == ["second"])
        #expect(engine.loggedErrorCount == 1)
        engine.noteUnhandled(RequestFailure(method: .get, url: "/x", reason: "timeout"))
        #expect(engine.unhandledRequestFailureCount == 1)
        engine.clearLogs()
        #expect(engine.logs.isEmpty)
    }

    @Test func aNameRegisteredAgainReplacesTheEarlierOneAndObserversAddUp() throws {
        var registry = EngineRegistry()
        let first = UILibrary("app").addOperation("double") { _ in 1 }.addActionObserver { _ in }
        let second = UILibrary("app").addOperation("double") { _ in 2 }.addActionObserver { _ in }
        registry.register(first)
        registry.register(second)
        #expect(try registry.operation(named: "double")?([]) == 2)
        #expect(registry.actionObservers.count == 2)
        // The built-in operations are there before any library.
        var empty = EngineRegistry()
        #expect(empty.operation(named: "sum") != nil)
        #expect(empty.operation(named: "double") == nil)
    }

    @Test func aLibrarysOperationReplacesTheBuiltInOfTheSameNameEvenOnceLookedUp() throws {
        var registry = EngineRegistry()
        registry.register(CoreLibrary.library)
        #expect(try registry.operation(named: "sum")?([1, 2]) == 3)
        registry.register(UILibrary("app").addOperation("sum") { _ in "mine" })
        #expect(try registry.operation(named: "sum")?([1, 2]) == "mine")
        #expect(registry.operationNames.filter { $0 == "sum" }.count == 1)
    }

    @Test func aNameLookedUpIsTheLastRegisteredLibrarysAfterALibraryIsRegisteredAgain() throws {
        var registry = EngineRegistry()
        registry.register(contentsOf: [
            UILibrary("app").addComponent("box", factory: NamedFactory("first")).addAction("save") { _ in }
                .addOperation("double") { _ in 1 },
            UILibrary("other").addComponent("box", factory: NamedFactory("other")),
        ])
        func label(_ namespace: String, _ name: String) -> String? {
            registry.component(named: ComponentName(namespace: namespace, name: name))?.factory.schema?.properties?
                .first?.name
        }
        #expect(label("app", "box") == "first")
        #expect(label("other", "box") == "other")
        #expect(label("app", "missing") == nil)
        #expect(registry.action(named: ComponentName(namespace: "app", name: "save")) != nil)
        #expect(try registry.operation(named: "double")?([]) == 1)
        // Looked up once already: the library registered after replaces what was found, in its namespace only.
        registry.register(UILibrary("app").addComponent("box", factory: NamedFactory("second"))
            .addComponent("missing", factory: NamedFactory("missing")).addOperation("double") { _ in 2 })
        #expect(label("app", "box") == "second")
        #expect(label("app", "missing") == "missing")
        #expect(label("other", "box") == "other")
        #expect(registry.action(named: ComponentName(namespace: "app", name: "save")) != nil)
        #expect(try registry.operation(named: "double")?([]) == 2)
        // Every name once, whichever libraries register it.
        #expect(registry.componentNames.count == 3)
        #expect(Set(registry.componentNames.map(\.identifier)) == ["app:box", "app:missing", "other:box"])
        #expect(registry.actionNames.map(\.identifier) == ["app:save"])
        #expect(registry.operationNames.filter { $0 == "double" }.count == 1)
    }

    /// A factory that says which one it is by its schema.
    struct NamedFactory: ComponentFactory {
        let schema: ValueSchema?
        init(_ label: String) { schema = .object([.optional(label, .string)]) }
        func buildsChildrenLazily(given properties: JSONObject) -> Bool { false }
    }

    @Test func theEngineAnswersEachNamesFactoryWhateverWasAskedBeforeAndAfterANameIsRegisteredAgain() {
        // More names than the engine keeps of its last look-ups, asked in turns as a list's rows ask for theirs.
        let names = (0..<12).map { "c\($0)" }
        var library = UILibrary("app")
        for name in names { library = library.addComponent(name, factory: NamedFactory(name)) }
        let engine = ServerDrivenEngine(baseURLString: "", libraries: [library])
        func label(_ name: String) -> String? {
            engine.componentFactory(for: ComponentName(namespace: "app", name: name))?.schema?.properties?.first?.name
        }
        for _ in 0..<3 {
            for name in names + ["c3", "c0", "c11", "c3"] { #expect(label(name) == name) }
        }
        #expect(label("unknown") == nil)
        #expect(label("unknown") == nil)
        engine.register(UILibrary("app").addComponent("c0", factory: NamedFactory("again")))
        #expect(label("c0") == "again")
        #expect(label("c1") == "c1")
    }
}
