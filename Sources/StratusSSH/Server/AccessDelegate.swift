import Logging
import NIOCore
import NIOSSH

/// Decides who may log in on one connection, and notes the user and key on it for the session log.
///
/// With authorized keys, only public-key authentication is offered and a key must be in the file (swift-nio-ssh
/// has checked the signature before asking). With `--open`, every request succeeds, the "none" method included, so
/// a client logs in without a key; a key it offers anyway is still noted.
final class AccessDelegate: NIOSSHServerUserAuthenticationDelegate {
    private let access: SSHServeSettings.Access
    private let connection: Connection
    private let logger: Logger

    init(access: SSHServeSettings.Access, connection: Connection, logger: Logger) {
        self.access = access
        self.connection = connection
        self.logger = logger
    }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { .publicKey }

    func requestReceived(request: NIOSSHUserAuthenticationRequest,
                         responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        var key: NIOSSHPublicKey?
        if case .publicKey(let offer) = request.request { key = offer.publicKey }
        let fingerprint = key.map(KeyFingerprint.sha256(of:)) ?? "-"
        switch access {
        case .open:
            accept(user: request.username, fingerprint: fingerprint, promise: responsePromise)
        case .authorizedKeys(let keys):
            if let key, keys.allows(key) {
                accept(user: request.username, fingerprint: fingerprint, promise: responsePromise)
            } else {
                if key != nil {
                    logger.notice("ssh key refused", metadata: [
                        "user": "\(request.username)", "key": "\(fingerprint)", "address": "\(connection.address)",
                    ])
                }
                responsePromise.succeed(.failure)
            }
        }
    }

    private func accept(user: String, fingerprint: String, promise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>) {
        connection.user = user
        connection.keyFingerprint = fingerprint
        connection.endStartup()
        promise.succeed(.success)
    }
}
