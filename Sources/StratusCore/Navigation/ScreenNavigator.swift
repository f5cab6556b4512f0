import Foundation

/// The navigator: a stack of stacks of screens (Docs/Nimbus.md §7). `push` adds to the current stack, `present`
/// opens a new (modal) stack, `pop`/`popTo` walk back in the current stack, `dismiss` closes a modal stack.
@MainActor
public final class ScreenNavigator {
    /// The stacks, oldest first; the last stack's last screen is the current one (of the shown tab, with tabs).
    public internal(set) var stacks: [[Screen]] = []
    /// The app's tabs (see `NavigationTab`); empty when the app has none.
    public internal(set) var tabs: [NavigationTab] = []
    /// The index of the tab shown.
    public internal(set) var selectedTab = 0
    /// The stacks of the tabs not shown, by tab index.
    var parkedTabs: [Int: [[Screen]]] = [:]
    unowned let engine: ServerDrivenEngine
    var prefetches: [String: Task<Result<JSONValue, StratusCoreError>, Never>] = [:]

    init(engine: ServerDrivenEngine) {
        self.engine = engine
    }

    /// The screen on top of the last stack.
    public var currentScreen: Screen? { stacks.last?.last }

    /// Every screen, oldest first, as their URLs (`[['/home','/products'],['/product/1']]` style).
    public var urlStacks: [[String]] { stacks.map { $0.map(\.url) } }

    // MARK: - Entry points

    /// Replaces all stacks with one screen loaded from `url` (relative to the base URL when it starts with `/`).
    public func open(url: String) {
        open(ViewRequest(url: url))
    }

    /// Replaces all stacks with one screen loaded by `request`.
    public func open(_ request: ViewRequest) {
        replaceStacks(with: makeScreen(for: request, from: .inline))
    }

    /// Replaces all stacks with one screen built from JSON text (an invalid text gives a failed screen).
    public func open(json: String, url: String = "inline") {
        let screen: Screen
        do {
            let value = try ServerDrivenEngine.parseJSON(json, source: url)
            screen = Screen(request: ViewRequest(url: url), origin: .inline, resolvedURL: nil, inlineJSON: value,
                            engine: engine)
        } catch let error as StratusCoreError {
            screen = Screen(request: ViewRequest(url: url), origin: .inline, resolvedURL: nil, inlineJSON: nil,
                            engine: engine)
            screen.phase = .failed(error)
            replaceStacks(with: screen, load: false)
            return
        } catch {
            return
        }
        replaceStacks(with: screen)
    }

    /// Replaces all stacks with one screen built from a JSON value.
    public func open(json: JSONValue, url: String = "inline") {
        replaceStacks(with: Screen(request: ViewRequest(url: url), origin: .inline, resolvedURL: nil, inlineJSON: json,
                                   engine: engine))
    }

    // MARK: - Stack operations

    /// Pushes a screen on the current stack (`from` decides which URLs are allowed).
    public func push(_ request: ViewRequest, from origin: Screen.Origin = .inline) {
        let screen = makeScreen(for: request, from: origin)
        if stacks.isEmpty { stacks = [[screen]] } else { stacks[stacks.count - 1].append(screen) }
        engine.noteNavigationChanged()
        load(screen)
    }

    /// Opens a new modal stack with the screen.
    public func present(_ request: ViewRequest, from origin: Screen.Origin = .inline) {
        let screen = makeScreen(for: request, from: origin)
        stacks.append([screen])
        engine.noteNavigationChanged()
        load(screen)
    }

    /// Removes the current screen; nothing happens on the first screen of a stack.
    /// - Returns: `true` when a screen was removed.
    @discardableResult
    public func pop() -> Bool {
        guard let last = stacks.indices.last, stacks[last].count > 1 else { return false }
        stacks[last].removeLast().dispose()
        engine.noteNavigationChanged()
        return true
    }

    /// Walks back to the latest screen of the current stack opened with exactly `url`; nothing when none.
    @discardableResult
    public func popTo(url: String) -> Bool {
        guard let last = stacks.indices.last, let index = indexOfScreen(matching: url, in: stacks[last]),
              index < stacks[last].count - 1 else {
            return false
        }
        for screen in stacks[last][(index + 1)...] { screen.dispose() }
        stacks[last].removeSubrange((index + 1)...)
        engine.noteNavigationChanged()
        return true
    }

    /// The last screen of `stack` loaded with exactly `url` (Docs/Nimbus.md §2.1), or else the last one whose resolved
    /// address is where `url` leads: the first screen of an app is often opened by its full URL while its screens
    /// name it by path (`/index.json`).
    private func indexOfScreen(matching url: String, in stack: [Screen]) -> Int? {
        if let exact = stack.lastIndex(where: { $0.url == url }) { return exact }
        let target = address(of: url)
        return stack.lastIndex(where: { $0.resolvedURL == target.text })
    }

