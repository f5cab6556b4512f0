import CSwiftConcurrencyHooks
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs every job of a one-shot command (`render`, `check`) on the main thread: the global executor's, the main
/// actor's and the asynchronous `main`'s own, in the order they come, with no other thread started.
///
/// Such a command's work is one chain of steps: the screen is read and parsed in nonisolated code, described, laid
/// out and drawn on the main actor, a `sendRequest` answered back in nonisolated code, and so on. On the cooperative
/// pool each step from one side to the other woke a thread on the other core and slept the one it left: 26 context
/// switches and four threads started for the catalogue's first frame, about a millisecond of its eight
/// (Docs/Evidence.md, "Catalogue first frame: one thread"). Every global job goes to Dispatch's main queue, beside
/// the main actor's. And the main thread drains that queue itself, as CoreFoundation's run loop does, instead of
/// handing it to `dispatch_main`, which ends the main thread and lets Dispatch start one to drain the queue, with a
/// stack of its own to fault in, and another for the timers of a key script that waits (Docs/Evidence.md, "Catalogue
/// first frame: the main thread"): the thread sleeps until the queue is poked or the next timer is due. The global
/// jobs do not go through the queue: they wait in a list of the loop's own, which it runs without sleeping first, so
/// a step to nonisolated code costs no allocation by Dispatch and no poke of the queue's event file descriptor
/// (two writes, a `poll` and a `read` each; Docs/Evidence.md, "Catalogue first frame: the global jobs without the
/// main queue").
///
/// Not for `run` and `serve`, which stay responsive while a large screen is parsed because the parsing happens
/// off the main actor. Work that waits for a Swift task by blocking its thread would never see it finish: the
/// one-shot commands have none (their waits are `await`s).
enum MainThreadExecution {
    /// Sets the runtime's executor hooks; from then on every job runs on the main thread, which the asynchronous
    /// `main` hands to ``MainThreadJobs/runForever()`` once its first step awaits. Call it once, before the
    /// program's first `await`: the first step of an asynchronous main already goes to the global executor.
    static func takeOverExecutors() {
        let enqueue: EnqueueHook = { job, _ in MainThreadJobs.shared.enqueue(job) }
        let delayed: DelayHook = { nanoseconds, job, _ in
            MainThreadJobs.shared.enqueue(job, afterNanoseconds: nanoseconds)
        }
        let deadline: DeadlineHook = { seconds, nanoseconds, _, _, clock, job, _ in
            var nowSeconds: Int64 = 0
            var nowNanoseconds: Int64 = 0
            swiftGetTime(&nowSeconds, &nowNanoseconds, clock)
            let remaining = (seconds - nowSeconds) * 1_000_000_000 + (nanoseconds - nowNanoseconds)
            MainThreadJobs.shared.enqueue(job, afterNanoseconds: UInt64(max(0, remaining)))
        }
        let drain: DrainHook = { _, _ in MainThreadJobs.shared.runForever() }
        stratus_set_executor_hooks(unsafeBitCast(enqueue, to: UnsafeMutableRawPointer.self),
                                   unsafeBitCast(delayed, to: UnsafeMutableRawPointer.self),
                                   unsafeBitCast(deadline, to: UnsafeMutableRawPointer.self),
                                   unsafeBitCast(drain, to: UnsafeMutableRawPointer.self))
    }

    /// Whether `commandLine` (subcommand first) is a one-shot command's, to be run on one thread.
    static func suits(_ commandLine: [String]) -> Bool {
        guard let subcommand = commandLine.first else { return false }
        return oneShotCommands.contains(subcommand)
    }

    /// The commands that run on one thread (their `commandName`s; StratusCommandTests holds them to that).
    static let oneShotCommands: Set<String> = ["render", "check"]

    // The hooks' types as the runtime calls them (swift_task_enqueueGlobal_hook and siblings,
    // swift_task_asyncMainDrainQueue_hook): the job, then what the runtime would have done with it, after the delay or
    // the deadline (seconds, nanoseconds, tolerance's seconds and nanoseconds, clock) for two of them; the drain gets
    // the runtime's own drain and a compatibility override, and never returns.
    private typealias EnqueueHook = @convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void
    private typealias DelayHook = @convention(thin) (
        UInt64, UnownedJob, @convention(thin) (UInt64, UnownedJob) -> Void) -> Void
    private typealias DeadlineHook = @convention(thin) (
        Int64, Int64, Int64, Int64, Int32, UnownedJob,
        @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void) -> Void
    private typealias DrainHook = @convention(thin) (@convention(thin) () -> Void, UnsafeRawPointer?) -> Void
}

