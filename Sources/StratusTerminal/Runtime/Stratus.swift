import Foundation

/// Where the first screen comes from.
public struct Navigator: Sendable {
    enum Source: Sendable {
        case url(String)
        case json(String)
        case request(ViewRequest)
        case tabs([NavigationTab])
    }
    let source: Source

    /// The first screen is fetched from `url`, relative to the base URL when it starts with `/`.
    public init(url: String) { source = .url(url) }
    /// The first screen is this JSON text.
    public init(json: String) { source = .json(json) }
    /// The first screen is loaded by `request`.
    public init(request: ViewRequest) { source = .request(request) }
    /// The app has a tab bar with these tabs; the first one is shown first (an empty list shows nothing).
    public init(tabs: [NavigationTab]) { source = .tabs(tabs) }
}

/// A Stratus app: a base URL, a first screen, component libraries; run it in the terminal or headless.
///
/// ```swift
/// try await Stratus(baseURL: URL(fileURLWithPath: "Screens")) { Navigator(url: "/index.json") }
///     .ui([myAppUI])
///     .run()
/// ```
/// The built-in libraries (`layout:`, `terminal:` and the core `fragment`) are always included.
public struct Stratus: Sendable {
    /// What relative URLs resolve against.
    public let baseURL: URL
    let navigator: Navigator
    var libraries: [UILibrary] = []
    var mode = RenderMode.development
    var states: [String: JSONValue] = [:]
    var httpClient: (any HTTPClientProtocol)?
    var screenLoader: (any ScreenLoading)?
    var limits: EngineLimits?
    /// The environment set by `environment(_:)`; nil reads the process's when a terminal starts. Not read before:
    /// Foundation builds the process's as a dictionary of a type met for the first time, a search of every
    /// conformance record of the program, which a headless app never needs.
    var environment: [String: String]?
    var colorLimit = ColorSupport.trueColor
    var images = ImageMode.cells
    var reloadsInPlace = true
    var readsScreens = false
    var typingEcho = TypingEcho.characters

    /// An app whose first screen is given by `navigator`.
    public init(baseURL: URL, _ navigator: () -> Navigator) {
        self.baseURL = baseURL
        self.navigator = navigator()
    }

    /// Adds component, action and operation libraries (a later registration of a name wins).
    public func ui(_ libraries: [UILibrary]) -> Stratus {
        var copy = self
        copy.libraries += libraries
        return copy
    }

    /// Development (placeholders for broken components, the default) or release mode.
    public func mode(_ mode: RenderMode) -> Stratus {
        var copy = self
        copy.mode = mode
        return copy
    }

    /// App-managed states visible to every screen.
    public func states(_ states: [String: JSONValue]) -> Stratus {
        var copy = self
        copy.states.merge(states) { $1 }
        return copy
    }

    /// The HTTP transport (tests inject a fake one).
    public func httpClient(_ client: any HTTPClientProtocol) -> Stratus {
        var copy = self
        copy.httpClient = client
        return copy
    }

    /// Reads screens before the engine's own fetch (YAML files, bundles of screens; see `ScreenLoading`).
    public func screenLoader(_ loader: any ScreenLoading) -> Stratus {
        var copy = self
        copy.screenLoader = loader
        return copy
    }

    /// The engine's limits (response size, timeouts, event depth) instead of the defaults.
    public func limits(_ limits: EngineLimits) -> Stratus {
        var copy = self
        copy.limits = limits
        return copy
    }

    /// Whether screens can be reloaded in place (`stratus run` watching for changes): true by default. With
    /// false (`stratus render`, which never reloads) a screen does not keep the description its tree was built
    /// from (see `ServerDrivenEngine.keepsScreenDescriptions`), about 128 bytes per node.
    public func reloadsInPlace(_ enabled: Bool) -> Stratus {
        var copy = self
        copy.reloadsInPlace = enabled
        return copy
    }

    /// The environment consulted for `NO_COLOR`, `TERM`, `ESCDELAY` (the process environment by default).
    public func environment(_ environment: [String: String]) -> Stratus {
        var copy = self
        copy.environment = environment
        return copy
    }

    /// The most color to use (`stratus run --color 16`); the terminal may support less. All it has by default.
    public func colors(_ limit: ColorSupport) -> Stratus {
        var copy = self
        copy.colorLimit = limit
        return copy
    }

