import Foundation
import StratusCore

/// Reloads the current screen in place when its source changes, keeping screen state, global state, the
/// states of the nodes still there and their views' `@State` (a field's text, a checkbox, focus, scrolling).
///
/// The current screen's ``ScreenSource`` is asked whether it changed: local files by modification time and
/// the hash of their bytes; screens from a server only when ``watchesNetwork`` (`stratus run --watch`), with
/// `If-None-Match` (`stratus serve` and the store backend send an `ETag`), which costs a `304` when nothing
/// changed. A changed screen goes to ``ServerDrivenEngine/reload(_:with:preserving:)``.
@MainActor
public final class ScreenReloader {
    private let engine: ServerDrivenEngine
    private let loader: ScreenSourceLoader
    private let network: any HTTPClientProtocol
    private let interval: Duration
    /// Whether screens from a server are polled too, not only local files.
    public let watchesNetwork: Bool
    private var known: [String: ScreenVersion] = [:]
    private var lastFailure: [String: String] = [:]
    /// The version of the source each failed screen was last opened again with.
    private var retriedVersions: [String: String] = [:]
    private var task: Task<Void, Never>?

    /// Creates a reloader; nothing happens until `start()`.
    /// - Parameters:
    ///   - loader: the loader the engine reads local screens with (it knows the version of each on screen).
    ///   - network: the transport that polls screens from a server.
    ///   - interval: how often the current screen's source is compared.
    ///   - watchesNetwork: whether screens from a server are polled too (else only local files are compared).
    public init(engine: ServerDrivenEngine, loader: ScreenSourceLoader = ScreenSourceLoader(),
                network: any HTTPClientProtocol = AsyncHTTPTransport(), interval: Duration = .milliseconds(500),
                watchesNetwork: Bool = true) {
        self.engine = engine
        self.loader = loader
        self.network = network
        self.interval = interval
        self.watchesNetwork = watchesNetwork
    }

    /// Starts polling.
    public func start() {
        task?.cancel()
        task = Task { @MainActor [weak self] in
            while !Task.isCancelled {
                guard let self else { return }
                try? await Task.sleep(for: self.interval)
                await self.checkOnce()
            }
        }
    }

    /// Stops polling.
    public func stop() {
        task?.cancel()
        task = nil
    }

    /// Opens a screen that failed to load again once its source reads (a file fixed, a server back), once per
    /// version of the source.
    private func retryIfReadable(_ screen: Screen, from source: ScreenSource, key: String) async -> Bool {
        guard let content = try? await source.load(formats: loader.formats, network: network),
              retriedVersions[key] != content.version.entityTag,
              engine.navigator.currentScreen === screen, screen.error != nil else { return false }
        retriedVersions[key] = content.version.entityTag
        engine.log(.info, "Loading \(screen.url) again: its source reads now.")
        screen.retry()
        return true
    }

    /// Compares the current screen's source with what was seen last; reloads it in place when it changed
    /// (``ServerDrivenEngine/reload(_:with:preserving:)``: screen state, node states and views' `@State` stay).
    /// - Returns: `true` when the screen was reloaded.
    @discardableResult
    public func checkOnce() async -> Bool {
        guard let screen = engine.navigator.currentScreen, let resolved = screen.resolvedURL,
              let url = URL(string: resolved), let source = loader.source(of: url),
              source.isLocal || watchesNetwork else { return false }
        if screen.error != nil { return await retryIfReadable(screen, from: source, key: resolved) }
        // A screen the loader read is compared with the version on screen; any other is first only looked at.
        guard let previous = known[resolved] ?? loader.loadedVersion(of: url) else {
            known[resolved] = try? await source.load(formats: loader.formats, network: network).version
            return false
        }
        do {
            guard let content = try await source.contentIfChanged(since: previous, formats: loader.formats, network: network) else {
                return false
            }
            known[resolved] = content.version
            lastFailure[resolved] = nil
            // A screen still loading, or one the user left meanwhile, is left alone.
            guard engine.navigator.currentScreen === screen, screen.root != nil else { return false }
            engine.log(.info, "Reloading \(screen.url): its source changed.")
            try engine.reload(screen, with: content.value)
            loader.noteRead(content, at: resolved)
            return true
        } catch {
            // A file saved half-way fails on every look until it is fixed: say so once.
            let message = "Could not reload \(screen.url): \(error)"
            if lastFailure[resolved] != message { engine.log(.error, message) }
            lastFailure[resolved] = message
            return false
        }
    }
}
