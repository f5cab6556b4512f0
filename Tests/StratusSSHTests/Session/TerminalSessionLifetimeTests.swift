import Logging
import NIOCore
import NIOEmbedded
import NIOSSH
import Testing
@testable import StratusSSH

/// A session that ends without a program (refused: the server is full, or no terminal was asked for) lets go of
/// its channel when the channel closes: the channel's pipeline holds the session, so a session holding on to its
/// channel would keep both alive, and a server that refuses many would grow with each.
@Suite struct TerminalSessionLifetimeTests {
    enum Refusal: String, CaseIterable {
        case serverFull = "the server is full"
        case noTerminal = "needs a terminal"
    }

    /// Opens a session channel that `refusal` turns away; returns what the client was told and the session, once
    /// its channel closed.
    func refusedSession(_ refusal: Refusal) throws -> (told: String, session: TerminalSession) {
        var limits = SessionLimits()
        limits.maxSessions = refusal == .serverFull ? 0 : 1
        let program = SSHServeSettings.SessionProgram(executable: "/bin/true", arguments: [], environment: [:])
        let session = TerminalSession(program: program, limits: limits, registry: SessionRegistry(limits: limits),
                                      connection: Connection(address: nil), logger: Logger(label: "stratus.tests"))
        let channel = EmbeddedChannel(handler: session)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 22)).wait()
        if refusal != .noTerminal {
            channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.PseudoTerminalRequest(
                wantReply: false, term: "xterm", terminalCharacterWidth: 80, terminalRowHeight: 24,
                terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:])))
        }
        channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ShellRequest(wantReply: false))
        var told = ""
        while let data = try channel.readOutbound(as: SSHChannelData.self) {
            if case .byteBuffer(let bytes) = data.data { told += String(buffer: bytes) }
        }
        #expect(!channel.isActive, "the refused session's channel is still open")
        _ = try? channel.finish()
        return (told, session)
    }

    @Test(arguments: Refusal.allCases)
    func aRefusedSessionLetsGoOfItsClosedChannel(_ refusal: Refusal) throws {
        let (told, session) = try refusedSession(refusal)
        #expect(told.contains(refusal.rawValue), "the client was told: \(told)")
        #expect(!session.holdsChannels, "the session still holds its closed channel")
    }
}

