/// One screen of the navigator: a request, its loading phase and, once loaded, its live tree.
@MainActor
public final class Screen {
    /// Where a screen's loading stands.
    public enum Phase {
        /// The fetch is under way.
        case loading
        /// The tree is live (the fallback's tree when the fetch failed and a fallback was given).
        case loaded(Node)
        /// The fetch or the build failed and there is no fallback: show the error and offer `retry()`.
        case failed(ScreenLoadError)
    }

    /// Where a screen came from: what it may read and navigate to depends on it.
    public enum Origin: Sendable, Hashable {
        /// JSON handed over by the app (trusted like a file).
        case inline
        /// A `file://` URL: may navigate to files and to the network.
        case file
        /// An `http(s)://` URL: may never touch `file://`.
        case network
    }

    /// The loading phase.
    public internal(set) var phase: Phase = .loading
    /// The URL as written by whoever opened the screen (what `popTo` matches).
    public let url: String
    /// The request that opened the screen.
    public let request: ViewRequest
    /// The screen's scope: its navigation states, below the engine's.
    public let scope: Scope
    /// Where the screen's content comes from.
    public let origin: Origin
    /// The absolute URL fetched, or nil for inline JSON.
    public let resolvedURL: String?
    let inlineJSON: JSONValue?
    /// The description the live tree was built from, for a reload in place to match nodes against (nil when
    /// the engine does not keep it: ``ServerDrivenEngine/keepsScreenDescriptions``).
    var description: NodeDescription?
    unowned let engine: ServerDrivenEngine

    init(request: ViewRequest, origin: Origin, resolvedURL: String?, inlineJSON: JSONValue?,
         engine: ServerDrivenEngine) {
        self.url = request.url
        self.request = request
        self.origin = origin
        self.resolvedURL = resolvedURL
        self.inlineJSON = inlineJSON
        self.engine = engine
        let cells = request.state.map { StateCell(id: $0.key, value: $0.value) }
        self.scope = Scope(parent: engine.scope, cells: cells, label: "screen \(request.url)")
        self.scope.screen = self
    }

    /// The live tree, when loaded.
    public var root: Node? {
        if case .loaded(let node) = phase { return node }
        return nil
    }

    /// The error, when the screen failed.
    public var error: ScreenLoadError? {
        if case .failed(let error) = phase { return error }
        return nil
    }

    /// Loads the screen again (after an error, or to refresh).
    public func retry() {
        engine.navigator.load(self)
    }

    /// The view event `name` from the request that opened this screen, ready to run.
    func viewEvent(named name: String, generation: Int) -> ServerDrivenEvent? {
        guard let event = request.events[name] else { return nil }
        return ServerDrivenEvent(description: event.definition, scope: event.scope, node: event.node,
                                 generation: max(event.generation, generation), engine: engine)
    }

    /// Releases the live tree's subscriptions (the screen left the stacks).
    func dispose() {
        root?.dispose()
    }
}
