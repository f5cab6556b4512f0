import Foundation
import StratusCodable

/// The data templates are expanded with when a card is read for the screen (`stratus render CARD.json --data
/// DATA.json`), and the host's (`$host`); nil data draws a template as written.
public final class TemplateData: @unchecked Sendable {
    private let lock = NSLock()
    private var values: (data: JSONValue?, host: JSONValue?) = (nil, nil)

    /// No data.
    public init() {}

    /// The data (`$root`), when given.
    public var data: JSONValue? {
        get { lock.withLock { values.data } }
        set { lock.withLock { values.data = newValue } }
    }

    /// The host's data (`$host`), when given.
    public var host: JSONValue? {
        get { lock.withLock { values.host } }
        set { lock.withLock { values.host = newValue } }
    }

    /// The JSON of a data file, read as templates are (a key written twice keeps its last value).
    ///
    /// - Throws: ``AdaptiveCardsError`` of kind `unreadableFile`, at the line and column of a JSON problem.
    public static func json(contentsOf path: String) throws(AdaptiveCardsError) -> JSONValue {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw AdaptiveCardsError(.unreadableFile, "cannot read the file", location: ProblemLocation(file: path))
        }
        do {
            return try JSONValue(parsing: bytes, options: Template.parsingOptions)
        } catch {
            throw AdaptiveCardsError(.unreadableFile, "not JSON: \(error.message)",
                                     location: ProblemLocation(file: path, position: error.position))
        }
    }
}
