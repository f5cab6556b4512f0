import Foundation
import StratusCore

/// Reloads the current screen in place when its source changes, keeping the state of the nodes still there.
///
/// Local screens are compared by the hash of their file's bytes; screens from a server are polled only when
/// ``watchesNetwork`` (`stratus run --watch`), with `If-None-Match` when the server sent an `ETag`
/// (`stratus serve` and the store backend do), which costs a `304` when nothing changed. On a change,
/// the states of the current tree are handed to the transport (``ScreenStateCarry``), which writes them into
/// the new version of the screen, then the screen is loaded again.
@MainActor
public final class ScreenReloader {
    private let engine: ServerDrivenEngine
    private let transport: ScreenTransport
    private let network: any HTTPClientProtocol
    private let interval: Duration
    /// Whether screens from a server are polled too, not only local files.
    public let watchesNetwork: Bool
    private var known: [String: String] = [:]
    private var task: Task<Void, Never>?

    /// Creates a reloader; nothing happens until `start()`.
    /// - Parameters:
    ///   - network: the transport that polls screens from a server.
    ///   - interval: how often the current screen's source is compared.
    ///   - watchesNetwork: whether screens from a server are polled too (else only local files are compared).
    public init(engine: ServerDrivenEngine, transport: ScreenTransport,
                network: any HTTPClientProtocol = AsyncHTTPTransport(), interval: Duration = .milliseconds(500),
                watchesNetwork: Bool = true) {
        self.engine = engine
        self.transport = transport
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

    /// Compares the current screen's source with what was seen last; reloads it when it changed.
    /// - Returns: `true` when a reload was started.
    @discardableResult
    public func checkOnce() async -> Bool {
        guard let screen = engine.navigator.currentScreen, let resolved = screen.resolvedURL,
              let url = URL(string: resolved) else { return false }
        guard let tag = await currentTag(of: url, previous: known[resolved]) else { return false }
        let previous = known[resolved]
        known[resolved] = tag
        // The first look only records the version; a screen still loading is left alone.
        guard let previous, previous != tag, engine.navigator.currentScreen === screen else { return false }
        if let root = screen.root {
            transport.carry(ScreenStateCarry(tree: root), into: resolved)
        }
        engine.log(.info, "Reloading \(screen.url): its source changed.")
        screen.retry()
        return true
    }

    /// The version of a source: the hash of a local file, or the server's `ETag` (nil when unknown).
    private func currentTag(of url: URL, previous: String?) async -> String? {
        if ScreenTransport.isLocal(url) {
            var route = url.path
            if let query = url.query { route += "?" + query }
            let path = transport.bundlePath ?? transport.folder?.resolve(route)
            guard let path, let bytes = FileManager.default.contents(atPath: path) else { return nil }
            return EntityTag(of: bytes).headerValue
        }
        guard watchesNetwork, url.scheme == "http" || url.scheme == "https" else { return nil }
        var headers: [String: String] = [:]
        if let previous { headers["If-None-Match"] = previous }
        guard let response = try? await network.send(ServerDrivenRequest(url: url, headers: headers)) else {
            return nil
        }
        if response.status == 304 { return previous }
        guard (200..<300).contains(response.status) else { return nil }
        return response.headers["etag"] ?? EntityTag(of: response.body).headerValue
    }
}