/// The main thread's loop for a one-shot command: the global jobs run as they come, Dispatch's main queue is drained
/// as it is poked, and the jobs that wait for a moment (a sleep, a deadline) run when they fall due. Any thread may
/// add a job; only the main thread runs them.
final class MainThreadJobs: Sendable {
    /// The jobs the executor hooks hand over (see ``MainThreadExecution/takeOverExecutors()``).
    static let shared = MainThreadJobs()

    private let timed = Mutex<[(due: UInt64, job: UnownedJob)]>([])
    /// The global jobs waiting for the loop's next turn, and whether the loop sleeps in `poll` (to be woken by a
    /// job added from another thread).
    private let ready = Mutex<(jobs: [UnownedJob], sleeping: Bool)>(([], false))

    private init() {}

    /// Adds a job to run on the loop's next turn; wakes the loop when it sleeps.
    func enqueue(_ job: UnownedJob) {
        let sleeping = ready.withLock { ready in
            ready.jobs.append(job)
            defer { ready.sleeping = false }
            return ready.sleeping
        }
        if sleeping { DispatchQueue.main.async {} }
    }

    /// Adds a job to run once `nanoseconds` have passed.
    func enqueue(_ job: UnownedJob, afterNanoseconds nanoseconds: UInt64) {
        let due = Self.now() &+ nanoseconds
        timed.withLock { $0.append((due, job)) }
        // Wakes the loop, which then waits for the earliest timer instead.
        DispatchQueue.main.async {}
    }

    /// Runs the main queue's work and the timed jobs on the calling thread, the main one, as they come and fall due;
    /// never returns (the command ends the process with `exit`).
    func runForever() -> Never {
        var poked = pollfd(fd: dispatchMainQueueHandle(), events: Int16(POLLIN), revents: 0)
        var counter: UInt64 = 0
        var jobs: [UnownedJob] = []
        while true {
            for job in dueJobs() { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
            // The jobs added before this turn; those they add wait for the next, after the main queue's.
            jobs.removeAll(keepingCapacity: true)
            ready.withLock { swap(&$0.jobs, &jobs) }
            for job in jobs { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
            dispatchMainQueueCallback(nil)
            guard startSleeping() else { continue }
            poked.revents = 0
            if poll(&poked, 1, millisecondsToNextJob()) > 0 {
                _ = read(poked.fd, &counter, MemoryLayout<UInt64>.size)
            }
            ready.withLock { $0.sleeping = false }
        }
    }

    /// Marks the loop as sleeping, unless a global job waits (then false: the loop goes on without sleeping).
    private func startSleeping() -> Bool {
        ready.withLock { ready in
            ready.sleeping = ready.jobs.isEmpty
            return ready.sleeping
        }
    }

    /// Takes the timed jobs that are due, earliest first.
    private func dueJobs() -> [UnownedJob] {
        timed.withLock { timed in
            guard !timed.isEmpty else { return [] }
            let now = Self.now()
            let waiting = timed.partition { $0.due <= now }
            let due = timed[waiting...].sorted { $0.due < $1.due }.map(\.job)
            timed.removeSubrange(waiting...)
            return due
        }
    }

    /// How long the loop may sleep: until the earliest timed job (rounded up to a millisecond), or for as long as
    /// the queue is not poked (-1) when none waits.
    private func millisecondsToNextJob() -> Int32 {
        guard let earliest = timed.withLock({ $0.map(\.due).min() }) else { return -1 }
        let now = Self.now()
        guard earliest > now else { return 0 }
        return Int32(clamping: (earliest - now + 999_999) / 1_000_000)
    }

    /// The monotonic clock, in nanoseconds.
    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}

/// The file descriptor Dispatch pokes when its main queue has work, and the call that drains the queue once: what
/// CoreFoundation's run loop uses to run the main queue on the main thread (`_dispatch_get_main_queue_handle_4CF`
/// and `_dispatch_main_queue_callback_4CF`, private/queue_private.h in swiftlang/swift-corelibs-libdispatch).
@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueCallback(_ message: UnsafeMutableRawPointer?)

/// The runtime's reading of one of its clocks (`swift_get_time`, include/swift/Runtime/Concurrency.h in
/// swiftlang/swift), the clock a deadline handed to the hook is on.
@_silgen_name("swift_get_time")
private func swiftGetTime(_ seconds: UnsafeMutablePointer<Int64>, _ nanoseconds: UnsafeMutablePointer<Int64>,
                          _ clock: Int32)
