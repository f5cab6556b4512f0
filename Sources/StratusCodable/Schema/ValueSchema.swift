/// What a value must be: the declared type of a property, derived from a `Decodable` type by ``SchemaRecorder``.
///
/// A component's properties form an ``object(_:)`` schema; `stratus check` compares a screen's values with it
/// through ``problems(in:isUnresolved:)``, which follows ``NimbusCoercion`` exactly as decoding does.
public indirect enum ValueSchema: Sendable, Hashable {
    /// Any value (a `JSONValue` property, or a type whose schema cannot be derived).
    case any
    /// Text. Decoding converts any value but null (``NimbusText``), so a list shows as `[a]`; a list or a map
    /// given where text is expected is still a mistake in a screen, and ``problems(in:isUnresolved:)`` reports it.
    case string
    /// An integer: numbers and numeric strings (``NimbusCoercion/integer(_:)``).
    case integer
    /// A number: numbers and numeric strings.
    case number
    /// Only `true` or `false`.
    case boolean
    /// One of these names, ignoring case.
    case enumeration([String])
    /// A list whose elements are of the element schema.
    case list(ValueSchema)
    /// A map with any keys whose values are of the value schema.
    case map(ValueSchema)
    /// A map with named properties.
    case object([PropertySchema])
    /// A list of actions run on an event (`onPress`). StratusCodable only records it; the engine gives it meaning.
    case event

    /// What the schema expects, in words for a diagnostic: `a boolean`, `one of "start", "center"`.
    public var summary: String {
        switch self {
        case .any: return "any value"
        case .string: return "a string"
        case .integer: return "an integer"
        case .number: return "a number"
        case .boolean: return "a boolean"
        case .enumeration(let cases): return "one of " + cases.map { "\"\($0)\"" }.joined(separator: ", ")
        case .list: return "a list"
        case .map, .object: return "a map"
        case .event: return "a list of actions"
        }
    }

    /// The properties, when this is an object schema.
    public var properties: [PropertySchema]? {
        if case .object(let properties) = self { return properties }
        return nil
    }

    /// The property named `name`, when this is an object schema that has it.
    public func property(named name: String) -> PropertySchema? {
        properties?.first { $0.name == name }
    }
}

/// One declared property: its name, schema, whether it must be present, and the value used when it is absent.
///
/// An object schema lists every name its values may use: a name it does not list is a misspelling to
/// ``ValueSchema/unknownMembers(in:)``. A property the format defines but this renderer does not use (one read
/// on another platform) is listed too, as ``isIgnored``, so that it is known without being checked.
public struct PropertySchema: Sendable, Hashable {
    /// The property's key.
    public var name: String
    /// What its value must be.
    public var schema: ValueSchema
    /// Whether a screen must give it (a non-optional property without a default).
    public var isRequired: Bool
    /// The value used when it is absent, when the type declares one (`decode(_:forKey:default:)`).
    public var defaultValue: JSONValue?
    /// Whether the property is accepted and has no effect here (``ignored(_:)``).
    public var isIgnored: Bool

    /// Creates a property schema.
    public init(name: String, schema: ValueSchema, isRequired: Bool, defaultValue: JSONValue? = nil,
                isIgnored: Bool = false) {
        self.name = name
        self.schema = schema
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.isIgnored = isIgnored
    }

    /// A property that must be present.
    public static func required(_ name: String, _ schema: ValueSchema) -> PropertySchema {
        PropertySchema(name: name, schema: schema, isRequired: true)
    }

    /// A property that may be left out.
    public static func optional(_ name: String, _ schema: ValueSchema) -> PropertySchema {
        PropertySchema(name: name, schema: schema, isRequired: false)
    }

    /// A property the format defines and this renderer accepts without using it (Nimbus's `iosAdaptiveSize`
    /// on a terminal): any value, never required, never reported as unknown.
    public static func ignored(_ name: String) -> PropertySchema {
        PropertySchema(name: name, schema: .any, isRequired: false, isIgnored: true)
    }
}

