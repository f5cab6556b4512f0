import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// An SSH server whose every session runs one program on a pseudo-terminal of its own.
///
/// `run` listens until `stop` is called (on SIGTERM, say): then it stops accepting, hangs up every session's
/// program so that it restores the client's terminal, shows each client `SSHServeSettings.shutdownMessage`, and
/// returns once every session ended (or after `drainTimeout`). Connections are refused beyond
/// `SessionLimits.maxConnections` and as `ConnectionThrottle` says (OpenSSH's `MaxStartups`, per source address
/// too, and a rate per source), closed when they start no session within `loginGrace`, and closed on any
/// protocol error without affecting the others. Only "session" channels are accepted: direct and forwarded TCP/IP
/// channels are refused, and so are global requests (remote port forwarding).
public final class SSHServer: Sendable {
    private let settings: SSHServeSettings
    private let logger: Logger
    private let group: MultiThreadedEventLoopGroup
    private let registry: SessionRegistry
    private let throttle: ConnectionThrottle
    private let listener: NIOLockedValueBox<(any Channel)?> = NIOLockedValueBox(nil)
    private let drained: EventLoopPromise<Void>
    /// How long `stop` waits for sessions to end before closing their connections.
    public let drainTimeout: TimeAmount

    /// Makes a server; nothing listens before `run`.
    public init(settings: SSHServeSettings, logger: Logger, drainTimeout: TimeAmount = .seconds(5)) {
        self.settings = settings
        self.logger = logger
        self.drainTimeout = drainTimeout
        group = MultiThreadedEventLoopGroup(numberOfThreads: System.coreCount)
        registry = SessionRegistry(limits: settings.limits)
        throttle = ConnectionThrottle(limits: settings.limits)
        drained = group.next().makePromise(of: Void.self)
    }

    /// Sessions running now.
    public var sessionCount: Int { registry.sessionCount }

    /// Listens, calls `onListening` with the bound port, and serves until `stop` has drained every session.
    ///
    /// - Throws: `SSHServeError` (`.listen`) when the address cannot be bound.
    public func run(onListening: @Sendable (Int) -> Void) async throws {
        let channel: any Channel
        do {
            channel = try await bootstrap().bind(host: settings.host, port: settings.port).get()
        } catch {
            try? await group.shutdownGracefully()
            throw SSHServeError(.listen, "cannot listen on \(settings.host):\(settings.port): \(error)")
        }
        listener.withLockedValue { $0 = channel }
        onListening(channel.localAddress?.port ?? settings.port)
        try? await channel.closeFuture.get()
        try? await drained.futureResult.get()
        try? await group.shutdownGracefully()
    }

    /// Stops accepting, ends every session with the shutdown message, then lets `run` return. Safe to call twice.
    public func stop() {
        guard let channel = listener.withLockedValue({ value -> (any Channel)? in defer { value = nil }; return value })
        else { return }
        logger.info("ssh server stopping", metadata: ["sessions": "\(registry.sessionCount)"])
        channel.close(promise: nil)
        registry.drain(message: settings.shutdownMessage, timeout: drainTimeout, on: channel.eventLoop)
            .cascade(to: drained)
    }

