import Foundation
import StratusA2UI
import StratusCore
import StratusFormats

/// A2UI streams as a ``ScreenFormat``: a JSON array of messages, JSON Lines, or the specification's example bundle
/// (Docs/A2UI.md, "Files"; Docs/Formats.md, "A2UI").
///
/// A stream is recognised by ``A2UIDocument/isStream(_:)``, read into the screen its surfaces make
/// (``A2UIDocument``), kept live in ``surfaces`` while it is shown (what the user enters goes into the data
/// models, messages arrive later), and checked by ``StreamChecker``.
struct A2UIFormat: ScreenFormat {
    /// How `stratus check` checks streams: against which specification's schemas, and which catalog.
    struct CheckOptions: Sendable {
        /// The specification's folder; nil checks streams without schemas.
        var specification: URL?
        /// A catalog standing for each version's basic catalog.
        var catalog: URL?
        /// Who sends the messages; nil tells it from each message.
        var sender: StreamCheck.Sender?
    }

    /// The surfaces of the streams shown, kept live.
    let surfaces: LiveSurfaces
    /// How streams are checked.
    let checking: CheckOptions

    /// The format, keeping the surfaces of the streams it reads in `surfaces`.
    init(surfaces: LiveSurfaces = LiveSurfaces(), checking: CheckOptions = CheckOptions()) {
        self.surfaces = surfaces
        self.checking = checking
    }

    var name: String { "A2UI" }

    var expectation: String { "messages (a JSON array of them, JSON Lines, or an example bundle)" }

    var fileExtensions: [String] { ["json", "jsonl"] }

    func recognizes(_ document: FormatDocument) -> Bool {
        A2UIDocument.isStream(document)
    }

    /// The screen the stream's surfaces make; the surfaces and the messages that arrive later are its model.
    func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading {
        do throws(StratusAppError) {
            guard let text = String(data: document.bytes, encoding: .utf8) else {
                throw StratusAppError(.screenLoadFailed, "the file is not valid UTF-8", file: document.name, line: 1,
                                      column: 1)
            }
            let reading = try A2UIDocument.screen(parsing: text, file: document.name)
            // The positions are the stream's, reported by the stream's own errors: the screen made has none.
            return FormatReading(screen: reading.screen, positions: nil, model: reading)
        } catch {
            throw StratusCoreError(error)
        }
    }

    /// Each stream checked message by message and whole (``StreamChecker``); the schemas are read once, when the
    /// first stream needs them.
    @MainActor
    func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck] {
        guard !documents.isEmpty else { return [] }
        let checker = Result { () throws(StratusAppError) in
            try StreamChecker(engine: engine, specification: checking.specification, catalog: checking.catalog,
                              sender: checking.sender)
        }
        return documents.map { document in
            switch checker {
            case .success(let checker):
                return .checked(checker.diagnostics(in: String(decoding: document.bytes, as: UTF8.self),
                                                    file: document.name))
            case .failure(let error):
                return .failed(error.description)
            }
        }
    }

    var library: UILibrary? { surfaces.library }

    func keep(_ reading: FormatReading, at url: String) {
        guard let stream = reading.model as? A2UIDocument.Reading else { return }
        surfaces.keep(stream.surfaces, arriving: stream.arrivals, for: url)
    }

    func answers(_ url: String) -> Bool {
        surfaces.answers(url)
    }

    /// A stream with several surfaces shows the first one's tab (``StreamTabs``); a conversation or a tab, the
    /// surfaces as they are now.
    @MainActor
    func screen(at url: String, reading: FormatReading?) -> JSONValue? {
        guard let reading else { return surfaces.currentScreen(at: url) }
        if let stream = reading.model as? A2UIDocument.Reading, SurfaceTab.tabs(of: stream.surfaces).count > 1 {
            return surfaces.currentScreen(at: url)
        }
        return reading.screen
    }
}

extension ScreenFormatList {
    /// The surfaces of the A2UI streams read with this list, kept live (an empty store when A2UI is not in it).
    var liveSurfaces: LiveSurfaces {
        first(A2UIFormat.self)?.surfaces ?? LiveSurfaces()
    }
}

extension ScreenSourceLoader {
    /// The A2UI surfaces of the streams read, kept live for the actions of their screens.
    public var liveSurfaces: LiveSurfaces { formats.liveSurfaces }
}

extension ScreenContent {
    /// The A2UI surfaces the screen shows, when it was read from an A2UI stream.
    public var surfaces: SurfaceGroup? { (reading.model as? A2UIDocument.Reading)?.surfaces }
}
