import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Two `stratus serve --ssh --proxy-protocol` instances behind HAProxy (Debian's package, which `make deps-test`
/// installs when it may) in TCP mode, one sent PROXY v1 and the other v2 (Docs/Serving.md, "More than one
/// machine"). Clients connect from other loopback addresses than HAProxy's (127.0.0.2, 127.0.0.4), so the logs
/// and the per-source limits show whose address each instance saw.
@Suite("stratus serve --ssh behind HAProxy with the PROXY protocol", .serialized)
struct SSHLoadBalancerEndToEndTests {
    private static let gallery = PackageRoot.path + "/Screens"

    static func haproxy() throws -> String {
        guard let path = Subprocess.which("haproxy") ?? ["/usr/sbin/haproxy"].first(where: FileManager.default.isExecutableFile)
        else { try Test.cancel("HAProxy is not installed (make deps-test installs haproxy with apt-get when it may)") }
        return path
    }

    @Test func bothInstancesServeSessionsAndSeeTheClientsAddress() async throws {
        let (binary, tmux, _, keygen) = try SSHEndToEndTests.requirements()
        let haproxy = try Self.haproxy()
        // Three connections a second from one address, at most: the flood below is held to it by its own address.
        let arguments = ["--open", "--proxy-protocol", "--proxy-protocol-from", "127.0.0.1/32", "--per-source-rate", "3"]
        let servers = await [try SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery, arguments: arguments),
                       try SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery, arguments: arguments)]
        let idleConnections = servers.map(\.connectionDescriptors)
        let balancer = try await LoadBalancer(haproxy: haproxy, backends: [(servers[0].port, "send-proxy"), (servers[1].port, "send-proxy-v2")])

        // A flood from 127.0.0.4: each instance lets its first three through and refuses the rest, by that address.
        let flood = try await Self.connect(port: balancer.port, from: "127.0.0.4", times: 16)
        #expect(flood.served < 16, "the flood was not throttled: \(flood)")
        for server in servers {
            await #expect(server.wait { server.log.contains("connecting too fast") }, "\(server.log)")
            let refused = server.log.split(separator: "\n").filter { $0.contains("ssh connection refused") }
            #expect(refused.allSatisfy { $0.contains("address=127.0.0.4:") }, "\(refused)")
        }

        // Sessions from 127.0.0.2 are another source: served, one by each instance (round robin).
        var sessions: [TmuxSession] = []
        for _ in 0..<2 {
            let session = try await TmuxSession(tmux: tmux, width: 100, height: 30)
            let options = servers[0].clientOptions(port: balancer.port).joined(separator: " ")
            try await session.type(line: "ssh -tt -b 127.0.0.2 \(options) visitor@127.0.0.1; echo EXIT\"\"=$?")
            let opened = try await session.waitFor("Stratus gallery")
            #expect(opened.found, "no gallery through HAProxy:\n\(opened.screen)\n\(balancer.log)")
            sessions.append(session)
        }
        for server in servers {
            let start = server.log.split(separator: "\n").first { $0.contains("ssh session start") } ?? ""
            #expect(start.contains("address=127.0.0.2:") && start.contains("user=visitor"), "\(server.log)")
        }
        for session in sessions {
            try await session.send("q")
            #expect(try await session.waitFor("EXIT=0").found)
        }
        for (server, idle) in zip(servers, idleConnections) {
            let left = await server.waitUntilIdle(like: idle)
            #expect(left == nil, "\(left ?? "")")
            await #expect(server.terminate() == 0)
        }
    }

    /// Bad input: no header where one is expected, a header from an address that is not the load balancer, a
    /// header where none is expected. Each connection is refused and logged, and leaves nothing behind.
    @Test func refusesMissingForgedAndUnexpectedHeaders() async throws {
        let (binary, _, _, keygen) = try SSHEndToEndTests.requirements()
        let proxied = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery,
                                          arguments: ["--open", "--proxy-protocol", "--proxy-protocol-from", "127.0.0.1/32"])
        let plain = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery, arguments: ["--open"])
        let idle = [proxied.connectionDescriptors, plain.connectionDescriptors]
        let header = "PROXY TCP4 198.51.100.9 127.0.0.1 40000 22\\r\\n"
        let cases: [(SSHServeProcess, String, String, String)] = [
            (proxied, "127.0.0.1", "SSH-2.0-OpenSSH_9.2\\r\\n", "no PROXY header"),
            (proxied, "127.0.0.5", header + "SSH-2.0-OpenSSH_9.2\\r\\n", "not a load balancer (--proxy-protocol-from 127.0.0.1/32)"),
            (plain, "127.0.0.1", header + "SSH-2.0-OpenSSH_9.2\\r\\n", "this server expects none"),
        ]
        for (server, source, payload, reason) in cases {
            let outcome = try await Self.send(payload, port: server.port, from: source)
            // Closed, or reset when the server closed with the client's bytes unread.
            #expect(outcome.hasSuffix("closed") || outcome.lowercased().contains("reset"), "\(reason): \(outcome)")
            await #expect(server.wait { server.log.contains(reason) }, "\(reason) not logged:\n\(server.log)")
            // One refusal a second is logged: the next case must not fall in the same second.
            try await Task.sleep(for: .milliseconds(1100))
        }
        for (server, connections) in zip([proxied, plain], idle) {
            let left = await server.waitUntilIdle(like: connections)
            #expect(left == nil, "\(left ?? "")")
            await #expect(server.terminate() == 0)
        }
    }

    /// Opens `times` connections to `port` from `source`, one after the other, and counts those that got an SSH
    /// version line (served) rather than being closed.
    private static func connect(port: Int, from source: String, times: Int) async throws -> (served: Int, output: String) {
        let script = """
            import socket, sys
            served = 0
            for _ in range(\(times)):
                s = socket.create_connection(("127.0.0.1", \(port)), timeout=5, source_address=("\(source)", 0))
                try:
                    served += s.recv(8).startswith(b"SSH-")
                except OSError:
                    pass
                s.close()
            print(served)
            """
        let result = try await Subprocess.run("/usr/bin/env", ["python3", "-c", script])
        return (Int(result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1, result.standardOutput + result.standardError)
    }

    /// Sends `payload` to `port` from `source`; returns what came back, then `closed` when the server closed.
    private static func send(_ payload: String, port: Int, from source: String) async throws -> String {
        let script = """
            import socket
            s = socket.create_connection(("127.0.0.1", \(port)), timeout=5, source_address=("\(source)", 0))
            s.sendall(b"\(payload)")
            received = b""
            try:
                while True:
                    chunk = s.recv(4096)
                    if not chunk:
                        break
                    received += chunk
                print(received.decode(errors="replace") + "closed", end="")
            except OSError as error:
                print(received.decode(errors="replace") + str(error), end="")
            """
        return try await Subprocess.run("/usr/bin/env", ["python3", "-c", script]).standardOutput
    }
}

