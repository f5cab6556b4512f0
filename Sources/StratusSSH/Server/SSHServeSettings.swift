import Foundation

/// Everything an SSH server needs: where to listen, which key to present, who may connect, what to run.
public struct SSHServeSettings: Sendable {
    /// Who may open a session.
    public enum Access: Sendable {
        /// Clients whose public key is in this file.
        case authorizedKeys(AuthorizedKeys)
        /// Anyone, without authentication (a public demo).
        case open
    }

    /// The program each session runs on its own pseudo-terminal.
    public struct SessionProgram: Sendable, Equatable {
        /// The executable's absolute path.
        public var executable: String
        /// Its arguments (without argv[0]).
        public var arguments: [String]
        /// Variables every session gets (PATH, HOME...); TERM and the locale come from the client.
        public var environment: [String: String]

        /// Describes a program to run per session.
        public init(executable: String, arguments: [String], environment: [String: String]) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
        }
    }

    /// The interface to listen on.
    public var host: String
    /// The TCP port (0 picks a free one).
    public var port: Int
    /// The host key.
    public var hostKey: HostKeyFile
    /// Who may connect.
    public var access: Access
    /// What each session runs.
    public var program: SessionProgram
    /// The limits.
    public var limits: SessionLimits
    /// The load balancers whose PROXY header (v1 or v2) every connection must begin with, saying whose it is;
    /// nil: no header is expected, and a connection that sends one is refused.
    public var proxyProtocol: [AddressRange]?
    /// The message a session sees when the server stops (SIGTERM).
    public var shutdownMessage = "The server is shutting down. Goodbye."

    /// Collects the settings.
    public init(host: String, port: Int, hostKey: HostKeyFile, access: Access, program: SessionProgram,
                limits: SessionLimits = SessionLimits()) {
        self.host = host
        self.port = port
        self.hostKey = hostKey
        self.access = access
        self.program = program
        self.limits = limits
    }
}
