import StratusCodable

/// A JSON object of the Bot Framework schema with typed access to the fields this channel reads, and every other
/// field kept as it came, in order, so that what a bot sends goes back to it untouched.
public protocol FieldObject: Sendable, Hashable {
    /// Every field, known or not, in the order they came.
    var fields: JSONObject { get set }
    /// Wraps fields (no check: a missing field reads as nil).
    init(fields: JSONObject)
}

extension FieldObject {
    /// The object as JSON.
    public var json: JSONValue { .object(fields) }

    /// The string field `key`; setting nil removes it.
    func string(_ key: String) -> String? { fields[key]?.stringValue }

    mutating func setString(_ key: String, _ value: String?) {
        fields[key] = value.map(JSONValue.string)
    }

    /// The object field `key` read as `Object`; setting nil removes it.
    func object<Object: FieldObject>(_ key: String) -> Object? {
        fields[key]?.objectValue.map(Object.init(fields:))
    }

    mutating func setObject<Object: FieldObject>(_ key: String, _ value: Object?) {
        fields[key] = value.map(\.json)
    }

    /// The array field `key`, its objects read as `Object` (other elements skipped); an empty array removes it.
    func objects<Object: FieldObject>(_ key: String) -> [Object] {
        (fields[key]?.arrayValue ?? []).compactMap { $0.objectValue.map(Object.init(fields:)) }
    }

    mutating func setObjects<Object: FieldObject>(_ key: String, _ values: [Object]) {
        fields[key] = values.isEmpty ? nil : .array(values.map(\.json))
    }
}
