import Foundation
import StratusA2UI
import StratusCore
import StratusFormats

/// An A2UI stream read as a screen: a JSON array of messages, JSON Lines, or the specification's example
/// bundle `{name, description, messages}`, told from a Nimbus screen by its content (Docs/A2UI.md, "Files").
///
/// Its messages are applied in order, and the surfaces they make become one screen of `a2ui:` components
/// (StratusA2UI's `SurfaceScreen`), which the engine builds and the terminal draws like any other screen.
enum A2UIDocument {
    /// Whether `document` is an A2UI stream rather than a Nimbus screen, an app manifest or data: the one rule
    /// `check`, `render`, `run` and `test` follow (Docs/Formats.md, "A2UI").
    ///
    /// A stream is JSON: an array whose first element is a message (or an example bundle), an example bundle (an
    /// object whose `messages` is an array), or one or more messages, each an object with the name of a server
    /// message type of some version (`createSurface`, `surfaceUpdate`...) or of a client message (`action`) as a
    /// key, or a `"version"` such as `"v0.9"`. A document naming `"_:component"` is a Nimbus screen. Only the first
    /// element of an array is read, so that a large array of data is told from a stream by its first bytes.
    static func isStream(_ document: FormatDocument) -> Bool {
        guard document.syntax == .json else { return false }
        switch document.firstSignificantByte {
        case UInt8(ascii: "[")?:
            guard let element = firstElement(ofArrayIn: document.bytes),
                  let value = try? JSONValue(parsing: element) else { return false }
            return isMessageOrBundle(value)
        case UInt8(ascii: "{")?:
            guard !document.contains("\"_:component\""), let text = String(data: document.bytes, encoding: .utf8) else {
                return false
            }
            if let whole = try? JSONValue(parsing: text) { return isMessageOrBundle(whole) }
            // Not one JSON value: JSON Lines when its first line is a message.
            guard let line = A2UIStream.firstNonBlankLine(of: text),
                  let message = try? JSONValue(parsing: String(line)) else { return false }
            return isMessageOrBundle(message)
        default:
            return false
        }
    }

    /// Whether `document` is an A2UI catalog (``CatalogCheck/isCatalog(_:)``: a JSON object with `catalogId` and
    /// `components`), the document `--a2ui-catalog` names, which `stratus check` checks.
    static func isCatalog(_ document: FormatDocument) -> Bool {
        guard document.syntax == .json, document.firstSignificantByte == UInt8(ascii: "{"),
              document.contains("\"catalogId\""), let value = try? JSONValue(parsing: document.bytes) else { return false }
        return CatalogCheck.isCatalog(value)
    }

    /// The bytes of the first element of the JSON array `bytes` holds, found by matching brackets outside strings
    /// (the element itself is not checked); nil for an empty or unfinished array, or no array.
    static func firstElement(ofArrayIn bytes: Data) -> Data? {
        bytes.withUnsafeBytes { (text: UnsafeRawBufferPointer) -> Data? in
            let blank: Set<UInt8> = [0x20, 0x0A, 0x0D, 0x09]
            var index = text.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while index < text.count, blank.contains(text[index]) { index += 1 }
            guard index < text.count, text[index] == UInt8(ascii: "[") else { return nil }
            index += 1
            while index < text.count, blank.contains(text[index]) { index += 1 }
            let start = index
            var depth = 0
            var inString = false
            var escaped = false
            while index < text.count {
                let byte = text[index]
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                } else if byte == UInt8(ascii: "\"") {
                    inString = true
                } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    if depth == 0 { return Data(text[start..<index]) }
                    depth -= 1
                    if depth == 0 { return Data(text[start...index]) }
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    return Data(text[start..<index])
                }
                index += 1
            }
            return nil
        }
    }

    /// Whether `value` is an A2UI message (of a server or a client) or an example bundle.
    static func isMessageOrBundle(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        if case .array? = object["messages"] { return true }
        if RawMessages.Entry.isTimed(value), let message = object["message"] { return isMessageOrBundle(message) }
        if case .string(let version)? = object["version"], version.hasPrefix("v0.") || version.hasPrefix("v1.") {
            return true
        }
        return object.keys.contains { messageTypes.contains($0) }
    }

    /// The message type names of every version, sent by servers and by clients (what `--dump-actions` prints).
    private static let messageTypes = Set(A2UIVersion.allCases.flatMap(\.serverMessageTypes))
        .union(StreamCheck.clientMessageTypes)

    /// What a stream file shows when it is read: the screen, the surfaces it is made of, and the messages that
    /// arrive later (Docs/A2UI.md, "Messages over time").
    struct Reading: Sendable {
        /// The screen the surfaces make.
        var screen: JSONValue
        /// The surfaces, as the messages that arrive at once leave them.
        var surfaces: SurfaceGroup
        /// The messages that arrive later, each with its delay after the one before, in order.
        var arrivals: [A2UIStream.Entry]
    }

    /// The screen the stream's surfaces make, the surfaces, and the messages that arrive later.
    ///
    /// The whole stream is applied and checked first, so that a file that could never show whole is refused when it
    /// is read; a stream with timed messages then shows what the messages before the first delay make.
    ///
    /// - Parameter file: the name errors are reported in.
    /// - Throws: `A2UIError` with the file, line, column and JSON path of a malformed
    ///   line, an unknown message type or version, a message that cannot apply, or a component naming a missing one.
    static func screen(parsing text: String, file: String) throws(A2UIError) -> Reading {
        let stream: A2UIStream
        var group: SurfaceGroup
        stream = try A2UIStream(decoding: text, file: file)
        group = try SurfaceGroup(stream: stream, text: text, file: file)
        guard let firstDelayed = stream.entries.firstIndex(where: { $0.delay > 0 }) else {
            let screen = SurfaceScreen(group)
            if let problem = screen.problems.first { throw problem.inFile(file) }
            guard !group.surfaces.isEmpty else {
                throw A2UIError(.notAStream, "the stream makes no surface", line: 1, column: 1).inFile(file)
            }
            return Reading(screen: screen.value, surfaces: group, arrivals: [])
        }
        // Messages arrive over time: what shows first is what the messages before the first delay make, and
        // components still to come are simply not shown yet.
        group = SurfaceGroup()
        for entry in stream.entries[..<firstDelayed] {
            do {
                try group.apply(entry.message)
            } catch {
                throw A2UIError(error.kind, error.message, line: entry.line, column: entry.column).inFile(file)
            }
        }
        return Reading(screen: SurfaceScreen(group, arriving: true).value, surfaces: group,
                       arrivals: Array(stream.entries[firstDelayed...]))
    }
}
