import CSwiftConcurrencyHooks
import Dispatch

/// Runs the jobs of Swift's global executor on the main queue, where the main actor's already run: the whole of a
/// one-shot command (`render`, `check`) on one thread.
///
/// Such a command's work is one chain of steps: the screen is read and parsed in nonisolated code, described, laid
/// out and drawn on the main actor, a `sendRequest` answered back in nonisolated code, and so on. On the cooperative
/// pool each step from one side to the other woke a thread on the other core and slept the one it left: 26 context
/// switches and four threads started for the catalogue's first frame, about a millisecond of its eight
/// (Docs/Evidence.md, "Catalogue first frame: one thread"). Run in turn on the main queue, a step that awaits the
/// main actor from nonisolated code finds itself there already and goes on without a switch.
///
/// Not for `run` and `serve`, which stay responsive while a large screen is parsed because the parsing happens
/// off the main actor. Work that waits for a Swift task by blocking its thread would never see it finish: the
/// one-shot commands have none (their waits are `await`s).
enum MainQueueExecution {
    /// Sets the runtime's global-executor hooks; from then on every global job (a task's step, a default actor's
    /// turn, a sleep's end) runs on the main queue. Call it once, before the program's first `await`: the first
    /// step of an asynchronous main already goes to the global executor.
    static func takeOverGlobalExecutor() {
        let enqueue: EnqueueHook = { job, _ in
            DispatchQueue.main.async { job.runSynchronously(on: MainActor.sharedUnownedExecutor) }
        }
        let delayed: DelayHook = { nanoseconds, job, _ in
            MainQueueExecution.run(job, afterNanoseconds: nanoseconds)
        }
        let deadline: DeadlineHook = { seconds, nanoseconds, _, _, clock, job, _ in
            var nowSeconds: Int64 = 0
            var nowNanoseconds: Int64 = 0
            swiftGetTime(&nowSeconds, &nowNanoseconds, clock)
            let remaining = (seconds - nowSeconds) * 1_000_000_000 + (nanoseconds - nowNanoseconds)
            MainQueueExecution.run(job, afterNanoseconds: UInt64(max(0, remaining)))
        }
        stratus_set_global_executor_hooks(unsafeBitCast(enqueue, to: UnsafeMutableRawPointer.self),
                                          unsafeBitCast(delayed, to: UnsafeMutableRawPointer.self),
                                          unsafeBitCast(deadline, to: UnsafeMutableRawPointer.self))
    }

    /// Whether `commandLine` (subcommand first) is a one-shot command's, to be run on one thread.
    static func suits(_ commandLine: [String]) -> Bool {
        guard let subcommand = commandLine.first else { return false }
        return oneShotCommands.contains(subcommand)
    }

    /// The commands that run on one thread (their `commandName`s; StratusCommandTests holds them to that).
    static let oneShotCommands: Set<String> = ["render", "check"]

    private static func run(_ job: UnownedJob, afterNanoseconds nanoseconds: UInt64) {
        let delay = DispatchTimeInterval.nanoseconds(Int(clamping: nanoseconds))
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
        }
    }

    // The hooks' types as the runtime calls them (swift_task_enqueueGlobal_hook and siblings): the job, then what
    // the runtime would have done with it, after the delay or the deadline (seconds, nanoseconds, tolerance's
    // seconds and nanoseconds, clock) for the other two.
    private typealias EnqueueHook = @convention(thin) (UnownedJob, @convention(thin) (UnownedJob) -> Void) -> Void
    private typealias DelayHook = @convention(thin) (
        UInt64, UnownedJob, @convention(thin) (UInt64, UnownedJob) -> Void) -> Void
    private typealias DeadlineHook = @convention(thin) (
        Int64, Int64, Int64, Int64, Int32, UnownedJob,
        @convention(thin) (Int64, Int64, Int64, Int64, Int32, UnownedJob) -> Void) -> Void
}

/// The runtime's reading of one of its clocks (`swift_get_time`, include/swift/Runtime/Concurrency.h in
/// swiftlang/swift), the clock a deadline handed to the hook is on.
@_silgen_name("swift_get_time")
private func swiftGetTime(_ seconds: UnsafeMutablePointer<Int64>, _ nanoseconds: UnsafeMutablePointer<Int64>,
                          _ clock: Int32)
