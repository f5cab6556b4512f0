/// Why the SSH server could not start, or why a key file could not be used.
///
/// The description names the file and what is wrong with it, as `FILE: message`, or `FILE:LINE: message` for a
/// line of an authorized_keys file.
public struct SSHServeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What went wrong, for the person running the server.
    public enum Kind: Sendable, Equatable {
        /// A host key file that cannot be read, written or parsed.
        case hostKey
        /// An authorized_keys file that cannot be read or has no usable key.
        case authorizedKeys
        /// The server could not listen (port taken, address not available).
        case listen
        /// A session could not start its program (no pseudo-terminal, spawn failed).
        case session
    }

    /// The kind of failure.
    public var kind: Kind
    /// The file involved, when there is one.
    public var path: String?
    /// The line of `path` involved, when there is one.
    public var line: Int?
    /// What is wrong, in words.
    public var message: String

    /// Creates an error of `kind` about `path` (and `line` of it).
    public init(_ kind: Kind, path: String? = nil, line: Int? = nil, _ message: String) {
        self.kind = kind
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        switch (path, line) {
        case let (path?, line?): return "\(path):\(line): \(message)"
        case let (path?, nil): return "\(path): \(message)"
        default: return message
        }
    }
}
