/// A value a view owns and changes, kept by the renderer per node across re-renders.
///
/// The value lives outside the view struct (which is rebuilt whenever its node changes), in a store keyed by the
/// node id and the property's name; setting it re-renders the node. The store is dropped when the node leaves the
/// tree, so a node that comes back starts from its initial value again.
///
/// `@State` is `Decodable` when its value is: the initial value then comes from the node's property of the same
/// name (Docs/Nimbus.md §8). When that property changes on the server, the state starts over from the new value.
@propertyWrapper
public struct State<Value> {
    let location: StateLocation<Value>

    /// A state with an initial value.
    public init(wrappedValue: Value) {
        location = StateLocation(StateBox(wrappedValue), initial: nil)
    }

    init(value: Value, initial: JSONValue?) {
        location = StateLocation(StateBox(value), initial: initial)
    }

    /// The current value; setting it re-renders the owning node.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.set(newValue) }
    }

    /// A binding to the value, for `TextField(text: $name)` and `Toggle(isOn: $flag)`.
    public var projectedValue: Binding<Value> {
        let location = self.location
        return Binding(get: { location.box.value }, set: { location.box.set($0) })
    }
}

extension State: Decodable where Value: Decodable {
    /// Decodes the initial value from the property with the same name.
    public init(from decoder: any Decoder) throws {
        let value = try Value(from: decoder)
        let raw = try? JSONValue(from: decoder)
        location = StateLocation(StateBox(value), initial: raw)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a `@State` whose initial value is required; a missing property is an error naming it.
    public func decode<Value: Decodable>(_ type: State<Value>.Type, forKey key: Key) throws -> State<Value> {
        try decodeState(type, forKey: key)
    }

    /// Decodes an optional `@State`: a missing or null property gives nil.
    public func decode<Value: Decodable>(_ type: State<Value?>.Type, forKey key: Key) throws -> State<Value?> {
        guard contains(key), !(try decodeNil(forKey: key)) else {
            return State(wrappedValue: nil)
        }
        return try decodeState(type, forKey: key)
    }

    private func decodeState<Value: Decodable>(_ type: State<Value>.Type, forKey key: Key) throws -> State<Value> {
        let value = try decode(Value.self, forKey: key)
        let raw = try? decode(JSONValue.self, forKey: key)
        return State(value: value, initial: raw)
    }
}

/// A reference to a state's value that the renderer can re-point at the value it keeps for the node
/// (`StateLocation`), whatever the value's type.
class AnyStateLocation: StateProperty {
    func bind(to store: NodeStateStore, key: String) {}
}

/// The state's value, of its type.
final class StateLocation<Value>: AnyStateLocation {
    var box: StateBox<Value>
    let initial: JSONValue?

    init(_ box: StateBox<Value>, initial: JSONValue?) {
        self.box = box
        self.initial = initial
    }

    override func bind(to store: NodeStateStore, key: String) {
        if let kept = store.boxes[key] as? StateBox<Value>, store.initials[key] == initial {
            box = kept
            return
        }
        // New state, or its initial value changed on the server: start over from this value.
        box.onChange = { [weak store] in store?.changed() }
        store.boxes[key] = box
        store.initials[key] = initial
    }
}

/// Where a state's value lives.
final class StateBox<Value> {
    var value: Value
    var onChange: (() -> Void)?
    init(_ value: Value) { self.value = value }
    func set(_ newValue: Value) {
        value = newValue
        onChange?()
    }
}

/// A property of a view that the renderer connects to the node's state store.
protocol StateProperty: AnyObject {
    func bind(to store: NodeStateStore, key: String)
}

extension State: StatePropertyHolder {
    var stateProperty: any StateProperty { location }
}


/// A `@State` wrapper seen through reflection.
protocol StatePropertyHolder {
    var stateProperty: any StateProperty { get }
}


/// The states of one node.
final class NodeStateStore {
    var boxes: [String: AnyObject] = [:]
    var initials: [String: JSONValue?] = [:]
    let onChange: () -> Void
    init(onChange: @escaping () -> Void) { self.onChange = onChange }
    func changed() { onChange() }
}

/// A way to read and write a value owned elsewhere (a `@State`, a model).
@propertyWrapper
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    /// A binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }
}
