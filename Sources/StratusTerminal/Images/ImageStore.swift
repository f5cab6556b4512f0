import Foundation
import StratusCore

/// What an image component shows: the addresses to try, in order, and the name to show until it arrives.
public struct ImageSource: Sendable, Hashable {
    /// Absolute URLs tried in order; the first that gives a picture wins.
    public let addresses: [URL]
    /// The image's id or file name, for the placeholder and for messages.
    public let name: String

    /// A source from its parts.
    public init(addresses: [URL], name: String) {
        self.addresses = addresses
        self.name = name
    }

    /// What the store keys the decoded picture by.
    var key: String { addresses.map(\.absoluteString).joined(separator: "|") }

    /// The file extensions tried, in order, for a `layout:localImage` id without one.
    public static let localExtensions = ["png", "jpg", "jpeg"]

    /// `layout:localImage`'s `id`, found beside the screen (Docs/Components.md, "Images"): an id with a `/` or an
    /// extension is a path relative to the screen's folder (`/path` from the base URL); a bare id is looked for
    /// in the `images/` folder beside the screen as `id.png`, then `id.jpg`, then `id.jpeg`.
    @MainActor
    public static func local(id: String, engine: ServerDrivenEngine, screen: Screen?) -> ImageSource {
        guard !id.isEmpty else { return ImageSource(addresses: [], name: id) }
        let hasExtension = id.split(separator: "/").last?.contains(".") ?? false
        let paths = id.contains("/") || hasExtension ? [id] : localExtensions.map { "images/\(id).\($0)" }
        return ImageSource(addresses: paths.compactMap { engine.resourceURL($0, for: screen) }, name: id)
    }

    /// `layout:remoteImage`'s `url`: absolute, or resolved like a screen's URL (`/path` from the base URL,
    /// anything else from the screen's address).
    @MainActor
    public static func remote(url: String, engine: ServerDrivenEngine, screen: Screen?) -> ImageSource {
        let address = url.isEmpty ? nil : engine.resourceURL(url, for: screen)
        return ImageSource(addresses: address.map { [$0] } ?? [], name: fileName(of: url))
    }

    /// The file name of a URL, without query or fragment.
    public static func fileName(of url: String) -> String {
        let path = url.split(whereSeparator: { $0 == "?" || $0 == "#" }).first.map(String.init) ?? url
        return path.split(separator: "/").last.map(String.init) ?? url
    }
}

/// Decoded pictures by address, shared by every screen of the process, and the loads under way.
///
/// A picture is fetched through the engine (`fetchResource`: the screens' transport, limits and safety rules,
/// with at most `EngineLimits.resourceTimeout` seconds a request), decoded off the main actor, then kept (the 128
/// most recently used). Several components showing the same address share one load. A failure is remembered
/// for `retryDelay` seconds, so that a list of pictures from an unreachable server waits for it once, not once
/// per screen.
///
/// Loads are not part of the engine's pending work: `ServerDrivenEngine.waitUntilIdle()` does not wait for
/// them, so nothing (a first frame, a headless render, a test step) is held back by a picture. Whoever wants
/// the pictures in a frame waits for them with a bound, `waitForLoads(of:until:)` (headless sessions do, see
/// `HeadlessSession.imageWait`). An engine whose `EngineLimits.loadsResources` is false loads nothing.
public final class ImageStore: @unchecked Sendable {
    /// The store every image component uses.
    public static let shared = ImageStore()

    /// How many decoded pictures are kept.
    public let capacity: Int
    private let lock = NSLock()
    private var pictures: [String: PixelImage] = [:]
    /// Keys from least to most recently used.
    private var recency: [String] = []
    /// Loads under way, by key; touched on the main actor only.
    private var loads: [String: Task<Result<PixelImage, TerminalError>, Never>] = [:]
    /// Callers of `load` whose answer has not come yet, by engine; touched on the main actor only.
    private var waiting: [ObjectIdentifier: Int] = [:]
    /// Tasks in `waitForLoads`, by engine, each with its own key; resumed when the engine's loads have answered.
    private var sleepers: [ObjectIdentifier: [UUID: CheckedContinuation<Void, Never>]] = [:]
    /// Recent failures, by key, with when they happened; touched on the main actor only.
    private var failures: [String: (error: TerminalError, date: ContinuousClock.Instant)] = [:]
    /// How long a failed address is answered with its failure before it is tried again.
    public let retryDelay: Duration

    /// An empty store keeping up to `capacity` pictures, trying failed addresses again after `retryDelay`.
    public init(capacity: Int = 128, retryDelay: Duration = .seconds(60)) {
        self.capacity = max(1, capacity)
        self.retryDelay = retryDelay
    }

    /// The decoded picture of `source`, when it has arrived.
    public func picture(for source: ImageSource) -> PixelImage? {
        lock.lock()
        defer { lock.unlock() }
        guard let picture = pictures[source.key] else { return nil }
        if let index = recency.lastIndex(of: source.key), index != recency.count - 1 {
            recency.remove(at: index)
            recency.append(source.key)
        }
        return picture
    }