    /// Closes the current modal stack; nothing when no stack is presented.
    @discardableResult
    public func dismiss() -> Bool {
        guard stacks.count > 1 else { return false }
        for screen in stacks.removeLast() { screen.dispose() }
        engine.noteNavigationChanged()
        return true
    }

    /// Whether `back()` would leave `screen` when it is on top: true unless it is the first screen of the first
    /// stack (a tab's root, or the app's first screen); false too for a screen no stack holds.
    public func canGoBack(from screen: Screen) -> Bool {
        for (index, stack) in stacks.enumerated() {
            if let position = stack.firstIndex(where: { $0 === screen }) { return index > 0 || position > 0 }
        }
        return false
    }

    /// Pops, or dismisses a presented stack at its root.
    /// - Returns: `false` at the very root (nothing left to go back to).
    @discardableResult
    public func back() -> Bool {
        pop() || dismiss()
    }

    // MARK: - Loading

    private func replaceStacks(with screen: Screen, load shouldLoad: Bool = true) {
        for stack in stacks { for old in stack { old.dispose() } }
        stacks = [[screen]]
        engine.noteNavigationChanged()
        if shouldLoad { load(screen) }
    }

    private func makeScreen(for request: ViewRequest, from origin: Screen.Origin) -> Screen {
        let target = address(of: request.url)
        let screenOrigin: Screen.Origin = target.url?.isFileURL == true ? .file : .network
        return Screen(request: request, origin: screenOrigin, resolvedURL: target.text, inlineJSON: nil, engine: engine)
            .checkingAccess(from: origin)
    }

    /// Where `url` leads: built against the base URL (Docs/Nimbus.md §7), then made absolute when it can be.
    func address(of url: String) -> (url: URL?, text: String) {
        let built = URLBuilder.build(url, baseURL: engine.baseURL)
        let absolute = ContentFetcher.absoluteURL(built, baseURL: engine.baseURL)
        return (absolute, absolute?.absoluteString ?? built)
    }

    /// Loads (or reloads) a screen: fetch, then build; a failure shows the fallback or the error.
    func load(_ screen: Screen) {
        if case .failed(let error) = screen.phase, error.kind == .unsafeURL { return }
        // Inline text that did not parse has nothing to reload: keep its error.
        if screen.inlineJSON == nil, screen.resolvedURL == nil, screen.error != nil { return }
        screen.dispose()
        screen.phase = .loading
        if let json = screen.inlineJSON {
            finish(screen, with: .success(json))
            return
        }
        guard let text = screen.resolvedURL, let url = URL(string: text) else {
            finish(screen, with: .failure(StratusCoreError(.unsafeURL, "Invalid URL: \(screen.url)")))
            return
        }
        let request = screen.request
        let key = request.prefetchKey(absoluteURL: text)
        let prefetched = consumePrefetch(key)
        let client = engine.httpClient
        let limits = engine.limits
        let loader = engine.screenLoader
        let ids = engine.ids
        // A screen the loader holds in memory is shown here: a task would hop to another thread and back (twice
        // for a loader on the main actor) for what takes no waiting.
        if prefetched == nil, let loader, let description = loader.describedScreenAtOnce(at: url, for: request, ids: ids) {
            finish(screen, described: description)
            return
        }
        engine.track { [weak self] in
            if prefetched == nil, let loader {
                switch await Self.describe(url, request: request, loader: loader, ids: ids) {
                case .success(let description?):
                    self?.finish(screen, described: description)
                    return
                case .success(nil):
                    break
                case .failure(let error):
                    self?.finish(screen, with: .failure(error))
                    return
                }
            }
            var result: Result<JSONValue, StratusCoreError>
            if let prefetched, case .success(let json) = await prefetched.value {
                result = .success(json)
            } else {
                result = await Self.fetch(url, request: request, client: client, limits: limits, loader: loader)
            }
            self?.finish(screen, with: result)
        }
    }

    nonisolated static func fetch(_ url: URL, request: ViewRequest, client: any HTTPClientProtocol,
                                  limits: EngineLimits,
                                  loader: (any ScreenLoading)?) async -> Result<JSONValue, StratusCoreError> {
        do {
            if let loader, let screen = try await loader.screen(at: url, for: request) { return .success(screen) }
            return .success(try await ContentFetcher.fetchScreen(url, method: request.method, headers: request.headers,
                                                                 body: request.body,
                                                                 client: client, limits: limits))
        } catch let error as StratusCoreError {
            return .failure(error)
        } catch {
            return .failure(StratusCoreError(.request, "\(error)", source: url.absoluteString))
        }
    }

