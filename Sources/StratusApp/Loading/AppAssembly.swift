import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusAdaptiveCards
import StratusBotChannel
import StratusCore
import StratusFormats
import StratusSamples
import StratusTerminal

/// Wires a command-line target into a Stratus app: base URL, first screen, screen loader, transport and libraries.
///
/// `run` and `render` share it, so that a screen behaves the same in the terminal and headless. Local screens
/// are `file://` URLs beside the file named, read through ``ScreenSourceLoader``; a bundle entry `FILE#NAME`
/// opens as the route `/NAME` beside the bundle, which the loader answers from the bundle.
public struct AppAssembly: Sendable {
    /// What the command line named.
    public let target: ScreenTarget
    /// The HTTP client given to the engine (the network, with the timeout; YAML answers read).
    public let transport: ScreenTransport
    /// What reads local screens for the engine (and knows the version of each it read).
    public let loader: ScreenSourceLoader
    /// The app, ready to run or to start headless.
    public let stratus: Stratus
    /// The first screen as the navigator opens it: a route (`/todo.json`) for a local screen, else a URL.
    public let entry: String
    /// Whether the app's screens are local files (watched for changes by default).
    public let isLocal: Bool
    /// The app manifest, when TARGET is one (see ``AppManifest``).
    public let manifest: AppManifest?
    /// The conversation with an A2UI agent the app shows, when it talks to one (`--agent`).
    let agent: AgentSession?
    /// The conversation with a bot the app shows, when it talks to one (`--bot`).
    let bot: BotSession?

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
        agent = nil
        bot = nil
        transport = ScreenTransport(network: network, requestTimeout: requestTimeout)
        var base = target.baseURL
        var entry = target.entryURL.absoluteString
        if let filePath = target.filePath {
            let file = URL(fileURLWithPath: filePath)
            var name = Self.lastComponent(of: filePath) ?? file.lastPathComponent
            if let key = target.bundleKey {
                // A bundle member is asked for by its first word: keys may carry a description in parentheses.
                name = key.split(separator: " ").first.map(String.init) ?? key
            }
            entry = "/" + Self.percentEncodedPathComponent(name)
            // With --base-url, `/paths` lead to that server, but the first screen is still this file's.
            if baseURL != nil { entry = file.deletingLastPathComponent().appendingPathComponent(name).absoluteString }
        }
        if let baseURL { base = baseURL }
        guard let url = URL(string: base) else {
            throw StratusAppError(.invalidArgument, "not a valid base URL: \(base)")
        }
        self.entry = entry
        isLocal = target.isLocal
        loader = ScreenSourceLoader(bundle: target.bundleKey == nil ? nil : target.filePath)
        stratus = Stratus(baseURL: url) { Navigator(url: entry) }
            .ui(AppLibraries.all + loader.formats.libraries)
            .mode(mode == .dev ? .development : .release)
            .httpClient(transport)
            .screenLoader(loader)
    }

    /// Assembles the app a manifest describes: its base URL, its first screen or its tabs.
    private init(target: ScreenTarget, manifest: AppManifest, mode: ErrorDisplayMode,
                 network: any HTTPClientProtocol, requestTimeout: Double?) throws(StratusAppError) {
        self.target = target
        self.manifest = manifest
        agent = nil
        bot = nil
        transport = ScreenTransport(network: network, requestTimeout: requestTimeout)
        let base: String
        if manifest.isRemote {
            base = manifest.baseURL
            entry = manifest.entry.hasPrefix("/") ? base + manifest.entry : manifest.entry
        } else {
            base = URL(fileURLWithPath: try ScreenFolder(path: manifest.baseURL).root).absoluteString
            entry = manifest.entry
        }
        isLocal = !manifest.isRemote
        loader = ScreenSourceLoader()
        guard let url = URL(string: base) else {
            throw StratusAppError(.invalidArgument, "not a valid base URL: \(base)", file: target.filePath)
        }
        let entry = manifest.entry
        let tabs = manifest.tabs
        stratus = Stratus(baseURL: url) { tabs.isEmpty ? Navigator(url: entry) : Navigator(tabs: tabs) }
            .ui(AppLibraries.all + loader.formats.libraries)
            .mode(mode == .dev ? .development : .release)
            .httpClient(transport)
            .screenLoader(loader)
    }
}

