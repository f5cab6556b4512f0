import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Logging
import NIOCore
import NIOPosix
import NIOSSH

/// One SSH session channel: takes the pty, env and shell requests, runs the program on a pseudo-terminal of its
/// own, and relays bytes both ways with bounded buffers.
///
/// Every other request is refused: exec, subsystems (SFTP among them), agent and X11 forwarding, and a shell
/// without a pty request. Input is limited in rate (`SessionLimits.inputBytesPerSecond`), window sizes are merged
/// when they come faster than `resizeInterval`, output waits in the program while the client does not read, and a
/// client that does not read for `outputStallTimeout`, or lets more than `outputBufferBytes` pile up, is
/// disconnected. Runs on its channel's event loop only.
final class TerminalSession: ChannelDuplexHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundIn = SSHChannelData
    typealias OutboundOut = SSHChannelData

    private let program: SSHServeSettings.SessionProgram
    private let limits: SessionLimits
    private let registry: SessionRegistry
    private let connection: Connection
    private let logger: Logger

    private var context: ChannelHandlerContext?
    private var terminalType: String?
    private var size = (columns: 80, rows: 24)
    private var environment = SessionEnvironment()
    private var process: PseudoTerminalProcess?
    private var terminal: (any Channel)?
    private var relay: TerminalOutputRelay?
    private var reserved = false
    private var ended = false
    private var endReason = "quit"
    private var closingMessage: String?

    private let started = NIODeadline.now()
    private var bytesIn = 0
    private var bytesOut = 0
    private var outputWaiting = 0
    private var lastInput = NIODeadline.now()
    private var rateLimit: RateLimit
    private var inputPausedUntil: NIODeadline?
    private var heldRead = false
    private var idleTimer: Scheduled<Void>?
    private var stallTimer: Scheduled<Void>?
    private var resizeTimer: Scheduled<Void>?
    private var lastResize = NIODeadline.uptimeNanoseconds(0)

    init(program: SSHServeSettings.SessionProgram, limits: SessionLimits, registry: SessionRegistry,
         connection: Connection, logger: Logger) {
        self.program = program
        self.limits = limits
        self.registry = registry
        self.connection = connection
        self.logger = logger
        rateLimit = RateLimit(perSecond: limits.inputBytesPerSecond, burst: limits.inputBurstBytes)
    }

    // MARK: Channel events

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        connection.openSessions += 1
    }

    func channelInactive(context: ChannelHandlerContext) {
        connection.openSessions -= 1
        if endReason == "quit", process != nil, process?.reap() == nil { endReason = "client disconnected" }
        finish()
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            let accepted = process == nil
            if accepted {
                terminalType = request.term
                size = (Self.clamp(request.terminalCharacterWidth, fallback: 80), Self.clamp(request.terminalRowHeight, fallback: 24))
            }
            reply(context, accepted, wanted: request.wantReply)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            reply(context, process == nil && environment.accept(name: request.name, value: request.value),
                  wanted: request.wantReply)
        case let request as SSHChannelRequestEvent.ShellRequest:
            start(context, wantReply: request.wantReply)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            size = (Self.clamp(request.terminalCharacterWidth, fallback: size.columns),
                    Self.clamp(request.terminalRowHeight, fallback: size.rows))
            scheduleResize(context)
        case let request as SSHChannelRequestEvent.ExecRequest:
            // Accepted, then answered with why and what to do instead, and status 1: OpenSSH's client exits on a
            // refused exec before it shows what the server wrote ("exec request failed on channel 0" alone).
            // Nothing is run.
            reply(context, true, wanted: request.wantReply)
            refuse(context, "stratus: this server runs no commands; it shows its app on a terminal. To use it, "
                   + "connect without a command: ssh -t [-p PORT] USER@HOST")
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            refuse(context, "stratus: this server only runs its app; the \(request.subsystem.prefix(32)) subsystem is not available",
                   wantReply: request.wantReply)
        case is SSHChannelRequestEvent.SignalRequest, is SSHChannelRequestEvent.LocalFlowControlRequest, is ChannelEvent:
            // Signals from the client are not passed on (the app has its own keys); end of input changes nothing
            // for a full-screen program.
            break
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard message.type == .channel, case .byteBuffer(let bytes) = message.data, let terminal else { return }
        bytesIn += bytes.readableBytes
        lastInput = .now()
        terminal.writeAndFlush(bytes, promise: nil)
        if let wait = rateLimit.take(bytes.readableBytes) {
            pauseInput(context, for: wait)
        }
    }

    func read(context: ChannelHandlerContext) {
        if canTakeInput {
            context.read()
        } else {
            heldRead = true
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            stallTimer?.cancel()
            stallTimer = nil
            relay?.resume()
        } else if stallTimer == nil {
            stallTimer = context.eventLoop.assumeIsolated().scheduleTask(in: limits.outputStallTimeout) { [self] in
                disconnect(reason: "client stopped reading")
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        // A connection closed without the SSH goodbye (the client was killed, the network went) is not a fault.
        if let error = error as? NIOSSHError, error.type == .tcpShutdown {
            return disconnect(reason: "client disconnected")
        }
        disconnect(reason: "error: \(error)")
    }

    // MARK: Starting

    private func start(_ context: ChannelHandlerContext, wantReply: Bool) {
        guard process == nil, !ended else { return reply(context, false, wanted: wantReply) }
        guard connection.openSessions <= limits.sessionsPerConnection else {
            return refuse(context, "stratus: at most \(limits.sessionsPerConnection) sessions per connection",
                          wantReply: wantReply)
        }
        guard let terminalType else {
            return refuse(context, "stratus: this server shows a full-screen app and needs a terminal; connect with ssh -t",
                          wantReply: wantReply)
        }
        if let refusal = registry.reserve(self, on: context.eventLoop) {
            let text: String
            switch refusal {
            case .full(let limit):
                text = "stratus: the server is full (\(limit) sessions at once); please try again in a few minutes."
                logger.notice("ssh session refused: server full", metadata: identity)
            case .shuttingDown:
                text = "stratus: the server is shutting down."
            }
            reply(context, true, wanted: wantReply)
            return refuse(context, text, asOutput: true)
        }
        reserved = true
        connection.hasStartedSession = true
        connection.loginGraceTimer?.cancel()
        let variables = environment.variables(base: program.environment, term: terminalType)
        do {
            let process = try PseudoTerminalProcess(executable: program.executable, arguments: program.arguments,
                                                    environment: variables, columns: size.columns, rows: size.rows)
            self.process = process
            let input = try process.duplicateMaster()
            let output = try process.duplicateMaster()
            let relay = TerminalOutputRelay(session: self)
            self.relay = relay
            let boundRelay = NIOLoopBound(relay, eventLoop: context.eventLoop)
            let boundSelf = NIOLoopBound(self, eventLoop: context.eventLoop)
            NIOPipeBootstrap(group: context.eventLoop)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(boundRelay.value) }
                }
                .takingOwnershipOfDescriptors(input: input, output: output)
                .whenComplete { result in
                    let session = boundSelf.value
                    switch result {
                    case .success(let channel):
                        session.terminal = channel
                        if session.ended { channel.close(promise: nil) } else { session.resumeInput() }
                    case .failure(let error):
                        Glibc.close(input)
                        Glibc.close(output)
                        session.disconnect(reason: "error: \(error)")
                    }
                }
        } catch {
            logger.error("ssh session could not start", metadata: identity.merging(["error": "\(error)"]) { $1 })
            return refuse(context, "stratus: the app could not start here; please tell the server's operator.",
                          wantReply: wantReply)
        }
        reply(context, true, wanted: wantReply)
        lastInput = .now()
        scheduleIdleCheck(context, after: limits.idleTimeout)
        logger.info("ssh session start", metadata: identity.merging([
            "term": "\(terminalType)", "size": "\(size.columns)x\(size.rows)", "pid": "\(process?.pid ?? 0)",
        ]) { $1 })
    }

    // MARK: Flow

    /// Whether the program's output may be read now (the client's channel takes more).
    var canTakeOutput: Bool { context?.channel.isWritable ?? false }

    private var canTakeInput: Bool {
        guard let terminal else { return process == nil }
        return terminal.isWritable && inputPausedUntil == nil
    }

    /// Sends what the program wrote to the client.
    func relayOutput(_ bytes: ByteBuffer) {
        guard let context, !ended else { return }
        let count = bytes.readableBytes
        bytesOut += count
        outputWaiting += count
        guard outputWaiting <= limits.outputBufferBytes else {
            return disconnect(reason: "client stopped reading (over \(limits.outputBufferBytes) bytes waiting)")
        }
        let promise = context.eventLoop.makePromise(of: Void.self)
        promise.futureResult.assumeIsolated().whenComplete { [self] _ in outputWaiting -= count }
        context.write(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(bytes))), promise: promise)
    }

    /// Sends what was written so far.
    func flushOutput() {
        context?.flush()
    }

    /// The program's input side filled up or drained.
    func terminalWritabilityChanged(_ writable: Bool) {
        if writable { resumeInput() }
    }

    private func pauseInput(_ context: ChannelHandlerContext, for wait: TimeAmount) {
        let until = NIODeadline.now() + wait
        inputPausedUntil = until
        context.eventLoop.assumeIsolated().scheduleTask(deadline: until) { [self] in
            inputPausedUntil = nil
            resumeInput()
        }
    }

    fileprivate func resumeInput() {
        guard heldRead, canTakeInput, let context else { return }
        heldRead = false
        context.read()
    }

    private func scheduleResize(_ context: ChannelHandlerContext) {
        guard let process, resizeTimer == nil else { return }
        let due = lastResize + limits.resizeInterval
        if NIODeadline.now() >= due {
            lastResize = .now()
            process.resize(columns: size.columns, rows: size.rows)
            return
        }
        resizeTimer = context.eventLoop.assumeIsolated().scheduleTask(deadline: due) { [self] in
            resizeTimer = nil
            lastResize = .now()
            self.process?.resize(columns: size.columns, rows: size.rows)
        }
    }

    private func scheduleIdleCheck(_ context: ChannelHandlerContext, after delay: TimeAmount) {
        idleTimer = context.eventLoop.assumeIsolated().scheduleTask(in: delay) { [self] in
            let quiet = NIODeadline.now() - lastInput
            if quiet >= limits.idleTimeout {
                let minutes = max(1, Int(limits.idleTimeout.nanoseconds / 60_000_000_000))
                end(message: "No input for \(minutes) minute\(minutes == 1 ? "" : "s"): the session was closed.",
                    reason: "idle")
            } else {
                scheduleIdleCheck(context, after: limits.idleTimeout - quiet)
            }
        }
    }

    // MARK: Ending

    /// Ends the session politely: the program is hung up (it restores the terminal), then `message` is shown.
    func end(message: String, reason: String) {
        guard !ended, let context else { return }
        endReason = reason
        closingMessage = message
        guard let process else { return refuse(context, message, asOutput: true) }
        _ = process.terminate(on: context.eventLoop)
    }

    /// The pseudo-terminal closed: the program exited (or was hung up). Tells the client its exit status.
    func terminalClosed() {
        guard let context, let process, !ended else { return }
        process.waitForExit(on: context.eventLoop).assumeIsolated().whenSuccess { [self] status in
            if let closingMessage { writeText(context, "\r\n" + closingMessage + "\r\n", type: .channel) }
            let exit = SSHChannelRequestEvent.ExitStatus(exitStatus: PseudoTerminalProcess.exitCode(of: status))
            context.triggerUserOutboundEvent(exit, promise: nil)
            context.close(promise: nil)
        }
    }

    /// Closes the channel at once, for a reason that leaves nothing to tell the client.
    private func disconnect(reason: String) {
        guard let context, !ended else { return }
        if closingMessage == nil { endReason = reason }
        context.close(promise: nil)
    }

    /// Writes `text` (on stderr, or as output), answers the request with a failure when it wants a reply, and
    /// closes the channel. The text goes first: OpenSSH's client exits as soon as it reads the failure.
    private func refuse(_ context: ChannelHandlerContext, _ text: String, asOutput: Bool = false, wantReply: Bool = false) {
        writeText(context, text + "\r\n", type: asOutput ? .channel : .stdErr)
        reply(context, false, wanted: wantReply)
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: 1), promise: nil)
        context.close(promise: nil)
    }

    private func writeText(_ context: ChannelHandlerContext, _ text: String, type: SSHChannelData.DataType) {
        let buffer = context.channel.allocator.buffer(string: text)
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: type, data: .byteBuffer(buffer))), promise: nil)
    }

    private func reply(_ context: ChannelHandlerContext, _ success: Bool, wanted: Bool) {
        guard wanted else { return }
        if success {
            context.triggerUserOutboundEvent(ChannelSuccessEvent(), promise: nil)
        } else {
            context.triggerUserOutboundEvent(ChannelFailureEvent(), promise: nil)
        }
    }

    /// Releases everything once the channel is gone: timers, the terminal, the program (hung up, then killed),
    /// the session's place; then logs the end line.
    private func finish() {
        guard !ended, let context else { return }
        ended = true
        idleTimer?.cancel()
        stallTimer?.cancel()
        resizeTimer?.cancel()
        terminal?.close(promise: nil)
        guard let process else {
            if reserved { registry.release(self) }
            forgetChannels()
            return
        }
        let duration = Double((NIODeadline.now() - started).nanoseconds) / 1e9
        process.terminate(on: context.eventLoop).assumeIsolated().whenComplete { [self] result in
            process.closeMaster()
            if reserved { registry.release(self) }
            var metadata = identity
            metadata["duration"] = "\(String(format: "%.1f", duration))s"
            metadata["bytes_in"] = "\(bytesIn)"
            metadata["bytes_out"] = "\(bytesOut)"
            metadata["reason"] = "\(endReason)"
            if case .success(let status) = result { metadata["status"] = "\(PseudoTerminalProcess.exitCode(of: status))" }
            logger.info("ssh session end", metadata: metadata)
            forgetChannels()
        }
    }

    /// Whether the session still holds its channel's context or its terminal's channel; false once it ended.
    var holdsChannels: Bool { context != nil || terminal != nil || relay != nil }

    /// Lets go of the channels: the session channel's pipeline holds this session through its context, so the
    /// session must drop that context (and the terminal's channel) for both to be freed once the channel closes.
    private func forgetChannels() {
        context = nil
        relay = nil
        terminal = nil
    }

    private var identity: Logger.Metadata {
        ["user": "\(connection.user)", "key": "\(connection.keyFingerprint)", "address": "\(connection.address)"]
    }

    private static func clamp(_ value: Int, fallback: Int) -> Int {
        value > 0 ? min(value, 1000) : fallback
    }
}
