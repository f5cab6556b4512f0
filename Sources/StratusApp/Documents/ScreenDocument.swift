import Foundation
import StratusCore
import StratusFormats

/// A screen's source text, parsed: its value, and where each value came from in the text.
///
/// Screens are JSON or YAML (Docs/Screens.md, "The screen format"). JSON goes through StratusCodable's strict parser,
/// whose errors carry the line and column; YAML through StratusCodable's ``YAMLDocument`` (the YAML 1.2 core
/// schema). Both give a ``SourcePositionMap`` so that problems found later, by JSON path, can be reported at a line
/// and a column.
public struct ScreenDocument: Sendable {
    /// The syntax of a screen's text (StratusFormats' ``DocumentSyntax``).
    public typealias Format = DocumentSyntax

    /// The parsed value.
    public var value: JSONValue
    /// Where each value starts in the text.
    public var positions: SourcePositionMap
    /// The syntax the text was read as.
    public var format: Format

    /// Parses text.
    /// - Parameters:
    ///   - text: the whole source text.
    ///   - format: JSON or YAML.
    ///   - file: the file name or URL, for error messages.
    /// - Throws: `StratusAppError.screenLoadFailed` with the line and column of the syntax error.
    public init(parsing text: String, format: Format, file: String? = nil) throws(StratusAppError) {
        self.format = format
        switch format {
        case .json:
            do {
                value = try JSONValue(parsing: text)
            } catch {
                throw Self.invalidJSON(error, file: file)
            }
            positions = SourcePositionMap(locating: text)
        case .yaml:
            let document: YAMLDocument
            do {
                document = try YAMLDocument(parsing: text, recordingPositions: true)
            } catch {
                throw StratusAppError(
                    .screenLoadFailed, error.message, file: file, line: error.position?.line,
                    column: error.position?.column, jsonPath: SourcePositionMap.normalized(error.path))
            }
            value = document.value
            positions = SourcePositionMap(document)
        }
    }

    /// Parses JSON from its UTF-8 bytes.
    /// - Parameters:
    ///   - data: the whole source text, UTF-8 encoded.
    ///   - file: the file name or URL, for error messages.
    ///   - options: how strictly to parse, and which lists to shorten (``ScreenChecker/parsingOptions``).
    /// - Throws: `StratusAppError.screenLoadFailed` with the line and column of the syntax error (bytes that are
    ///   not UTF-8 included).
    public init(parsingJSON data: Data, file: String? = nil, options: JSONParsingOptions = .default)
        throws(StratusAppError) {
        format = .json
        do {
            value = try JSONValue(parsing: data, options: options)
        } catch {
            throw Self.invalidJSON(error, file: file)
        }
        positions = SourcePositionMap(locating: data)
    }

    /// A JSON syntax error as the load failure it is, at its line and column.
    private static func invalidJSON(_ error: StratusCodableError, file: String?) -> StratusAppError {
        StratusAppError(.screenLoadFailed, "invalid JSON: \(error.message)", file: file, line: error.position?.line,
                        column: error.position?.column)
    }

    /// Reads and parses a file, choosing the format from its extension.
    /// - Parameters:
    ///   - path: the file to read.
    ///   - displayName: how to name the file in errors (as typed on the command line).
    ///   - options: how to parse JSON (YAML is read by its own rules).
    public init(contentsOfFile path: String, displayName: String? = nil, options: JSONParsingOptions = .default)
        throws(StratusAppError) {
        let name = displayName ?? path
        guard let data = FileManager.default.contents(atPath: path) else {
            throw StratusAppError(.targetNotFound, "cannot read the file", file: name)
        }
        try self.init(parsing: data, format: Format(path: path), file: name, options: options)
    }

    /// Parses a screen's bytes in `format`.
    /// - Parameters:
    ///   - data: the whole source text, UTF-8 encoded.
    ///   - format: JSON or YAML.
    ///   - file: the file name or URL, for error messages.
    ///   - options: how to parse JSON (YAML is read by its own rules).
    /// - Throws: `StratusAppError.screenLoadFailed` with the line and column of the syntax error (bytes that are
    ///   not UTF-8 included).
    public init(parsing data: Data, format: Format, file: String, options: JSONParsingOptions = .default)
        throws(StratusAppError) {
        if format == .json {
            // Parsed from the bytes as read: the parser checks UTF-8 as it goes (and says where it is broken), so
            // a large screen is neither copied into a string nor validated twice.
            try self.init(parsingJSON: data, file: file, options: options)
            return
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw StratusAppError(.screenLoadFailed, "the file is not valid UTF-8", file: file, line: 1, column: 1)
        }
        try self.init(parsing: text, format: format, file: file)
    }
}
