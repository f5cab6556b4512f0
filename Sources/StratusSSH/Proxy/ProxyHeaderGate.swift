import NIOCore

/// The first handler of a connection: reads the PROXY header a load balancer sends before SSH
/// (`SSHServeSettings.proxyProtocol` set), then starts SSH with the client's real address (`SSHServer.accept`)
/// and steps aside; or, when no header is expected, lets SSH start at once and refuses a connection whose first
/// bytes are a PROXY header.
///
/// A connection whose header is missing, broken or late (past the login grace time) is refused and logged, and
/// nothing of it is left: no SSH state was made for it.
final class ProxyHeaderGate: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let parts: SSHServer.Parts
    private let expectsHeader: Bool
    private var bytes: [UInt8] = []
    private var timer: Scheduled<Void>?
    private var done = false
    /// Longer than any header worth reading (v2 with its extensions from HAProxy stays far below).
    private static let longestHeader = 1024

    init(parts: SSHServer.Parts, expectsHeader: Bool) {
        self.parts = parts
        self.expectsHeader = expectsHeader
    }

    func handlerAdded(context: ChannelHandlerContext) {
        guard expectsHeader else { return }
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: parts.settings.limits.loginGrace) {
            let (gate, context) = loopBound.value
            gate.refuse(context, "no PROXY header within the login grace time")
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !done else { return }
        var buffer = unwrapInboundIn(data)
        bytes += buffer.readBytes(length: buffer.readableBytes) ?? []
        guard expectsHeader else {
            // SSH started already (its version line must not wait: clients may read it before they write). A
            // client's first bytes are its own version line; a PROXY header is a load balancer set up for a
            // server that is not, or a client pretending to be one.
            if case .notAHeader = ProxyHeader.read(bytes) {
                done = true
                context.fireChannelRead(wrapInboundOut(ByteBuffer(bytes: bytes)))
                context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
            } else {
                refuse(context, "a PROXY header, and this server expects none (--proxy-protocol is off)")
            }
            return
        }
        switch ProxyHeader.read(bytes) {
        case .notAHeader:
            refuse(context, "no PROXY header, and this server expects one first (--proxy-protocol)")
        case .incomplete:
            if bytes.count > Self.longestHeader { refuse(context, "an incomplete PROXY header") }
        case .invalid(let reason):
            refuse(context, reason)
        case .header(let header, let length):
            let client: SocketAddress? = switch header {
            case .proxied(let address): address
            case .local: context.channel.remoteAddress
            }
            pass(bytes[length...], client: client, context: context)
        }
    }

    /// Starts SSH for `client`, hands it the bytes after the header, and leaves the pipeline.
    private func pass(_ rest: ArraySlice<UInt8>, client: SocketAddress?, context: ChannelHandlerContext) {
        done = true
        timer?.cancel()
        do {
            try SSHServer.accept(context.channel, client: client, parts: parts)
        } catch {
            context.close(promise: nil)
            return
        }
        if context.channel.isActive, !rest.isEmpty { context.fireChannelRead(wrapInboundOut(ByteBuffer(bytes: rest))) }
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    private func refuse(_ context: ChannelHandlerContext, _ reason: String) {
        guard !done else { return }
        done = true
        SSHServer.refuse(context.channel, address: context.channel.remoteAddress.map { "\($0)" } ?? "-", reason: reason,
                         parts: parts)
    }
}
