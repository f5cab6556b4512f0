import Foundation
import Logging

/// A swift-log handler that appends one line per entry to a file: what `stratus run --log FILE` uses,
/// since the terminal is busy with the UI.
public struct FileLogHandler: LogHandler {
    /// Shared by every copy of the handler: one open file per process.
    final class Sink: @unchecked Sendable {
        private let handle: FileHandle
        private let lock = NSLock()

        init(handle: FileHandle) { self.handle = handle }

        func write(_ line: String) {
            lock.withLock { handle.write(Data((line + "\n").utf8)) }
        }
    }

    private let sink: Sink
    private let label: String
    /// Entries below this level are dropped.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every entry.
    public var metadata: Logger.Metadata = [:]

    /// Opens (creating or appending to) the file at `path`.
    public static func opening(_ path: String) throws(StratusAppError) -> @Sendable (String) -> FileLogHandler {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw StratusAppError(.invalidArgument, "cannot create the log file \(path)")
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw StratusAppError(.invalidArgument, "cannot write the log file \(path)")
        }
        handle.seekToEndOfFile()
        let sink = Sink(handle: handle)
        return { label in FileLogHandler(sink: sink, label: label) }
    }

    private init(sink: Sink, label: String) {
        self.sink = sink
        self.label = label
    }

    /// Gets or sets one metadata value.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes `timestamp level label: message`.
    public func log(event: LogEvent) {
        let timestamp = ISO8601DateFormatter().string(from: Date())
        var line = "\(timestamp) \(event.level) \(label): \(event.message)"
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        if !merged.isEmpty {
            line += " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        }
        sink.write(line)
    }
}
