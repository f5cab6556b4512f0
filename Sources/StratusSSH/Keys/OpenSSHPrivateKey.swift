import Foundation

/// OpenSSH's private key file format (`-----BEGIN OPENSSH PRIVATE KEY-----`) for one unencrypted Ed25519 key.
///
/// The layout is the one `ssh-keygen` writes (PROTOCOL.key in the OpenSSH sources): the magic `openssh-key-v1\0`,
/// cipher and KDF names (`none`), one public key, then a private section with two equal check numbers, the key type,
/// the 32-byte public key, the 64-byte private key (seed then public key), a comment, and padding 1, 2, 3... to a
/// multiple of 8 bytes.
enum OpenSSHPrivateKey {
    /// A file that is not an unencrypted OpenSSH Ed25519 private key.
    struct FormatError: Error {
        var message: String
    }

    private static let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    private static let end = "-----END OPENSSH PRIVATE KEY-----"
    private static let magic = Array("openssh-key-v1\0".utf8)
    private static let keyType = "ssh-ed25519"

    /// The file's text for an Ed25519 key given by its 32-byte seed and 32-byte public key.
    static func pem(seed: [UInt8], publicKey: [UInt8], comment: String) -> String {
        var publicBlob: [UInt8] = []
        appendString(Array(keyType.utf8), to: &publicBlob)
        appendString(publicKey, to: &publicBlob)

        var secret: [UInt8] = []
        let check = UInt32.random(in: 0...UInt32.max)
        appendInteger(check, to: &secret)
        appendInteger(check, to: &secret)
        appendString(Array(keyType.utf8), to: &secret)
        appendString(publicKey, to: &secret)
        appendString(seed + publicKey, to: &secret)
        appendString(Array(comment.utf8), to: &secret)
        var pad: UInt8 = 1
        while secret.count % 8 != 0 { secret.append(pad); pad += 1 }

        var body = magic
        appendString(Array("none".utf8), to: &body)
        appendString(Array("none".utf8), to: &body)
        appendString([], to: &body)
        appendInteger(1, to: &body)
        appendString(publicBlob, to: &body)
        appendString(secret, to: &body)

        let encoded = Data(body).base64EncodedString()
        var lines = [begin]
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let next = encoded.index(index, offsetBy: 70, limitedBy: encoded.endIndex) ?? encoded.endIndex
            lines.append(String(encoded[index..<next]))
            index = next
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The 32-byte seed of the Ed25519 key in `text`.
    static func ed25519Seed(fromPEM text: String) throws -> [UInt8] {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = lines.firstIndex(of: begin), let last = lines.firstIndex(of: end), first < last else {
            throw FormatError(message: "not an OpenSSH private key (no '\(begin)' line)")
        }
        guard let decoded = Data(base64Encoded: lines[(first + 1)..<last].joined()) else {
            throw FormatError(message: "the key's base64 text is damaged")
        }
        var reader = Reader(bytes: Array(decoded))
        guard reader.take(magic.count) == magic else { throw FormatError(message: "not an openssh-key-v1 key") }
        let cipher = try reader.string()
        _ = try reader.string()  // KDF name
        _ = try reader.string()  // KDF options
        guard cipher == Array("none".utf8) else {
            throw FormatError(message: "the key is encrypted with a passphrase; a host key must be unencrypted")
        }
        guard try reader.integer() == 1 else { throw FormatError(message: "the file must hold exactly one key") }
        _ = try reader.string()  // public key blob, repeated in the private section
        var secret = Reader(bytes: try reader.string())
        guard try secret.integer() == secret.integer() else {
            throw FormatError(message: "the key's check numbers differ (damaged file)")
        }
        let type = String(decoding: try secret.string(), as: UTF8.self)
        guard type == keyType else {
            throw FormatError(message: "the key is \(type); the host key must be Ed25519 (ssh-keygen -t ed25519)")
        }
        _ = try secret.string()
        let privateKey = try secret.string()
        guard privateKey.count == 64 else { throw FormatError(message: "the Ed25519 private key is not 64 bytes") }
        return Array(privateKey.prefix(32))
    }

    private static func appendInteger(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func appendString(_ value: [UInt8], to bytes: inout [UInt8]) {
        appendInteger(UInt32(value.count), to: &bytes)
        bytes += value
    }

    /// Reads SSH wire values (big-endian uint32, length-prefixed strings) from bytes, checking every length.
    private struct Reader {
        var bytes: [UInt8]
        var offset = 0

        mutating func take(_ count: Int) -> [UInt8]? {
            guard count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return Array(bytes[offset..<(offset + count)])
        }

        mutating func integer() throws -> UInt32 {
            guard let four = take(4) else { throw FormatError(message: "the key file is truncated") }
            return four.reduce(0) { $0 << 8 | UInt32($1) }
        }

        mutating func string() throws -> [UInt8] {
            let length = try integer()
            guard let value = take(Int(length)) else { throw FormatError(message: "the key file is truncated") }
            return value
        }
    }
}
