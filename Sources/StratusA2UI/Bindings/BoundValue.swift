import OrderedCollections
import StratusCodable

/// A property value that may depend on the data model: a literal, a path into the data model, a function call, or
/// a list of such values.
///
/// v0.9 and later write literals as plain JSON (`"text": "Hi"`), bindings as `{"path": "/user/name"}` and calls
/// as `{"call": "formatString", "args": {...}}`; a list holding one of those (`and`'s `values`, calls nested in
/// calls) is a list of bound values, each evaluated in turn. v0.8 wraps literals (`{"literalString": "Hi"}`,
/// `literalNumber`, `literalBoolean`, `literalArray`); a v0.8 value with both a path and a literal is the
/// initialization shorthand: the literal is written at the path, then the value is bound to it.
public indirect enum BoundValue: Sendable, Hashable {
    /// A value written in the message.
    case literal(JSONValue)
    /// The value at a JSON Pointer: absolute (`/user/name`) or relative to the template item (`name`).
    case path(String)
    /// v0.8's shorthand: write `initial` at the path when the component arrives, then bind to the path.
    case initializedPath(String, initial: JSONValue)
    /// The result of calling a function.
    case call(FunctionCall)
    /// A list written in the message whose elements are themselves bound (`and`'s `values`: calls and paths).
    case list([BoundValue])

    /// The v0.8 literal wrappers, in the order they are looked for.
    static let legacyLiteralKeys = ["literalString", "literalNumber", "literalBoolean", "literalArray"]

    /// Reads a value as `version` writes it.
    ///
    /// - Throws: ``A2UIError`` (`invalidMessage`) when a path is not a string or a call is malformed.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        if version != .v0_8, case .array(let elements) = reader.value, elements.contains(where: Self.isDynamic) {
            self = .list(try reader.elements().map { element throws(A2UIError) in try BoundValue(reading: element, version: version) })
            return
        }
        guard case .object(let object) = reader.value else {
            self = .literal(reader.value)
            return
        }
        if version == .v0_8 {
            let literal = Self.legacyLiteralKeys.lazy.compactMap { object[$0] }.first
            if let pathReader = reader.member("path") {
                let path = try pathReader.string()
                self = literal.map { .initializedPath(path, initial: $0) } ?? .path(path)
            } else {
                self = .literal(literal ?? reader.value)
            }
            return
        }
        if object["call"] != nil {
            self = .call(try FunctionCall(reading: reader, version: version))
        } else if let pathReader = reader.member("path"), object.count == 1 {
            self = .path(try pathReader.string())
        } else {
            self = .literal(reader.value)
        }
    }

    /// The path of `value` when it is written as a path alone (`{"path": "/rows/3"}`, from v0.9 on), the form of most
    /// bound values; nil for any other.
    static func pathAlone(in value: JSONValue, version: A2UIVersion) -> String? {
        guard version != .v0_8, case .object(let members) = value, members.count == 1, case .string(let path)? = members["path"] else {
            return nil
        }
        return path
    }

    /// Reads a value as `version` writes it, from JSON with no path of its own (tests, function arguments).
    public init(_ value: JSONValue, version: A2UIVersion = .v1_0) throws(A2UIError) {
        try self.init(reading: MessageReader(value), version: version)
    }

    /// Whether `value` is written as a binding or a call (`{"path": ...}` alone, `{"call": ...}`), not as a literal.
    static func isDynamic(_ value: JSONValue) -> Bool {
        guard case .object(let object) = value else { return false }
        return object["call"] != nil || (object.count == 1 && object["path"] != nil)
    }

    /// The path this value is bound to, for two-way binding; nil for literals and calls.
    public var boundPath: String? {
        switch self {
        case .path(let path), .initializedPath(let path, _): return path
        case .literal, .call, .list: return nil
        }
    }
}
