import Foundation

/// Resources a screen shows besides its JSON (images): found from the screen's address, fetched with the same
/// transport, limits and safety rules as screens, and loaded in the background as part of the engine's work.
extension ServerDrivenEngine {
    /// Where `url` leads for a resource of `screen`: an absolute URL as it is, `/path` against the base URL (as
    /// screens are), anything else against the screen's own address (the base URL for inline screens).
    public func resourceURL(_ url: String, for screen: Screen?) -> URL? {
        if let absolute = URL(string: url), absolute.scheme != nil { return absolute }
        if url.hasPrefix("/") { return ContentFetcher.absoluteURL(url, baseURL: baseURL) }
        if let address = screen?.resolvedURL, let screenURL = URL(string: address), screenURL.scheme != nil {
            return URL(string: url, relativeTo: screenURL)?.absoluteURL
        }
        return ContentFetcher.absoluteURL(url, baseURL: baseURL)
    }

    /// Fetches the bytes at `url` for `screen` with the engine's transport and limits, giving up after
    /// `timeout` seconds when that is shorter than the limits' `requestTimeout`.
    ///
    /// A screen loaded over the network never reads `file://` (Docs/Nimbus.md §7, as for navigation).
    /// - Throws: `StratusCoreError` (`.unsafeURL`, `.request`, `.response` with the status).
    public func fetchResource(_ url: URL, for screen: Screen?, timeout: Double? = nil) async throws -> Data {
        guard ContentFetcher.isAllowed(url, from: screen?.origin ?? .inline) else {
            throw StratusCoreError(.unsafeURL, "A screen loaded over the network cannot read \(url.absoluteString).",
                                   source: url.absoluteString)
        }
        let limits = self.limits, client = httpClient
        guard let timeout, timeout < limits.requestTimeout else {
            return try await ContentFetcher.fetchData(url, method: .get, headers: [:], body: nil, client: client,
                                                      limits: limits, failOnStatus: true).body
        }
        return try await Self.answer(within: timeout, for: url) {
            try await ContentFetcher.fetchData(url, method: .get, headers: [:], body: nil, client: client,
                                               limits: limits, failOnStatus: true).body
        }
    }

    /// What `work` returns, or a `.request` error naming `url` after `seconds`: the caller goes on at the
    /// deadline even when the work does not notice that it was cancelled (a connection that never answers).
    nonisolated static func answer<Value: Sendable>(within seconds: Double, for url: URL,
                                                    _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let race = AnswerRace<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            race.start(continuation)
            let timer = Task {
                try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                race.finish(with: .failure(StratusCoreError(.request, "No answer from \(url.absoluteString) within "
                    + "\(seconds) s.", source: url.absoluteString)))
            }
            Task {
                race.finish(with: await Result(catching: work))
                timer.cancel()
            }
        }
    }

    /// Runs `work` in the background as part of the engine's pending work: `waitUntilIdle()` waits for it, so
    /// headless renders show what it loads.
    public func runInBackground(_ work: @escaping @MainActor () async -> Void) {
        track(work)
    }
}

extension Node {
    /// The screen whose tree holds the node, when it is on one.
    public var screen: Screen? { scope.screen }

    /// The engine that built the node.
    public var owningEngine: ServerDrivenEngine { engine }
}

/// The first of several answers, handed to a continuation once.
private final class AnswerRace<Value: Sendable>: @unchecked Sendable {
    // Sendable by hand: every field is read and written under `lock`.
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?

    func start(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func finish(with result: Result<Value, any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Value, any Error>? in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}

extension Result where Failure == any Error {
    /// The result of an asynchronous throwing call.
    init(catching body: () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
