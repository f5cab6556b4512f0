/// What a navigation asks for: a URL (as written, relative or absolute), how to fetch it, and what the new
/// screen receives (navigation states, view events, a fallback).
public struct ViewRequest: Sendable {
    /// The URL as written in the screen (`/edit`), also what `popTo` matches.
    public var url: String
    /// The method of the fetch.
    public var method: HTTPMethod
    /// Extra request headers.
    public var headers: [String: String]
    /// The request body (sent as JSON for Post, Put and Patch). The core reads `body`; backends emit `data`.
    public var body: JSONValue?
    /// A node shown instead of an error when the fetch fails.
    public var fallback: JSONValue?
    /// Navigation states of the new screen.
    public var state: JSONObject
    /// View events the new screen can fire with `triggerViewEvent`; they run in the caller's scope.
    public var events: [String: ServerDrivenEvent]
    /// Whether the fetch was started ahead of time (only meaningful inside push/present actions).
    public var prefetch: Bool

    /// Creates a request.
    public init(url: String, method: HTTPMethod = .get, headers: [String: String] = [:], body: JSONValue? = nil,
                fallback: JSONValue? = nil, state: JSONObject = ViewRequest.noState, events: [String: ServerDrivenEvent] = [:],
                prefetch: Bool = false) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.fallback = fallback
        self.state = state
        self.events = events
        self.prefetch = prefetch
    }

    /// An empty state map (the default of `state`).
    public static let noState: JSONObject = [:]

    /// The prefetch key: `"<method>:<url>"` with the absolute URL.
    func prefetchKey(absoluteURL: String) -> String {
        "\(method.rawValue.lowercased()):\(absoluteURL)"
    }
}

/// Builds absolute URLs the way the core's `DefaultUrlBuilder` does (Docs/Nimbus.md §7).
public enum URLBuilder {
    /// A path starting with `/` is appended to `baseURL` (its trailing `/` removed); anything else is unchanged.
    public static func build(_ path: String, baseURL: String) -> String {
        guard path.hasPrefix("/") else { return path }
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base + path
    }
}
