import Foundation
import StratusCore
import StratusSamples
import StratusTerminal

/// Wires a command-line target into a Stratus app: base URL, first screen, transport and libraries.
///
/// `run` and `render` share it, so that a screen behaves the same in the terminal and headless.
public struct AppAssembly: Sendable {
    /// What the command line named.
    public let target: ScreenTarget
    /// The transport given to the engine (local screens, network, reload carries).
    public let transport: ScreenTransport
    /// The app, ready to run or to start headless.
    public let stratus: Stratus
    /// The absolute URL of the first screen, as the engine loads it.
    public let entryURL: String
    /// The app manifest, when TARGET is one (see ``AppManifest``).
    public let manifest: AppManifest?

    /// Assembles the app.
    /// - Parameters:
    ///   - target: the resolved TARGET.
    ///   - mode: how errors are shown.
    ///   - baseURL: `--base-url`, when given; it wins over the target's default and a manifest's `baseURL`.
    ///   - requestTimeout: the longest a network request may take, in seconds (nil: the engine's limits).
    ///   - network: the transport for requests that leave the machine (nil: AsyncHTTPClient); `stratus test`
    ///     passes one that sends a stubbed origin to its stub server.
    public init(target: ScreenTarget, mode: ErrorDisplayMode, baseURL: String? = nil,
                requestTimeout: Double? = nil, network: (any HTTPClientProtocol)? = nil) throws(StratusAppError) {
        let network = network ?? AsyncHTTPTransport()
        if let filePath = target.filePath, target.bundleKey == nil, var manifest = try AppManifest.read(at: filePath) {
            // --base-url points the same app at another server (a test's, a colleague's).
            if let baseURL { manifest.baseURL = baseURL }
            self = try AppAssembly(target: target, manifest: manifest, mode: mode, network: network,
                                   requestTimeout: requestTimeout)
        } else {
            self = try AppAssembly(screen: target, mode: mode, baseURL: baseURL, network: network,
                                   requestTimeout: requestTimeout)
        }
    }

    /// Assembles the app that opens one screen: a file, a folder's index, a bundle member or a URL.
    private init(screen target: ScreenTarget, mode: ErrorDisplayMode, baseURL: String?,
                 network: any HTTPClientProtocol, requestTimeout: Double?) throws(StratusAppError) {
        self.target = target
        manifest = nil
        var base: String
        if let filePath = target.filePath {
            let folder = try ScreenFolder(path: (filePath as NSString).deletingLastPathComponent)
            transport = ScreenTransport(
                folder: folder, bundlePath: target.bundleKey == nil ? nil : filePath, network: network,
                requestTimeout: requestTimeout)
            var route = "/" + (filePath as NSString).lastPathComponent
            if let key = target.bundleKey {
                // A bundle member is asked for by its first word: keys may carry a description in parentheses.
                let word = key.split(separator: " ").first.map(String.init) ?? key
                route = "/" + (word.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? word)
            }
            entryURL = ScreenTransport.localURL(route)
            base = ScreenTransport.localOrigin
        } else {
            transport = ScreenTransport(folder: nil, network: network, requestTimeout: requestTimeout)
            entryURL = target.entryURL.absoluteString
            base = target.baseURL
        }
        if let baseURL { base = baseURL }
        guard let url = URL(string: base) else {
            throw StratusAppError(.invalidArgument, "not a valid base URL: \(base)")
        }
        let entry = entryURL
        var limits = EngineLimits()
        // The response-size limit guards against servers; a screen file named on the command line is the user's
        // own and is read whatever its size (a list of a million items is about 60 MB).
        if let filePath = target.filePath,
           let size = (try? FileManager.default.attributesOfItem(atPath: filePath))?[.size] as? NSNumber {
            limits.maximumResponseBytes = max(limits.maximumResponseBytes, size.intValue)
        }
        stratus = Stratus(baseURL: url) { Navigator(url: entry) }
            .ui(AppLibraries.all)
            .mode(mode == .dev ? .development : .release)
            .httpClient(transport)
            .limits(limits)
    }

    /// Assembles the app a manifest describes: its base URL, its first screen or its tabs.
    private init(target: ScreenTarget, manifest: AppManifest, mode: ErrorDisplayMode,
                 network: any HTTPClientProtocol, requestTimeout: Double?) throws(StratusAppError) {
        self.target = target
        self.manifest = manifest
        let base: String
        if manifest.isRemote {
            transport = ScreenTransport(folder: nil, network: network, requestTimeout: requestTimeout)
            base = manifest.baseURL
            entryURL = manifest.entry.hasPrefix("/") ? base + manifest.entry : manifest.entry
        } else {
            transport = ScreenTransport(folder: try ScreenFolder(path: manifest.baseURL), network: network,
                                        requestTimeout: requestTimeout)
            base = ScreenTransport.localOrigin
            entryURL = ScreenTransport.localURL(manifest.entry)
        }
        guard let url = URL(string: base) else {
            throw StratusAppError(.invalidArgument, "not a valid base URL: \(base)", file: target.filePath)
        }
        let entry = manifest.entry
        let tabs = manifest.tabs
        stratus = Stratus(baseURL: url) { tabs.isEmpty ? Navigator(url: entry) : Navigator(tabs: tabs) }
            .ui(AppLibraries.all)
            .mode(mode == .dev ? .development : .release)
            .httpClient(transport)
    }
}

extension AppAssembly {
    /// The reloader `stratus run` starts, or nil when nothing is to be watched.
    ///
    /// `watch` is `--watch` (true: local files and screens from servers), `--no-watch` (false: nothing) or
    /// neither (nil: local files only, so that a remote app is not asked for its screen twice a second).
    @MainActor
    public func makeReloader(engine: ServerDrivenEngine, watch: Bool?,
                             network: any HTTPClientProtocol = AsyncHTTPTransport()) -> ScreenReloader? {
        switch watch {
        case false?: return nil
        case true?: return ScreenReloader(engine: engine, transport: transport, network: network, watchesNetwork: true)
        case nil:
            guard transport.folder != nil || transport.bundlePath != nil else { return nil }
            return ScreenReloader(engine: engine, transport: transport, network: network, watchesNetwork: false)
        }
    }
}
