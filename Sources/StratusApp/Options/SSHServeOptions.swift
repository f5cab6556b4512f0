import ArgumentParser
import Foundation
import Logging
import NIOCore
import StratusSSH

/// The options of `stratus serve --ssh`, and serving with them.
public struct SSHServeOptions: ParsableArguments {
    /// Whether to serve the app over SSH instead of screens over HTTP.
    @Flag(help: "Serve the app over SSH: each session runs `stratus run TARGET` on a terminal of its own.")
    public var ssh = false

    /// The SSH port.
    @Option(help: "With --ssh, the TCP port to listen on (0 picks a free one).")
    public var sshPort: Int = 2222

    /// The host key file.
    @Option(help: ArgumentHelp(
        "With --ssh, the Ed25519 host key, created there on first start with mode 0600 (default ~/.local/state/stratus/ssh_host_ed25519_key).",
        valueName: "file"))
    public var hostKey: String?

    /// The authorized_keys file.
    @Option(help: ArgumentHelp(
        "With --ssh, the public keys that may log in, one per line as in OpenSSH (default ~/.ssh/authorized_keys).",
        valueName: "file"))
    public var authorizedKeys: String?

    /// Whether anyone may log in without a key.
    @Flag(help: "With --ssh, let anyone in without authentication (a public demo); sessions can still only run the app.")
    public var open = false

    /// The session limit.
    @Option(help: "With --ssh, sessions at once; one more is told the server is full.")
    public var maxSessions: Int = SessionLimits().maxSessions

    /// The idle timeout in seconds.
    @Option(help: ArgumentHelp("With --ssh, close a session with no input for this many seconds.", valueName: "seconds"))
    public var idleTimeout: Int = Int(SessionLimits().idleTimeout.nanoseconds / 1_000_000_000)

    /// OpenSSH's `MaxStartups`.
    @Option(help: ArgumentHelp(
        "With --ssh, unauthenticated connections at once: past start, refuse rate percent of new ones, rising to all at full (OpenSSH's MaxStartups).",
        valueName: "start:rate:full"))
    public var maxStartups: String = SessionLimits().maxStartups.description

    /// OpenSSH's `PerSourceMaxStartups`.
    @Option(help: ArgumentHelp("With --ssh, unauthenticated connections one address may hold at once (0: no limit).",
                               valueName: "count"))
    public var perSourceMaxStartups: Int = SessionLimits().perSourceMaxStartups

    /// New connections a second from one address.
    @Option(help: ArgumentHelp(
        "With --ssh, new connections a second one address may open over time, after a burst of as many (0: no limit).",
        valueName: "count"))
    public var perSourceRate: Int = SessionLimits().perSourceRate

    /// OpenSSH's `MaxAuthTries`.
    @Option(help: ArgumentHelp("With --ssh, authentication attempts a connection may make.", valueName: "count"))
    public var maxAuthTries: Int = SessionLimits().maxAuthTries

    /// OpenSSH's `LoginGraceTime`.
    @Option(help: ArgumentHelp("With --ssh, close a connection that has not started a session this many seconds after connecting.",
                               valueName: "seconds"))
    public var loginGraceTime: Int = Int(SessionLimits().loginGrace.nanoseconds / 1_000_000_000)

    /// Whether connections come through a load balancer that sends the PROXY protocol.
    @Flag(help: "With --ssh, read HAProxy's PROXY protocol header (v1 or v2) first on every connection: limits and logs see the client's address.")
    public var proxyProtocol = false

    /// The load balancers allowed to send PROXY headers.
    @Option(help: ArgumentHelp(
        "With --proxy-protocol, the load balancers' addresses (CIDR, repeatable; default loopback); any other connection is refused.",
        valueName: "cidr"))
    public var proxyProtocolFrom: [String] = []

