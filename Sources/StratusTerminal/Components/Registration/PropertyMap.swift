/// A node's properties with typed, forgiving accessors: what the manual form of Docs/Nimbus.md §8 reads
/// (`getMapProperty`...) and what the built-in components use.
///
/// Coercion follows Nimbus' decoder (Docs/Nimbus.md §8): a string accepts any non-null value (its text), numbers
/// accept numeric strings, booleans only accept booleans, enums match case-insensitively. Events are found on the
/// node.
public struct PropertyMap: Sendable {
    /// The raw values.
    public let values: JSONObject
    /// The node the properties belong to (for events), if any.
    public let node: Node?
    /// Where the properties sit, for error messages (`$.children[2].properties`).
    public let path: String

    /// A map over `values`, with events looked up in `node`.
    public init(_ values: JSONObject, node: Node? = nil, path: String = "properties") {
        self.values = values
        self.node = node
        self.path = path
    }

    /// The raw value of `name`, nil when absent.
    public subscript(name: String) -> JSONValue? { values[name] }

    /// True when `name` is present and not null.
    public func has(_ name: String) -> Bool {
        if case .null? = values[name] { return false }
        return values[name] != nil
    }

    /// `name` as text in its Nimbus form (``NimbusText``); nil when absent or null.
    public func string(_ name: String) -> String? {
        NimbusText.optionalString(values[name])
    }

    /// `name` as an integer (``NimbusCoercion/integer(_:)``: numbers truncated, numeric strings accepted).
    public func int(_ name: String) -> Int? {
        values[name].flatMap(NimbusCoercion.integer).map { Int(clamping: $0) }
    }

    /// `name` as a number (``NimbusCoercion/double(_:)``: numeric strings accepted).
    public func double(_ name: String) -> Double? {
        values[name].flatMap(NimbusCoercion.double)
    }

    /// `name` as a boolean (only real booleans, as Nimbus requires).
    public func bool(_ name: String) -> Bool? {
        values[name].flatMap(NimbusCoercion.bool)
    }

    /// `name` as a color (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`); nil when absent or invalid.
    public func color(_ name: String) -> Color? { string(name).flatMap { Color(hex: $0) } }

    /// `name` as one of an enum's cases, matched case-insensitively.
    public func enumValue<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type = T.self) -> T? where T.RawValue == String {
        guard let value = values[name],
              let name = NimbusCoercion.enumCase(value, in: T.allCases.map(\.rawValue)) else { return nil }
        return T(rawValue: name)
    }

    /// `name` as a nested map.
    public func map(_ name: String) -> PropertyMap? {
        guard case .object(let object)? = values[name] else { return nil }
        return PropertyMap(object, node: node, path: "\(path).\(name)")
    }

    /// `name` as a list of values.
    public func array(_ name: String) -> [JSONValue]? {
        if case .array(let items)? = values[name] { return items }
        return nil
    }

    /// The event at `name` (a path such as `onPress` or `tabs[1].onSelect`), or one that does nothing.
    /// Call it while building a component (on the main actor, where components are always built).
    public func event(_ name: String) -> MapEvent {
        guard let node else { return MapEvent(nil) }
        let key = path.hasPrefix("properties.") ? String(path.dropFirst("properties.".count)) + "." + name : name
        return MainActor.assumeIsolated { MapEvent(node.event(at: key) ?? node.event(at: name)) }
    }
}

/// An event read from a property map: runs the node's actions, or nothing when the property was absent.
public struct MapEvent: Sendable {
    /// The event, when the property holds one.
    public let event: ServerDrivenEvent?

    /// Wraps an event (nil for a no-op).
    public init(_ event: ServerDrivenEvent?) { self.event = event }

    /// True when running it does something.
    public var exists: Bool { event != nil }

    /// Runs the event's actions.
    @MainActor public func run() { event?.run() }

    /// Runs the event from code that is not statically on the main actor but runs there (view actions).
    public func trigger() {
        guard let event else { return }
        MainActor.assumeIsolated { event.run() }
    }

    /// Runs the event with `value` as its implicit state, from view actions (which run on the main actor).
    public func trigger(with value: JSONValue) {
        guard let event else { return }
        MainActor.assumeIsolated { event.run(with: value) }
    }

    /// Runs the event with `value` as its implicit state (`onChange` with the new text, for example).
    @MainActor public func run(with value: JSONValue) { event?.run(with: value) }
}
