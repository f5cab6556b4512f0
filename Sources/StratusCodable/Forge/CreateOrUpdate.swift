import Foundation

/// A key whose value identifies a model among others (Forge's `MatchKey`): `.key(Key.id)`.
public struct MatchKey: Sendable, Hashable {
    /// The JSON key.
    public let name: String

    /// A match on the member named like `key`.
    public static func key(_ key: some CodingKey) -> MatchKey { MatchKey(name: key.stringValue) }

    /// A match on the member named `name`.
    public static func named(_ name: String) -> MatchKey { MatchKey(name: name) }

    /// Whether a stored value and an incoming one identify the same model: equal JSON, or a number and a string
    /// holding that number (`1` and `"1"`), since servers send identifiers both ways and the decoder accepts both.
    static func matches(_ stored: JSONValue, _ incoming: JSONValue) -> Bool {
        if stored == incoming { return true }
        switch (stored, incoming) {
        case (.string(let text), .integer), (.string(let text), .double),
            (.integer, .string(let text)), (.double, .string(let text)):
            let number = stored.stringValue == nil ? stored : incoming
            guard let parsed = NimbusCoercion.number(fromText: text) else { return false }
            if case .integer(let a) = parsed, case .integer(let b) = number { return a == b }
            return parsed.doubleValue == number.doubleValue
        default:
            return false
        }
    }
}

/// A model that can be created or, when one with the same match keys exists, updated: Forge's `ManagedDecodable`
/// idea for in-memory collections.
///
/// Forge's `ManagedDecodable` is tied to Core Data, which does not exist on Linux. This keeps its behaviour:
/// when an incoming object has the same values at ``matchKeys`` as an existing element, that element is updated
/// through ``DecoderUpdatable``; otherwise a new one is decoded and appended.
public protocol MatchKeyUpdatable: Decodable, Encodable, DecoderUpdatable {
    /// The keys whose values identify a model; empty means every incoming object is new.
    static var matchKeys: [MatchKey] { get }
}

extension Array where Element: MatchKeyUpdatable {
    /// Updates the element that matches the object in `decoder`, or decodes and appends a new one.
    ///
    /// - Returns: the updated or created element.
    @discardableResult
    public mutating func createOrUpdate(from decoder: any Decoder) throws -> Element {
        let keys = Element.matchKeys
        if !keys.isEmpty {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            var incoming: [JSONValue] = []
            for key in keys {
                incoming.append(try container.decodeIfPresent(JSONValue.self, forKey: AnyCodingKey(key.name)) ?? .null)
            }
            let encoder = StratusEncoder()
            for index in indices {
                let existing = try encoder.encode(self[index])
                if zip(keys, incoming).allSatisfy({ MatchKey.matches(existing[$0.name] ?? .null, $1) }) {
                    try self[index].update(from: decoder)
                    return self[index]
                }
            }
        }
        let created = try Element(from: decoder)
        append(created)
        return created
    }

    /// Applies every object of the array in `decoder` with ``createOrUpdate(from:)``.
    public mutating func createOrUpdateAll(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        while !container.isAtEnd {
            try createOrUpdate(from: try container.superDecoder())
        }
    }
}

/// A collection of models shared by reference, to create or update from decoders (the role of a Core Data
/// context for Forge's `ManagedDecodingFactory`). Thread-safe.
public final class ModelStore<Model: MatchKeyUpdatable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Model]

    /// Creates a store holding `models`.
    public init(_ models: [Model] = []) {
        storage = models
    }

    /// The models, in insertion order.
    public var models: [Model] { lock.withLock { storage } }

    /// Updates the matching model or appends a new one; returns it.
    @discardableResult
    public func createOrUpdate(from decoder: any Decoder) throws -> Model {
        try lock.withLock { try storage.createOrUpdate(from: decoder) }
    }
}

/// A ``DecodingFactory`` that creates or updates models in a ``ModelStore``:
/// `try body.decode(using: CreateOrUpdateFactory(store: users))`.
public struct CreateOrUpdateFactory<Model: MatchKeyUpdatable>: DecodingFactory {
    /// Where the models live.
    public let store: ModelStore<Model>

    /// Creates a factory over `store`.
    public init(store: ModelStore<Model>) {
        self.store = store
    }

    /// Updates the matching model in the store, or appends a new one.
    public func create(from decoder: any Decoder) throws -> Model {
        try store.createOrUpdate(from: decoder)
    }
}
