import Foundation

/// One line of the engine's log: what the Nimbus core would log, kept in memory for tests and the terminal's
/// log console, and forwarded to swift-log.
public struct LogEntry: Sendable, Hashable, CustomStringConvertible {
    /// How serious the entry is. Parsed case-insensitively from the `log` action's `level`.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        /// Information (`log` default).
        case info = "Info"
        /// Something odd but harmless (a forEach without key changing).
        case warning = "Warning"
        /// Something failed (an action, an expression, a request).
        case error = "Error"
    }

    /// The level.
    public var level: Level
    /// The message.
    public var message: String
    /// When the entry was written.
    public var date: Date

    /// What makes two entries the same for ``ServerDrivenEngine/logOnce(_:_:)``: level and message.
    struct Key: Hashable {
        var level: Level
        var message: String
    }

    var key: Key { Key(level: level, message: message) }

    /// Creates an entry.
    public init(level: Level, message: String, date: Date = Date()) {
        self.level = level
        self.message = message
        self.date = date
    }

    /// `"<Level>: <message>"`, like the core's default logger.
    public var description: String { "\(level.rawValue): \(message)" }
}
