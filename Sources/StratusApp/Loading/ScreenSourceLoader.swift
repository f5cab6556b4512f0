import Foundation
import StratusCore
import StratusFormats

/// Gives the engine the screens of local files through ``ScreenSource``: JSON, YAML, routes without an
/// extension (`/product` finds `product.json`), and the entries of a bundle file.
///
/// With a bundle (`stratus run FILE#NAME`), a route beside the bundle (`/stateful-navigation-2`) names its
/// entry when the bundle has one, else the file of that name, so that a bundle's screens push one another.
/// Screens from servers are left to the engine's HTTP client. The loader remembers the version of each screen
/// it read, so that live reload compares a file with what is on screen, not with what the file became since.
public final class ScreenSourceLoader: ScreenLoading, @unchecked Sendable {
    /// The bundle file whose entries answer the routes beside it, if any.
    public let bundle: String?
    /// The formats the screens are read in; each keeps the live models of the screens it read (A2UI's surfaces).
    public let formats: ScreenFormatList
    // Guarded by `lock`: screens are loaded off the main actor, versions read on it.
    private let lock = NSLock()
    private var versions: [String: ScreenVersion] = [:]
    /// Where the screens read lately came from, by URL, to place the problems found in them (``describe(_:)``).
    private var places = RecentPlaces()
    /// The latest screen read at each URL whose format checks the documents it shows
    /// (``ScreenFormat/checksDocumentsShown``).
    private var documentsChecked: [String: ScreenContent] = [:]
    /// The problems the engine met building the screens of ``documentsChecked`` (in its own words, by URL): the
    /// same problems `stratus check` finds in the document, which `stratus render` says once, in check's words.
    private var engineProblemsOfCheckedDocuments: [String: Set<String>] = [:]
    /// The stream of ``readScreens`` and its continuation, made when first needed (a screen read, or the stream asked
    /// for) unless ``stopPassingReadScreens()`` came first: `stratus render` never takes them, and making an
    /// `AsyncStream` (its storage and its buffer's) was 32,000 instructions of the catalogue's render.
    private var passing: (stream: AsyncStream<ReadScreen>, continuation: AsyncStream<ReadScreen>.Continuation)?
    /// True once ``stopPassingReadScreens()`` was called.
    private var stoppedPassing = false

    /// A screen read for the engine: the URL the engine asked for (the screen's ``Screen/resolvedURL``) and what
    /// was read there.
    public typealias ReadScreen = (url: String, content: ScreenContent)

    /// Every screen read through this loader, and every reload of one (``noteRead(_:at:)``), in order: `stratus
    /// run` checks each as `stratus check` does, logs what it finds and shows the count in the footer while the
    /// screen is on top. The latest few are kept until they are taken.
    public var readScreens: AsyncStream<ReadScreen> { lock.withLock { passingStream().stream } }

    /// Creates a loader; `bundle` is the bundle file of a `FILE#NAME` target, `formats` the formats it reads
    /// (the app's, by default).
    public init(bundle: String? = nil, formats: ScreenFormatList = AppFormats.list()) {
        self.bundle = bundle
        self.formats = formats
    }

    /// ``passing``, made now if it was not yet; a finished stream once passing stopped. Called under `lock`.
    private func passingStream() -> (stream: AsyncStream<ReadScreen>, continuation: AsyncStream<ReadScreen>.Continuation) {
        if let passing { return passing }
        let made = AsyncStream.makeStream(of: ReadScreen.self, bufferingPolicy: .bufferingNewest(8))
        if stoppedPassing { made.continuation.finish() }
        passing = made
        return made
    }

    /// Stops passing the screens read to ``readScreens``, for a command that never takes them (`stratus render`):
    /// the stream keeps the latest few until they are taken, so each would stay, parsed, for the whole process
    /// (10 MB of a column of 65,536 texts). Called before the first screen is read.
    public func stopPassingReadScreens() {
        lock.withLock {
            stoppedPassing = true
            passing?.continuation.finish()
        }
    }

    /// Passes a screen read for the engine (or for a reload) at `url` to ``readScreens``, and its live model to the
    /// format that read it.
    public func noteRead(_ content: ScreenContent, at url: String) {
        if content.reading.positions != nil {
            lock.withLock { places.keep(ScreenPlace(content), for: url) }
        }
        if format(of: content)?.checksDocumentsShown == true {
            lock.withLock {
                documentsChecked[url] = content
                engineProblemsOfCheckedDocuments[url] = nil
            }
        }
        // A document read again (live reload) replaces the live model its screen's actions write into.
        format(of: content)?.keep(content.reading, at: url)
        let continuation = lock.withLock { stoppedPassing ? nil : passingStream().continuation }
        continuation?.yield((url, content))
    }

    /// This loader's format that read `content` (a reload may have been read with another list's).
    private func format(of content: ScreenContent) -> (any ScreenFormat)? {
        formats.formats.first { $0.name == content.format }
    }

