import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `stratus serve --ssh` driven by OpenSSH's real client: in tmux for full sessions (keys in, screen out), and
/// from a plain subprocess for what must be refused.
@Suite("stratus serve --ssh with OpenSSH's client", .serialized)
struct SSHEndToEndTests {
    /// The binary, tmux, ssh and ssh-keygen, or why the tests cannot run.
    static func requirements() throws -> (binary: String, tmux: String, ssh: String, keygen: String) {
        let (binary, tmux) = try TerminalEndToEndTests.requirements()
        guard let ssh = Subprocess.which("ssh"), let keygen = Subprocess.which("ssh-keygen") else {
            try Test.cancel("OpenSSH's client is not installed (make test installs openssh-client with apt-get)")
        }
        return (binary, tmux, ssh, keygen)
    }

    private static let gallery = PackageRoot.path + "/Screens"

    /// Logs in from a new tmux pane and waits for the gallery.
    private func openGallery(_ server: SSHServeProcess, tmux: String, width: Int = 100, height: Int = 30,
                             user: String = "tester") async throws -> TmuxSession {
        let session = try await TmuxSession(tmux: tmux, width: width, height: height)
        try await session.type(line: server.loginCommand(user: user) + "; echo EXIT\"\"=$?")
        let opened = try await session.waitFor("Stratus gallery")
        #expect(opened.found, "the gallery did not show over SSH:\n\(opened.screen)\n\(server.log)")
        return session
    }

    @Test func opensTheGalleryNavigatesTypesInTheFormResizesAndQuits() async throws {
        let (binary, tmux, _, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let idleConnections = server.connectionDescriptors
        let session = try await openGallery(server, tmux: tmux)
        #expect(try await session.isAlternateScreenOn())

        // A bigger window reaches the app through the window-change request: the gallery's divider spans the
        // new width (98 cells at 100 columns).
        try await session.run(["resize-window", "-t", session.name, "-x", "140", "-y", "40"])
        let resized = try await session.waitUntil(timeout: .seconds(10)) {
            try await session.capture().split(separator: "\n").contains { $0.filter { $0 == "─" }.count > 120 }
        }
        let wide = try await session.capture()
        #expect(resized, "the app did not redraw at 140 columns:\n\(wide)")

        // The third entry of the menu is the sign-up form; focus starts on its Name field.
        try await session.send("Tab")
        try await session.send("Tab")
        try await session.send("Enter")
        #expect(try await session.waitFor("I accept the terms").found)
        try await session.run(["send-keys", "-t", session.name, "-l", "Ada Lovelace"])
        let typed = try await session.waitFor("Ada Lovelace")
        #expect(typed.found, "the typed name did not show:\n\(typed.screen)")

        // Ctrl+C quits the app from any field (q would be typed into the name); with a name typed, it asks first
        // and a second one quits.
        try await session.send("C-c")
        #expect(try await session.waitFor("Lose what you typed?").found)
        try await session.send("C-c")
        let exited = try await session.waitFor("EXIT=")
        #expect(exited.found, "ssh did not end with the app:\n\(exited.screen)")
        #expect(try await !session.isAlternateScreenOn())

        // One start line and one end line, with the user, the key's fingerprint, the address and the bytes.
        let fingerprint = try await Subprocess.run(keygen, ["-l", "-f", server.clientKey]).standardOutput
            .split(separator: " ")[1]
        await #expect(server.wait { server.log.contains("ssh session end") })
        let log = server.log
        let start = log.split(separator: "\n").first { $0.contains("ssh session start") } ?? ""
        let end = log.split(separator: "\n").first { $0.contains("ssh session end") } ?? ""
        for line in [start, end] {
            #expect(line.contains("user=tester") && line.contains("key=\(fingerprint)") && line.contains("address=127.0.0.1:"),
                    "log line: \(line)")
        }
        #expect(end.contains("duration=") && end.contains("bytes_in=") && end.contains("bytes_out=") && end.contains("status="))
        #expect(!end.contains("bytes_out=0 "))

        // Every descriptor of the session is closed again, and its program is gone.
        let left = await server.waitUntilIdle(like: idleConnections)
        #expect(left == nil, "\(left ?? "")")
        await #expect(server.terminate() == 0)
    }

