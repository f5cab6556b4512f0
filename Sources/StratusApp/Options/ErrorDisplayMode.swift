import ArgumentParser

/// How a screen shows errors: the details a screen author needs, or a short message for end users.
public enum ErrorDisplayMode: String, CaseIterable, Sendable, EnumerableFlag {
    /// Errors show the file, line, column, JSON path and the engine's message (the default).
    case dev
    /// Errors show a short message and a retry hint; details go to the log.
    case release

    /// The help line of each flag.
    public static func help(for value: ErrorDisplayMode) -> ArgumentHelp? {
        switch value {
        case .dev:
            return "Show errors with their file, line, column and details; `run` also checks each screen read as `stratus check` does, a footer badge counting its problems and the log (F12) listing them (the default)."
        case .release: return "Show short error messages; details only in the log (F12)."
        }
    }
}
