import Foundation
import StratusCodable

/// How cards are read for the screen: the data templates are expanded with (`stratus render CARD.json --data
/// DATA.json`), the host's (`$host`), and the host config cards are drawn with (`--host-config`). Nil data draws a
/// template as written; without a host config, the default one's colours and spacing are used.
public final class CardSettings: @unchecked Sendable {
    private let lock = NSLock()
    /// The host config is made when first read (nil until then): every app assembly makes these settings, and a
    /// screen that draws no card never reads them. Making the default one builds its dictionaries, a first-time
    /// conformance check (a search of every conformance record of the program) on the way to any first frame.
    private var values: (data: JSONValue?, host: JSONValue?, hostConfig: HostConfig?) = (nil, nil, nil)

    /// No data, the default host config.
    public init() {}

    /// The host config cards are drawn with.
    public var hostConfig: HostConfig {
        get {
            lock.withLock {
                if let hostConfig = values.hostConfig { return hostConfig }
                let made = HostConfig()
                values.hostConfig = made
                return made
            }
        }
        set { lock.withLock { values.hostConfig = newValue } }
    }

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