/// A type that states its own schema instead of having it derived (event wrappers, values decoded by hand).
public protocol SchemaDescribing {
    /// The schema of the type's values.
    static var valueSchema: ValueSchema { get }
}

/// A value that does not match its schema: where (a JSON path suffix such as `.enabled` or `.options[2]`),
/// what was expected and what was found.
public struct SchemaProblem: Sendable, Hashable {
    /// The path below the checked value: `""` for the value itself, `.enabled`, `.tabs[1].title`.
    public var path: String
    /// What the schema expects (``ValueSchema/summary``), or `a value` for a missing required property.
    public var expected: String
    /// What the value is: `the string "false"`, `null`, `nothing`.
    public var found: String

    /// `expected a boolean, found the string "false"`.
    public var message: String {
        found == "nothing" ? "missing required property; expected \(expected)" : "expected \(expected), found \(found)"
    }
}

extension ValueSchema {
    /// The places where `value` does not match this schema, with Nimbus coercion (a numeric string is a number,
    /// the string `"false"` is not a boolean, enumerations ignore case).
    ///
    /// - Parameters:
    ///   - value: the value to check.
    ///   - isUnresolved: values known only at run time (strings holding an expression); they are not
    ///     checked.
    /// - Complexity: O(n) in the size of `value`; list elements are not visited when the element schema is
    ///   ``any``.
    public func problems(in value: JSONValue, isUnresolved: (JSONValue) -> Bool = { _ in false }) -> [SchemaProblem] {
        var problems: [SchemaProblem] = []
        collect(value, path: "", isUnresolved: isUnresolved, into: &problems)
        return problems
    }

    private func collect(_ value: JSONValue, path: String, isUnresolved: (JSONValue) -> Bool,
                         into problems: inout [SchemaProblem]) {
        if value.isNull || isUnresolved(value) { return }
        func mismatch() {
            problems.append(SchemaProblem(path: path, expected: summary, found: Self.describe(value)))
        }
        switch self {
        case .any:
            return
        case .string:
            if case .array = value { mismatch() } else if case .object = value { mismatch() }
        case .integer, .number:
            if NimbusCoercion.number(value) == nil { mismatch() }
        case .boolean:
            if NimbusCoercion.bool(value) == nil { mismatch() }
        case .enumeration(let cases):
            if !cases.isEmpty, NimbusCoercion.enumCase(value, in: cases) == nil { mismatch() }
        case .list(let element):
            guard case .array(let array) = value else { return mismatch() }
            if element == .any { return }
            for (index, item) in array.enumerated() {
                element.collect(item, path: path + "[\(index)]", isUnresolved: isUnresolved, into: &problems)
            }
        case .map(let element):
            guard case .object(let object) = value else { return mismatch() }
            if element == .any { return }
            for (key, member) in object {
                element.collect(member, path: path + "." + key, isUnresolved: isUnresolved, into: &problems)
            }
        case .object(let properties):
            guard case .object(let object) = value else { return mismatch() }
            for property in properties {
                guard let member = object[property.name], !member.isNull else {
                    if property.isRequired {
                        problems.append(SchemaProblem(path: path + "." + property.name, expected: property.schema.summary,
                                                      found: "nothing"))
                    }
                    continue
                }
                property.schema.collect(member, path: path + "." + property.name, isUnresolved: isUnresolved,
                                        into: &problems)
            }
        case .event:
            guard case .array = value else { return mismatch() }
        }
    }

    /// `the string "false"`, `the number 3`, `a list`, `a map`, `true`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let bool): return "the boolean \(bool)"
        case .integer, .double: return "the number \(NimbusText.string(value))"
        case .string(let string):
            let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
            return "the string \"\(shown)\""
        case .array: return "a list"
        case .object: return "a map"
        }
    }
}
