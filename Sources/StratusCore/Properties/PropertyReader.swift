import Foundation

/// Reads typed values out of resolved properties or operation arguments the way nimbus-core's
/// `deserialization/AnyServerDrivenData.kt` does (Docs/Nimbus.md §8): the one property-reading API of Stratus, with one error behaviour.
///
/// A read never throws. A value that does not fit records an error with the core's wording (`Expected a string for
/// property "url", but found null.`) and gives nil (an optional read) or the core's empty value (a required read:
/// `""`, `0`, `false`); an absent or null property is nil for an optional read, an error for a required one. The
/// caller checks ``errors`` at the end and reports them all at once: the engine's actions and operations, and the
/// terminal's components (`PropertyMap`, `getMapProperty`) alike.
public struct PropertyReader: Sendable {
    /// The value being read.
    public let value: JSONValue
    /// Where this value sits, for messages: `"url"`, `"headers.accept"`, `"[1]"`.
    public let path: String
    private let errorSink: ErrorSink

    /// Errors found so far by this reader and every reader spawned from it.
    public var errors: [String] { errorSink.messages }
    /// `true` once any read failed.
    public var hasErrors: Bool { !errorSink.messages.isEmpty }

    /// Creates a reader over `value`.
    public init(_ value: JSONValue) {
        self.init(value: value, path: "", errorSink: ErrorSink())
    }

    /// Creates a reader over a properties map.
    public init(_ properties: JSONObject) {
        self.init(.object(properties))
    }

    /// Creates a reader over positional arguments (operations).
    public init(arguments: [JSONValue]) {
        self.init(.array(arguments))
    }

    private init(value: JSONValue, path: String, errorSink: ErrorSink) {
        self.value = value
        self.path = path
        self.errorSink = errorSink
    }

    /// The member `key` (null when absent), sharing this reader's errors.
    public subscript(key: String) -> PropertyReader {
        PropertyReader(value: value[key] ?? .null, path: path.isEmpty ? key : "\(path).\(key)", errorSink: errorSink)
    }

    /// The element at `index` (null when absent), sharing this reader's errors.
    public subscript(index: Int) -> PropertyReader {
        PropertyReader(value: value[index] ?? .null, path: "\(path)[\(index)]", errorSink: errorSink)
    }

    /// All errors as one text, one per line.
    public var errorsDescription: String { errors.joined(separator: "\n") }

    // MARK: - Typed reads

    /// Anything but null; null records an error.
    public func any() -> JSONValue {
        if value.isNull { addTypeError("anything") }
        return value
    }

    /// Any non-null value stringified Kotlin-style; null records an error and gives "".
    public func string() -> String { optionalString() ?? fail("a string", "") }

    /// Like `string()`, but null gives nil without an error.
    public func optionalString() -> String? {
        if value.isNull { return nil }
        return NimbusText.string(value)
    }

    /// An integer: integers as they are, doubles truncated, numeric strings parsed.
    public func int() -> Int { optionalInt() ?? (value.isNull ? fail("a number", 0) : 0) }

    /// Like `int()`, but null gives nil without an error; a value that is no number gives nil with one.
    public func optionalInt() -> Int? {
        if value.isNull { return nil }
        if let integer = NimbusCoercion.integer(value) { return Int(clamping: integer) }
        addTypeError("a number", useValue: value.stringValue != nil)
        return nil
    }

    /// A double: any number, or a numeric string.
    public func double() -> Double { optionalDouble() ?? (value.isNull ? fail("a number", 0) : 0) }

    /// Like `double()`, but null gives nil without an error; a value that is no number gives nil with one.
    public func optionalDouble() -> Double? {
        if value.isNull { return nil }
        if let double = NimbusCoercion.double(value) { return double }
        addTypeError("a number", useValue: value.stringValue != nil)
        return nil
    }

    /// Only a real boolean; anything else records an error and gives `false`.
    public func bool() -> Bool { optionalBool() ?? (value.isNull ? fail("a boolean", false) : false) }

    /// Like `bool()`, but null gives nil without an error; a value that is no boolean gives nil with one.
    public func optionalBool() -> Bool? {
        if value.isNull { return nil }
        if let bool = NimbusCoercion.bool(value) { return bool }
        addTypeError("a boolean")
        return nil
    }

    /// Only a real list; null gives nil without an error, anything else nil with one.
    public func optionalArray() -> [JSONValue]? {
        switch value {
        case .null: return nil
        case .array(let array): return array
        default:
            addTypeError("a list")
            return nil
        }
    }

    /// Only a real map; null gives nil without an error, anything else nil with one.
    public func optionalObject() -> JSONObject? {
        switch value {
        case .null: return nil
        case .object(let object): return object
        default:
            addTypeError("a map")
            return nil
        }
    }

    /// A map whose values are stringified (request headers); null gives an empty map.
    public func stringMap() -> [String: String] {
        var map: [String: String] = [:]
        for (name, value) in optionalObject() ?? [:] { map[name] = NimbusText.string(value) }
        return map
    }

    /// A string matched case-insensitively against `cases`; a mismatch records an error and gives nil.
    public func optionalEnum<T: CaseIterable & RawRepresentable>(_ type: T.Type) -> T? where T.RawValue == String {
        guard let text = optionalString() else { return nil }
        let names = T.allCases.map(\.rawValue)
        if let name = NimbusCoercion.enumCase(.string(text), in: names) { return T(rawValue: name) }
        addTypeError(names.joined(separator: ", "), useValue: true)
        return nil
    }

    // MARK: - Errors

    /// Records `Expected <expected> for property "<path>", but found <found>.`
    public func addTypeError(_ expected: String, useValue: Bool = false) {
        let found = useValue ? NimbusText.string(value) : Self.kotlinTypeName(of: value)
        addError("Expected \(expected) for property \"\(path)\", but found \(found).")
    }

    /// Records an error of another wording, shared with every reader of this family.
    public func addError(_ message: String) {
        errorSink.append(message)
    }

    private func fail<T>(_ expected: String, _ placeholder: T) -> T {
        addTypeError(expected)
        return placeholder
    }

    /// The Kotlin class name the core prints for a value of this kind.
    public static func kotlinTypeName(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "Boolean"
        case .integer(let integer): return Int32(exactly: integer) == nil ? "Long" : "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "List"
        case .object: return "Map"
        }
    }
}

/// Shared error list of a reader family (the core shares one list between a data object and its children).
private final class ErrorSink: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    var messages: [String] { lock.withLock { recorded } }

    func append(_ message: String) {
        lock.withLock { recorded.append(message) }
    }
}
