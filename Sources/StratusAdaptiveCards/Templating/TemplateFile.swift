import Foundation
import StratusCodable

/// A template read from a file, and its expansion with a data file, with every problem placed at the file, line
/// and column of the expression (what `stratus template` prints).
public struct TemplateFile: Sendable {
    /// The file's name as the user gave it.
    public var name: String
    /// The template's text.
    public var text: String

    /// A template from its text; `name` is used in messages.
    public init(name: String, text: String) {
        self.name = name
        self.text = text
    }

    /// Reads the file at `path`.
    ///
    /// - Throws: ``AdaptiveCardsError`` of kind `unreadableFile`.
    public init(contentsOf path: String) throws(AdaptiveCardsError) {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw AdaptiveCardsError(.unreadableFile, "cannot read the file", location: ProblemLocation(file: path))
        }
        self.init(name: path, text: text)
    }

    /// The template prepared: its JSON read and every expression parsed.
    ///
    /// - Throws: ``AdaptiveCardsError`` at the file, line and column of the JSON problem or of the expression.
    public func template() throws(AdaptiveCardsError) -> Template {
        let json: JSONValue
        do {
            json = try JSONValue(parsing: text, options: Template.parsingOptions)
        } catch {
            throw AdaptiveCardsError(.unreadableFile, "not JSON: \(error.message)",
                                     location: ProblemLocation(file: name, position: error.position))
        }
        do {
            return try Template(json)
        } catch {
            throw placed(error)
        }
    }

    /// The card this template gives with `data` and `host`.
    ///
    /// - Throws: ``AdaptiveCardsError`` placed in this file.
    public func expand(data: JSONValue?, host: JSONValue? = nil) throws(AdaptiveCardsError) -> Template.Expansion {
        do {
            return try template().expand(data: data, host: host)
        } catch {
            throw error.location.line == nil ? placed(error) : error
        }
    }

    /// `error`, found in a string of this file, with the line and the column of its offset in that string.
    public func placed(_ error: AdaptiveCardsError) -> AdaptiveCardsError {
        var copy = error
        copy.location = SourcePlacement(text: text, paths: [error.pathComponents])
            .location(file: name, path: error.pathComponents, offset: error.offset)
        return copy
    }
}
