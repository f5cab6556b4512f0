import StratusCore
import StratusFormats

/// The problems found in one screen file, by JSON path, until they are given their lines and columns.
struct CheckReport {
    /// One problem, before it is positioned.
    struct Finding {
        var severity: Diagnostic.Severity
        var message: String
        /// The JSON path of the value (or of the member, when ``onKey``) the problem is about.
        var path: String
        /// Whether the problem is about a member's key (an unknown name) rather than its value.
        var onKey: Bool
        var expected: String?
        var found: String?
    }

    /// The problems found so far, in the order found.
    private(set) var findings: [Finding] = []

    /// How many problems were found so far.
    var count: Int { findings.count }

    /// Whether an error was found.
    var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// Notes a problem with the value (or, with `onKey`, the key) at `path`.
    mutating func add(_ severity: Diagnostic.Severity, _ message: String, at path: String, onKey: Bool = false,
                      expected: String? = nil, found: String? = nil) {
        findings.append(Finding(severity: severity, message: message, path: path, onKey: onKey, expected: expected,
                                found: found))
    }

    /// Adds a problem worded as the engine words it when it meets the same problem while the screen runs.
    mutating func add(_ problem: ScreenProblem, expected: String? = nil, found: String? = nil) {
        add(Diagnostic.Severity(problem.level), problem.message, at: problem.jsonPath, expected: expected, found: found)
    }

    /// The problems with their line and column, every path located in one walk over the source text, sorted by
    /// position (problems at one position in the order found).
    func diagnostics(file: String, positions: SourcePositionMap) -> [Diagnostic] {
        let located = positions.resolving(findings.map(\.path))
        let diagnostics = findings.map { finding in
            let position = (finding.onKey ? located.keyPosition(of: finding.path) : located.position(of: finding.path))
                ?? SourcePositionMap.Position(line: 1, column: 1)
            return Diagnostic(finding.severity, finding.message, file: file, line: position.line,
                              column: position.column, jsonPath: finding.path, expected: finding.expected,
                              found: finding.found)
        }
        return diagnostics.enumerated()
            .sorted { ($0.element.line, $0.element.column, $0.offset) < ($1.element.line, $1.element.column, $1.offset) }
            .map(\.element)
    }
}
