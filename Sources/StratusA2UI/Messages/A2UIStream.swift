#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
        /// One message, on one line or several.
        case message
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
        /// How long after the message before it the message arrives, in milliseconds (0: at once).
        public var delay: Int = 0
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
        let raw = try Self.rawMessages(in: text)
        var entries: [Entry] = []
        entries.reserveCapacity(raw.entries.count)
        for entry in raw.entries {
            do {
                entries.append(Entry(message: try ServerMessage(decoding: entry.json), line: entry.line,
                                     column: entry.column, path: entry.path, delay: entry.delay))
            } catch {
                throw raw.located(error, at: entry)
            }
        }
        self.init(format: raw.format, name: raw.name, summary: raw.summary, entries: entries)
    }

    private init(format: Format, name: String?, summary: String?, entries: [Entry]) {
        self.format = format
        self.name = name
        self.summary = summary
        self.entries = entries
    }

    /// The messages of a stream as JSON, not decoded yet, with where each starts: what `stratus check` validates
    /// against the specification's schemas before (or instead of) decoding them.
    ///
    /// - Throws: ``A2UIError``: `malformedJSON` with the line and column of the bad character, `notAStream` for JSON
    ///   of another shape.
    public static func rawMessages(in text: String) throws(A2UIError) -> RawMessages {
        var raw = try rawElements(in: text)
        for index in raw.entries.indices {
            do {
                try raw.entries[index].unwrapTiming()
            } catch {
                throw raw.located(error, at: raw.entries[index])
            }
        }
        return raw
    }

    private static func rawElements(in text: String) throws(A2UIError) -> RawMessages {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace && $0 != "\u{FEFF}" }) else {
            throw A2UIError(.notAStream, "the stream is empty: expected messages as a JSON array, a bundle or JSON Lines")
        }
        if first == "[" {
            let json = try parseDocument(text)
            guard case .array(let elements) = json else {
                throw A2UIError(.notAStream, "expected an array of messages", line: 1, column: 1)
            }
            return RawMessages(text: text, format: .messageArray, entries: entries(elements, under: [], in: text))
        }
        guard first == "{" else {
            throw A2UIError(.malformedJSON, "expected a JSON array, a bundle object or JSON Lines, found '\(first)'", line: 1, column: 1)
        }
        let whole: JSONValue
        do {
            whole = try JSONValue(parsing: text)
        } catch {
            if isJSONLines(text) { return try jsonLines(text) }
            throw A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column)
        }
        guard case .array(let messages)? = whole["messages"] else {
            // One message, on one line or several.
            let start = JSONPathLocator(locating: [[]], in: text).valuePosition(of: [])
            return RawMessages(text: text, format: .message, entries: [RawMessages.Entry(
                json: whole, line: start?.line ?? 1, column: start?.column ?? 1, path: [])])
        }
        let reader = MessageReader(whole)
        var raw = RawMessages(text: text, format: .bundle, entries: entries(messages, under: [.key("messages")], in: text))
        raw.name = try? reader.member("name")?.string()
        raw.summary = try? reader.member("description")?.string()
        return raw
    }

    private static func jsonLines(_ text: String) throws(A2UIError) -> RawMessages {
        var entries: [RawMessages.Entry] = []
        var lineNumber = 0
        for rawLine in lines(of: text) {
            lineNumber += 1
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard let start = line.unicodeScalars.firstIndex(where: { !$0.properties.isWhitespace }) else { continue }
            let json: JSONValue
            do {
                json = try JSONValue(parsing: String(line))
            } catch {
                throw A2UIError(.malformedJSON, error.message, line: lineNumber, column: error.position?.column)
            }
            let column = line.unicodeScalars.distance(from: line.unicodeScalars.startIndex, to: start) + 1
            entries.append(RawMessages.Entry(json: json, line: lineNumber, column: column, path: []))
        }
        return RawMessages(text: text, format: .jsonLines, entries: entries)
    }

    /// Whether the text reads as JSON Lines: its first non-blank line is a JSON value by itself.
    private static func isJSONLines(_ text: String) -> Bool {
        guard let firstLine = firstNonBlankLine(of: text) else { return false }
        return (try? JSONValue(parsing: String(firstLine))) != nil
    }

    /// The lines of `text`, split at each line feed (a carriage return before it stays at the end of its line).
    ///
    /// A scan of the UTF-8 bytes: splitting the string by characters would walk grapheme clusters, several times
    /// slower on a stream of megabytes, and would never split at `\r\n`, which is one character.
    public static func lines(of text: String) -> [Substring] {
        let utf8 = text.utf8
        // The line feeds found in the bytes themselves when the string has them in one piece (a scan of memory, not
        // a call per byte); through the view otherwise.
        let ends: [Int]? = utf8.withContiguousStorageIfAvailable { bytes in
            var ends: [Int] = []
            guard let base = bytes.baseAddress else { return ends }
            // The C library's `memchr` looks at many bytes an instruction; a loop over the buffer looks at one (a
            // stream of a few long lines is almost all bytes between line feeds).
            var start = 0
            while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start) {
                let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                ends.append(end)
                start = end + 1
            }
            return ends
        }
        guard let ends else {
            return utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
        }
        var lines: [Substring] = []
        lines.reserveCapacity(ends.count + 1)
        var start = utf8.startIndex
        for end in ends {
            let index = utf8.index(utf8.startIndex, offsetBy: end)
            lines.append(Substring(utf8[start..<index]))
            start = utf8.index(after: index)
        }
        lines.append(Substring(utf8[start...]))
        return lines
    }

    /// The first line of `text` holding something other than whitespace, found without splitting the rest.
    public static func firstNonBlankLine(of text: String) -> Substring? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
            let line = Substring(utf8[start..<end])
            if !line.allSatisfy(\.isWhitespace) { return line }
            start = end == utf8.endIndex ? end : utf8.index(after: end)
        }
        return nil
    }

    private static func parseDocument(_ text: String) throws(A2UIError) -> JSONValue {
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw A2UIError(.malformedJSON, error.message, line: error.position?.line, column: error.position?.column)
        }
    }

    private static func entries(_ elements: [JSONValue], under prefix: [JSONPathComponent],
                                in text: String) -> [RawMessages.Entry] {
        let paths = elements.indices.map { prefix + [JSONPathComponent.index($0)] }
        // One walk over the text finds where every message starts.
        let locator = JSONPathLocator(locating: paths, in: text)
        return zip(elements, paths).map { element, path in
            let position = locator.valuePosition(of: path)
            return RawMessages.Entry(json: element, line: position?.line ?? 1, column: position?.column ?? 1, path: path)
        }
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

/// The messages of a stream file as JSON, before they are decoded (``A2UIStream/rawMessages(in:)``).
public struct RawMessages: Sendable {
    /// One message as JSON and where it starts.
    public struct Entry: Sendable, Hashable {
        /// The message as written.
        public var json: JSONValue
        /// The 1-based line of its first character.
        public var line: Int
        /// The 1-based column of its first character.
        public var column: Int
        /// The JSON path of the message in its text (`$[3]`, `$.messages[3]`, `$` for a JSONL line).
        public var path: [JSONPathComponent]
        /// How long after the message before it the message arrives, in milliseconds (0: at once).
        public var delay: Int = 0

        /// Whether `json` is a timed message: `{"delay": milliseconds, "message": {...}}`.
        public static func isTimed(_ json: JSONValue) -> Bool {
            guard case .object(let object) = json, case .object? = object["message"] else { return false }
            return object.keys.allSatisfy { $0 == "delay" || $0 == "message" }
        }

        /// A timed message becomes its message, with its delay and the path of the message inside it.
        mutating func unwrapTiming() throws(A2UIError) {
            guard Self.isTimed(json), let message = json["message"] else { return }
            if let delay = json["delay"] {
                guard let milliseconds = delay.doubleValue, milliseconds >= 0, milliseconds <= 86_400_000 else {
                    throw A2UIError(.invalidMessage, "\"delay\" must be a number of milliseconds from 0 to 86400000",
                                    at: [.key("delay")])
                }
                self.delay = Int(milliseconds.rounded())
            }
            json = message
            path.append(.key("message"))
        }
    }

    /// The whole text.
    public let text: String
    /// The form it was written in.
    public var format: A2UIStream.Format
    /// The messages, in order.
    public var entries: [Entry]
    /// The bundle's name, when it is a bundle.
    public var name: String?
    /// The bundle's description, when it is a bundle.
    public var summary: String?

    init(text: String, format: A2UIStream.Format, entries: [Entry]) {
        self.text = text
        self.format = format
        self.entries = entries
    }

    /// `error`, whose path starts inside the message of `entry`, with the line, column and path it has in the file.
    public func located(_ error: A2UIError, at entry: Entry) -> A2UIError {
        Self.located(error, line: entry.line, path: entry.path, format: format, text: text)
    }

    /// `error`, whose path starts inside the message at `line` and `path` of a text of `format`, with the line,
    /// column and path it has in the text. Only a stream with an error is split into lines.
    static func located(_ error: A2UIError, line: Int, path: [JSONPathComponent], format: A2UIStream.Format,
                        text: String) -> A2UIError {
        guard format == .jsonLines else {
            return A2UIStream.located(error.under(path), in: text, lineOffset: 0)
        }
        let lines = A2UIStream.lines(of: text)
        guard lines.indices.contains(line - 1) else { return error }
        return A2UIStream.located(error.under(path), in: String(lines[line - 1]), lineOffset: line - 1)
    }
}
