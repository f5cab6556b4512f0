import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for the terminal's input without polling it: the run loop sleeps until a byte arrives, the terminal is
/// resized, something else asks for a frame (`wake()`), or a timeout passes.
///
/// The wait is a `poll(2)` on the input and on a wake pipe (a socket pair on Linux, made close-on-exec at once), made on a dispatch thread, so the main actor stays
/// free for the engine's work (a screen that finished loading, an image that arrived) while the app waits; that
/// work asks for a frame through `Terminal.setNeedsDraw()`, which calls `wake()`. A resize reaches the wait
/// through SIGWINCH: the handler that was installed before (ncurses's, which makes the next read report
/// `KEY_RESIZE`) runs first, then a byte goes into the wake pipe; both are async-signal-safe.
///
/// Nothing is read from the input here: ncurses reads it, on the main actor, after the wait.
final class InputReadiness: Sendable {
    private let input: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32

    /// The wake pipe of the readiness that hears resizes (-1: none); read by the SIGWINCH handler.
    private static let resizeWakeWriter = Atomic<Int32>(-1)
    /// What SIGWINCH did before `listenForResizes()`; written once before the handler is installed.
    nonisolated(unsafe) private static var previousResizeAction = sigaction()

    /// A readiness for the input descriptor `input`; nil when no pipe can be made (the caller then polls).
    init?(input: Int32) {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec from the start: a process started meanwhile on another thread must not inherit the pipe.
        #if canImport(Glibc)
        let kind = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue | SOCK_NONBLOCK.rawValue)
        guard socketpair(AF_UNIX, kind, 0, &ends) == 0 else { return nil }
        #else
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        #endif
        self.input = input
        wakeReader = ends[0]
        wakeWriter = ends[1]
    }

    deinit {
        _ = Self.resizeWakeWriter.compareExchange(expected: wakeWriter, desired: -1, ordering: .sequentiallyConsistent)
        close(wakeReader)
        close(wakeWriter)
    }

    /// Makes a resize end the wait: chains a SIGWINCH handler after the one installed now (ncurses's).
    func listenForResizes() {
        guard Self.resizeWakeWriter.exchange(wakeWriter, ordering: .sequentiallyConsistent) == -1 else { return }
        Self.previousResizeAction = TerminalRestorer.setAction(for: SIGWINCH) { signal in
            #if canImport(Glibc)
            let previous = InputReadiness.previousResizeAction.__sigaction_handler.sa_handler
            #else
            let previous = InputReadiness.previousResizeAction.__sigaction_u.__sa_handler
            #endif
            // SIG_DFL is nil here and SIG_IGN is 1: neither is a function to call.
            if let previous, unsafeBitCast(previous, to: Int.self) != 1 { previous(signal) }
            let writer = InputReadiness.resizeWakeWriter.load(ordering: .relaxed)
            guard writer >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(writer, &byte, 1)
        }
    }

    /// Returns when the input has a byte to read, `wake()` was called, the terminal was resized, or `timeout`
    /// passed, whichever comes first; at once when one of them already happened.
    func wait(upTo timeout: Duration) async {
        let (seconds, attoseconds) = timeout.components
        let milliseconds = Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
        let input = input, wakeReader = wakeReader
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                                   pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
                _ = poll(&descriptors, 2, milliseconds)
                // The terminal hung up (its other end closed) without the kernel sending SIGHUP, as it does not to a
                // process outside the terminal's session: every later wait would return at once and the run loop
                // would spin. End as on SIGHUP.
                if descriptors[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 {
                    TerminalRestorer.exit(asOn: SIGHUP)
                }
                var bytes = [UInt8](repeating: 0, count: 64)
                while read(wakeReader, &bytes, bytes.count) > 0 {}
                continuation.resume()
            }
        }
    }

    /// Waits on `readiness` (see `wait(upTo:)`), or, without one (no pipe could be made), sleeps at most 10 ms:
    /// what a backend's `waitForInput(upTo:)` does.
    static func wait(on readiness: InputReadiness?, upTo timeout: Duration) async {
        if let readiness {
            await readiness.wait(upTo: timeout)
        } else {
            try? await Task.sleep(for: min(timeout, .milliseconds(10)))
        }
    }

    /// Ends the wait under way, or the next one at once: something other than input asked for a frame.
    ///
    /// The byte stays in the pipe until a wait reads it, so a wake that comes while no wait is under way is not
    /// lost: the run loop works out how long to wait, then hops to the wait, and a frame asked for in between (a
    /// bot's card arriving on the main actor) would otherwise wait out the whole idle timeout (0.1 s). The pipe
    /// does not block: when it is full, a byte is in it already.
    func wake() {
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
    }
}
