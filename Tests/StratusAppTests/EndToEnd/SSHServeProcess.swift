import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `stratus serve TARGET --ssh` running in the background on 127.0.0.1 and a free port, with a fresh host key, a
/// client key pair made by ssh-keygen and its authorized_keys file; its log goes to a file the test reads.
final class SSHServeProcess {
    let folder: TemporaryFolder
    let pid: pid_t
    let port: Int
    /// The client's private key (in the authorized_keys file unless the server is `--open`).
    let clientKey: String
    private var exitStatus: Int32?

    /// Makes the keys and starts the server; `arguments` come after `serve TARGET --ssh` (`serve --ssh` when
    /// `target` is empty: a bot's conversation, say).
    init(binary: String, keygen: String, target: String, arguments: [String] = []) async throws {
        folder = try TemporaryFolder()
        clientKey = folder.path + "/client_key"
        try await Subprocess.run(keygen, ["-q", "-t", "ed25519", "-N", "", "-C", "tester", "-f", clientKey])
        let publicKey = try String(contentsOfFile: clientKey + ".pub", encoding: .utf8)
        try folder.write("authorized_keys", publicKey)
        let access = arguments.contains("--open") ? [] : ["--authorized-keys", folder.path + "/authorized_keys"]
        let all = ["serve"] + (target.isEmpty ? [] : [target]) + ["--ssh", "--ssh-port", "0", "--host-key", folder.path + "/host_key"] + access + arguments

        let pid = try Subprocess.start(binary, all, log: folder.path + "/server.log")
        self.pid = pid

        let deadline = Date().addingTimeInterval(30)
        var found: Int?
        while found == nil, Date() < deadline {
            let log = (try? String(contentsOfFile: folder.path + "/server.log", encoding: .utf8)) ?? ""
            if let range = log.range(of: #"over SSH at 127\.0\.0\.1:\d+"#, options: .regularExpression) {
                found = Int(log[range].split(separator: ":").last ?? "")
            } else {
                try await Task.sleep(for: .milliseconds(50))
            }
        }
        guard let found else {
            kill(pid, SIGKILL)
            throw POSIXError(.ETIMEDOUT)
        }
        port = found
    }

    /// Everything the server logged so far.
    var log: String { (try? String(contentsOfFile: folder.path + "/server.log", encoding: .utf8)) ?? "" }

    /// The options that make OpenSSH's client log in to this server (or through a load balancer on `port`) with
    /// `key` and no questions.
    func clientOptions(key: String? = nil, port: Int? = nil) -> [String] {
        ["-F", "/dev/null", "-p", "\(port ?? self.port)", "-i", key ?? clientKey, "-o", "IdentitiesOnly=yes", "-o", "BatchMode=yes",
         "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
         "-o", "ConnectTimeout=10"]
    }

    /// The command line a shell in tmux types to log in as `user`.
    func loginCommand(user: String = "tester") -> String {
        "ssh -tt " + clientOptions().joined(separator: " ") + " \(user)@127.0.0.1"
    }

    /// The number of descriptors the server has open now.
    var openDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
    }

    /// What each open descriptor of the server is (`3 -> socket:[inode]`, `9 -> /dev/ptmx`,
    /// `4 -> anon_inode:[eventpoll]`...), in the order of their numbers.
    var descriptorTargets: [String] {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.map { name in
            "\(name) -> " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + name)) ?? "?")
        }
    }

    /// The descriptors that connections and sessions hold: sockets (the listener's and each connection's),
    /// pseudo-terminals and pipes. A session left behind shows here; what the server's runtime opens for itself
    /// when first needed (an event loop's epoll, eventfd and timerfd) does not, so the same set before and after
    /// a test's sessions means none of them left anything open, whatever ran first.
    var connectionDescriptors: [String] {
        descriptorTargets.filter { target in
            ["socket:", "pipe:", "/dev/ptmx", "/dev/pts/"].contains { target.split(separator: " ").last?.hasPrefix($0) == true }
        }
    }

    /// Waits until the server holds exactly `connections` (`connectionDescriptors` taken when it was idle) and
    /// has no child; returns why not when it does not within the wait: both lists and the server's log.
    func waitUntilIdle(like connections: [String]) async -> String? {
        if await wait(until: { connectionDescriptors == connections && childCount == 0 }) { return nil }
        return """
            connections and sessions still open: \(connectionDescriptors.joined(separator: ", ")) (idle: \
            \(connections.joined(separator: ", "))); children \(childCount); every descriptor: \
            \(descriptorTargets.joined(separator: ", "))
            \(log)
            """
    }

    /// The server's resident memory in KiB (VmRSS).
    var residentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }

    /// The children (session programs) the server has now.
    var childCount: Int {
        // Each thread lists the children it started; sessions start on the server's event loop threads.
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return threads.reduce(0) { count, thread in
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/children", encoding: .utf8)) ?? ""
            return count + children.split(separator: " ").count
        }
    }

    /// Waits until `condition` holds, checking every 50 ms; returns whether it did within `seconds`.
    func wait(seconds: Double = 20, until condition: () async -> Bool) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while await !condition() {
            if Date() >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return true
    }

    /// Sends `signal` (SIGTERM unless told) and waits for the exit; returns the exit status.
    func terminate(with signal: Int32 = SIGTERM, seconds: Double = 20) async -> Int32? {
        kill(pid, signal)
        let deadline = Date().addingTimeInterval(seconds)
        while exitStatus == nil, Date() < deadline {
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            } else {
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        return exitStatus
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }
}
