import StratusCodable

/// One thing `check` says about a card: how serious, what, and where.
public struct CardDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a diagnostic is.
    public enum Severity: String, Sendable, Hashable {
        /// The card is wrong: a host would reject it or show something else than meant.
        case error
        /// Probably a mistake, or something a host may ignore.
        case warning
    }

    /// How serious it is.
    public var severity: Severity
    /// What is wrong, for the card's author.
    public var message: String
    /// The steps from the card's root to the value in question.
    public var pathComponents: [JSONPathComponent]
    /// Whether the place is the member's key (an unknown property) rather than its value.
    public var pointsAtKey: Bool
    /// For a template expression, where in the string the problem is (Unicode scalars from 0).
    public var offset: Int?
    /// File, line, column and path, once placed in a file (``CardCheck``).
    public var location: ProblemLocation

    /// Creates a diagnostic at a path of the card.
    public init(_ severity: Severity, _ message: String, at path: [JSONPathComponent], pointsAtKey: Bool = false,
                offset: Int? = nil) {
        self.severity = severity
        self.message = message
        self.pathComponents = path
        self.pointsAtKey = pointsAtKey
        self.offset = offset
        self.location = ProblemLocation(path: JSONPathComponent.pathString(path))
    }

    /// `file:line:column: error: message [path]`.
    public var description: String { location.describing("\(severity.rawValue): \(message)") }
}
