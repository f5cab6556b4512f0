import Foundation
import NIOSSH

/// The public keys allowed to open sessions, read from a file in OpenSSH's authorized_keys format.
///
/// Each line is `[options] type base64 [comment]`; blank lines and `#` comments are skipped. Ed25519 and ECDSA keys
/// (nistp256, nistp384, nistp521) are accepted, the types swift-nio-ssh verifies; a line with another type (ssh-rsa,
/// say) or a damaged key is listed in `skipped` with its line number and ignored, and options such as
/// `command=` are not honoured: every session runs the served app. The file is read again when its modification
/// time changes, so keys can be added or removed without restarting the server.
public final class AuthorizedKeys: @unchecked Sendable {
    /// A line that was ignored, with why.
    public struct SkippedLine: Sendable, Equatable {
        /// The 1-based line number.
        public var line: Int
        /// Why the line was ignored.
        public var reason: String
    }

    /// The file.
    public let path: String
    private let lock = NSLock()
    private var keys: Set<NIOSSHPublicKey> = []
    private var skippedLines: [SkippedLine] = []
    private var modified: Date?

    /// Reads the keys of the file at `path`.
    ///
    /// - Throws: `SSHServeError` (`.authorizedKeys`) when the file cannot be read.
    public init(path: String) throws {
        self.path = path
        try reload()
    }

    /// The lines ignored at the last reading.
    public var skipped: [SkippedLine] { lock.withLock { skippedLines } }

    /// How many usable keys the last reading found.
    public var count: Int { lock.withLock { keys.count } }

    /// Whether `key` is in the file (read again first when it changed since the last reading).
    public func allows(_ key: NIOSSHPublicKey) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let date = attributes?[.modificationDate] as? Date, date != lock.withLock({ modified }) {
            try? reload()
        }
        return lock.withLock { keys.contains(key) }
    }

    private func reload() throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw SSHServeError(.authorizedKeys, path: path, "cannot read the authorized keys file")
        }
        let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        let parsed = Self.parse(String(decoding: data, as: UTF8.self))
        lock.withLock {
            keys = parsed.keys
            skippedLines = parsed.skipped
            modified = date
        }
    }

    /// The keys of an authorized_keys text, and the lines that were ignored.
    static func parse(_ text: String) -> (keys: Set<NIOSSHPublicKey>, skipped: [SkippedLine]) {
        var keys: Set<NIOSSHPublicKey> = []
        var skipped: [SkippedLine] = []
        let known = ["ssh-ed25519", "ecdsa-sha2-nistp256", "ecdsa-sha2-nistp384", "ecdsa-sha2-nistp521"]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            // Options come first when the first field is not a key type; the type is the first known field.
            guard let typeIndex = fields.firstIndex(where: { known.contains($0) }), typeIndex + 1 < fields.count else {
                let type = fields.first { $0.hasPrefix("ssh-") || $0.hasPrefix("ecdsa-") || $0.hasPrefix("sk-") }
                skipped.append(SkippedLine(line: index + 1, reason: "unsupported key type \(type ?? "(none)"); use ssh-ed25519 or ecdsa-sha2-nistp256/384/521"))
                continue
            }
            do {
                keys.insert(try NIOSSHPublicKey(openSSHPublicKey: fields[typeIndex] + " " + fields[typeIndex + 1]))
            } catch {
                skipped.append(SkippedLine(line: index + 1, reason: "damaged \(fields[typeIndex]) key"))
            }
        }
        return (keys, skipped)
    }
}
