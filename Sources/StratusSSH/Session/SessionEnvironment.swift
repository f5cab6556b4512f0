/// The environment a session's program gets: the server's fixed variables, TERM from the pty request, and the
/// locale and colour variables the client sent with `env` requests (OpenSSH sends LANG and LC_* by default).
///
/// Only these client variables are taken, each at most 256 bytes and free of control characters: a client
/// cannot set PATH, LD_PRELOAD or anything else that changes what runs. Without any locale from the client, the
/// session gets `LANG=C.UTF-8`, since nearly every terminal that connects today shows UTF-8; a client that sends
/// `LANG=C` gets the ASCII fallback.
struct SessionEnvironment {
    /// The variables taken from a client.
    static func isAccepted(name: String, value: String) -> Bool {
        let allowed = name == "LANG" || name.hasPrefix("LC_") || name == "COLORTERM" || name == "NO_COLOR"
            || name == "TERM_PROGRAM"
        let clean = value.utf8.count <= 256 && !value.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        return allowed && clean && name.utf8.count <= 64
    }

    private(set) var fromClient: [String: String] = [:]

    /// Notes a variable from an `env` request; returns whether it was accepted.
    mutating func accept(name: String, value: String) -> Bool {
        guard Self.isAccepted(name: name, value: value), fromClient.count < 16 || fromClient[name] != nil else {
            return false
        }
        fromClient[name] = value
        return true
    }

    /// The whole environment for a program given the server's `base` variables and the client's terminal type.
    func variables(base: [String: String], term: String) -> [String: String] {
        var result = base
        for (name, value) in fromClient { result[name] = value }
        let cleanTerm = term.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F } && !term.isEmpty
        result["TERM"] = cleanTerm ? String(term.prefix(64)) : "xterm-256color"
        if !fromClient.keys.contains(where: { $0 == "LANG" || $0.hasPrefix("LC_") }) {
            result["LANG"] = "C.UTF-8"
        }
        return result
    }
}
