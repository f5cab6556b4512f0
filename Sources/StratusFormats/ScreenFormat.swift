import StratusCodable
import StratusCore

/// A screen format, plugged into Stratus: it recognises its documents, reads them into the engine's node tree with
/// the position of every value, keeps its live model (if it has one) and checks them.
///
/// Formats are registered in one ``ScreenFormatList``, which every command asks: `check`, `render`, `run`, `test`
/// and the app's screen loader hand a document to the first format that recognises it, and a document none
/// recognises gets one message naming the formats tried (``ScreenFormatList/notRecognised(_:)``). Docs/Formats.md
/// says how to write one, with Nimbus and A2UI as the worked examples.
///
/// ```swift
/// let formats = ScreenFormatList([NimbusFormat(), A2UIFormat()])
/// let document = FormatDocument(bytes: data, name: "home.json")
/// let reading = try formats.format(for: document).read(document)
/// ```
public protocol ScreenFormat: Sendable {
    /// The format's name, as messages say it: `Nimbus`, `A2UI`.
    var name: String { get }

    /// What the format's documents look like, for the message of a document no format recognises: `a node with
    /// "_:component" (or a bundle of screens), in JSON or YAML`.
    var expectation: String { get }

    /// The file extensions of its documents, without the dot, that `stratus check` looks for in folders.
    var fileExtensions: [String] { get }

    /// Whether `document` is one of this format's, told from its bytes and name, without reading the whole of a
    /// large document when its first bytes tell.
    func recognizes(_ document: FormatDocument) -> Bool

    /// Reads `document` into the screen the engine builds.
    /// - Throws: `StratusCoreError` with the file, line, column and JSON path of the first problem that keeps
    ///   the screen from showing.
    func read(_ document: FormatDocument) throws(StratusCoreError) -> FormatReading

    /// Checks every document of this format that one `stratus check` names or finds, in order, with the registries
    /// of `engine`; one result for each document.
    @MainActor
    func check(_ documents: [FormatDocument], engine: ServerDrivenEngine) -> [FormatCheck]

    /// Whether `stratus render` and `stratus run` check a document of this format that they show with ``check(_:engine:)``,
    /// saying its problems in `stratus check`'s words at their places in the document (and `render` failing on an
    /// error), rather than checking the screen read from it as a Nimbus screen. False by default.
    var checksDocumentsShown: Bool { get }

    /// The actions and operations the screens it reads name (A2UI's `a2ui:press`...); nil when they name none.
    var library: UILibrary? { get }

    /// Keeps the live model of a reading shown at `url` (the URL the engine asked for), before it is shown.
    func keep(_ reading: FormatReading, at url: String)

    /// Whether the screen at `url` is made by this format from its live model rather than read from a document
    /// (an agent's conversation, a tab of a stream's surfaces).
    func answers(_ url: String) -> Bool

    /// The screen to show at `url` now: from the live model kept for it, or `reading`'s screen.
    @MainActor
    func screen(at url: String, reading: FormatReading?) -> JSONValue?
}

extension ScreenFormat {
    /// The screen read from a document shown is checked as a Nimbus screen.
    public var checksDocumentsShown: Bool { false }

    /// No actions of its own.
    public var library: UILibrary? { nil }

    /// Nothing kept: a format without a live model.
    public func keep(_ reading: FormatReading, at url: String) {}

    /// No screen of its own making.
    public func answers(_ url: String) -> Bool { false }

    /// The screen read.
    @MainActor
    public func screen(at url: String, reading: FormatReading?) -> JSONValue? { reading?.screen }
}
