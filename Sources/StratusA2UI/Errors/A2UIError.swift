import Foundation
import StratusCodable

/// Every problem the A2UI module reports: what went wrong, and where (line, column, JSON path) when known.
///
/// The description is the one form every Stratus error takes, `file:line:column: message [path]`. The JSON path
/// is written from the root of the text that was decoded (`$[3].updateComponents.components[0].id` in an array of
/// messages, `$.updateComponents.components[0].id` in one JSONL line); for problems found later, while a surface
/// applies a message or evaluates a binding, it is the path inside the message or the data model pointer.
public struct A2UIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is; tests and callers match on it, people read ``message``.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The text is not JSON (or a JSONL line is not).
        case malformedJSON
        /// The text is JSON but not a message, an array of messages or an example bundle.
        case notAStream
        /// A message names no type this version knows (or several at once).
        case unknownMessageType
        /// `"version"` names a version this module does not speak.
        case unknownVersion
        /// A member is missing, has the wrong type, or is not allowed where it is.
        case invalidMessage
        /// A message addresses a surface that does not exist (or creates one that already does).
        case surfaceState
        /// A component refers to an id no component has.
        case missingComponent
        /// A component is its own ancestor.
        case cycle
        /// A data path is not a JSON Pointer, or cannot be written.
        case invalidPath
        /// A binding's path leads to nothing in the data model where a value is needed.
        case unresolvablePath
        /// A template's path holds something other than a list.
        case templateNotList
        /// A function call names a function the catalog does not have.
        case unknownFunction
        /// A function was called with missing or wrong arguments, or failed on them.
        case invalidArguments
        /// A `${...}` expression cannot be parsed.
        case expression
        /// A check of a component failed (the payload of a `VALIDATION_FAILED` error message).
        case validationFailed
        /// A file could not be read.
        case unreadableFile
        /// A function response answers a call that was never made, or was answered already.
        case unknownFunctionCall
        /// A component is placed under a parent its catalog's `allowedParents` does not list (`UNALLOWED_PARENT`).
        case unallowedParent
        /// A container holds a child its catalog's `allowedChildren` does not list (`UNALLOWED_CHILD`).
        case unallowedChild
    }

    /// What kind of problem this is.
    public var kind: Kind
    /// The problem in words, for the person who wrote the stream.
    public var message: String
    /// The steps from the root of the decoded text (or of the message) to the value in question.
    public var pathComponents: [JSONPathComponent]
    /// File, line, column and path; ``description`` writes them.
    public var location: ProblemLocation

    /// Creates an error at a JSON path; the line and column are filled in by whoever holds the text.
    public init(_ kind: Kind, _ message: String, at path: [JSONPathComponent] = [], line: Int? = nil, column: Int? = nil) {
        self.kind = kind
        self.message = message
        self.pathComponents = path
        self.location = ProblemLocation(line: line, column: column, path: path.isEmpty ? nil : Self.pathString(path))
    }

    /// `file:line:column: message [path]`.
    public var description: String { location.describing(message) }

    /// The same error in `file`.
    public func inFile(_ file: String?) -> A2UIError {
        var copy = self
        copy.location.file = file
        return copy
    }

    /// The same error with its path moved under `prefix` (a message's place in its stream).
    func under(_ prefix: [JSONPathComponent]) -> A2UIError {
        var copy = self
        copy.pathComponents = prefix + pathComponents
        copy.location.path = copy.pathComponents.isEmpty ? nil : Self.pathString(copy.pathComponents)
        return copy
    }

    /// A path as Stratus writes it: `$.updateComponents.components[2].id`.
    public static func pathString(_ path: [JSONPathComponent]) -> String {
        JSONPathComponent.pathString(path)
    }

    /// A path as a JSON Pointer (RFC 6901), the form A2UI's `error` messages carry: `/components/2/id`.
    public static func jsonPointer(_ path: [JSONPathComponent]) -> String {
        var text = ""
        for component in path {
            if let key = component.key {
                text += "/" + key.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
            } else if let index = component.index {
                text += "/\(index)"
            }
        }
        return text
    }
}
