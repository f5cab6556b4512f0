import Foundation
import Logging

/// The Nimbus engine of one app (a "Nimbus instance"): registries, global state, logs, navigation and the live
/// trees of its screens. Everything it does runs on the main actor; network work hops off and back.
///
/// It is made of parts with one job each, and answers for them: `EngineRegistry` (what component, action and
/// operation names stand for), `PropagationState` (state changes carried to the nodes that depend on them, in
/// batches), ``ScreenNavigator`` (the stacks of screens) and `EngineLog` (what went wrong: the log and the
/// request failures nobody was told of).
///
/// ```swift
/// let engine = ServerDrivenEngine(baseURL: URL(string: "https://example.com")!, libraries: [layout, myApp])
/// engine.onUpdate = { report in redraw(report.changedNodeIDs) }
/// engine.navigator.open(url: "/home")
/// ```
@MainActor
public final class ServerDrivenEngine {
    /// The base that URLs starting with `/` are relative to (trailing `/` removed).
    public let baseURL: String
    /// The navigator: a stack of stacks of screens.
    public private(set) lazy var navigator = ScreenNavigator(engine: self)
    /// Called once per batch (an event's actions, a screen load) with what changed. It may run events itself:
    /// their changes are reported by a next call.
    public var onUpdate: ((UpdateReport) -> Void)?
    /// The report of the last batch that changed something.
    public internal(set) var lastUpdate = UpdateReport()
    /// Called for every new log entry (the terminal's log console).
    public var onLog: ((LogEntry) -> Void)?
    /// How a mistake found in a screen while it is built or run is written in the log (see ``ScreenProblem``):
    /// an app that knows where its screens came from gives `file:line:column: message [json path]`, the line
    /// `stratus check` prints, and each such line is logged once (``logOnce(_:_:)``). Nil (the default) logs
    /// nimbus-core's own words for them.
    public var describeScreenProblem: ((ScreenProblem) -> String)?
    /// The entries logged so far (the most recent `maximumLogCount`).
    public var logs: [LogEntry] { failures.entries }
    /// How many entries `logs` keeps.
    public var maximumLogCount: Int {
        get { failures.maximumCount }
        set { failures.maximumCount = newValue }
    }
    /// How many errors were logged since the engine started (the log itself keeps only the most recent).
    public var loggedErrorCount: Int { failures.errorCount }
    /// The `sendRequest` failures nobody was told of (no `onError`, or one that only logs), oldest first; the
    /// most recent `maximumLogCount` are kept. The app shows them where the user looks.
    public var unhandledRequestFailures: [RequestFailure] { failures.unhandledFailures }
    /// How many unhandled request failures there were since the engine started.
    public var unhandledRequestFailureCount: Int { failures.unhandledFailureCount }
    /// Limits that protect the engine from hostile or broken screens.
    public var limits: EngineLimits
    /// The transport used for screens, prefetch and `sendRequest`.
    public let httpClient: any HTTPClientProtocol
    /// Reads screens before the engine's own fetch does (see ``ScreenLoading``); nil leaves every screen to it.
    public var screenLoader: (any ScreenLoading)?
    /// Opens URLs for the `openUrl` action (the system opener, or a recorder in tests).
    public var urlOpener: any URLOpener = SystemURLOpener()
    /// The engine's scope: `global` (initially null) and the app's states.
    public let scope: Scope
    /// The generator of `nimbus:N` ids, shared by every screen and never reset.
    public let ids = NodeIDGenerator()
    /// Whether a loaded screen keeps the description its tree was built from, which a reload in place
    /// (``reload(_:with:preserving:)``) matches generated node ids against (about 128 bytes per node). True by
    /// default; a process that never reloads (`stratus render`) turns it off, and a reload then hands the
    /// reloaded tree new generated ids.
    public var keepsScreenDescriptions = true

    let logger: Logger
    // The engine's parts, one job each: what names stand for, what went wrong, state propagation (with the
    // event depth and the states kept for rebuilt subtrees), and the work still running. Navigation is
    // `navigator`'s.
    private var registry = EngineRegistry()
    private var failures = EngineLog()
    var propagation = PropagationState()
    var pendingTasks: [Int: Task<Void, Never>] = [:]
    /// The key of the last task `track` started: a count, not a `UUID`, whose every making opened and read
    /// /dev/urandom (two of them on the catalogue's first frame, `strace`).
    private var lastTaskKey = 0

    /// Creates an engine.
    /// - Parameters:
    ///   - baseURL: what relative URLs (`/path`) are resolved against.
    ///   - libraries: component, action and operation libraries; the core library is always included.
    ///   - states: app-managed states, visible to every screen (below `global`).
    ///   - httpClient: the transport; defaults to AsyncHTTPClient with the engine's limits.
    ///   - limits: timeouts and size limits of requests, events and state propagation.
    ///   - logger: where log entries are forwarded (swift-log).
    public convenience init(baseURL: URL, libraries: [UILibrary] = [], states: [String: JSONValue] = [:],
                httpClient: (any HTTPClientProtocol)? = nil, limits: EngineLimits = EngineLimits(),
                logger: Logger = Logger(label: "stratus.core")) {
        self.init(baseURLString: baseURL.absoluteString, libraries: libraries, states: states, httpClient: httpClient,
                  limits: limits, logger: logger)
    }

