import Crypto
import Foundation
import NIOSSH
import Testing
@testable import StratusSSH

@Suite("Authorized keys")
struct AuthorizedKeysTests {
    private let first = NIOSSHPrivateKey(ed25519Key: .init()).publicKey
    private let second = NIOSSHPrivateKey(p256Key: .init()).publicKey
    private let stranger = NIOSSHPrivateKey(ed25519Key: .init()).publicKey

    @Test func readsKeysWithOptionsAndCommentsAndSkipsOtherTypes() {
        let text = """
            # team keys
            \(String(openSSHPublicKey: first)) alice@laptop

            no-pty,command="/bin/false" \(String(openSSHPublicKey: second)) bob
            ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 carol
            ssh-ed25519 AAAA!!notbase64 dave
            """
        let parsed = AuthorizedKeys.parse(text)
        #expect(parsed.keys == [first, second])
        #expect(parsed.skipped.map(\.line) == [5, 6])
        #expect(parsed.skipped[0].reason.contains("ssh-rsa"))
        #expect(parsed.skipped[1].reason == "damaged ssh-ed25519 key")
    }

    @Test func allowsOnlyListedKeysAndReadsTheFileAgainWhenItChanges() throws {
        let path = NSTemporaryDirectory() + "stratus-authorized-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try (String(openSSHPublicKey: first) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let keys = try AuthorizedKeys(path: path)
        #expect(keys.allows(first))
        #expect(!keys.allows(stranger))

        try (String(openSSHPublicKey: stranger) + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        // A different modification time makes the next check read the file again.
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: path)
        #expect(keys.allows(stranger))
        #expect(!keys.allows(first))
    }

    @Test func aMissingFileSaysWhich() {
        #expect {
            try AuthorizedKeys(path: "/nonexistent/authorized_keys")
        } throws: { error in
            "\(error)" == "/nonexistent/authorized_keys: cannot read the authorized keys file"
        }
    }

    @Test func fingerprintIsSHA256OfTheKeyBlob() throws {
        let line = String(openSSHPublicKey: first)
        let blob = Data(base64Encoded: String(line.split(separator: " ")[1]))!
        let expected = "SHA256:" + Data(SHA256.hash(data: blob)).base64EncodedString().replacingOccurrences(of: "=", with: "")
        #expect(KeyFingerprint.sha256(of: first) == expected)
        #expect(!expected.hasSuffix("="))
    }
}
