import Foundation
import Testing

/// Misbehaving SSH clients, played by Python's asyncssh (Debian's python3-asyncssh, which `make deps-test`
/// installs) against a running `stratus serve --ssh`: what OpenSSH's client cannot be made to do on purpose.
///
/// One run plays, in order: a resize flood (a thousand window-change requests in about a second, then one last
/// size), a shell request without a pty request, two clients that vanish without a goodbye (one while the app is
/// redrawing a frame, one in the middle of an escape sequence), then one well-behaved session that must still be
/// served. Each scenario prints one `name: outcome` line; anything unexpected ends the script with a message.
struct SSHBadClients {
    let python: String

    /// Debian's python3 with asyncssh, or the reason the tests cannot use it.
    static func requirement() async throws -> SSHBadClients {
        // Debian's package is installed for Debian's interpreter, not a python3 earlier in PATH.
        let python = "/usr/bin/python3"
        let probe = try? await Subprocess.run(python, ["-c", "import asyncssh"])
        guard probe?.status == 0 else {
            try Test.cancel("Python's asyncssh is not installed (make test installs python3-asyncssh with apt-get)")
        }
        return SSHBadClients(python: python)
    }

    /// Plays every scenario against the server on `port`, logging in with `key`; returns the script's lines.
    func play(port: Int, key: String, in folder: TemporaryFolder) async throws -> (status: Int32, lines: [String], errors: String) {
        try folder.write("bad_clients.py", Self.script)
        let result = try await Subprocess.run(python, ["-W", "ignore", folder.path + "/bad_clients.py", "\(port)", key])
        return (result.status, result.standardOutput.split(separator: "\n").map(String.init), result.standardError)
    }

    private static let script = #"""
        import asyncio, re, sys
        import asyncssh

        port, key = int(sys.argv[1]), sys.argv[2]

        def login(user):
            return asyncssh.connect("127.0.0.1", port, username=user, client_keys=[key], known_hosts=None)

        async def read_until(process, marker, timeout=20):
            seen = b""
            async def loop():
                nonlocal seen
                while not re.search(marker, seen):
                    chunk = await process.stdout.read(65536)
                    if not chunk:
                        raise EOFError(f"output ended before {marker!r}: {seen[-300:]!r}")
                    seen += chunk
            await asyncio.wait_for(loop(), timeout)
            return seen

        async def app(connection, size=(100, 30)):
            process = await connection.create_process(term_type="xterm-256color", term_size=size, encoding=None)
            await read_until(process, b"Stratus gallery")
            return process

        async def resize_flood():
            async with login("flood") as connection:
                process = await app(connection)
                for index in range(1000):
                    process.change_terminal_size(80 + index % 40, 24 + index % 10)
                    if index % 10 == 9:
                        await asyncio.sleep(0.01)
                # The last size wins: the app redraws with 40 rows, so it moves the cursor to row 40 (with
                # CUP, ESC [ 40 ; column H, or VPA, ESC [ 40 d).
                process.change_terminal_size(120, 40)
                await read_until(process, rb"\x1b\[40[;d]")
                process.stdin.write(b"\t\r")
                await read_until(process, b"Back")
                # Focus starts in the to-do's text field: Esc leaves it (alone, not read as Alt+q), then q quits.
                process.stdin.write(b"\x1b")
                await asyncio.sleep(0.2)
                process.stdin.write(b"q")
                await asyncio.wait_for(process.wait_closed(), 10)
                print(f"resize flood: served, exit {process.exit_status}", flush=True)

        async def no_pty():
            async with login("nopty") as connection:
                try:
                    await connection.create_process(encoding=None)
                    print("no pty: served", flush=True)
                except asyncssh.ChannelOpenError as error:
                    print(f"no pty: refused ({error.reason})", flush=True)

        async def vanish(name, data):
            connection = await login(name)
            process = await app(connection)
            process.change_terminal_size(130, 35)
            process.stdin.write(data)
            await asyncio.sleep(0.005)
            connection.abort()
            print(f"{name}: gone", flush=True)

        async def well_behaved():
            async with login("afterwards") as connection:
                process = await app(connection)
                process.stdin.write(b"\t\r")
                await read_until(process, b"Back")
                # Esc leaves the to-do's text field, where focus starts; a second Esc goes back.
                process.stdin.write(b"\x1b")
                await asyncio.sleep(0.2)
                process.stdin.write(b"\x1b")
                await read_until(process, b"Stratus gallery")
                await asyncio.sleep(0.1)
                process.stdin.write(b"q")
                await asyncio.wait_for(process.wait_closed(), 10)
                print(f"afterwards: served, exit {process.exit_status}", flush=True)

        async def main():
            await resize_flood()
            await no_pty()
            await vanish("cut mid-frame", b"\t\t\t\t")
            await vanish("cut mid-sequence", b"\x1b[1;")
            await well_behaved()

        asyncio.run(main())
        """#
}
