import ArgumentParser

/// Whether `stratus render` prints colors and text attributes as ANSI escape sequences.
public enum ColorMode: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Plain text, always.
    case never
    /// Colors when standard output is a terminal and `NO_COLOR` is not set.
    case auto
    /// Colors, even into a pipe or a file.
    case always

    /// Resolves `auto` for the current process.
    /// - Parameters:
    ///   - outputIsTerminal: whether standard output is a terminal.
    ///   - environment: the process environment (`NO_COLOR` disables `auto`, see no-color.org).
    public func usesColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .never: return false
        case .always: return true
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return outputIsTerminal
        }
    }
}
