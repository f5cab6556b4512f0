import StratusCodable

/// What a format read from a document: the screen for the engine, where each of its values stands in the text,
/// and the live model the format keeps for it, if it has one.
public struct FormatReading: Sendable {
    /// The screen's root node, as the engine builds it (`_:component`, `properties`, `children`...).
    public var screen: JSONValue
    /// Where each value of the whole text starts, by JSON path; nil when the screen is made from the document
    /// rather than written in it (an A2UI stream's), whose format reports its own positions.
    public var positions: SourcePositionMap?
    /// The JSON path of the screen inside the text: `$`, or `$.NAME` for a bundle entry.
    public var rootPath: String
    /// What the format keeps live while the screen is shown (A2UI's surfaces and the messages still to arrive),
    /// handed back to it by ``ScreenFormat/keep(_:at:)``; nil for a format without one.
    public var model: (any Sendable)?

    /// A reading.
    public init(screen: JSONValue, positions: SourcePositionMap?, rootPath: String = "$", model: (any Sendable)? = nil) {
        self.screen = screen
        self.positions = positions
        self.rootPath = rootPath
        self.model = model
    }
}
