import Foundation
import Testing

/// `stratus serve --ssh --open` audited by ssh-audit (PyPI, pinned; `make deps-test` installs it into a virtual
/// environment under .build): no `[fail]` but the NIST curves swift-nio-ssh always offers for key exchange
/// (Docs/Serving.md, "What an audit says"), and its connection rate test (the DHEat denial of service) passes.
@Suite("stratus serve --ssh audited by ssh-audit", .serialized)
struct SSHAuditEndToEndTests {
    static let sshAudit = PackageRoot.path + "/.build/ssh-audit-venv/bin/ssh-audit"

    @Test func offersNothingThatFailsButTheLibrarysNISTCurvesAndThrottlesConnections() async throws {
        let (binary, _, _, keygen) = try SSHEndToEndTests.requirements()
        guard FileManager.default.isExecutableFile(atPath: Self.sshAudit) else {
            try Test.cancel("ssh-audit is not installed (make deps-test installs it from PyPI into .build/ssh-audit-venv)")
        }
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: PackageRoot.path + "/Screens",
                                         arguments: ["--open"])
        // Exit status 3 says there was a failure or a warning; what they are is read from the JSON.
        let audit = try await Subprocess.run(Self.sshAudit, ["-j", "-p", "\(server.port)", "127.0.0.1"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any],
                                  "ssh-audit wrote no JSON: \(audit.standardOutput)\n\(audit.standardError)")
        var failures: [String] = []
        for section in ["kex", "key", "enc", "mac"] {
            for entry in report[section] as? [[String: Any]] ?? [] {
                let notes = entry["notes"] as? [String: Any] ?? [:]
                if let fail = notes["fail"] as? [String], !fail.isEmpty {
                    failures.append("\(section) \(entry["algorithm"] as? String ?? "?"): \(fail.joined(separator: "; "))")
                }
            }
        }
        let nist = failures.filter { $0.hasPrefix("kex ecdh-sha2-nistp") }
        #expect(failures == nist, "failures beyond the NIST key exchanges: \(failures)")
        // The host key is Ed25519 only, the ciphers AEAD only.
        #expect((report["key"] as? [[String: Any]])?.compactMap { $0["algorithm"] as? String } == ["ssh-ed25519"])
        #expect((report["enc"] as? [[String: Any]])?.compactMap { $0["algorithm"] as? String }
                == ["aes256-gcm@openssh.com", "aes128-gcm@openssh.com"])
        let notes = report["additional_notes"] as? [String] ?? []
        #expect(!notes.contains { $0.contains("connection throttling") }, "the rate test failed: \(notes)")
        // What the throttle refused is logged, with the reason.
        #expect(server.log.contains("ssh connection refused") && server.log.contains("connecting too fast"), "\(server.log)")
        await #expect(server.terminate() == 0)
    }
}