    /// The base URL each session's `stratus run` resolves `/paths` against.
    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "With --ssh, the base that '/paths' in every session's screens resolve against (a backend on another port or machine).",
        valueName: "url"))
    public var baseURL: String?

    /// Creates the options; swift-argument-parser calls this when parsing.
    public init() {}

    /// Checks the SSH options against the rest of `serve`.
    func check(store: Bool, port: Int?) throws {
        guard ssh else {
            if open || authorizedKeys != nil || hostKey != nil || baseURL != nil || proxyProtocol {
                throw ValidationError("--open, --authorized-keys, --host-key, --base-url and --proxy-protocol need --ssh")
            }
            return
        }
        guard !store else { throw ValidationError("--ssh serves the app, --store its backend: run them as two commands") }
        guard port == nil else { throw ValidationError("with --ssh, give the port with --ssh-port") }
        guard !(open && authorizedKeys != nil) else { throw ValidationError("--open and --authorized-keys exclude each other") }
        guard (0...65_535).contains(sshPort) else { throw ValidationError("--ssh-port must be between 0 and 65535") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be 1 or more") }
        guard idleTimeout >= 1 else { throw ValidationError("--idle-timeout must be 1 second or more") }
        guard StartupLimit(maxStartups) != nil else {
            throw ValidationError("--max-startups takes start:rate:full (10:30:100: from 10, refuse 30% rising to all at 100) or one number")
        }
        guard perSourceMaxStartups >= 0, perSourceRate >= 0 else {
            throw ValidationError("--per-source-max-startups and --per-source-rate must be 0 (no limit) or more")
        }
        guard maxAuthTries >= 1 else { throw ValidationError("--max-auth-tries must be 1 or more") }
        guard loginGraceTime >= 1 else { throw ValidationError("--login-grace-time must be 1 second or more") }
        guard proxyProtocol || proxyProtocolFrom.isEmpty else { throw ValidationError("--proxy-protocol-from needs --proxy-protocol") }
        if let bad = proxyProtocolFrom.first(where: { AddressRange($0) == nil }) {
            throw ValidationError("--proxy-protocol-from \(bad): not an address or CIDR range (10.0.0.0/8, fd00::/8, 127.0.0.1)")
        }
    }

    /// Serves `target`, or the conversation with the bot `bot` names, over SSH on `host` until SIGTERM, SIGINT or
    /// SIGHUP (the terminal that runs it closed) has drained every session.
    func serve(target: String, host: String, bot: BotOptions) async throws {
        let settings: SSHServeSettings
        let served = bot.bot.map { "a conversation with the bot at \($0)" } ?? target
        do {
            settings = try makeSettings(target: target, host: host, bot: bot)
        } catch {
            throw StandardError.fail(error)
        }
        var logger = Logger(label: "stratus.ssh", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = .info
        let server = SSHServer(settings: settings, logger: logger)
        let signals = SignalWatch(signals: [SIGTERM, SIGINT, SIGHUP]) { server.stop() }
        defer { signals.cancel() }
        do {
            try await server.run { port in
                let hostForClients = host == "0.0.0.0" || host == "::" ? "HOST" : host
                StandardError.write("Serving \(served) over SSH at \(host):\(port): ssh -p \(port) \(hostForClients) (Ctrl+C to stop)")
            }
        } catch {
            throw StandardError.fail(error)
        }
    }

    private func makeSettings(target: String, host: String, bot: BotOptions) throws -> SSHServeSettings {
        // Resolving now reports a missing file before anyone connects; sessions get an absolute path, so they
        // open the same screens whatever their working folder. A bot's conversation opens no screen.
        if bot.bot == nil { _ = try ScreenTarget(resolving: target, baseURL: baseURL) }
        let isURL = target.lowercased().hasPrefix("http://") || target.lowercased().hasPrefix("https://")
        let sessionTarget = isURL || target.hasPrefix("/") ? target
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/" + target).standardizedFileURL.path

        let key = try HostKeyFile(path: hostKey ?? HostKeyFile.defaultPath())
        StandardError.write("Host key \(key.path)\(key.wasCreated ? " (created)" : ""): ED25519 \(key.fingerprint)")

        let access: SSHServeSettings.Access
        if open {
            StandardError.write("""
                Warning: --open lets anyone who can reach this port in, without authentication. Sessions can only \
                run the app (no shell, commands, SFTP or forwarding), but the app's screens and backend are open \
                to all.
                """)
            access = .open
        } else {
            let path = authorizedKeys ?? (NSHomeDirectory() + "/.ssh/authorized_keys")
            let keys: AuthorizedKeys
            do {
                keys = try AuthorizedKeys(path: path)
            } catch {
                throw StratusAppError(.invalidArgument,
                    "\(error); give --authorized-keys FILE, or --open for a public demo without authentication")
            }
            for skipped in keys.skipped { StandardError.write("\(path):\(skipped.line): ignored: \(skipped.reason)") }
            guard keys.count > 0 else {
                throw StratusAppError(.invalidArgument, "\(path): no usable public key (ssh-ed25519 or ecdsa)")
            }
            access = .authorizedKeys(keys)
        }

        var limits = SessionLimits()
        limits.maxSessions = maxSessions
        limits.idleTimeout = .seconds(Int64(idleTimeout))
        limits.maxStartups = StartupLimit(maxStartups) ?? limits.maxStartups
        limits.perSourceMaxStartups = perSourceMaxStartups
        limits.perSourceRate = perSourceRate
        limits.maxAuthTries = maxAuthTries
        limits.loginGrace = .seconds(Int64(loginGraceTime))
        let environment = ProcessInfo.processInfo.environment
        var base: [String: String] = ["PATH": environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"]
        for name in ["HOME", "TMPDIR", "TZ"] { base[name] = environment[name] }
        let program = SSHServeSettings.SessionProgram(
            executable: Self.currentExecutable(),
            arguments: bot.bot == nil ? ["run", sessionTarget] + (baseURL.map { ["--base-url", $0] } ?? [])
                : ["run"] + bot.runArguments,
            environment: base)
        var settings = SSHServeSettings(host: host, port: sshPort, hostKey: key, access: access, program: program,
                                        limits: limits)
        if proxyProtocol {
            settings.proxyProtocol = proxyProtocolFrom.isEmpty ? AddressRange.loopback : proxyProtocolFrom.compactMap(AddressRange.init)
        }
        return settings
    }

    /// This very binary, so that every session runs the same build as the server.
    private static func currentExecutable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 { return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}
