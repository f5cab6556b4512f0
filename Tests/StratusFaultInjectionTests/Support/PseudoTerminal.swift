import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real pseudo-terminal with a child process on its slave side: the test plays the terminal emulator.
///
/// The child runs in a session of its own with the slave as controlling terminal, so that resizes reach it as
/// SIGWINCH and terminal modes are the ones a shell would hand over (canonical input, echo on).
final class PseudoTerminal {
    let master: Int32
    let child: pid_t
    private(set) var output: [UInt8] = []
    private(set) var exitStatus: Int32?

    /// `TIOCSPTLCK`, `TIOCGPTN` and `POSIX_SPAWN_SETSID` on Linux (function-like macros Swift cannot import).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430
    private static let spawnNewSession: Int16 = 0x80

    /// The modes of the slave before the child started (what the child must restore).
    let initialModes: termios

    /// Starts `arguments` (the first is the executable path) on a new pseudo-terminal of `columns` x `rows`.
    init(_ arguments: [String], columns: UInt16, rows: UInt16, environment: [String: String]) throws {
        // posix_openpt, unlockpt and ptsname are hidden from Swift's Glibc module (they need _XOPEN_SOURCE), so
        // this does what they do on Linux: open the multiplexer, unlock the slave, ask for its number.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, Self.unlockRequest, &unlock) == 0,
              ioctl(master, Self.numberRequest, &number) == 0 else {
            throw PseudoTerminalError(description: "no pseudo-terminal: errno \(errno)")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        var modes = termios()
        let probe = open(slavePath, O_RDWR | O_NOCTTY)
        tcgetattr(probe, &modes)
        close(probe)
        initialModes = modes

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, the first terminal the session leader opens becomes its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Self.spawnNewSession)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard spawned == 0 else { throw PseudoTerminalError(description: "spawn failed: \(spawned)") }
        child = pid
    }

    deinit {
        if exitStatus == nil {
            kill(child, SIGKILL)
            var status: Int32 = 0
            waitpid(child, &status, 0)
        }
        close(master)
    }

    /// Reads what the child wrote until `condition` holds on the whole output, the child exits, or `seconds` pass.
    @discardableResult
    func read(until condition: ([UInt8]) -> Bool, seconds: Double = 20) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition(output) {
            if exitStatus != nil { drain(); return condition(output) }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, Int32(min(remaining, 0.2) * 1000)) > 0 { drain() }
            // A child that exited leaves the master readable (hang-up) forever: check for the exit every time.
            reap()
        }
        return true
    }

    /// Whether the output contains `text`.
    func outputContains(_ text: String) -> Bool {
        output.firstRange(of: Array(text.utf8)) != nil
    }

    /// The output written after the last occurrence of `marker` (everything when it never occurs).
    func output(afterLast marker: String) -> [UInt8] {
        let needle = Array(marker.utf8)
        var start = 0
        var search = output[...]
        while let range = search.firstRange(of: needle) {
            start = range.upperBound
            search = output[range.upperBound...]
        }
        return Array(output[start...])
    }

    /// Writes keys to the child, as typed.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count) }
    }

    /// Changes the window size (the kernel sends SIGWINCH to the child's foreground process group).
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Sends a signal to the child.
    func signal(_ number: Int32) {
        kill(child, number)
    }

    /// Waits for the child to exit (draining its output meanwhile) and returns its raw wait status.
    func waitForExit(seconds: Double = 20) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while exitStatus == nil && Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 100) > 0 { drain() }
            reap()
        }
        drain()
        return exitStatus
    }

    /// The slave's current modes (read through the master, which shares them).
    var currentModes: termios {
        var modes = termios()
        tcgetattr(master, &modes)
        return modes
    }

    private func reap() {
        guard exitStatus == nil else { return }
        var status: Int32 = 0
        if waitpid(child, &status, WNOHANG) == child { exitStatus = status }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 else { return }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += buffer[..<count]
        }
    }
}

/// A pseudo-terminal that could not be set up.
struct PseudoTerminalError: Error, CustomStringConvertible {
    var description: String
}