    private func bootstrap() -> ServerBootstrap {
        let parts = Parts(settings: settings, registry: registry, throttle: throttle, logger: logger)
        return ServerBootstrap(group: group)
            .serverChannelOption(ChannelOptions.backlog, value: 256)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                guard parts.registry.admit(channel) else {
                    parts.logger.notice("ssh connection refused: too many connections",
                                        metadata: ["address": "\(channel.remoteAddress.map { "\($0)" } ?? "-")"])
                    return channel.close()
                }
                channel.closeFuture.whenComplete { _ in parts.registry.remove(channel) }
                return channel.eventLoop.makeCompletedFuture {
                    let syncOperations = channel.pipeline.syncOperations
                    guard let balancers = parts.settings.proxyProtocol else {
                        if try Self.accept(channel, client: channel.remoteAddress, parts: parts) {
                            try syncOperations.addHandler(ProxyHeaderGate(parts: parts, expectsHeader: false), position: .first)
                        }
                        return
                    }
                    // Only a load balancer may say whose a connection is: a header from anyone else is forged.
                    guard balancers.contains(where: { $0.contains(channel.remoteAddress) }) else {
                        let allowed = balancers.map(\.description).joined(separator: ", ")
                        Self.refuse(channel, address: channel.remoteAddress.map { "\($0)" } ?? "-",
                                    reason: "not a load balancer (--proxy-protocol-from \(allowed))", parts: parts)
                        return
                    }
                    try syncOperations.addHandler(ProxyHeaderGate(parts: parts, expectsHeader: true))
                }
            }
    }

    /// What every connection's handlers need of the server.
    struct Parts: Sendable {
        let settings: SSHServeSettings
        let registry: SessionRegistry
        let throttle: ConnectionThrottle
        let logger: Logger
    }

    /// Closes `channel` from `address`, logging why (the first refusal of every second, with their count).
    static func refuse(_ channel: any Channel, address: String, reason: String, parts: Parts) {
        if let count = parts.throttle.logsRefusal() {
            parts.logger.notice("ssh connection refused", metadata: [
                "address": "\(address)", "reason": "\(reason)", "refused": "\(count)",
            ])
        }
        channel.close(promise: nil)
    }

    /// Takes `channel` from `client` (the socket's peer, or the address a load balancer's PROXY header gave) if
    /// the throttle lets it in, and starts SSH on it; else logs why, closes it and returns false.
    @discardableResult
    static func accept(_ channel: any Channel, client: SocketAddress?, parts: Parts) throws -> Bool {
        let connection = Connection(address: client)
        if let refusal = parts.throttle.admit(source: connection.source) {
            refuse(channel, address: connection.address, reason: refusal, parts: parts)
            return false
        }
        connection.startUp(in: parts.throttle)
        let settings = parts.settings
        let delegate = AccessDelegate(access: settings.access, connection: connection, logger: parts.logger)
        var configuration = SSHServerConfiguration(hostKeys: [settings.hostKey.key], userAuthDelegate: delegate)
        configuration.maxAuthAttempts = settings.limits.maxAuthTries
        let handler = NIOSSHHandler(role: .server(configuration), allocator: channel.allocator) { child, type in
            guard case .session = type else {
                return child.eventLoop.makeFailedFuture(SSHServeError(.session, "only session channels are accepted"))
            }
            return child.eventLoop.makeCompletedFuture {
                try child.pipeline.syncOperations.addHandler(TerminalSession(
                    program: settings.program, limits: settings.limits, registry: parts.registry,
                    connection: connection, logger: parts.logger))
            }
        }
        try channel.pipeline.syncOperations.addHandlers([handler, ConnectionErrorHandler(address: connection.address,
                                                                                         logger: parts.logger)])
        connection.loginGraceTimer = channel.eventLoop.scheduleTask(in: settings.limits.loginGrace) {
            if !connection.hasStartedSession {
                parts.logger.info("ssh connection closed: login grace time over", metadata: ["address": "\(connection.address)"])
                channel.close(promise: nil)
            }
        }
        // The timer holds the connection and its channel: a connection that closes first lets go of them now,
        // not when the grace period ends.
        channel.closeFuture.whenComplete { _ in
            connection.loginGraceTimer?.cancel()
            connection.endStartup()
        }
        return true
    }
}

/// Closes a connection whose client broke the protocol (garbage, a bad packet, a cut frame), after logging why.
private final class ConnectionErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any
    private let address: String
    private let logger: Logger

    init(address: String, logger: Logger) {
        self.address = address
        self.logger = logger
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        logger.debug("ssh connection closed on error", metadata: ["address": "\(address)", "error": "\(error)"])
        context.close(promise: nil)
    }
}