extension AppAssembly {
    /// Assembles the app that shows a conversation with an A2UI agent (`--agent`): one screen, the agent's
    /// surfaces, answered by the loader; nothing is watched.
    @MainActor
    init(agent connection: any AgentTransport, silenceLimit: Duration, catalogs: [Catalog] = [], mode: ErrorDisplayMode,
         requestTimeout: Double? = nil) {
        let entry = URL(string: AgentSession.url) ?? URL(fileURLWithPath: "/")
        target = ScreenTarget(entryURL: entry, baseURL: entry.deletingLastPathComponent().absoluteString)
        manifest = nil
        transport = ScreenTransport(network: AsyncHTTPTransport(), requestTimeout: requestTimeout)
        loader = ScreenSourceLoader()
        let session = AgentSession(transport: connection, surfaces: loader.liveSurfaces, silenceLimit: silenceLimit,
                                   catalogs: catalogs)
        agent = session
        bot = nil
        self.entry = AgentSession.url
        isLocal = false
        stratus = Stratus(baseURL: entry.deletingLastPathComponent()) { Navigator(url: AgentSession.url) }
            .ui(AppLibraries.all + loader.formats.libraries + [session.library])
            .mode(mode == .dev ? .development : .release)
            .httpClient(self.transport)
            .screenLoader(loader)
    }

    /// Assembles the app that shows a conversation with a Bot Framework bot (`--bot`): one screen, the
    /// conversation, answered by ``BotConversationFormat``; the cards' actions go to the bot; nothing is watched.
    @MainActor
    init(bot configuration: BotChannel.Configuration, firstMessage: String?, mode: ErrorDisplayMode,
         requestTimeout: Double? = nil) {
        let entry = URL(string: BotSession.url) ?? URL(fileURLWithPath: "/")
        target = ScreenTarget(entryURL: entry, baseURL: entry.deletingLastPathComponent().absoluteString)
        manifest = nil
        agent = nil
        transport = ScreenTransport(network: AsyncHTTPTransport(), requestTimeout: requestTimeout)
        let formats = AppFormats.list()
        let cards = formats.first(AdaptiveCardsFormat.self)?.activities ?? CardActivities()
        let session = BotSession(configuration: configuration, firstMessage: firstMessage, cards: cards)
        bot = session
        loader = ScreenSourceLoader(formats: ScreenFormatList(formats.formats + [BotConversationFormat(session: session)]))
        self.entry = BotSession.url
        isLocal = false
        stratus = Stratus(baseURL: entry.deletingLastPathComponent()) { Navigator(url: BotSession.url) }
            .ui(AppLibraries.all + loader.formats.libraries + [session.library])
            .mode(mode == .dev ? .development : .release)
            .httpClient(self.transport)
            .screenLoader(loader)
    }

    /// The reloader `stratus run` starts, or nil when nothing is to be watched.
    ///
    /// `watch` is `--watch` (true: local files and screens from servers), `--no-watch` (false: nothing) or
    /// neither (nil: local files only, so that a remote app is not asked for its screen twice a second).
    @MainActor
    public func makeReloader(engine: ServerDrivenEngine, watch: Bool?,
                             network: any HTTPClientProtocol = AsyncHTTPTransport()) -> ScreenReloader? {
        switch watch {
        case false?: return nil
        case true?: return ScreenReloader(engine: engine, loader: loader, network: network, watchesNetwork: true)
        case nil:
            guard isLocal else { return nil }
            return ScreenReloader(engine: engine, loader: loader, network: network, watchesNetwork: false)
        }
    }
}

extension AppAssembly {
    /// `name` with each UTF-8 byte other than letters, digits and `-._~!$&'()*+,=@/` written `%XX`, as
    /// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` writes it (`;` and `:` become `%3B`, `%3A`).
    /// Done here because Foundation's character sets cost `stratus render` 0.2 ms of its first frame (Docs/Evidence.md,
    /// "Catalogue first frame: render's command line and first-time type checks").
    static func percentEncodedPathComponent(_ name: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            if isAllowedInPath(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The last component of an absolute file path that ends in a name (`/…/Screens/catalogue.json`: `catalogue.json`),
    /// as Foundation's `lastPathComponent` gives it; nil for a path that does not (`/`, a trailing slash), which
    /// Foundation answers. Foundation decodes the URL's path with a set whose first use searches every protocol
    /// conformance record of the program.
    static func lastComponent(of path: String) -> String? {
        guard let name = FilePathParts(path)?.name, !name.isEmpty else { return nil }
        return String(name)
    }

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~!$&'()*+,=@/".utf8.contains(byte)
        }
    }
}