    /// Creates an engine with a base URL given as text (it may be empty or a path, like the core allows).
    public init(baseURLString: String, libraries: [UILibrary] = [], states: [String: JSONValue] = [:],
                httpClient: (any HTTPClientProtocol)? = nil, limits: EngineLimits = EngineLimits(),
                logger: Logger = Logger(label: "stratus.core")) {
        var base = baseURLString
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.limits = limits
        self.logger = logger
        self.httpClient = httpClient ?? AsyncHTTPTransport(limits: limits)
        var cells = [StateCell(id: "global", value: .null)]
        for key in states.keys.sorted() { cells.append(StateCell(id: key, value: states[key] ?? .null)) }
        self.scope = Scope(parent: nil, cells: cells, label: "engine")
        registry.register(contentsOf: [CoreLibrary.library] + libraries)
    }

    /// Adds a library after creation; a name registered again replaces the earlier one.
    public func register(_ library: UILibrary) {
        registry.register(library)
        for slot in recentComponents.indices { recentComponents[slot] = nil }
    }

    // MARK: - Registries

    /// The components looked up last, in slots chosen by the lengths of the name's two parts:
    /// a screen's nodes come in runs of one component (65,536 texts in a column) or of a few in turn (a lazy
    /// list's rows: a touchable, a row, its columns and texts, each in a slot of its own), and each node asks
    /// twice, so most look-ups compare one name instead of hashing it (about 760 instructions; the catalogue's first
    /// frame hashed 654 names so, Docs/Evidence.md, "Catalogue first frame: the rows' own work (sixth session)").
    /// A name no library registers is not kept. Made with the engine, so that the first look-up pays for nothing
    /// but itself; emptied when a library is registered. (The registry's objects: an optional factory stored here
    /// would have the runtime make its type on first use, as would an array of name and object pairs: each object
    /// holds its name.) Read and written only by `componentFactory(for:)` and `register(_:)`, never in overlap.
    @exclusivity(unchecked) private var recentComponents = [EngineRegistry.Component?](
        repeating: nil, count: ServerDrivenEngine.recentSlotCount)
    /// How many slots the recent look-ups have (a power of two).
    private static let recentSlotCount = 8

    /// The factory registered for `name`, if any.
    public func componentFactory(for name: ComponentName) -> (any ComponentFactory)? {
        let slot = (name.name.utf8.count &+ 3 &* name.namespace.utf8.count) & (Self.recentSlotCount - 1)
        if let recent = recentComponents[slot], recent.name == name { return recent.factory }
        guard let component = registry.component(named: name) else { return nil }
        recentComponents[slot] = component
        return component.factory
    }

    /// Every registered component name.
    public var componentNames: [ComponentName] { registry.componentNames }

    /// Every registered action name.
    public var actionNames: [ComponentName] { registry.actionNames }

    /// Every registered operation name.
    public var operationNames: [String] { registry.operationNames }

    /// The declared properties of the action named `identifier` (`myApp:save`), when it was registered as an
    /// `ActionDecodable` type.
    public func actionSchema(named identifier: String) -> ValueSchema? {
        registry.actionSchema(named: ComponentName(parsing: identifier))?.value
    }

    /// The handler of an action identifier (`setState`, `myApp:save`), if any.
    public func actionHandler(named identifier: String) -> ActionHandler? {
        actionHandler(for: ComponentName(parsing: identifier))
    }

    /// The handler of an action name already parsed, if any.
    func actionHandler(for name: ComponentName) -> ActionHandler? {
        registry.action(named: name)
    }

    /// The handler of an operation (names are global), if any.
    public func operation(named name: String) -> OperationHandler? {
        registry.operation(named: name)
    }

    /// The observers of every action, in the order their libraries were registered.
    var actionObservers: [ActionObserver] { registry.actionObservers }

    /// Whether the screens of the action `name` are fetched ahead when the screen holding it loads.
    func prefetches(_ name: ComponentName) -> Bool {
        registry.prefetchingActions.contains(name)
    }

    // MARK: - Logging

    /// Logs a message: kept in `logs`, passed to `onLog` and forwarded to swift-log.
    public func log(_ level: LogEntry.Level, _ message: String) {
        let entry = LogEntry(level: level, message: message)
        failures.append(entry)
        switch level {
        case .info: logger.info("\(message)")
        case .warning: logger.warning("\(message)")
        case .error: logger.error("\(message)")
        }
        onLog?(entry)
    }

