import StratusCodable

/// Every problem the Adaptive Cards module reports: what went wrong, and where when known.
///
/// The description is the one form every Stratus error takes, `file:line:column: message [path]`. An expression's
/// problems carry ``offset``, the position in Unicode scalars from the start of the expression's text; whoever
/// holds the file (a template, a card) turns it into a line and a column with ``located(file:position:path:)``.
public struct AdaptiveCardsError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; tests and callers match on it, people read ``message``.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An expression's text does not follow the Adaptive Expressions grammar.
        case syntax
        /// A function is unknown, or called with a number of arguments it does not take.
        case invalidCall
        /// An expression failed while it was evaluated (a division by zero, an argument of the wrong type, ...).
        case evaluation
        /// A template or card file cannot be read or is not JSON.
        case unreadableFile
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The problem in words, for the person who wrote the expression or the card.
    public var message: String
    /// Where in the expression's text the problem is, in Unicode scalars from 0; nil when not known.
    public var offset: Int?
    /// The steps from the root of the document to the value in question (a template's string, a card's member).
    public var pathComponents: [JSONPathComponent] = []
    /// File, line, column and JSON path; ``description`` writes them.
    public var location: ProblemLocation

    /// Creates an error; `offset` is the position in the expression's text.
    public init(_ kind: Kind, _ message: String, offset: Int? = nil, location: ProblemLocation = ProblemLocation()) {
        self.kind = kind
        self.message = message
        self.offset = offset
        self.location = location
    }

    /// `file:line:column: message [path]`, with what is known of the place.
    public var description: String { location.describing(message) }

    /// This error placed in a file: `position` is where the expression's text starts there (its first scalar),
    /// and the error's ``offset`` is added to its column.
    public func located(file: String?, position: SourcePosition?, path: String?) -> AdaptiveCardsError {
        var copy = self
        copy.location = ProblemLocation(
            file: file, line: position?.line, column: position.map { $0.column + (offset ?? 0) }, path: path)
        return copy
    }
}

extension AdaptiveCardsError {
    /// This error at `path` inside the document: the path is kept and written as `$.body[0].text`.
    func at(_ path: [JSONPathComponent]) -> AdaptiveCardsError {
        var copy = self
        copy.pathComponents = path
        copy.location.path = JSONPathComponent.pathString(path)
        return copy
    }
}