    /// How pictures are shown (`stratus run --images`): half blocks by default; real pixels (kitty, sixel) only
    /// on a real terminal (`run()`), never headless; `.off` loads none. A terminal without color (`NO_COLOR`,
    /// `TERM=dumb`) loads none either: half blocks without color are solid blocks, so each picture keeps its
    /// labelled placeholder.
    public func images(_ mode: ImageMode) -> Stratus {
        var copy = self
        copy.images = mode
        return copy
    }

    /// Whether frames are told to a screen reader as lines instead of drawn in cells (`stratus run
    /// --screen-reader`): no full-screen drawing, no pictures loaded; each new screen is said whole, then each
    /// change in a line (`ScreenReader`, Docs/Accessibility.md). A headless session collects the lines in
    /// ``HeadlessSession/spokenLines``. `echo` says what is told of the characters typed into a text field.
    public func screenReader(_ enabled: Bool = true, echo: TypingEcho = .characters) -> Stratus {
        var copy = self
        copy.readsScreens = enabled
        copy.typingEcho = echo
        return copy
    }

    /// Every library the engine gets: the built-ins first, then the app's.
    var allLibraries: [UILibrary] { BuiltinLibraries.all + libraries }

    /// Builds the runtime on a backend (the CLI's `render` uses a `HeadlessBackend`).
    @MainActor
    public func makeRuntime(backend: any TerminalBackend) -> StratusRuntime {
        let engine = ServerDrivenEngine(baseURL: baseURL, libraries: allLibraries, states: states, httpClient: httpClient)
        if let limits { engine.limits = limits }
        engine.screenLoader = screenLoader
        if let screenLoader {
            // Problems found while a screen runs read as `stratus check` reports them, at the same place.
            engine.describeScreenProblem = { problem in screenLoader.describe(problem) ?? problem.placedDescription }
        }
        engine.keepsScreenDescriptions = reloadsInPlace
        engine.limits.loadsResources = images != .off
        let runtime = StratusRuntime(engine: engine, backend: backend, mode: mode)
        switch navigator.source {
        case .url(let url): engine.navigator.open(url: url)
        case .json(let json): engine.navigator.open(json: json)
        case .request(let request): engine.navigator.open(request)
        case .tabs(let tabs): engine.navigator.open(tabs: tabs)
        }
        return runtime
    }

    /// Runs the app in the terminal until the user quits (`q`, Ctrl+C); the terminal is restored on every exit.
    ///
    /// This is the one place a terminal backend is created: it reads `environment` (the process environment
    /// unless `environment(_:)` replaced it) for `TERM`, `COLORTERM`, `NO_COLOR` and `ESCDELAY`. `whileRunning`
    /// gets the runtime before the first frame (to start watchers, such as a screen reloader); the closure it
    /// returns runs when the app ends, however it ends.
    @MainActor
    public func run(whileRunning: (StratusRuntime) -> (() -> Void)? = { _ in nil }) async throws {
        let backend: any TerminalBackend
        if readsScreens {
            backend = try ScreenReaderBackend(environment: environment ?? ProcessInfo.processInfo.environment)
        } else {
            backend = try NcursesBackend(environment: environment ?? ProcessInfo.processInfo.environment,
                                         colorLimit: colorLimit, images: images)
        }
        defer { backend.shutdown() }
        let runtime = makeRuntime(backend: backend)
        if let lines = backend as? ScreenReaderBackend {
            runtime.screenReader = ScreenReader(echo: typingEcho, speak: lines.write(line:))
            runtime.engine.limits.loadsResources = false
        } else if let ncurses = backend as? NcursesBackend, ncurses.colorSupport == .none && ncurses.graphics == nil {
            runtime.engine.limits.loadsResources = false
        }
        let stop = whileRunning(runtime)
        defer { stop?() }
        try await runtime.runLoop()
    }

    /// Starts the app on an in-memory terminal for tests: drive it with `press`, `type`, `click(id:)`.
    ///
    /// Pictures are drawn in cells whatever `images(_:)` says (only `.off` is kept: nothing is loaded); each
    /// step waits at most `imageWait` for the pictures it starts loading.
    @MainActor
    public func headless(width: Int = 80, height: Int = 24,
                         imageWait: Duration = HeadlessSession.defaultImageWait) async throws -> HeadlessSession {
        let backend = HeadlessBackend(width: width, height: height)
        let session = HeadlessSession(runtime: makeRuntime(backend: backend), backend: backend, imageWait: imageWait)
        if readsScreens {
            session.runtime.screenReader = ScreenReader(echo: typingEcho) { [weak session] line in session?.spokenLines.append(line) }
        }
        await session.settle()
        return session
    }
}
