import NIOCore

/// The handler on a session's pseudo-terminal channel: hands what the program writes to the session, and stops
/// reading while the client's channel cannot take more, so the program waits instead of the server buffering.
final class TerminalOutputRelay: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private weak var session: TerminalSession?
    private var context: ChannelHandlerContext?
    private var heldRead = false

    init(session: TerminalSession) {
        self.session = session
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        session?.relayOutput(unwrapInboundIn(data))
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        session?.flushOutput()
    }

    func read(context: ChannelHandlerContext) {
        if session?.canTakeOutput ?? true {
            context.read()
        } else {
            heldRead = true
        }
    }

    /// Reads again after the client's channel became writable.
    func resume() {
        guard heldRead, let context else { return }
        heldRead = false
        context.read()
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        session?.terminalWritabilityChanged(context.channel.isWritable)
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        session?.terminalClosed()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // EIO from the master is how Linux says that the program exited and the slave side is closed.
        context.close(promise: nil)
    }
}