/// HAProxy in TCP mode on a free port of 127.0.0.1, round robin over `backends` with their PROXY option, run in
/// the foreground and stopped when the test lets go of it.
final class LoadBalancer {
    let port: Int
    let folder: TemporaryFolder
    private let pid: pid_t

    init(haproxy: String, backends: [(port: Int, option: String)]) async throws {
        folder = try TemporaryFolder()
        port = try Self.freePort()
        let servers = backends.enumerated().map { index, backend in
            "    server instance\(index) 127.0.0.1:\(backend.port) \(backend.option)"
        }
        let configuration = """
            global
                maxconn 2000
            defaults
                mode tcp
                timeout connect 5s
                timeout client 10m
                timeout server 10m
            frontend ssh
                bind 127.0.0.1:\(port)
                default_backend stratus
            backend stratus
                balance roundrobin
            \(servers.joined(separator: "\n"))

            """
        try folder.write("haproxy.cfg", configuration)
        pid = try Subprocess.start(haproxy, ["-db", "-f", folder.path + "/haproxy.cfg"], log: folder.path + "/haproxy.log")
        // Listening once a connection to its port is taken.
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port: port), Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
    }

    /// What HAProxy wrote.
    var log: String { (try? String(contentsOfFile: folder.path + "/haproxy.log", encoding: .utf8)) ?? "" }

    deinit {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: 0, sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")),
                                  sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw POSIXError(.EADDRINUSE) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    private static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in(sin_family: sa_family_t(AF_INET), sin_port: in_port_t(UInt16(port).bigEndian),
                                  sin_addr: in_addr(s_addr: inet_addr("127.0.0.1")), sin_zero: (0, 0, 0, 0, 0, 0, 0, 0))
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
