import StratusCore

/// The formats an app reads, in the order they are asked: the first that recognises a document reads it.
///
/// The order is the rule for a document two formats could claim: a format whose documents are told by a mark of
/// their own (A2UI's message types, Adaptive Cards' `"type": "AdaptiveCard"`) is registered before one that
/// claims by shape; Docs/Formats.md, "Which format wins".
public struct ScreenFormatList: Sendable {
    /// The formats, in the order they are asked.
    public let formats: [any ScreenFormat]

    /// A list of `formats`, asked in this order.
    public init(_ formats: [any ScreenFormat]) {
        self.formats = formats
    }

    /// The first format that recognises `document`, or nil.
    public func recognising(_ document: FormatDocument) -> (any ScreenFormat)? {
        formats.first { $0.recognizes(document) }
    }

    /// The format that reads `document`.
    /// - Throws: ``notRecognised(_:)`` when none recognises it.
    public func format(for document: FormatDocument) throws(StratusCoreError) -> any ScreenFormat {
        guard let format = recognising(document) else { throw notRecognised(document) }
        return format
    }

    /// Reads `document` with the format that recognises it.
    /// - Returns: the reading and the format that made it.
    /// - Throws: ``notRecognised(_:)``, or the format's error.
    public func read(_ document: FormatDocument) throws(StratusCoreError)
        -> (reading: FormatReading, format: any ScreenFormat) {
        let format = try format(for: document)
        return (try format.read(document), format)
    }

    /// The one message of a document no format recognises, the same in every command: at its first line and
    /// column, naming each format tried and what its documents look like.
    public func notRecognised(_ document: FormatDocument) -> StratusCoreError {
        StratusCoreError(.malformedComponent, notRecognisedMessage, source: document.name, jsonPath: "$", line: 1,
                         column: 1)
    }

    /// `not a screen of any format: Nimbus reads ...; A2UI reads ...`.
    public var notRecognisedMessage: String {
        "not a screen of any format: " + formats.map { "\($0.name) reads \($0.expectation)" }.joined(separator: "; ")
    }

    /// The file extensions of every format's documents, without the dot.
    public var fileExtensions: Set<String> {
        Set(formats.flatMap { $0.fileExtensions })
    }

    /// The actions and operations of every format's screens.
    public var libraries: [UILibrary] {
        formats.compactMap { $0.library }
    }

    /// The format whose live model makes the screen at `url`, if one does.
    public func answering(_ url: String) -> (any ScreenFormat)? {
        formats.first { $0.answers(url) }
    }

    /// The first format of type `Format` in the list.
    public func first<Format: ScreenFormat>(_ type: Format.Type) -> Format? {
        formats.lazy.compactMap { $0 as? Format }.first
    }
}
