/// What checking one document gave (``ScreenFormat/check(_:engine:)``).
public enum FormatCheck: Sendable {
    /// The document was checked: its problems, none when it is sound.
    case checked([Diagnostic])
    /// The document, found in a folder, turned out to be data (for requests), not a screen: not counted.
    case skipped
    /// The document could not be checked at all (a schema folder without schemas, say): an error, in words.
    case failed(String)
}
