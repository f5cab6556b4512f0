import NIOCore

/// One TCP connection of a client: who it authenticated as, from where, and its open sessions.
///
/// Used only on the connection's event loop (its SSH handler, auth delegate and session channels all run there),
/// which is why it needs no lock.
final class Connection: @unchecked Sendable {
    /// The client's address (`1.2.3.4:5678`), or `-` when the socket did not say.
    let address: String
    /// The client's address without its port, what per-source limits count by.
    let source: String
    /// Whether the connection counts as a startup of `throttle` (taken, not yet authenticated).
    private var isStartup = false
    private var throttle: ConnectionThrottle?
    /// The user name the client gave, once it authenticated.
    var user = "-"
    /// The fingerprint of the key it authenticated with, or `-` (`--open` with no key).
    var keyFingerprint = "-"
    /// Session channels open now.
    var openSessions = 0
    /// Whether a session ever started (then the login grace timer no longer applies).
    var hasStartedSession = false
    /// The timer that closes a connection that never starts a session.
    var loginGraceTimer: Scheduled<Void>?

    init(address: SocketAddress?) {
        self.address = address.map(Self.describe) ?? "-"
        source = address?.ipAddress ?? "-"
    }

    /// Counts this connection as a startup of `throttle` until `endStartup()`.
    func startUp(in throttle: ConnectionThrottle) {
        self.throttle = throttle
        isStartup = true
    }

    /// Ends the startup (the client authenticated, or the connection closed); once.
    func endStartup() {
        guard isStartup else { return }
        isStartup = false
        throttle?.endStartup(source: source)
    }

    private static func describe(_ address: SocketAddress) -> String {
        guard let ip = address.ipAddress, let port = address.port else { return "\(address)" }
        return ip.contains(":") ? "[\(ip)]:\(port)" : "\(ip):\(port)"
    }
}
