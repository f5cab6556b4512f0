import ArgumentParser
import StratusTerminal

/// The `--color` choice: no color, color when it makes sense, or a fixed color depth.
public enum ColorMode: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Plain text (`render`), or reverse video and bold only (`run`).
    case never
    /// `render`: colors when standard output is a terminal and `NO_COLOR` is not set. `run`: what the terminal
    /// supports (terminfo colors, `COLORTERM`), none when `NO_COLOR` is set.
    case auto
    /// Colors even into a pipe or a file, or despite `NO_COLOR`: 24-bit for `render`, the most the terminal
    /// supports for `run`.
    case always
    /// At most the 8 basic ANSI colors.
    case ansi8 = "8"
    /// At most the 16 ANSI colors.
    case ansi16 = "16"
    /// At most the xterm 256-color palette.
    case indexed256 = "256"
    /// 24-bit color.
    case trueColor = "truecolor"

    /// The fixed depth this choice asks for; nil for `never`, `auto` and `always`.
    public var depth: ColorSupport? {
        switch self {
        case .never, .auto, .always: return nil
        case .ansi8: return .ansi8
        case .ansi16: return .ansi16
        case .indexed256: return .indexed256
        case .trueColor: return .trueColor
        }
    }

    /// Resolves `auto` for the current process: whether `stratus render` prints colors at all.
    /// - Parameters:
    ///   - outputIsTerminal: whether standard output is a terminal.
    ///   - environment: the process environment (`NO_COLOR` disables `auto`, see no-color.org).
    public func usesColor(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .never: return false
        case .always, .ansi8, .ansi16, .indexed256, .trueColor: return true
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            return outputIsTerminal
        }
    }

    /// The most color `stratus run` may use, and the environment its terminal is started with: a choice made
    /// on the command line wins over `NO_COLOR`.
    public func terminalSettings(environment: [String: String]) -> (limit: ColorSupport, environment: [String: String]) {
        var environment = environment
        switch self {
        case .never: return (.none, environment)
        case .auto: return (.trueColor, environment)
        case .always, .ansi8, .ansi16, .indexed256, .trueColor:
            environment["NO_COLOR"] = nil
            return (depth ?? .trueColor, environment)
        }
    }

    /// The list of choices shown in `--help`.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