    /// The screen of a `file://` URL, or nil for any other URL.
    /// - Throws: `StratusCoreError` with the file, line, column and JSON path of a problem.
    public func screen(at url: URL, for request: ViewRequest) async throws -> JSONValue? {
        // A screen a format makes from its live model (a conversation with an agent, a tab of a stream's
        // surfaces) is answered from the model as it is.
        if let format = formats.answering(url.absoluteString) {
            return await format.screen(at: url.absoluteString, reading: nil)
        }
        guard url.isFileURL, let source = source(of: url) else { return nil }
        do {
            let content = try await source.load(formats: formats)
            lock.withLock { versions[url.absoluteString] = content.version }
            noteRead(content, at: url.absoluteString)
            return await format(of: content)?.screen(at: url.absoluteString, reading: content.reading) ?? content.value
        } catch {
            throw StratusCoreError(error)
        }
    }

    /// A problem of a screen this loader read, where `stratus check` reports it: `file:line:column: message [json
    /// path]`, the path from the root of the file (a bundle entry's path starts at its member); nil for a screen
    /// not read here (or read too long ago: the places of the latest 32 are kept).
    public func describe(_ problem: ScreenProblem) -> String? {
        guard let url = problem.screenURL else { return nil }
        return lock.withLock {
            let said = places[url]?.describe(problem)
            if documentsChecked[url] != nil {
                // A screen made from a document (an A2UI stream's surfaces): its paths are the made screen's, not
                // the file's. Noted as the engine words it, so that `stratus render` can leave it to check's words
                // (``engineProblems(ofDocumentAt:)``).
                engineProblemsOfCheckedDocuments[url, default: []].insert(said ?? problem.placedDescription)
            }
            return said
        }
    }

    /// What the engine said (``describe(_:)``) of the problems it met building the screen at `url` when that
    /// screen is made from a document its format checks: `stratus render` leaves these out when the check of the
    /// document found an error, which says the same problem in the document's own places and words.
    public func engineProblems(ofDocumentAt url: String) -> Set<String> {
        lock.withLock { engineProblemsOfCheckedDocuments[url] ?? [] }
    }

    /// The screen last read at `url` when its format checks the documents it shows (an A2UI stream): what `stratus
    /// render` checks in the document's own positions; nil for any other screen.
    public func documentChecked(at url: String) -> ScreenContent? {
        lock.withLock { documentsChecked[url] }
    }

    /// The version of the screen last read from `url`, if this loader read it.
    public func loadedVersion(of url: URL) -> ScreenVersion? {
        lock.withLock { versions[url.absoluteString] }
    }

    /// The source of a screen's URL: a bundle's entry for a route beside the bundle that names one.
    public func source(of url: URL) -> ScreenSource? {
        guard let bundle, url.isFileURL, url.fragment == nil else { return ScreenSource(url: url) }
        let folder = URL(fileURLWithPath: bundle).deletingLastPathComponent().path
        guard url.path.hasPrefix(folder + "/") else { return ScreenSource(url: url) }
        let route = String(url.path.dropFirst(folder.count))
        return ScreenSource(.bundleEntry(file: bundle, name: "")).resolving(route)
    }
}

extension StratusCoreError {
    /// The engine's form of an app error: a problem with a line is a syntax error in the screen, anything else
    /// a screen that could not be read.
    init(_ error: StratusAppError) {
        self.init(error.line == nil ? .request : .malformedJSON, error.message, source: error.file,
                  jsonPath: error.jsonPath, line: error.line, column: error.column)
    }
}

/// Where a screen's text came from: enough to give a problem found in it by JSON path its file, line and column.
struct ScreenPlace: Sendable {
    /// The file as `stratus check` names it in `stratus run`.
    var file: String
    var positions: SourcePositionMap
    /// The JSON path of the screen in the file: `$`, or `$.NAME` for a bundle entry.
    var rootPath: String

    init(_ content: ScreenContent) {
        file = content.source.fileName
        positions = content.positions
        rootPath = content.rootPath
    }

    /// `file:line:column: message [json path]`, with the path from the root of the file.
    func describe(_ problem: ScreenProblem) -> String {
        let path = SourcePositionMap.path(problem.jsonPath, under: rootPath)
        let position = positions.position(of: path)
        return ProblemLocation(file: file, line: position?.line, column: position?.column, path: path)
            .describing(problem.message)
    }
}

/// The places of the screens read most recently, by URL: a screen's problems are found while it is built and run,
/// which follows its reading; older places are let go with the texts they hold.
struct RecentPlaces {
    /// How many places are kept.
    static let capacity = 32
    private var places: [String: ScreenPlace] = [:]
    private var order: [String] = []

    subscript(url: String) -> ScreenPlace? { places[url] }

    mutating func keep(_ place: ScreenPlace, for url: String) {
        if places.updateValue(place, forKey: url) != nil { order.removeAll { $0 == url } }
        order.append(url)
        if order.count > Self.capacity { places[order.removeFirst()] = nil }
    }
}
