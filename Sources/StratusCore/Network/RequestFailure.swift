/// A `sendRequest` that failed with nobody told: it had no `onError`, or one that only logs.
///
/// The app shows it where the user looks (a status line) and `stratus render` exits non-zero. An `onError`
/// that only runs `log` writes to a console the user of a screen does not see, so it does not count as
/// handling the failure.
public struct RequestFailure: Sendable, Hashable, CustomStringConvertible {
    /// The method sent.
    public var method: HTTPMethod
    /// The URL requested, absolute (or as built, when it could not be made absolute).
    public var url: String
    /// Why it failed, in words: `500 Internal Server Error`, `invalid JSON at 1:17 (...)`,
    /// `connection refused at 127.0.0.1:3000 (is the server running?)`.
    public var reason: String

    /// Creates a failure.
    public init(method: HTTPMethod, url: String, reason: String) {
        self.method = method
        self.url = url
        self.reason = reason
    }

    /// `POST http://127.0.0.1:3000/data/order: 500 Internal Server Error`.
    public var description: String { "\(method.wireName) \(url): \(reason)" }
}
