/// The one error type of StratusCore: what went wrong, where (screen, JSON path, line and column when known),
/// in words meant for the person who wrote the screen.
public struct StratusCoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The family of a problem.
    public enum Kind: String, Sendable, Hashable {
        /// A node without a string `_:component`, or with `state`/`properties`/`children` of the wrong type.
        case malformedComponent
        /// The screen's text is not valid JSON.
        case malformedJSON
        /// An expression that cannot be parsed or evaluated.
        case invalidExpression
        /// A call of an operation nobody registered.
        case unknownOperation
        /// An operation that threw or got arguments of the wrong type.
        case operationFailed
        /// An action whose properties could not be read.
        case actionDeserialization
        /// An action that failed while running.
        case actionExecution
        /// A request that could not be sent or received (connection, timeout, size limit).
        case request
        /// A response with a status of 400 or more.
        case response
        /// A URL that is invalid or that a screen may not use (scheme, `file://` from the network).
        case unsafeURL
        /// A chain of actions that triggers itself without end.
        case cycle
        /// A child program that could not be started.
        case process
    }

    /// The family of the problem.
    public var kind: Kind
    /// What happened, for a person.
    public var message: String
    /// The screen (URL or file name) it happened in, when known.
    public var source: String?
    /// The JSON path of the node or property (`$.children[2].properties.text`), when known.
    public var jsonPath: String?
    /// The 1-based line in the source text, when known.
    public var line: Int?
    /// The 1-based column in the source text, when known.
    public var column: Int?
    /// The HTTP status, for `.response` errors.
    public var status: Int?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, source: String? = nil, jsonPath: String? = nil,
                line: Int? = nil, column: Int? = nil, status: Int? = nil) {
        self.kind = kind
        self.message = message
        self.source = source
        self.jsonPath = jsonPath
        self.line = line
        self.column = column
        self.status = status
    }

    /// Where the problem is, as far as known.
    public var location: ProblemLocation {
        ProblemLocation(file: source, line: line, column: column, path: jsonPath)
    }

    /// `source:line:column: message [json path]`, leaving out what is unknown (`ProblemLocation.describing(_:)`),
    /// as every Stratus error and `stratus check` write it.
    public var description: String { location.describing(message) }
}

/// The error of a screen that could not be loaded (network, status, JSON or component problems).
public typealias ScreenLoadError = StratusCoreError
