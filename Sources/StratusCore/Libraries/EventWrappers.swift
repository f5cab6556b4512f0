import Foundation

/// Decodes an event property into a function that runs it (Docs/Nimbus.md §8). A missing event gives a no-op.
///
/// The event is found by the decoder's coding path (`onPress`, `tabs[1].onSelect`) in the node passed as
/// `userInfo[.stratusNode]` or the action passed as `userInfo[.stratusAction]`.
@propertyWrapper
public struct Event: Decodable {
    /// Runs the event's actions. Call it on the main actor.
    public var wrappedValue: () -> Void

    /// Wraps a function.
    public init(wrappedValue: @escaping () -> Void) {
        self.wrappedValue = wrappedValue
    }

    /// Finds the event at the decoder's coding path.
    public init(from decoder: any Decoder) throws {
        self.init(running: EventLookup.event(for: decoder))
    }

    /// The event at `path` of `node`'s properties, as decoding it there with `node` in the decoder's `userInfo`
    /// makes it: for a component made without the decoder (StratusTerminal's `TemplateDecoded`).
    package init(node: Node, path: String) {
        self.init(running: EventLookup.Reference(node: node, action: nil, path: path))
    }

    private init(running event: EventLookup.Reference?) {
        wrappedValue = { EventLookup.run(event, implicitState: nil) }
    }
}

/// Decodes an event property into a function that runs it with a value as the event's implicit state
/// (`onChange`, `onSelect`...). A missing event gives a no-op.
///
/// The value must be `Encodable` to be decoded (it becomes the implicit state); the type itself asks nothing of it:
/// a field of a generic type with a requirement makes the Swift runtime check the requirement the first time the type
/// is named by its mangled name (as reading a view's fields for its `@State`s does, `ViewStateFields`), and the first
/// check of `JSONValue: Encodable` searched every conformance record of the program on the way to the first frame.
@propertyWrapper
public struct StatefulEvent<T> {
    /// Sets the implicit state to the value, then runs the event's actions. Call it on the main actor.
    public var wrappedValue: (T) -> Void

    /// Wraps a function.
    public init(wrappedValue: @escaping (T) -> Void) {
        self.wrappedValue = wrappedValue
    }
}

extension StatefulEvent: Decodable where T: Encodable {
    /// Finds the event at the decoder's coding path.
    public init(from decoder: any Decoder) throws {
        let event = EventLookup.event(for: decoder)
        wrappedValue = { value in
            let state = (try? ValueDecoding.encode(value)) ?? .null
            EventLookup.run(event, implicitState: state)
        }
    }
}

/// Gives a typed action access to its `ActionTriggeredEvent`: resolved properties, scope, engine, navigator.
@propertyWrapper
public struct CoreAction: Decodable, Sendable {
    /// The triggered action.
    public var wrappedValue: ActionTriggeredEvent

    /// Wraps a triggered action.
    public init(wrappedValue: ActionTriggeredEvent) {
        self.wrappedValue = wrappedValue
    }

    /// Reads the triggered action from `userInfo[.stratusAction]`.
    public init(from decoder: any Decoder) throws {
        guard let triggered = decoder.stratusUserInfo(.stratusAction) as? ActionTriggeredEvent else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "@CoreAction is only available while decoding an action's properties."))
        }
        wrappedValue = triggered
    }
}

extension KeyedDecodingContainer {
    /// A missing event key gives a no-op instead of `keyNotFound`.
    public func decode(_ type: Event.Type, forKey key: Key) throws -> Event {
        if let event = try decodeIfPresent(Event.self, forKey: key) { return event }
        return Event(wrappedValue: {})
    }

    /// A missing event key gives a no-op instead of `keyNotFound`.
    public func decode<T: Encodable>(_ type: StatefulEvent<T>.Type, forKey key: Key) throws -> StatefulEvent<T> {
        if let event = try decodeIfPresent(StatefulEvent<T>.self, forKey: key) { return event }
        return StatefulEvent(wrappedValue: { _ in })
    }

    /// `@CoreAction` reads no key: the triggered action comes from `userInfo`.
    public func decode(_ type: CoreAction.Type, forKey key: Key) throws -> CoreAction {
        try CoreAction(from: superDecoder(forKey: key))
    }
}

/// Finds events for the wrappers and runs them. Decoding only records where the event is; the lookup and the
/// run happen when the function is called, which must be on the main actor (where the engine lives).
enum EventLookup {
    /// Where an event is: its holder (a node or a triggered action) and its property path.
    struct Reference: Sendable {
        var node: Node?
        var action: ActionTriggeredEvent?
        var path: String
    }

    static func event(for decoder: any Decoder) -> Reference? {
        let node = decoder.stratusUserInfo(.stratusNode) as? Node
        let action = decoder.stratusUserInfo(.stratusAction) as? ActionTriggeredEvent
        guard node != nil || action != nil else { return nil }
        return Reference(node: node, action: action, path: codingPathString(decoder.codingPath))
    }

    /// `tabs[1].onSelect` for a coding path.
    static func codingPathString(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue == String(index) || key.stringValue.hasPrefix("Index") {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    static func run(_ reference: Reference?, implicitState: JSONValue?) {
        guard let reference else { return }
        MainActor.assumeIsolated {
            guard let event = reference.node?.event(at: reference.path)
                ?? reference.action?.event(at: reference.path) else { return }
            if let implicitState { event.run(with: implicitState) } else { event.run() }
        }
    }
}

extension Event: SchemaDescribing {
    /// An event property is a list of actions.
    public static var valueSchema: ValueSchema { .event }
}

extension StatefulEvent: SchemaDescribing {
    /// An event property is a list of actions.
    public static var valueSchema: ValueSchema { .event }
}
