import StratusCore

/// One problem `stratus check` found in a screen.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable, Comparable {
        /// The screen will not work as written: exit status 1.
        case error
        /// Probably a mistake, but the screen works.
        case warning

        /// The severity of a problem logged at `level` (information counts as a warning).
        public init(_ level: LogEntry.Level) {
            self = level == .error ? .error : .warning
        }

        /// The level a problem of this severity is logged at.
        public var level: LogEntry.Level { self == .error ? .error : .warning }

        /// Errors sort before warnings.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    /// How bad the problem is.
    public var severity: Severity
    /// What is wrong, for the person who wrote the screen.
    public var message: String
    /// The file, as named on the command line.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int
    /// The JSON path of the value in question (`$.children[2].properties.text`).
    public var jsonPath: String
    /// For a type error, what the component declared (`a boolean`); nil otherwise.
    public var expected: String?
    /// For a type error, what the screen gave (`the string "false"`, `nothing`); nil otherwise.
    public var found: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, file: String, line: Int, column: Int, jsonPath: String,
                expected: String? = nil, found: String? = nil) {
        self.severity = severity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
        self.expected = expected
        self.found = found
    }

    /// The diagnostic as a JSON object, for `stratus check --format json`: `file`, `line`, `column`, `severity`,
    /// `message`, `jsonPath`, and `expected`/`found` for type errors.
    public var json: JSONValue {
        var object: JSONObject = ["file": .string(file), "line": .integer(Int64(line)), "column": .integer(Int64(column)),
                                  "severity": .string(severity.rawValue), "message": .string(message),
                                  "jsonPath": .string(jsonPath)]
        if let expected { object["expected"] = .string(expected) }
        if let found { object["found"] = .string(found) }
        return .object(object)
    }

    /// Where the problem is.
    public var location: ProblemLocation { ProblemLocation(file: file, line: line, column: column, path: jsonPath) }

    /// `1 error`, `3 warnings`: a count as `stratus check` words it.
    public static func counted(_ count: Int, _ severity: Severity) -> String {
        "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }

    /// What problems come to, as `stratus check` words it, leaving out a severity none has: `2 errors, 3
    /// warnings`, `1 warning`; nil for no problem.
    public static func summary(of problems: [Diagnostic]) -> String? {
        let errors = problems.count { $0.severity == .error }
        let counts = [(errors, Severity.error), (problems.count - errors, Severity.warning)].filter { $0.0 > 0 }
        return counts.isEmpty ? nil : counts.map { counted($0.0, $0.1) }.joined(separator: ", ")
    }

    /// `file:line:column: error|warning: message [json path]`, the format compilers and editors understand.
    public var description: String { location.describing("\(severity.rawValue): \(message)") }
}
