import Foundation
import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// A child process on a pseudo-terminal of its own: what one SSH session runs.
///
/// The child is started with `posix_spawn` in a new session (setsid) whose controlling terminal is the slave side,
/// so it is the terminal's foreground process group: a window size set with `resize` reaches it as SIGWINCH, and
/// closing the master hangs it up. It gets default signal handling and an empty signal mask, and inherits no
/// descriptor of the server but the slave (everything the server opens is close-on-exec), so no session can see
/// another's terminal.
public final class PseudoTerminalProcess: @unchecked Sendable {
    /// The master side, kept by the server (close-on-exec).
    public let master: CInt
    /// The child's process id.
    public let pid: pid_t
    private let lock = NSLock()
    private var status: CInt?
    private var masterClosed = false

    /// `TIOCSPTLCK`, `TIOCGPTN` and the posix_spawn flags on Linux (macros Swift cannot import).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430
    private static let spawnSetSignalDefaults: Int16 = 0x04
    private static let spawnSetSignalMask: Int16 = 0x08
    private static let spawnNewSession: Int16 = 0x80

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, CInt) -> CInt

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time because Swift's
    /// Glibc module does not show it; nil on an older C library, where close-on-exec alone keeps descriptors out.
    private static let addCloseFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Starts `executable` with `arguments` (not counting argv[0]) and exactly `environment` on a new
    /// pseudo-terminal of `columns` x `rows` cells.
    ///
    /// - Throws: `SSHServeError` (`.session`) when no pseudo-terminal can be had or the program cannot start.
    public init(executable: String, arguments: [String], environment: [String: String],
                columns: Int, rows: Int) throws {
        // posix_openpt, unlockpt and ptsname are hidden from Swift's Glibc module; this does what they do on Linux.
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else {
            throw SSHServeError(.session, "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        var unlock: CInt = 0
        var number: CUnsignedInt = 0
        guard ioctl(master, Self.unlockRequest, &unlock) == 0, ioctl(master, Self.numberRequest, &number) == 0 else {
            let reason = String(cString: strerror(errno))
            close(master)
            throw SSHServeError(.session, "cannot unlock the pseudo-terminal: \(reason)")
        }
        Self.setSize(of: master, columns: columns, rows: rows)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // After setsid, the first terminal a session leader opens without O_NOCTTY becomes its controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/pts/\(number)", O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        // Everything else the server has open stays out of the child, close-on-exec or not.
        _ = Self.addCloseFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        // The server ignores SIGPIPE (SwiftNIO does) and watches SIGTERM, SIGINT and SIGHUP; an ignored signal stays
        // ignored across exec unless reset. Every signal: glibc skips those that cannot be caught and its own.
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Self.spawnNewSession | Self.spawnSetSignalMask | Self.spawnSetSignalDefaults)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            throw SSHServeError(.session, "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.master = master
        self.pid = pid
    }

    deinit {
        closeMaster()
    }

    /// Sets the terminal's size; the kernel sends SIGWINCH to the child when it changed.
    public func resize(columns: Int, rows: Int) {
        lock.withLock {
            guard !masterClosed else { return }
            Self.setSize(of: master, columns: columns, rows: rows)
        }
    }

    /// Sends `signal` to the child's process group (the session it leads), unless the child was reaped.
    public func send(_ signal: CInt) {
        lock.withLock {
            guard status == nil else { return }
            kill(-pid, signal)
            kill(pid, signal)
        }
    }

    /// A duplicate of the master (close-on-exec) for a channel to own.
    public func duplicateMaster() throws -> CInt {
        let copy = fcntl(master, F_DUPFD_CLOEXEC, 0)
        guard copy >= 0 else { throw SSHServeError(.session, "cannot duplicate the terminal: \(String(cString: strerror(errno)))") }
        return copy
    }

    /// Closes the server's master descriptor (once).
    public func closeMaster() {
        lock.withLock {
            guard !masterClosed else { return }
            masterClosed = true
            close(master)
        }
    }

    /// The raw wait status once the child exited and was reaped, else nil (never blocks).
    public func reap() -> CInt? {
        lock.withLock {
            if let status { return status }
            var raw: CInt = 0
            let result = waitpid(pid, &raw, WNOHANG)
            if result == pid { status = raw }
            // ECHILD: someone else reaped it; count it as gone rather than waiting forever.
            if result < 0, errno == ECHILD { status = 0 }
            return status
        }
    }

    /// Waits on `loop` until the child exits: SIGHUP at once, SIGKILL after `grace`; succeeds with the wait status.
    public func terminate(on loop: any EventLoop, grace: TimeAmount = .seconds(2)) -> EventLoopFuture<CInt> {
        if let status = reap() { return loop.makeSucceededFuture(status) }
        send(SIGHUP)
        let promise = loop.makePromise(of: CInt.self)
        let deadline = NIODeadline.now() + grace
        poll(on: loop, deadline: deadline, killed: false, promise: promise)
        return promise.futureResult
    }

    /// Waits on `loop` for an exit that is already under way (the terminal closed), with the same escalation.
    public func waitForExit(on loop: any EventLoop, grace: TimeAmount = .seconds(2)) -> EventLoopFuture<CInt> {
        if let status = reap() { return loop.makeSucceededFuture(status) }
        let promise = loop.makePromise(of: CInt.self)
        poll(on: loop, deadline: .now() + grace, killed: false, promise: promise)
        return promise.futureResult
    }

    private func poll(on loop: any EventLoop, deadline: NIODeadline, killed: Bool, promise: EventLoopPromise<CInt>) {
        // A task cancelled by the event loop shutting down fails the promise instead of leaving it pending.
        let task = loop.scheduleTask(in: .milliseconds(10)) {
            if let status = self.reap() { promise.succeed(status); return }
            if !killed, NIODeadline.now() >= deadline {
                self.send(SIGKILL)
                self.poll(on: loop, deadline: deadline, killed: true, promise: promise)
            } else {
                self.poll(on: loop, deadline: deadline, killed: killed, promise: promise)
            }
        }
        task.futureResult.whenFailure { promise.fail($0) }
    }

    /// The exit code an SSH client is told for a raw wait status (128 + signal for a signalled child).
    public static func exitCode(of status: CInt) -> Int {
        let signal = status & 0x7F
        return signal == 0 ? Int((status >> 8) & 0xFF) : 128 + Int(signal)
    }

    private static func setSize(of descriptor: CInt, columns: Int, rows: Int) {
        var size = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(descriptor, UInt(TIOCSWINSZ), &size)
    }
}