    /// The screen at `url` as `loader` describes it (``ScreenLoading/describedScreen(at:for:ids:)``).
    nonisolated static func describe(_ url: URL, request: ViewRequest, loader: any ScreenLoading,
                                     ids: NodeIDGenerator) async -> Result<NodeDescription?, StratusCoreError> {
        do {
            return .success(try await loader.describedScreen(at: url, for: request, ids: ids))
        } catch let error as StratusCoreError {
            return .failure(error)
        } catch {
            return .failure(StratusCoreError(.request, "\(error)", source: url.absoluteString))
        }
    }

    /// Shows `description`, the screen a loader described, on `screen`.
    private func finish(_ screen: Screen, described description: NodeDescription) {
        load(description, into: screen)
        engine.noteNavigationChanged()
    }

    /// Makes `description` the tree `screen` shows (kept when the engine keeps screens' descriptions).
    private func load(_ description: NodeDescription, into screen: Screen) {
        screen.description = engine.keepsScreenDescriptions ? description : nil
        screen.phase = .loaded(engine.makeRoot(for: description, in: screen.scope))
    }

    private func finish(_ screen: Screen, with result: Result<JSONValue, StratusCoreError>) {
        switch result {
        case .success(let json):
            do {
                load(try NodeBuilder(ids: engine.ids).build(json, source: screen.url), into: screen)
            } catch let error as StratusCoreError {
                fail(screen, error)
            } catch {
                fail(screen, StratusCoreError(.malformedComponent, "\(error)", source: screen.url))
            }
        case .failure(let error):
            fail(screen, error)
        }
        engine.noteNavigationChanged()
    }

    /// What the log says when the screen at `url` fails to load with `error`.
    public static func loadFailureMessage(_ url: String, _ error: StratusCoreError) -> String {
        "Could not load the screen \(url): \(error.description)"
    }

    private func fail(_ screen: Screen, _ error: StratusCoreError) {
        engine.log(.error, Self.loadFailureMessage(screen.url, error))
        if let fallback = screen.request.fallback,
           let description = try? NodeBuilder(ids: engine.ids).build(fallback, source: screen.url) {
            load(description, into: screen)
        } else {
            screen.description = nil
            screen.phase = .failed(error)
        }
    }

    // MARK: - Prefetch

    /// Starts fetching `request` ahead of time unless a fetch for the same key is in flight or stored.
    func prefetch(_ request: ViewRequest, from origin: Screen.Origin) {
        let built = URLBuilder.build(request.url, baseURL: engine.baseURL)
        guard let url = ContentFetcher.absoluteURL(built, baseURL: engine.baseURL),
              ContentFetcher.isAllowed(url, from: origin) else { return }
        let key = request.prefetchKey(absoluteURL: url.absoluteString)
        guard prefetches[key] == nil else { return }
        let client = engine.httpClient
        let limits = engine.limits
        let loader = engine.screenLoader
        let task = Task { await Self.fetch(url, request: request, client: client, limits: limits, loader: loader) }
        prefetches[key] = task
        engine.track { _ = await task.value }
    }

    /// Docs/Nimbus.md §7: a fetch consumes the matching prefetch and clears every other prefetched entry.
    private func consumePrefetch(_ key: String) -> Task<Result<JSONValue, StratusCoreError>, Never>? {
        let match = prefetches[key]
        prefetches.removeAll()
        return match
    }
}

extension Screen {
    /// Marks the screen failed when its URL may not be reached from a screen of `origin`.
    fileprivate func checkingAccess(from origin: Origin) -> Screen {
        guard let text = resolvedURL, let url = URL(string: text), url.scheme != nil else {
            phase = .failed(StratusCoreError(.unsafeURL, "The URL \"\(self.url)\" is not a valid absolute URL and the "
                + "base URL cannot complete it.", source: self.url))
            return self
        }
        if !ContentFetcher.isAllowed(url, from: origin) {
            phase = .failed(StratusCoreError(.unsafeURL, "A screen loaded from the network may not open \(text); only "
                + "http and https URLs are allowed.", source: self.url))
        }
        return self
    }
}

extension Node {
    /// Whether going back (Esc, `pop`, `dismiss`) would leave the screen that holds the node: false on the first
    /// screen of the app or of a tab, and for a node on no screen. A back hint or a Back button shows only where it
    /// leads somewhere.
    public var screenCanGoBack: Bool {
        guard let screen else { return false }
        return engine.navigator.canGoBack(from: screen)
    }
}