    @Test func twoSessionsAtOnceKeepTheirOwnState() async throws {
        let (binary, tmux, _, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let first = try await openGallery(server, tmux: tmux, user: "first")
        let second = try await openGallery(server, tmux: tmux, width: 90, height: 28, user: "second")
        for session in [first, second] {
            try await session.send("Tab")
            try await session.send("Tab")
            try await session.send("Enter")
            #expect(try await session.waitFor("I accept the terms").found)
        }
        try await first.run(["send-keys", "-t", first.name, "-l", "Grace Hopper"])
        try await second.run(["send-keys", "-t", second.name, "-l", "Alan Turing"])
        let firstTyped = try await first.waitFor("Grace Hopper")
        #expect(firstTyped.found, "\(firstTyped.screen)")
        #expect(try await second.waitFor("Alan Turing").found)
        #expect(try await !first.capture().contains("Alan Turing"))
        #expect(try await !second.capture().contains("Grace Hopper"))

        // The first leaves; the second keeps its screen and state.
        try await first.send("C-c")
        #expect(try await first.waitFor("Lose what you typed?").found)
        try await first.send("C-c")
        #expect(try await first.waitFor("EXIT=").found)
        try await second.run(["send-keys", "-t", second.name, "-l", " Jr"])
        #expect(try await second.waitFor("Alan Turing Jr").found)
        #expect(server.log.contains("user=first") && server.log.contains("user=second"))
    }

    @Test func aWrongKeyIsRefusedAndTheServerKeepsServing() async throws {
        let (binary, _, ssh, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let stranger = server.folder.path + "/stranger_key"
        try await Subprocess.run(keygen, ["-q", "-t", "ed25519", "-N", "", "-f", stranger])
        let refused = try await Subprocess.run(ssh, server.clientOptions(key: stranger) + ["-T", "mallory@127.0.0.1"])
        #expect(refused.status == 255)
        #expect(refused.standardError.contains("Permission denied (publickey)"), "\(refused.standardError)")
        #expect(server.log.contains("ssh key refused"))

        // The right key still gets in; without a terminal the session says what it needs.
        let noTerminal = try await Subprocess.run(ssh, server.clientOptions() + ["-T", "tester@127.0.0.1"])
        #expect(noTerminal.status != 0)
        // OpenSSH's client exits on the refusal before it shows the server's explanation on stderr.
        #expect(noTerminal.standardError.contains("shell request failed"), "\(noTerminal.standardError)")
        await #expect(server.terminate() == 0)
    }

    @Test func openServerRefusesCommandsSubsystemsAndForwarding() async throws {
        let (binary, _, ssh, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery, arguments: ["--open"])
        #expect(server.log.contains("Warning: --open lets anyone"))

        func refuseEverything() async throws {
            let exec = try await Subprocess.run(ssh, server.clientOptions() + ["anyone@127.0.0.1", "cat", "/etc/passwd"])
            // Not only OpenSSH's "exec request failed": what the server offers instead, and how to reach it.
            #expect(exec.status == 1, "\(exec.status): \(exec.standardError)")
            #expect(exec.standardError.contains("this server runs no commands; it shows its app on a terminal")
                    && exec.standardError.contains("connect without a command: ssh -t"), "\(exec.standardError)")
            #expect(!exec.standardOutput.contains("root:"))

            let sftp = try await Subprocess.run(ssh, server.clientOptions() + ["-s", "anyone@127.0.0.1", "sftp"])
            #expect(sftp.status != 0)
            #expect(sftp.standardError.contains("subsystem request failed"), "\(sftp.standardError)")

            // -W asks for a direct TCP/IP channel (local forwarding), -R for a listening port on the server.
            let local = try await Subprocess.run(ssh, server.clientOptions() + ["-W", "127.0.0.1:\(server.port)", "anyone@127.0.0.1"])
            #expect(local.status == 255)
            #expect(local.standardError.contains("forwarding failed"), "\(local.standardError)")
            let remote = try await Subprocess.run(ssh, server.clientOptions() + [
                "-o", "ExitOnForwardFailure=yes", "-R", "0:127.0.0.1:\(server.port)", "-N", "anyone@127.0.0.1"])
            #expect(remote.status == 255)
            #expect(remote.standardError.contains("forwarding failed"), "\(remote.standardError)")
        }

        // The first connections may open what the server keeps for all of them (an event loop's descriptors):
        // counted once they are over and the count has stopped moving, the second round must leave it as it was.
        try await refuseEverything()
        var settled = server.openDescriptors
        #expect(await server.wait {
            try? await Task.sleep(for: .milliseconds(300))
            defer { settled = server.openDescriptors }
            return server.openDescriptors == settled && server.childCount == 0
        })
        try await refuseEverything()
        #expect(await server.wait { server.openDescriptors == settled },
                "descriptors \(server.openDescriptors) after the second round, \(settled) after the first")
        #expect(server.childCount == 0)
    }

    @Test func overTheLimitAClientIsToldTheServerIsFull() async throws {
        let (binary, tmux, ssh, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery,
                                         arguments: ["--max-sessions", "1"])
        let first = try await openGallery(server, tmux: tmux)
        let second = try await Subprocess.run(ssh, server.clientOptions() + ["-tt", "tester@127.0.0.1"])
        #expect(second.standardOutput.contains("the server is full (1 sessions at once)"), "\(second)")
        #expect(second.status == 1)
        #expect(server.log.contains("ssh session refused: server full"))
        try await first.send("q")
        #expect(try await first.waitFor("EXIT=0").found)
    }

    @Test func sigtermEndsEverySessionWithAMessageAndRestoresItsTerminal() async throws {
        let (binary, tmux, _, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let session = try await openGallery(server, tmux: tmux)
        await #expect(server.terminate() == 0)
        let told = try await session.waitFor("The server is shutting down")
        #expect(told.found, "no goodbye:\n\(told.screen)")
        #expect(try await session.waitFor("EXIT=").found)
        #expect(try await !session.isAlternateScreenOn())
        #expect(server.log.contains("reason=shutdown"))
    }

    /// SIGHUP (the terminal that runs the server closed) ends the server as SIGTERM does: every client is told,
    /// gets its terminal back, and each session's end is logged.
    @Test func sighupEndsEverySessionWithAMessageAndRestoresTheirTerminals() async throws {
        let (binary, tmux, _, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let sessions = [try await openGallery(server, tmux: tmux), try await openGallery(server, tmux: tmux)]
        await #expect(server.terminate(with: SIGHUP) == 0)
        for session in sessions {
            let told = try await session.waitFor("The server is shutting down")
            #expect(told.found, "no goodbye:\n\(told.screen)")
            #expect(try await session.waitFor("EXIT=").found)
            #expect(try await !session.isAlternateScreenOn())
        }
        let ends = server.log.split(separator: "\n").filter { $0.contains("ssh session end") && $0.contains("reason=shutdown") }
        #expect(ends.count == 2, "\(server.log)")
    }

    /// Garbage, a connection cut in the middle of a packet, and a resize storm: each client is dropped or
    /// served, and the others are not disturbed.
    @Test func survivesGarbageCutFramesAndResizeStorms() async throws {
        let (binary, tmux, _, keygen) = try Self.requirements()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let idleConnections = server.connectionDescriptors
        let session = try await openGallery(server, tmux: tmux)

        for payload in ["GET / HTTP/1.1\r\n\r\n", "SSH-2.0-fuzz\r\n" + String(repeating: "\u{7}\u{0}\u{FF}", count: 3000),
                        "SSH-2.0-cut\r\n\u{0}\u{0}\u{1}"] {
            let socket = try Self.connect(port: server.port)
            _ = Array(payload.utf8).withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            try await Task.sleep(for: .milliseconds(100))
            close(socket)
        }
        for size in 0..<200 {
            try await session.run(["resize-window", "-t", session.name, "-x", "\(80 + size % 40)", "-y", "\(24 + size % 10)"])
        }
        try await session.run(["resize-window", "-t", session.name, "-x", "120", "-y", "30"])
        try await session.send("Tab")
        try await session.send("Enter")
        let demo = try await session.waitFor("Back")
        #expect(demo.found, "the session stopped answering after the storm:\n\(demo.screen)")
        // Focus starts in the to-do's text field: Escape leaves it, a second one goes back.
        try await session.send("Escape")
        try await Task.sleep(for: .milliseconds(200))
        try await session.send("Escape")
        #expect(try await session.waitFor("Stratus gallery").found)
        try await session.send("q")
        #expect(try await session.waitFor("EXIT=0").found)
        let left = await server.waitUntilIdle(like: idleConnections)
        #expect(left == nil, "\(left ?? "")")
    }

    /// A thousand resizes in a second, a shell without a pty, clients that vanish mid-frame and mid-sequence: each
    /// is served or refused, a well-behaved session after them is served, and two rounds of them leave the
    /// server's descriptors, children and memory where they were.
    @Test func misbehavingClientsLeakNoDescriptorsProcessesOrMemory() async throws {
        let (binary, _, _, keygen) = try Self.requirements()
        let clients = try await SSHBadClients.requirement()
        let server = try await SSHServeProcess(binary: binary, keygen: keygen, target: Self.gallery)
        let idleConnections = server.connectionDescriptors
        var residentAfterRound: [Int] = []
        for _ in 0..<2 {
            let played = try await clients.play(port: server.port, key: server.clientKey, in: server.folder)
            #expect(played.status == 0, "\(played.errors)\n\(server.log)")
            #expect(played.lines == [
                "resize flood: served, exit 0",
                "no pty: refused (Session request failed)",
                "cut mid-frame: gone",
                "cut mid-sequence: gone",
                "afterwards: served, exit 0",
            ], "\(played.errors)")
            let left = await server.waitUntilIdle(like: idleConnections)
            #expect(left == nil, "\(left ?? "")")
            residentAfterRound.append(server.residentKiB)
        }
        // The first round warms the server's allocator and buffer pools; a session that leaked would grow the
        // second round's figure by its buffers (a flood session alone writes over 100 KiB).
        #expect(residentAfterRound[1] - residentAfterRound[0] < 1024, "resident KiB after each round: \(residentAfterRound)")
        // The vanished clients are logged as such.
        let vanished = server.log.split(separator: "\n").filter { $0.contains("user=cut mid-") && $0.contains("ssh session end") }
        #expect(vanished.count == 4 && vanished.allSatisfy { $0.contains("reason=client disconnected") }, "\(vanished)")
        await #expect(server.terminate() == 0)
    }

    private static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else { throw POSIXError(.ECONNREFUSED) }
        return socket
    }
}
