/// The property readers of the manual form (Docs/Nimbus.md §8), for `Deserializable` components:
///
/// ```swift
/// extension CustomButton: Deserializable {
///     init(from map: PropertyMap?, children: [AnyComponent]) throws {
///         self.text = try getMapProperty(map: map, name: "text")
///         self.enabled = try getMapPropertyDefault(map: map, name: "enabled", default: true)
///         let onPressEvent = getMapEvent(map: map, name: "onPress")
///         self.onPress = { onPressEvent.trigger() }
///     }
/// }
/// ```
/// Values are decoded with `StratusDecoder` (Nimbus coercion, Docs/Nimbus.md §8). They go through the map's `PropertyReader`, with its
/// one error behaviour: a missing required property or a value that does not fit records the core's error
/// (`Expected a string for property "text", but found null.`) in the map's errors, and, since the reader must
/// return a value, is thrown at once as `TerminalError` of kind `componentDecoding`, at the property's path.

/// The property `name`, required: throws `TerminalError` when it is missing, null or of the wrong type.
public func getMapProperty<T: Decodable>(map: PropertyMap?, name: String) throws -> T {
    let map = map ?? PropertyMap([:])
    guard let value = map[name], value != .null else {
        throw mapError(map, name, expected: expectedKind(of: T.self))
    }
    return try decodeMapValue(value, as: T.self, name: name, map: map)
}

/// The property `name`, or `default` when it is missing or null; throws when it has the wrong type.
public func getMapPropertyDefault<T: Decodable>(map: PropertyMap?, name: String, default defaultValue: T) throws -> T {
    guard let map, let value = map[name], value != .null else { return defaultValue }
    return try decodeMapValue(value, as: T.self, name: name, map: map)
}

/// The event `name`; one that does nothing when the property is absent (events are always optional,
/// Docs/Nimbus.md §8).
public func getMapEvent(map: PropertyMap?, name: String) -> MapEvent {
    map?.event(name) ?? MapEvent(nil)
}

/// The enum property `name` matched by raw value (case-insensitively for strings), or `default` when missing.
/// Throws when the value matches no case.
public func getMapEnumDefault<T, RawValue>(map: PropertyMap?, name: String, default defaultValue: T) throws -> T
where T: RawRepresentable, RawValue == T.RawValue, RawValue: Decodable {
    guard let map, let value = map[name], value != .null else { return defaultValue }
    let raw: RawValue = try decodeMapValue(value, as: RawValue.self, name: name, map: map)
    if let match = T(rawValue: raw) { return match }
    if let text = raw as? String {
        for candidate in [text.lowercased(), text.uppercased(), text.prefix(1).lowercased() + text.dropFirst()] {
            if let converted = candidate as? RawValue, let match = T(rawValue: converted) { return match }
        }
    }
    throw mapError(map, name, expected: "one of the cases of \(T.self)", showingValue: true)
}

private func decodeMapValue<T: Decodable>(_ value: JSONValue, as type: T.Type, name: String, map: PropertyMap) throws -> T {
    // Common types skip the decoder.
    if T.self == String.self, let text = NimbusText.optionalString(value) as? T { return text }
    if T.self == Bool.self, case .bool(let flag) = value, let result = flag as? T { return result }
    if T.self == JSONValue.self, let result = value as? T { return result }
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    if let node = map.node { userInfo[.stratusNode] = node }
    do {
        return try StratusDecoder(userInfo: userInfo).decode(T.self, from: value)
    } catch {
        throw mapError(map, name, expected: expectedKind(of: T.self), showingValue: value.stringValue != nil)
    }
}

/// Records the core's type error for `name` in the map's reader, and returns it as the error to throw.
private func mapError(_ map: PropertyMap, _ name: String, expected: String, showingValue: Bool = false) -> TerminalError {
    let property = map.reader[name]
    let before = map.errors.count
    property.addTypeError(expected, useValue: showingValue)
    let message = map.errors.dropFirst(before).first ?? "Expected \(expected) for property \"\(name)\"."
    return TerminalError(.componentDecoding, message, jsonPath: "\(map.path).\(name)")
}

/// What the core calls the kind a property of type `T` must have: `a string`, `a number`, `a boolean`, ...
private func expectedKind<T>(of type: T.Type) -> String {
    switch type {
    case is String.Type, is Substring.Type: return "a string"
    case is Bool.Type: return "a boolean"
    case is any BinaryInteger.Type, is any BinaryFloatingPoint.Type: return "a number"
    case is [JSONValue].Type: return "a list"
    case is JSONObject.Type: return "a map"
    default: return "a value of type \(T.self)"
    }
}
