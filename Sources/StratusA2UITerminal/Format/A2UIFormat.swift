import Foundation
import StratusA2UI
import StratusCore
import StratusFormats

/// A2UI streams as a ``ScreenFormat``: a JSON array of messages, JSON Lines, or the specification's example bundle
/// (Docs/A2UI.md, "Files"; Docs/Formats.md, "A2UI").
///
/// A stream is recognised by one rule (``A2UIDocument``), read into the screen its surfaces make, kept live in
/// ``surfaces`` while it is shown (what the user enters goes into the data models, messages arrive later), and
/// checked message by message and whole.
public struct A2UIFormat: ScreenFormat {
    /// How `stratus check` checks streams: against which specification's schemas, and which catalog.
    public struct CheckOptions: Sendable {
        /// The specification's folder (of every version, or of one); nil checks streams without schemas.
        public var specification: URL?
        /// A catalog standing for each version's basic catalog (with ``specification``).
        public var catalog: URL?
        /// Who sends the messages; nil tells it from each message.
        public var sender: StreamCheck.Sender?

        /// Options; by default, streams are checked without schemas.
        public init(specification: URL? = nil, catalog: URL? = nil, sender: StreamCheck.Sender? = nil) {
            self.specification = specification
            self.catalog = catalog
            self.sender = sender
        }
    }

    /// The surfaces of the streams shown, kept live.
    public let surfaces: LiveSurfaces
    /// How streams are checked.
    public let checking: CheckOptions

    /// The format, keeping the surfaces of the streams it reads in `surfaces`.
    public init(surfaces: LiveSurfaces = LiveSurfaces(), checking: CheckOptions = CheckOptions()) {
        self.surfaces = surfaces
        self.checking = checking
    }

    /// `A2UI`.
    public var name: String { "A2UI" }

    /// What a stream looks like, for a document no format recognises.
    public var expectation: String {
        "messages (a JSON array of them, JSON Lines, or an example bundle) or a catalog (\"catalogId\" and \"components\")"
    }

    /// `json` and `jsonl`.
    public var fileExtensions: [String] { ["json", "jsonl"] }

    /// Whether `document` is a stream (``A2UIDocument``'s one rule) or a catalog, which `check` checks and no
    /// command shows.
    public func recognizes(_ document: FormatDocument) -> Bool {
        A2UIDocument.isStream(document) || A2UIDocument.isCatalog(document)
    }

    /// The screen the stream's surfaces make; the surfaces and the messages that arrive later are its model.
    public func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        do throws(A2UIError) {
            guard let text = String(data: document.bytes, encoding: .utf8) else {
                throw A2UIError(.malformedJSON, "the file is not valid UTF-8", line: 1, column: 1).inFile(document.name)
            }
            guard !A2UIDocument.isCatalog(document) else {
                throw A2UIError(.notAStream, "an A2UI catalog is not a screen: `stratus check` checks it, and --a2ui-catalog gives it to a conversation",
                                line: 1, column: 1).inFile(document.name)
            }
            let reading = try A2UIDocument.screen(parsing: text, file: document.name)
            // The positions are the stream's, reported by the stream's own errors: the screen made has none.
            return FormatReading(screen: reading.screen, positions: nil, model: reading)
        } catch {
            let location = error.location
            throw StratusCoreError(.malformedComponent, error.message, source: location.file, jsonPath: location.path,
                                   line: location.line, column: location.column)
        }
    }

    /// Each stream checked message by message and whole (``StreamChecker``), each catalog as its reader and
    /// `catalog_definition.json` require (``CatalogCheck``); the schemas are read once, when the first document
    /// needs them.
    @MainActor
    public func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] {
        guard !documents.isEmpty else { return [] }
        let checker = Result { () throws(A2UIError) in
            try StreamChecker(engine: engine, specification: checking.specification, catalog: checking.catalog,
                              sender: checking.sender)
        }
        return documents.map { document in
            switch checker {
            case .success(let checker):
                let text = String(decoding: document.bytes, as: UTF8.self)
                return .checked(A2UIDocument.isCatalog(document)
                    ? checker.catalogDiagnostics(in: text, file: document.name)
                    : checker.diagnostics(in: text, file: document.name))
            case .failure(let error):
                return .failed(error.description)
            }
        }
    }

    /// A stream shown is checked as `stratus check` checks it: the screen its surfaces make has no place in the file.
    public var checksDocumentsShown: Bool { true }

    /// The actions its screens name: `a2ui:press`, `a2ui:write`, `a2ui:arrive` (``LiveSurfaces/library``).
    public var library: UILibrary? { surfaces.library }

    /// Keeps the surfaces of a stream read for `url`, and the messages that arrive later, in ``surfaces``.
    public func keep(_ reading: FormatReading, at url: String) {
        guard let stream = reading.model as? A2UIDocument.Reading else { return }
        surfaces.keep(stream.surfaces, arriving: stream.arrivals, for: url)
    }

    /// Whether `url` is a conversation's screen or a tab of a stream's surfaces.
    public func answers(_ url: String) -> Bool {
        surfaces.answers(url)
    }

    /// A stream with several surfaces shows the first one's tab (``StreamTabs``); a conversation or a tab, the
    /// surfaces as they are now.
    @MainActor
    public func screen(at url: String, reading: FormatReading?) -> JSONValue? {
        guard let reading else { return surfaces.currentScreen(at: url) }
        if let stream = reading.model as? A2UIDocument.Reading, SurfaceTab.tabs(of: stream.surfaces).count > 1 {
            return surfaces.currentScreen(at: url)
        }
        return reading.screen
    }

    /// The surfaces a reading of this format was made from; nil for another format's reading.
    public static func surfaces(of reading: FormatReading) -> SurfaceGroup? {
        (reading.model as? A2UIDocument.Reading)?.surfaces
    }
}