    /// Logs `message` unless an entry of the same level and message is kept already: a problem found again (by
    /// `stratus check` and then by the build, or by each iteration of a forEach) is listed and counted once.
    public func logOnce(_ level: LogEntry.Level, _ message: String) {
        guard failures.noteOnce(level, message) else { return }
        log(level, message)
    }

    /// How `problem` reads in this app: in ``describeScreenProblem``'s words, else `message [json path]`.
    public func describe(_ problem: ScreenProblem) -> String {
        describeScreenProblem?(problem) ?? problem.placedDescription
    }

    /// Logs a mistake found in a screen, once, as ``describe(_:)`` words it.
    public func log(_ problem: ScreenProblem) {
        logOnce(problem.level, describe(problem))
    }

    /// Logs a mistake the core meets while it builds or runs a screen: in ``describeScreenProblem``'s words when
    /// the app gave it (once), else in `coreMessage`, the words of nimbus-core's own log (Docs/Nimbus.md §9).
    func report(_ problem: ScreenProblem, in scope: Scope?, coreMessage: @autoclosure () -> String) {
        guard describeScreenProblem != nil else {
            log(problem.level, coreMessage())
            return
        }
        var placed = problem
        if placed.screenURL == nil { placed.screenURL = scope?.screen?.resolvedURL }
        log(placed)
    }

    /// Keeps a request failure that no `onError` told the user of.
    func noteUnhandled(_ failure: RequestFailure) {
        failures.noteUnhandled(failure)
    }

    /// Forgets the logged entries (tests).
    public func clearLogs() {
        failures.removeEntries()
    }

    // MARK: - Trees

    /// Builds a live tree from a screen's JSON, outside navigation (tests, `stratus check`).
    ///
    /// The result is the root `fragment` node `nimbus:root`, attached and ready for events.
    /// - Throws: `StratusCoreError.malformedComponent` for malformed nodes.
    public func buildTree(json: JSONValue, source: String? = nil, scope: Scope? = nil) throws -> Node {
        let description = try NodeBuilder(ids: ids).build(json, source: source)
        return makeRoot(for: description, in: scope ?? self.scope)
    }

    /// Builds a live tree from JSON text.
    public func buildTree(jsonText: String, source: String? = nil) throws -> Node {
        try buildTree(json: try Self.parseJSON(jsonText, source: source), source: source)
    }

    /// Parses JSON text, mapping parse errors to `StratusCoreError.malformedJSON` with line and column.
    nonisolated static func parseJSON(_ text: String, source: String?) throws -> JSONValue {
        try parseJSON(Data(text.utf8), source: source)
    }

    /// Parses JSON bytes, mapping parse errors to `StratusCoreError.malformedJSON` with line and column.
    nonisolated static func parseJSON(_ data: Data, source: String?) throws -> JSONValue {
        do {
            return try JSONValue(parsing: data)
        } catch {
            throw StratusCoreError(.malformedJSON, "The string provided is not a valid json. \(error.message)",
                                   source: source, line: error.position?.line, column: error.position?.column)
        }
    }

    /// Whether loads, prefetches, requests or background work (``runInBackground(_:)``) are still running: what
    /// ``waitUntilIdle()`` would wait for.
    public var hasPendingWork: Bool { !pendingTasks.isEmpty }

    /// Waits until every load, prefetch and request the engine started has finished (tests, tools).
    public func waitUntilIdle() async {
        while let (key, task) = pendingTasks.first {
            await task.value
            pendingTasks[key] = nil
        }
    }

    /// Runs `work` as a tracked task so that `waitUntilIdle()` can await it.
    func track(_ work: @escaping @MainActor () async -> Void) {
        lastTaskKey += 1
        let key = lastTaskKey
        let task = Task { @MainActor [weak self] in
            await work()
            self?.pendingTasks[key] = nil
        }
        pendingTasks[key] = task
    }
}

/// Limits applied to screens and requests.
public struct EngineLimits: Sendable, Hashable {
    /// Timeout of one request, in seconds.
    public var requestTimeout: Double = 30
    /// The largest response body accepted, in bytes.
    public var maximumResponseBytes: Int = 8 * 1024 * 1024
    /// How many redirects a request may follow.
    public var maximumRedirects: Int = 5
    /// How deep events may trigger events synchronously before the chain is cut off.
    public var maximumEventDepth: Int = 64
    /// How many asynchronous hops (request callbacks, view events) a chain of events may take.
    public var maximumEventGenerations: Int = 256
    /// How many propagation rounds one batch may take before it is cut off.
    public var maximumPropagationRounds: Int = 1_000
    /// Whether resources a screen shows besides its JSON (images) are fetched; when false their placeholders
    /// stay (`stratus run --images off`, benchmarks that must not touch the network).
    public var loadsResources = true
    /// Timeout of one resource request (an image), in seconds: shorter than a screen's, since a picture is
    /// worth less than the time a user waits for it (the smaller of this and `requestTimeout` applies).
    public var resourceTimeout: Double = 5

    /// The default limits.
    public init() {}
}
