import Crypto
import Foundation
import NIOSSH

/// The SHA-256 fingerprint of a public key, as OpenSSH prints it (`SHA256:` then unpadded base64).
///
/// `ssh-keygen -lf FILE` prints the same text for the same key, so a log line can be matched with a line of an
/// authorized_keys file.
public enum KeyFingerprint {
    /// The fingerprint of `key`.
    public static func sha256(of key: NIOSSHPublicKey) -> String {
        sha256(ofBlob: blob(of: key))
    }

    /// The fingerprint of a public key in the SSH wire format (what an authorized_keys line has in base64).
    public static func sha256(ofBlob blob: [UInt8]) -> String {
        let digest = SHA256.hash(data: blob)
        let encoded = Data(digest).base64EncodedString()
        return "SHA256:" + encoded.replacingOccurrences(of: "=", with: "")
    }

    /// The SSH wire format of `key` (`string algorithm, key bytes`).
    static func blob(of key: NIOSSHPublicKey) -> [UInt8] {
        // NIOSSH writes the OpenSSH line "algorithm base64"; its second field is the wire blob.
        let line = String(openSSHPublicKey: key)
        let fields = line.split(separator: " ")
        guard fields.count >= 2, let data = Data(base64Encoded: String(fields[1])) else { return Array(line.utf8) }
        return Array(data)
    }
}
