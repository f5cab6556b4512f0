import Crypto
import Foundation
import NIOSSH

/// The server's Ed25519 host key, kept in a file in OpenSSH's private key format.
///
/// The file is created on first start with owner-only permissions (0600), in a folder created with 0700, and read
/// on every later start, so clients see the same host key and their known_hosts entry stays valid. A key made by
/// `ssh-keygen -t ed25519 -N ''` can be used too. A file that others may read is refused, as OpenSSH refuses it.
public struct HostKeyFile: Sendable {
    /// Where the key is kept.
    public let path: String
    /// The private key.
    public let key: NIOSSHPrivateKey
    /// The public key's fingerprint (`SHA256:...`).
    public let fingerprint: String
    /// Whether this start created the file.
    public let wasCreated: Bool

    /// The default place: `$XDG_STATE_HOME/stratus/ssh_host_ed25519_key`, else `~/.local/state/stratus/...`.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return state + "/stratus/ssh_host_ed25519_key"
    }

    /// Reads the key at `path`, or creates it there when no file exists.
    ///
    /// - Throws: `SSHServeError` (`.hostKey`) when the file cannot be read or written, is not an unencrypted
    ///   Ed25519 key, or can be read by group or others.
    public init(path: String) throws {
        self.path = path
        let manager = FileManager.default
        let seed: [UInt8]
        if manager.fileExists(atPath: path) {
            try Self.checkPermissions(path)
            guard let text = manager.contents(atPath: path).flatMap({ String(data: $0, encoding: .utf8) }) else {
                throw SSHServeError(.hostKey, path: path, "cannot read the host key")
            }
            do {
                seed = try OpenSSHPrivateKey.ed25519Seed(fromPEM: text)
            } catch let error as OpenSSHPrivateKey.FormatError {
                throw SSHServeError(.hostKey, path: path, error.message)
            }
            wasCreated = false
        } else {
            let privateKey = Curve25519.Signing.PrivateKey()
            seed = Array(privateKey.rawRepresentation)
            try Self.create(path, contents: OpenSSHPrivateKey.pem(
                seed: seed, publicKey: Array(privateKey.publicKey.rawRepresentation), comment: "stratus host key"))
            wasCreated = true
        }
        let signing: Curve25519.Signing.PrivateKey
        do {
            signing = try Curve25519.Signing.PrivateKey(rawRepresentation: seed)
        } catch {
            throw SSHServeError(.hostKey, path: path, "not a valid Ed25519 key")
        }
        key = NIOSSHPrivateKey(ed25519Key: signing)
        fingerprint = KeyFingerprint.sha256(of: key.publicKey)
    }

    /// The public key as an OpenSSH line (`ssh-ed25519 AAAA...`), for a client's known_hosts.
    public var publicKeyLine: String { String(openSSHPublicKey: key.publicKey) }

    private static func checkPermissions(_ path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else { throw SSHServeError(.hostKey, path: path, "cannot read the host key") }
        if status.st_mode & 0o077 != 0 {
            let mode = String(status.st_mode & 0o777, radix: 8)
            throw SSHServeError(.hostKey, path: path,
                                "the host key can be read by others (mode \(mode)); run: chmod 600 \(path)")
        }
    }

    /// Writes a new file with mode 0600, never over an existing one (O_EXCL), creating its folder with 0700.
    private static func create(_ path: String, contents: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                        attributes: [.posixPermissions: 0o700])
            } catch {
                throw SSHServeError(.hostKey, path: path, "cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw SSHServeError(.hostKey, path: path, "cannot create the host key: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        // The umask can only take bits away; fchmod makes the mode exactly 0600 whatever it is.
        fchmod(descriptor, 0o600)
        let bytes = Array(contents.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            unlink(path)
            throw SSHServeError(.hostKey, path: path, "cannot write the host key: \(String(cString: strerror(errno)))")
        }
    }
}