    /// Keeps `picture` for `source`, forgetting the least recently used beyond `capacity`.
    public func keep(_ picture: PixelImage, for source: ImageSource) {
        lock.lock()
        defer { lock.unlock() }
        if pictures.updateValue(picture, forKey: source.key) == nil { recency.append(source.key) }
        while recency.count > capacity { pictures[recency.removeFirst()] = nil }
    }

    /// Forgets every picture and failure (to load images again from disk or server).
    @MainActor
    public func removeAll() {
        lock.lock()
        pictures.removeAll()
        recency.removeAll()
        lock.unlock()
        failures.removeAll()
    }

    /// Loads `source` in the background, then calls `arrived` on the main actor; a failure is logged on
    /// `engine` as an error naming the image and why, and `arrived` is not called. Never blocks: the caller's
    /// frame goes on with its placeholder. Nothing is loaded when the engine's limits say not to load resources.
    @MainActor
    public func load(_ source: ImageSource, engine: ServerDrivenEngine, screen: Screen?,
                     arrived: @escaping @MainActor () -> Void) {
        guard !source.addresses.isEmpty, engine.limits.loadsResources else { return }
        let key = ObjectIdentifier(engine)
        waiting[key, default: 0] += 1
        Task { @MainActor [self] in
            defer { answered(key) }
            switch await self.result(for: source, engine: engine, screen: screen) {
            case .success:
                arrived()
            case .failure(let error):
                engine.log(.error, "Image \"\(source.name)\" cannot be shown: \(error.message)")
            }
        }
    }

    /// True while a load that `engine` started has not answered its caller.
    @MainActor
    public func isLoading(for engine: ServerDrivenEngine) -> Bool { waiting[ObjectIdentifier(engine)] != nil }

    /// Waits until every load `engine` started has answered (its picture arrived, or its failure was logged), or
    /// until `deadline`, whichever comes first; returns at once when nothing is loading or the deadline has
    /// passed. Loads of other engines (other sessions in the process) are not waited for.
    @MainActor
    public func waitForLoads(of engine: ServerDrivenEngine, until deadline: ContinuousClock.Instant) async {
        let key = ObjectIdentifier(engine)
        guard waiting[key] != nil, ContinuousClock.now < deadline else { return }
        let id = UUID()
        // The deadline wakes the sleeper if its loads have not; the continuation is stored before this task runs
        // (both on the main actor, and this one holds it until it suspends).
        let timer = Task { @MainActor [self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            sleepers[key]?.removeValue(forKey: id)?.resume()
        }
        await withCheckedContinuation { continuation in sleepers[key, default: [:]][id] = continuation }
        timer.cancel()
    }

    /// One load of `key`'s engine answered its caller: when it was the last, its sleepers go on.
    @MainActor
    private func answered(_ key: ObjectIdentifier) {
        let left = (waiting[key] ?? 1) - 1
        waiting[key] = left > 0 ? left : nil
        guard left <= 0, let waking = sleepers.removeValue(forKey: key) else { return }
        for continuation in waking.values { continuation.resume() }
    }

    @MainActor
    private func result(for source: ImageSource, engine: ServerDrivenEngine,
                        screen: Screen?) async -> Result<PixelImage, TerminalError> {
        if let picture = picture(for: source) { return .success(picture) }
        if let load = loads[source.key] { return await load.value }
        if let failure = failures[source.key], ContinuousClock.now - failure.date < retryDelay {
            return .failure(failure.error)
        }
        let load = Task { @MainActor in await Self.fetchAndDecode(source, engine: engine, screen: screen) }
        loads[source.key] = load
        let result = await load.value
        loads[source.key] = nil
        switch result {
        case .success(let picture):
            keep(picture, for: source)
            failures[source.key] = nil
        case .failure(let error):
            failures[source.key] = (error, ContinuousClock.now)
        }
        return result
    }

    /// Tries each address in turn: fetched on the main actor (the engine's), decoded on another thread.
    @MainActor
    private static func fetchAndDecode(_ source: ImageSource, engine: ServerDrivenEngine,
                                       screen: Screen?) async -> Result<PixelImage, TerminalError> {
        var failures: [String] = []
        for address in source.addresses {
            let data: Data
            do {
                data = try await engine.fetchResource(address, for: screen, timeout: engine.limits.resourceTimeout)
            } catch {
                // A missing file or a 404 is worth trying the next address.
                let message = (error as? StratusCoreError)?.message ?? "\(error)"
                failures.append("\(address.absoluteString): \(message.split(separator: "\n").first ?? "")")
                continue
            }
            do {
                let picture = try await Task.detached(priority: .userInitiated) { try PixelImage(decoding: data) }.value
                return .success(picture)
            } catch {
                // A picture that arrived broken is the answer: no other address is tried.
                failures.append("\(address.absoluteString): \((error as? TerminalError)?.message ?? "\(error)")")
                break
            }
        }
        let reason = failures.isEmpty ? "it has no address" : failures.joined(separator: "; ")
        return .failure(TerminalError(.image, reason))
    }
}
