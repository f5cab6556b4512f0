import StratusCodable
import StratusCore

/// The one error type of the `stratus` app: what went wrong, and where when it is known.
///
/// Its description is written for the person at the keyboard: `file:line:column: message [json path]`
/// when the error points into a screen, or just the message otherwise.
public struct StratusAppError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The family of the problem; it decides the exit status and the wording.
    public enum Kind: String, Sendable, Equatable {
        /// A command-line argument makes no sense (`--size 0x0`, an unknown key name).
        case invalidArgument
        /// The target named on the command line does not exist or cannot be opened.
        case targetNotFound
        /// The screen could not be read, fetched, parsed or built.
        case screenLoadFailed
        /// The HTTP server could not start (port taken, bad host).
        case serverFailed
        /// The terminal could not be used (not a terminal, too small, no terminfo).
        case terminalUnavailable
        /// A screen test file (`stratus test`) or one of its expected frames is not written as documented.
        case invalidTest
    }

    /// The family of the problem.
    public var kind: Kind
    /// What went wrong, in words.
    public var message: String
    /// The file or URL the problem is in, when known.
    public var file: String?
    /// The 1-based line in `file`, when known.
    public var line: Int?
    /// The 1-based column in `file`, when known.
    public var column: Int?
    /// The JSON path inside the document (`children[2].properties.text`), when known.
    public var jsonPath: String?

    /// Creates an error.
    public init(
        _ kind: Kind, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
        jsonPath: String? = nil
    ) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.jsonPath = jsonPath
    }

    /// Where the problem is, as far as known.
    public var location: ProblemLocation {
        ProblemLocation(file: file, line: file == nil ? nil : line, column: column, path: jsonPath)
    }

    /// `file:line:column: message [json path]`, leaving out what is unknown (``ProblemLocation/describing(_:)``).
    public var description: String { location.describing(message) }
}

extension StratusAppError {
    /// The app's form of an engine error (a screen a format could not read): the same words at the same place.
    init(_ error: StratusCoreError) {
        self.init(.screenLoadFailed, error.message, file: error.source, line: error.line, column: error.column,
                  jsonPath: error.jsonPath)
    }
}
