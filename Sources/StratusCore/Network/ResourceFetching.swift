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

    /// Fetches the bytes at `url` for `screen` with the engine's transport and limits.
    ///
    /// A screen loaded over the network never reads `file://` (nimbus-spec safety, as for navigation).
    /// - Throws: `StratusCoreError` (`.unsafeURL`, `.request`, `.response` with the status).
    public func fetchResource(_ url: URL, for screen: Screen?) async throws -> Data {
        guard ContentFetcher.isAllowed(url, from: screen?.origin ?? .inline) else {
            throw StratusCoreError(.unsafeURL, "A screen loaded over the network cannot read \(url.absoluteString).",
                                   source: url.absoluteString)
        }
        return try await ContentFetcher.fetchData(url, method: .get, headers: [:], body: nil, client: httpClient,
                                                  limits: limits, failOnStatus: true).body
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
