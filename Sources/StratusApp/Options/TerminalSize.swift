import ArgumentParser

/// A terminal size written `WIDTHxHEIGHT` on the command line, such as `80x24`.
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size; both dimensions must be at least 1.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `80x24` (an `X` or `×` works too); nil when the text is not two positive integers.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
              (1...10_000).contains(width), (1...10_000).contains(height) else { return nil }
        self.init(width: width, height: height)
    }

    /// `80x24`.
    public var description: String { "\(width)x\(height)" }
}

extension TerminalSize: ExpressibleByArgument {
    /// Parses a command-line argument such as `80x24`.
    public init?(argument: String) { self.init(parsing: argument) }

    /// The value shown as the default in `--help`.
    public var defaultValueDescription: String { description }
}
