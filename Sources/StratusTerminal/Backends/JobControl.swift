import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the process as the terminal's Ctrl+Z would, for backends whose raw mode turns Ctrl+Z into a key.
enum JobControl {
    /// How many times the process was continued (SIGCONT) while `stopUntilContinued()` waited; written by a
    /// signal handler.
    private static let continuations = Atomic<Int>(0)

    /// Stops the whole process group with SIGTSTP (default action) and returns once a shell continued it (`fg`).
    ///
    /// The caller gives the terminal back first (its modes, the screen) and takes it again after. The whole
    /// process group stops, as with the terminal's own Ctrl+Z (a `make run` stops too). The kernel hands the group
    /// signal to whichever thread it likes, maybe after `kill` returns, so this thread waits until the process
    /// has been continued: a SIGCONT handler counts continuations. One signal only: a second one, raised here
    /// after another thread had already stopped the process, would stop it again right after `fg`.
    static func stopUntilContinued() {
        // ncurses installs its own SIGTSTP handler, which would end the screen a second time: stop with the
        // default action instead, then put the handler back.
        var previous = TerminalRestorer.setAction(for: SIGTSTP, to: SIG_DFL)
        let continued = continuations.load(ordering: .acquiring)
        var previousContinue = TerminalRestorer.setAction(for: SIGCONT) { _ in
            JobControl.continuations.add(1, ordering: .releasing)
        }
        // SIGTSTP and SIGCONT are unblocked on this thread (the main actor may run on a pool thread, which blocks
        // signals), so that the handler has a thread to run on.
        var signals = sigset_t()
        var mask = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGTSTP)
        sigaddset(&signals, SIGCONT)
        pthread_sigmask(SIG_UNBLOCK, &signals, &mask)
        kill(0, SIGTSTP)
        while continuations.load(ordering: .acquiring) == continued { usleep(2_000) }
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(SIGCONT, &previousContinue, nil)
        sigaction(SIGTSTP, &previous, nil)
    }
}
