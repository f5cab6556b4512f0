import OrderedCollections
import StratusCodable

/// A file of A2UI messages, in any of the three forms they come in, decoded with where each message starts.
///
/// The form is read from the content: a JSON array of messages; the specification's example bundle
/// `{"name", "description", "messages": [...]}`; or JSON Lines, one message a line (a single message is JSONL of
/// one line). Every error says where: `file:line:column: message [path]`, the path from the root of the array or
/// bundle, or of the line's message.
public struct A2UIStream: Sendable {
    /// The form a stream was written in.
    public enum Format: Sendable, Hashable {
        /// `[message, message, ...]`.
        case messageArray
        /// `{"name": ..., "description": ..., "messages": [...]}`.
        case bundle
        /// One message a line.
        case jsonLines
    }

    /// A decoded message and where it starts.
    public struct Entry: Sendable, Hashable {
        /// The message.
        public var message: ServerMessage
        /// The 1-based line of its first character.
        public var line: Int
        /// The 1-based column of its first character.
        public var column: Int
        /// The JSON path of the message in its text (`$[3]`, `$.messages[3]`, `$` for a JSONL line).
        public var path: [JSONPathComponent]
    }

    /// The form it was written in.
    public var format: Format
    /// The bundle's name, when it is a bundle.
    public var name: String?
    /// The bundle's description, when it is a bundle.
    public var summary: String?
    /// The messages, in order.
    public var entries: [Entry]

    /// The messages alone, in order.
    public var messages: [ServerMessage] { entries.map(\.message) }

    /// Decodes a whole file; the first problem stops it.
    ///
    /// - Parameter file: the name errors are reported in, as the user gave it.
    /// - Throws: ``A2UIError``: `malformedJSON` with the line and column of the bad character (of the bad line, in
    ///   JSONL), `notAStream` for JSON of another shape, or the message's own error, located in the text.
    public init(decoding text: String, file: String? = nil) throws(A2UIError) {
        do {
            try self.init(decodingWithoutFile: text)
        } catch {
            throw error.inFile(file)
        }
    }

    /// Decodes one JSONL line: what a client does with each line of a live stream.
    ///
    /// - Parameter lineNumber: the line's number in its stream, for the error's position.
    public static func decodeLine(_ line: String, lineNumber: Int = 1) throws(A2UIError) -> ServerMessage {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: line)
        } catch {
            throw A2UIError(.malformedJSON, error.message, line: lineNumber, column: error.position?.column)
        }
        do {
            return try ServerMessage(decoding: json)
        } catch {
            throw located(error, in: line, lineOffset: lineNumber - 1)
        }
    }

    private init(decodingWithoutFile text: String) throws(A2UIError) {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) else {
            throw A2UIError(.notAStream, "the stream is empty: expected messages as a JSON array, a bundle or JSON Lines")
        }
        if first == "[" {
            let json = try Self.parseDocument(text)
            guard case .array(let elements) = json else {
                throw A2UIError(.notAStream, "expected an array of messages", line: 1, column: 1)
            }
            self.init(format: .messageArray, name: nil, summary: nil, entries: try Self.entries(elements, under: [], in: text))
            return
        }
        guard first == "{" else {
            throw A2UIError(.malformedJSON, "expected a JSON array, a bundle object or JSON Lines, found '\(first)'", line: 1, column: 1)
        }
        let whole: JSONValue
        do {
            whole = try JSONValue(parsing: text)
        } catch {
            if Self.isJSONLines(text) {
                try self.init(jsonLines: text)
                return
            }
            throw A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column)
        }
        if case .array(let messages)? = whole["messages"] {
            let reader = MessageReader(whole)
            self.init(
                format: .bundle,
                name: try? reader.member("name")?.string(),
                summary: try? reader.member("description")?.string(),
                entries: try Self.entries(messages, under: [.key("messages")], in: text)
            )
        } else {
            try self.init(jsonLines: text)
        }
    }

    private init(format: Format, name: String?, summary: String?, entries: [Entry]) {
        self.format = format
        self.name = name
        self.summary = summary
        self.entries = entries
    }

    private init(jsonLines text: String) throws(A2UIError) {
        var entries: [Entry] = []
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard let start = line.unicodeScalars.firstIndex(where: { !$0.properties.isWhitespace }) else { continue }
            let message = try Self.decodeLine(String(line), lineNumber: lineNumber)
            let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: start) + 1
            entries.append(Entry(message: message, line: lineNumber, column: column, path: []))
        }
        self.init(format: .jsonLines, name: nil, summary: nil, entries: entries)
    }

    /// Whether the text reads as JSON Lines: its first non-blank line is a JSON value by itself.
    private static func isJSONLines(_ text: String) -> Bool {
        guard let firstLine = text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) else {
            return false
        }
        return (try? JSONValue(parsing: String(firstLine))) != nil
    }

    private static func parseDocument(_ text: String) throws(A2UIError) -> JSONValue {
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column)
        }
    }

    private static func entries(_ elements: [JSONValue], under prefix: [JSONPathComponent], in text: String) throws(A2UIError) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            let path = prefix + [.index(index)]
            do {
                entries.append(Entry(message: try ServerMessage(decoding: element), line: 0, column: 0, path: path))
            } catch {
                throw located(error.under(path), in: text, lineOffset: 0)
            }
        }
        // One walk over the text finds where every message starts.
        let locator = JSONPathLocator(locating: entries.map(\.path), in: text)
        for index in entries.indices {
            let position = locator.valuePosition(of: entries[index].path)
            entries[index].line = position?.line ?? 1
            entries[index].column = position?.column ?? 1
        }
        return entries
    }

    /// The error with the line and column of its path in `text` (or of the deepest ancestor found).
    static func located(_ error: A2UIError, in text: String, lineOffset: Int) -> A2UIError {
        var located = error
        let locator = JSONPathLocator(locating: [error.pathComponents], in: text)
        if let position = locator.closestValuePosition(of: error.pathComponents) {
            located.location.line = position.line + lineOffset
            located.location.column = position.column
        }
        return located
    }
}
