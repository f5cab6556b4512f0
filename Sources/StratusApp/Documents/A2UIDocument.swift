import StratusA2UI
import StratusCore

/// An A2UI stream read as a screen: a JSON array of messages, JSON Lines, or the specification's example
/// bundle `{name, description, messages}`, told from a Nimbus screen by its content (Docs/A2UI.md, "Files").
///
/// Its messages are applied in order, and the surfaces they make become one screen of `a2ui:` components
/// (StratusA2UI's `SurfaceScreen`), which the engine builds and the terminal draws like any other screen.
enum A2UIDocument {
    /// Whether `text` is an A2UI stream rather than a Nimbus screen or an app manifest.
    ///
    /// A Nimbus screen is one object with `_:component`; a stream is an array, a bundle (an object whose
    /// `messages` is an array), or one or more messages, each an object with the name of a server message type
    /// of some version (`createSurface`, `surfaceUpdate`...) or of a client message (`action`) as a key, or a
    /// `"version"` such as `"v0.9"`.
    static func isStream(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) else {
            return false
        }
        if first == "[" { return true }
        guard first == "{", !text.contains("\"_:component\"") else { return false }
        if let whole = try? JSONValue(parsing: text) { return isMessageOrBundle(whole) }
        // Not one JSON value: JSON Lines when its first line is a message.
        guard let line = text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }),
              let message = try? JSONValue(parsing: String(line)) else { return false }
        return isMessageOrBundle(message)
    }

    /// Whether `value` is an A2UI message (of a server or a client) or an example bundle.
    static func isMessageOrBundle(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        if case .array? = object["messages"] { return true }
        if case .string(let version)? = object["version"], version.hasPrefix("v0.") || version.hasPrefix("v1.") {
            return true
        }
        return object.keys.contains { messageTypes.contains($0) }
    }

    /// The message type names of every version, sent by servers and by clients (what `--dump-actions` prints).
    private static let messageTypes = Set(A2UIVersion.allCases.flatMap(\.serverMessageTypes))
        .union(StreamCheck.clientMessageTypes)

    /// The screen the stream's surfaces make, and the surfaces.
    ///
    /// - Parameter file: the name errors are reported in.
    /// - Throws: `StratusAppError` (`screenLoadFailed`) with the file, line, column and JSON path of a malformed
    ///   line, an unknown message type or version, a message that cannot apply, or a component naming a missing one.
    static func screen(parsing text: String, file: String) throws(StratusAppError) -> (screen: JSONValue, surfaces: SurfaceGroup) {
        let group: SurfaceGroup
        do {
            group = try SurfaceGroup(stream: text, file: file)
        } catch {
            throw StratusAppError(.screenLoadFailed, error.message, file: file, line: error.location.line,
                                  column: error.location.column, jsonPath: error.location.path)
        }
        let screen = SurfaceScreen(group)
        if let problem = screen.problems.first {
            throw StratusAppError(.screenLoadFailed, problem.message, file: file, line: problem.location.line,
                                  column: problem.location.column, jsonPath: problem.location.path)
        }
        guard !group.surfaces.isEmpty else {
            throw StratusAppError(.screenLoadFailed, "the stream makes no surface", file: file, line: 1, column: 1)
        }
        return (screen.value, group)
    }
}
