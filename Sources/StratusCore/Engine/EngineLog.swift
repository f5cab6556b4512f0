/// The engine's record of what went wrong: the log entries (the most recent `maximumCount`), how many errors
/// there were, and the `sendRequest` failures nobody was told of.
///
/// It keeps the record only; the engine forwards each entry to swift-log and to its `onLog`.
struct EngineLog {
    /// How many entries, and how many unhandled failures, are kept.
    var maximumCount = 5_000
    /// The entries logged so far, oldest first.
    private(set) var entries: [LogEntry] = []
    /// How many errors were logged since the engine started.
    private(set) var errorCount = 0
    /// The request failures no `onError` told the user of, oldest first.
    private(set) var unhandledFailures: [RequestFailure] = []
    /// How many unhandled request failures there were since the engine started.
    private(set) var unhandledFailureCount = 0

    /// Keeps `entry`, dropping the oldest past ``maximumCount``.
    mutating func append(_ entry: LogEntry) {
        entries.append(entry)
        if entries.count > maximumCount { entries.removeFirst(entries.count - maximumCount) }
        if entry.level == .error { errorCount += 1 }
    }

    /// Keeps a request failure that no `onError` told the user of.
    mutating func noteUnhandled(_ failure: RequestFailure) {
        unhandledFailures.append(failure)
        unhandledFailureCount += 1
        if unhandledFailures.count > maximumCount { unhandledFailures.removeFirst(unhandledFailures.count - maximumCount) }
    }

    /// Forgets the entries (the counts stay).
    mutating func removeEntries() {
        entries.removeAll()
    }
}
