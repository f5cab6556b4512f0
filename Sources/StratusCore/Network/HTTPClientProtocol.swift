import Foundation

/// An HTTP method, parsed case-insensitively (`"POST"`, `"Post"`, `"post"`).
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// GET (the default).
    case get = "Get"
    /// POST.
    case post = "Post"
    /// PUT.
    case put = "Put"
    /// PATCH.
    case patch = "Patch"
    /// DELETE.
    case delete = "Delete"

    /// The method as sent on the wire: `GET`, `POST`...
    public var wireName: String { rawValue.uppercased() }

    /// `true` for methods that carry a body (Post, Put, Patch).
    public var sendsBody: Bool { self == .post || self == .put || self == .patch }
}

/// A request the engine wants sent: a screen fetch, a prefetch or a `sendRequest`.
public struct ServerDrivenRequest: Sendable, Hashable {
    /// The absolute URL.
    public var url: URL
    /// The method.
    public var method: HTTPMethod
    /// Headers, including `platform: terminal`.
    public var headers: [String: String]
    /// The body (sent only for Post, Put and Patch).
    public var body: Data?

    /// Creates a request.
    public init(url: URL, method: HTTPMethod = .get, headers: [String: String] = [:], body: Data? = nil) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
    }
}

/// A response: status, headers and the whole body.
public struct ServerDrivenResponse: Sendable, Hashable {
    /// The HTTP status code.
    public var status: Int
    /// The reason phrase (`OK`, `Not Found`), when known.
    public var statusText: String
    /// Response headers (lower-cased names).
    public var headers: [String: String]
    /// The body.
    public var body: Data

    /// Creates a response.
    public init(status: Int, statusText: String = "", headers: [String: String] = [:], body: Data = Data()) {
        self.status = status
        self.statusText = statusText
        self.headers = headers
        self.body = body
    }
}

/// The transport the engine sends requests through. The default is AsyncHTTPClient; tests inject their own
/// to count requests or answer without a network.
///
/// Implementations throw `StratusCoreError` with kind `.request` when nothing could be received (connection,
/// timeout, size limit, redirect limit). Any status is a response, not an error: the engine decides.
public protocol HTTPClientProtocol: Sendable {
    /// Sends `request` and returns the full response.
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse
}
