import Foundation
import Testing
@testable import StratusSSH

@Suite("Host key file")
struct HostKeyFileTests {
    private func temporaryPath(_ name: String) -> String {
        NSTemporaryDirectory() + "stratus-ssh-\(UUID().uuidString.prefix(8))/" + name
    }

    @Test func createsTheKeyOwnerOnlyAndKeepsIt() throws {
        let path = temporaryPath("host_key")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let first = try HostKeyFile(path: path)
        #expect(first.wasCreated)
        var status = stat()
        #expect(stat(path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(stat((path as NSString).deletingLastPathComponent, &status) == 0)
        #expect(status.st_mode & 0o077 == 0)

        let second = try HostKeyFile(path: path)
        #expect(!second.wasCreated)
        #expect(second.fingerprint == first.fingerprint)
        #expect(second.publicKeyLine == first.publicKeyLine)
        #expect(first.fingerprint.hasPrefix("SHA256:"))
    }

    @Test func refusesAKeyOthersCanRead() throws {
        let path = temporaryPath("host_key")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        _ = try HostKeyFile(path: path)
        chmod(path, 0o644)
        #expect {
            try HostKeyFile(path: path)
        } throws: { error in
            "\(error)".contains("chmod 600") && "\(error)".hasPrefix(path)
        }
    }

    @Test func refusesAFileThatIsNotAnOpenSSHKey() throws {
        let path = temporaryPath("host_key")
        let folder = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: path, contents: Data("hello\n".utf8), attributes: [.posixPermissions: 0o600])
        #expect {
            try HostKeyFile(path: path)
        } throws: { error in
            "\(error)" == "\(path): not an OpenSSH private key (no '-----BEGIN OPENSSH PRIVATE KEY-----' line)"
        }
    }

    /// OpenSSH's own tools read the file we write and agree on the fingerprint, and we read theirs.
    @Test func agreesWithSshKeygen() throws {
        guard let keygen = Self.which("ssh-keygen") else {
            print("skipped: ssh-keygen is not installed (make test installs openssh-client)")
            return
        }
        let path = temporaryPath("host_key")
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let ours = try HostKeyFile(path: path)
        let printed = try Self.run(keygen, ["-l", "-f", path])
        #expect(printed.contains(ours.fingerprint), "ssh-keygen printed \(printed)")
        let publicLine = try Self.run(keygen, ["-y", "-f", path])
        #expect(publicLine.hasPrefix(ours.publicKeyLine))

        let theirs = (path as NSString).deletingLastPathComponent + "/made_by_keygen"
        _ = try Self.run(keygen, ["-q", "-t", "ed25519", "-N", "", "-f", theirs])
        let loaded = try HostKeyFile(path: theirs)
        #expect(!loaded.wasCreated)
        #expect(try Self.run(keygen, ["-l", "-f", theirs]).contains(loaded.fingerprint))
    }

    static func which(_ program: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + program }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
