/// What one `stratus-bench` command line asks for: every row, one group of rows, or a child probe.
///
/// ```
/// stratus-bench                  every row (`make bench`)
/// stratus-bench terminal         the terminal rows only
/// stratus-bench --probe NAME     a child run started by the bench itself (peak memory, callgrind)
/// stratus-bench --record         the whole-process rows, their ratios written into Docs/Evidence.md
/// ```
public enum BenchmarkRun: Equatable, Sendable {
    /// Every benchmark, in one release run.
    case everything
    /// One group of rows, by name.
    case subset(String)
    /// A child run of the probe `name`.
    case probe(String)
    /// The whole-process rows, measured and recorded as the figures later runs are compared with.
    case record

    /// Reads the arguments after the program's name.
    /// - Parameters:
    ///   - arguments: the command line without the program's name.
    ///   - subsets: the names of the groups of rows.
    /// - Throws: ``BenchmarkArgumentError`` for an unknown group, a `--probe` without a name, or a second argument.
    public init(arguments: [String], subsets: some Collection<String>) throws(BenchmarkArgumentError) {
        if let flag = arguments.firstIndex(of: "--probe") {
            guard flag + 1 < arguments.count else { throw BenchmarkArgumentError("--probe needs a probe name") }
            self = .probe(arguments[flag + 1])
            return
        }
        if arguments == ["--record"] {
            self = .record
            return
        }
        guard let name = arguments.first else {
            self = .everything
            return
        }
        guard arguments.count == 1 else {
            throw BenchmarkArgumentError("one group of rows at most, found \(arguments.joined(separator: " "))")
        }
        guard subsets.contains(name) else {
            throw BenchmarkArgumentError(
                "unknown group of rows \"\(name)\"; the groups are \(subsets.sorted().joined(separator: ", "))")
        }
        self = .subset(name)
    }
}

/// A `stratus-bench` command line that asks for nothing it can run.
public struct BenchmarkArgumentError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, in words.
    public var description: String

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
    }
}
