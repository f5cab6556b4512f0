import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program started the way a shell starts one: with an empty signal mask and every signal's default action,
/// whatever the thread that starts it blocks or the process ignores.
///
/// Foundation's `Process` hands the child the signal mask of the thread that calls `run()`; a thread of Swift's
/// concurrency pool blocks nearly every signal, so a child started from there could be stopped by `kill -9` alone.
/// This starts the child with `posix_spawn` and `POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF` instead. The child
/// inherits no descriptor of this process but the three it is given (everything else is closed in the child on
/// glibc 2.34 and later, and the descriptors this type opens are close-on-exec everywhere). A thread of its own
/// waits for the exit, so the child never lingers as a zombie.
public final class ChildProcess: @unchecked Sendable {
    /// Where one of the child's standard streams goes.
    public enum Stream: Sendable {
        /// The same as this process's.
        case inherited
        /// `/dev/null`.
        case nullDevice
        /// A descriptor of this process (a pipe's end); this process still owns it.
        case descriptor(CInt)
    }

    /// How a child ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)

        /// The status a shell shows for it (`$?`): the exit status, or 128 plus the signal.
        public var shellStatus: Int32 {
            switch self {
            case .exited(let status): status
            case .signalled(let signal): 128 + signal
            }
        }
    }

    /// The child's process id.
    public let pid: pid_t
    private let lock = NSLock()
    private var termination: Termination?
    private var exitHandlers: [@Sendable (Termination) -> Void] = []

    /// `POSIX_SPAWN_SETSIGDEF` and `POSIX_SPAWN_SETSIGMASK` on Linux (macros Swift cannot import).
    private static let spawnSetSignalDefaults: Int16 = 0x04
    private static let spawnSetSignalMask: Int16 = 0x08

    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, CInt) -> CInt

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time because Swift's
    /// Glibc module does not show it.
    private static let addCloseFrom: CloseFrom? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else {
            return nil
        }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Starts `executable` (an absolute path) with `arguments` (not counting argv[0]) and this process's
    /// environment; its standard streams go where `input`, `output` and `errors` say.
    ///
    /// - Throws: `StratusCoreError` (`.process`) with the system's reason when the program cannot start.
    public init(executable: String, arguments: [String], input: Stream = .inherited, output: Stream = .inherited,
                errors: Stream = .inherited) throws(StratusCoreError) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, stream) in [(CInt(0), input), (1, output), (2, errors)] {
            switch stream {
            case .inherited: break
            case .nullDevice: posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        Self.closeInheritedDescriptors(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Self.setCleanSignals(&attributes)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard spawned == 0 else {
            throw StratusCoreError(.process, "cannot start \(executable): \(String(cString: strerror(spawned)))")
        }
        self.pid = pid
        let thread = Thread { [self] in waitForExit() }
        thread.name = "stratus.child.\(pid)"
        thread.start()
    }

    /// Makes `actions` close, in the child, every descriptor above its standard streams, whether close-on-exec or
    /// not (a descriptor another thread opened without the flag would otherwise leak into the child, and keep a
    /// pipe or a connection of this process open as long as the child runs). Does nothing on glibc older than 2.34.
    public static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
        _ = addCloseFrom?(&actions, 3)
    }

    /// Makes `attributes` start a child with no signal blocked and every signal's default action: the ones this
    /// process ignores (SIGPIPE, for one) or handles alike. Shared by every child Stratus starts.
    public static func setCleanSignals(_ attributes: inout posix_spawnattr_t) {
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        // Every signal: glibc skips the two that cannot be caught (SIGKILL, SIGSTOP) and those it keeps for itself.
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags: Int16 = 0
        posix_spawnattr_getflags(&attributes, &flags)
        posix_spawnattr_setflags(&attributes, flags | spawnSetSignalMask | spawnSetSignalDefaults)
    }

    /// How the child ended, or nil while it runs.
    public var exit: Termination? { lock.withLock { termination } }

    /// Whether the child still runs.
    public var isRunning: Bool { exit == nil }

    /// Sends `signal` to the child unless it has ended (its id may be another process's by then).
    public func send(_ signal: Int32) {
        lock.withLock {
            guard termination == nil else { return }
            _ = kill(pid, signal)
        }
    }

    /// Runs `handler` once the child ended (at once, on this thread, when it has already), on the waiting thread.
    public func onExit(_ handler: @escaping @Sendable (Termination) -> Void) {
        let ended: Termination? = lock.withLock {
            if termination == nil { exitHandlers.append(handler) }
            return termination
        }
        if let ended { handler(ended) }
    }

    /// Asks the child to end with SIGTERM, and ends it with SIGKILL when it still runs after `grace`.
    public func terminate(grace: Duration) {
        send(SIGTERM)
        let milliseconds = Int(grace.components.seconds * 1000 + grace.components.attoseconds / 1_000_000_000_000_000)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [self] in
            send(SIGKILL)
        }
    }

    private func waitForExit() {
        var status: Int32 = 0
        var result: pid_t
        repeat { result = waitpid(pid, &status, 0) } while result < 0 && errno == EINTR
        // ECHILD: something else reaped it; it is gone all the same.
        let ended: Termination = result < 0 ? .exited(0)
            : (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        let handlers = lock.withLock {
            termination = ended
            defer { exitHandlers = [] }
            return exitHandlers
        }
        handlers.forEach { $0(ended) }
    }
}
