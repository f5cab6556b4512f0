/// A node's properties with typed accessors: what the manual form of Docs/Nimbus.md §8 reads
/// (`getMapProperty`...) and what the built-in components use.
///
/// A view over StratusCore's `PropertyReader`, with its one error behaviour: coercion follows Nimbus (a string
/// accepts any non-null value, numbers accept numeric strings, booleans only booleans, enums match
/// case-insensitively); an absent or null property is nil; a value that does not fit is nil too, and records the
/// core's error (`Expected a boolean for property "enabled", but found String.`) in ``errors``, which a
/// `Deserializable` component's construction reports. Events are found on the node.
public struct PropertyMap: Sendable {
    /// The raw values.
    public let values: JSONObject
    /// The node the properties belong to (for events), if any.
    public let node: Node?
    /// Where the properties sit, for error messages (`$.children[2].properties`).
    public let path: String
    /// The reader the accessors go through; its errors are shared with nested maps.
    public let reader: PropertyReader

    /// A map over `values`, with events looked up in `node`.
    public init(_ values: JSONObject, node: Node? = nil, path: String = "properties") {
        self.init(values, node: node, path: path, reader: PropertyReader(values))
    }

    private init(_ values: JSONObject, node: Node?, path: String, reader: PropertyReader) {
        self.values = values
        self.node = node
        self.path = path
        self.reader = reader
    }

    /// The errors the reads so far recorded, in the core's wording, nested maps' included.
    public var errors: [String] { reader.errors }

    /// The raw value of `name`, nil when absent.
    public subscript(name: String) -> JSONValue? { values[name] }

    /// True when `name` is present and not null.
    public func has(_ name: String) -> Bool {
        if case .null? = values[name] { return false }
        return values[name] != nil
    }

    /// `name` as text in its Nimbus form (`NimbusText`); nil when absent or null.
    public func string(_ name: String) -> String? {
        reader[name].optionalString()
    }

    /// `name` as an integer (`NimbusCoercion.integer(_:)`: numbers truncated, numeric strings accepted).
    public func int(_ name: String) -> Int? {
        reader[name].optionalInt()
    }

    /// `name` as a number (`NimbusCoercion.double(_:)`: numeric strings accepted).
    public func double(_ name: String) -> Double? {
        reader[name].optionalDouble()
    }

    /// `name` as a boolean (only real booleans, as Nimbus requires).
    public func bool(_ name: String) -> Bool? {
        reader[name].optionalBool()
    }

    /// `name` as a color (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`); nil when absent or invalid (an error then).
    public func color(_ name: String) -> Color? {
        let property = reader[name]
        guard let text = property.optionalString() else { return nil }
        guard let color = Color(hex: text) else {
            property.addTypeError("a color (#RRGGBB)", useValue: true)
            return nil
        }
        return color
    }

    /// `name` as one of an enum's cases, matched case-insensitively.
    public func enumValue<T: RawRepresentable & CaseIterable>(_ name: String, as type: T.Type = T.self) -> T? where T.RawValue == String {
        reader[name].optionalEnum(T.self)
    }

    /// `name` as a nested map, whose errors are this map's.
    public func map(_ name: String) -> PropertyMap? {
        let property = reader[name]
        guard let object = property.optionalObject() else { return nil }
        return PropertyMap(object, node: node, path: "\(path).\(name)", reader: property)
    }

    /// `name` as a list of values.
    public func array(_ name: String) -> [JSONValue]? {
        reader[name].optionalArray()
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
