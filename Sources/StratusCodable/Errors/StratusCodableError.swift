import Foundation

/// Where in a text a problem was found: 1-based line and column, and the 0-based byte offset.
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting Unicode scalars from 1 at the start of the line.
    public var column: Int
    /// The offset in bytes from the start of the input, counting from 0.
    public var byteOffset: Int

    /// Creates a position.
    public init(line: Int, column: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// `line 3, column 17`.
    public var description: String { "line \(line), column \(column)" }

    /// The position of `byteOffset` in `bytes`: counts the line feeds before it, and the scalars since the last one.
    public init(of byteOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        let end = min(max(byteOffset, 0), bytes.count)
        self.init(line: 1, column: 1, byteOffset: 0)
        for index in 0..<end { advance(past: bytes[index]) }
        self.byteOffset = byteOffset
    }

    /// Moves to the next byte: a line feed starts a new line; any byte but a UTF-8 continuation byte (which does
    /// not start a new scalar) a new column.
    mutating func advance(past byte: UInt8) {
        byteOffset += 1
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
}

/// The one error type of StratusCodable: bad JSON text, a value of the wrong shape, or a failed conversion.
///
/// Parse errors carry a ``position``; decoding errors carry the ``path`` of the value in the document
/// (`children[2].properties.text`). ``description`` is a sentence written for the person who wrote the JSON,
/// for example `line 3, column 17: expected ',' or '}' after object member` or
/// `expected a number for "properties.size", found a boolean (true)`.
public struct StratusCodableError: Error, Sendable, CustomStringConvertible {
    /// What went wrong, broadly.
    public enum Kind: String, Sendable, Hashable {
        /// The text is not valid JSON (or YAML).
        case invalidSyntax
        /// The document nests arrays and objects deeper than the configured limit.
        case tooDeep
        /// The value has the wrong JSON kind for the requested type.
        case typeMismatch
        /// A required value is `null`.
        case valueNotFound
        /// A required key is absent.
        case keyNotFound
        /// The value has the right kind but an unacceptable content (a number out of range, a bad URL, an unknown enum case).
        case invalidValue
        /// A type identifier names no registered type (DynamicCodable).
        case unknownType
        /// A value transformer returned nothing (KeyedCodable).
        case transformFailed
        /// Encoding a value failed.
        case encodingFailed
        /// Another error thrown by the code of a `Decodable` or `Encodable` type.
        case other
    }

    /// What went wrong, broadly.
    public var kind: Kind
    /// The explanation, without the position prefix.
    public var message: String
    /// Where in the text, for parse errors.
    public var position: SourcePosition?
    /// The path of the value in the document, such as `children[2].properties.text`; empty for the root.
    public var path: String
    /// The coding path the path was made from, for decoding errors.
    public var codingPath: [any CodingKey]
    /// The file the text came from, when known.
    public var file: String?
    /// A short excerpt of the text around the problem, for parse errors.
    public var excerpt: String?
    /// The error this one wraps, when it was thrown by other code.
    public var underlyingError: (any Error)?

    /// Creates an error.
    public init(
        kind: Kind,
        message: String,
        position: SourcePosition? = nil,
        path: String = "",
        codingPath: [any CodingKey] = [],
        file: String? = nil,
        excerpt: String? = nil,
        underlyingError: (any Error)? = nil
    ) {
        self.kind = kind
        self.message = message
        self.position = position
        self.path = path
        self.codingPath = codingPath
        self.file = file
        self.excerpt = excerpt
        self.underlyingError = underlyingError
    }

    /// Where the problem is: ``file``, the line and column of ``position``, and ``path`` unless the message
    /// already names it.
    public var location: ProblemLocation {
        // Whoever threw (UUID's own decoder, an enum's, a registry), the reader learns where.
        ProblemLocation(file: file, position: position, path: message.contains("\"\(path)\"") ? nil : path)
    }

    /// The message written with its ``location`` (``ProblemLocation/describing(_:)``): `screen.json:3:17: expected
    /// ...`, or `line 3, column 17: expected ...` without a file, and the path behind in brackets when the message
    /// does not already name it: `... invalid UUID string. [items[2].id]`.
    public var description: String {
        var text = message
        if let excerpt, !excerpt.isEmpty { text += " (near \(excerpt))" }
        return location.describing(text)
    }

    /// This error, marked as coming from `file`.
    public func inFile(_ file: String) -> StratusCodableError {
        var copy = self
        copy.file = file
        return copy
    }
}

extension StratusCodableError {
    /// This error with the ``position`` of its ``codingPath`` in `data`, when it has none yet.
    ///
    /// For a missing key the position is that of the object that lacks it.
    public func locatingPath(in data: Data) -> StratusCodableError {
        guard position == nil else { return self }
        var copy = self
        let path = codingPath.map(JSONPathComponent.init)
        copy.position = data.withUnsafeBytes { raw in
            JSONPathLocator(locating: [path], in: raw.bindMemory(to: UInt8.self)).closestValuePosition(of: path)
        }
        return copy
    }
}

extension StratusCodableError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}

extension StratusCodableError {
    /// Renders a coding path the way screen authors read it: `children[2].properties.text`.
    ///
    /// Integer keys (array elements) become `[n]`; string keys are joined with dots.
    public static func pathString(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text
    }

    /// Converts any error thrown while decoding into a StratusCodableError with a path and a readable message.
    ///
    /// `DecodingError`s keep their coding path; our own errors pass through; any other error is wrapped, at
    /// `fallbackPath`.
    public init(_ error: any Error, fallbackPath: [any CodingKey] = []) {
        if let error = error as? StratusCodableError {
            self = error
            return
        }
        if let error = error as? DecodingError {
            self.init(decodingError: error)
            return
        }
        if let error = error as? EncodingError {
            switch error {
            case .invalidValue(_, let context):
                self.init(
                    kind: .encodingFailed, message: context.debugDescription,
                    path: Self.pathString(context.codingPath), codingPath: context.codingPath, underlyingError: error)
            @unknown default:
                self.init(kind: .encodingFailed, message: "\(error)", underlyingError: error)
            }
            return
        }
        self.init(
            kind: .other, message: "\(error)", path: Self.pathString(fallbackPath), codingPath: fallbackPath,
            underlyingError: error)
    }

    private init(decodingError error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context):
            self.init(context: context, kind: .typeMismatch, error: error)
        case .valueNotFound(_, let context):
            self.init(context: context, kind: .valueNotFound, error: error)
        case .keyNotFound(let key, let context):
            var full = context.codingPath
            full.append(key)
            let path = Self.pathString(full)
            let message = context.debugDescription.hasPrefix("missing ")
                ? context.debugDescription : "missing required key \"\(path)\""
            self.init(
                kind: .keyNotFound, message: message, path: path, codingPath: full,
                underlyingError: Self.underlying(of: context) ?? error)
        case .dataCorrupted(let context):
            self.init(context: context, kind: .invalidValue, error: error)
        @unknown default:
            self.init(kind: .other, message: "\(error)", underlyingError: error)
        }
    }

    private init(context: DecodingError.Context, kind: Kind, error: DecodingError) {
        if let inner = context.underlyingError as? StratusCodableError {
            self = inner
            return
        }
        self.init(
            kind: kind, message: context.debugDescription, path: Self.pathString(context.codingPath),
            codingPath: context.codingPath, underlyingError: Self.underlying(of: context) ?? error)
    }

    private static func underlying(of context: DecodingError.Context) -> (any Error)? {
        context.underlyingError
    }
}
