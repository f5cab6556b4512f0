import Foundation

/// Words for a request that got no response: each kind of network failure has its own message, naming where
/// (`connection refused at 127.0.0.1:3000`), rather than the client library's description of the error.
public enum NetworkFailure {
    /// The message for `error`, raised while requesting `url`: what failed, where, and for a refused connection
    /// a hint naming what should be listening (`peer`: `(is the server running?)`, `(is the agent running?)`).
    public static func describe(_ error: any Error, url: URL, peer: String = "server") -> String {
        let host = url.host ?? "?"
        let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
        let place = "\(host):\(port)"
        // AsyncHTTPClient and SwiftNIO errors are matched by their descriptions, which name the failure
        // (their types live in modules this one does not import).
        let text = String(describing: error)
        let lowercased = text.lowercased()
        if lowercased.contains("connection refused") || lowercased.contains("errno: 111") {
            return "connection refused at \(place) (is the \(peer) running?)"
        }
        if lowercased.contains("connecttimeout") || lowercased.contains("connect timeout") {
            return "no answer from \(place) within the connect timeout"
        }
        if lowercased.contains("dns") || lowercased.contains("name or service not known")
            || lowercased.contains("nodename nor servname") {
            return "could not resolve the host name \(host)"
        }
        if lowercased.contains("ssl") || lowercased.contains("tls") || lowercased.contains("certificate")
            || lowercased.contains("handshake") {
            return "TLS failure with \(place): \(text)"
        }
        if lowercased.contains("connection reset") || lowercased.contains("errno: 104")
            || lowercased.contains("remoteconnectionclosed") {
            return "connection reset by \(place)"
        }
        if lowercased.contains("deadlineexceeded") || lowercased.contains("readtimeout")
            || lowercased.contains("timed out") {
            return "\(url.absoluteString) did not answer within the request timeout"
        }
        return "request to \(url.absoluteString) failed: \(text)"
    }
}
