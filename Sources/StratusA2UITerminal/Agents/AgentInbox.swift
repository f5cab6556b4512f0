import Foundation

/// What an agent's transport reports, in the order it happened: its messages as lines, what it wrote for people,
/// and its end.
public enum AgentEvent: Sendable, Equatable {
    /// One line of the agent's message stream (JSONL), without its line break.
    case line(String)
    /// One line the agent wrote for people (a child process's standard error): it goes to the log, and the last
    /// ones are shown when the agent fails.
    case diagnostic(String)
    /// What the transport learnt about the agent (an A2A agent's card): for the log only, not an answer.
    case note(String)
    /// Something went wrong with one exchange and was made good (a cut stream resumed): for the log, as a warning,
    /// not for the screen, whose surfaces show the whole answer.
    case recovered(String)
    /// Something went wrong with one exchange, but the agent can still be talked to (an A2A request refused, a
    /// stream cut): what happened, as a verb phrase about the agent (`answered 500 Internal Server Error`).
    case failed(String)
    /// The transport could not go on: what happened to the agent, as a verb phrase (`exited with status 3`,
    /// `closed the connection`).
    case ended(String)
}

/// The events of an agent, queued by the threads that read it and taken in batches by the session on the main
/// actor: every event that arrived while a frame was being made is applied before the next one, so frames are
/// coalesced however fast the agent writes.
public final class AgentInbox: @unchecked Sendable {
    // Guarded by `lock`: readers post from their own threads, the session takes on the main actor.
    private let lock = NSLock()
    private var pending: [AgentEvent] = []
    private let continuation: AsyncStream<Void>.Continuation
    /// Wakes the session when events are waiting; at most one wake-up is kept, whatever the number of events.
    let arrivals: AsyncStream<Void>

    /// An empty inbox.
    public init() {
        (arrivals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Queues `events` and wakes the session.
    public func post(_ events: [AgentEvent]) {
        guard !events.isEmpty else { return }
        lock.withLock { pending += events }
        continuation.yield()
    }

    /// Every event waiting, oldest first; the queue is then empty.
    func take() -> [AgentEvent] {
        lock.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
    }

    /// Whether events are waiting.
    var isEmpty: Bool { lock.withLock { pending.isEmpty } }

    /// Ends the wake-ups: the session's loop over ``arrivals`` finishes.
    func close() { continuation.finish() }
}
