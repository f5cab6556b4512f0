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

    /// The entries logged once (``ServerDrivenEngine/logOnce(_:_:)``) that are still kept.
    private var loggedOnce: Set<LogEntry.Key> = []

    /// Keeps `entry`, dropping the oldest past ``maximumCount``.
    mutating func append(_ entry: LogEntry) {
        entries.append(entry)
        if entries.count > maximumCount {
            let dropped = entries.count - maximumCount
            if !loggedOnce.isEmpty {
                for old in entries[..<dropped] { loggedOnce.remove(old.key) }
            }
            entries.removeFirst(dropped)
        }
        if entry.level == .error { errorCount += 1 }
    }

    /// Whether an entry of `level` and `message` may be logged once: false when one is kept already.
    mutating func noteOnce(_ level: LogEntry.Level, _ message: String) -> Bool {
        loggedOnce.insert(LogEntry.Key(level: level, message: message)).inserted
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
        loggedOnce.removeAll()
    }
}
