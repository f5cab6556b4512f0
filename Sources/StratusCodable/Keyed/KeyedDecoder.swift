import Foundation

/// Wraps any `Decoder` so that ``KeyedKey`` paths, flat objects and flat arrays work through it.
///
/// Every value decoded below goes through ``Keyed`` again, so the behaviour reaches every depth. The underlying
/// decoder does the real work (``StratusDecoder``, Foundation's `JSONDecoder`, a property-list decoder...).
struct KeyedDecoder: Decoder {
    let base: any Decoder

    static func wrap(_ decoder: any Decoder) -> any Decoder {
        decoder is KeyedDecoder ? decoder : KeyedDecoder(base: decoder)
    }

    var codingPath: [any CodingKey] { base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            KeyedDecodingAdapter<Key>(level: base, container: try base.container(keyedBy: PlainKey.self)))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedDecodingAdapter(base: try base.unkeyedContainer())
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueDecodingAdapter(base: try base.singleValueContainer())
    }
}

/// A decoder that can hand out the decoder of the object its key belongs to, so `@Flat` values can be decoded
/// from the parent's level.
protocol FlatParentDecoding {
    var flatParentDecoder: (any Decoder)? { get }
}

extension JSONValueDecoder: FlatParentDecoding {}

/// The `superDecoder(forKey:)` of a keyed adapter: the member's decoder, plus the level it belongs to.
struct KeyedMemberDecoder: Decoder, FlatParentDecoding {
    let member: KeyedDecoder
    let level: any Decoder

    var flatParentDecoder: (any Decoder)? { KeyedDecoder.wrap(level) }
    var codingPath: [any CodingKey] { member.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { member.userInfo }
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try member.container(keyedBy: type)
    }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { try member.unkeyedContainer() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { try member.singleValueContainer() }
}

struct KeyedDecodingAdapter<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder of this container's object (for flat values).
    let level: any Decoder
    let container: KeyedDecodingContainer<PlainKey>

    var codingPath: [any CodingKey] { container.codingPath }

    var allKeys: [Key] {
        if let iterable = Key.self as? any CaseIterable.Type, Key.self is any AnyKeyedKey.Type {
            func cases<C: CaseIterable>(_ type: C.Type) -> [Any] { Array(type.allCases) }
            return cases(iterable).compactMap { $0 as? Key }.filter(contains)
        }
        return container.allKeys.compactMap { Key(stringValue: $0.stringValue) }
    }

    /// The container holding the last part of `path`, and that part as a key; nil when a part is missing.
    private func resolve(_ path: [String]) throws -> (KeyedDecodingContainer<PlainKey>, PlainKey, any Decoder)? {
        var current = container
        var decoder = level
        for part in path.dropLast() {
            let key = PlainKey(part)
            guard current.contains(key), !(try current.decodeNil(forKey: key)) else { return nil }
            decoder = try current.superDecoder(forKey: key)
            current = try decoder.container(keyedBy: PlainKey.self)
        }
        return (current, PlainKey(path.last ?? ""), decoder)
    }

    private func resolveOrThrow(_ path: [String], _ key: Key) throws -> (KeyedDecodingContainer<PlainKey>, PlainKey, any Decoder) {
        guard let resolved = try resolve(path) else {
            throw DecodingError.keyNotFound(
                key,
                .init(codingPath: codingPath, debugDescription: "missing required key \"\(key.stringValue)\""))
        }
        return resolved
    }

    func contains(_ key: Key) -> Bool {
        switch KeySpec(key) {
        case .flatObject: return true
        case .flatArray(let path), .path(let path):
            guard let (container, last, _) = try? resolve(path) else { return false }
            return container.contains(last)
        }
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        switch KeySpec(key) {
        case .flatObject: return false
        case .flatArray(let path), .path(let path):
            guard let (container, last, _) = try resolve(path) else { return true }
            return try container.decodeNil(forKey: last)
        }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        switch KeySpec(key) {
        case .flatObject:
            return try Keyed<T>(from: level).value
        case .flatArray(let path):
            let (container, last, _) = try resolveOrThrow(path, key)
            if let lossy = T.self as? any LossyDecodableArray.Type {
                return try Self.lossy(lossy, container.nestedUnkeyedContainer(forKey: last)) as! T
            }
            return try container.decode(Keyed<T>.self, forKey: last).value
        case .path(let path):
            let (container, last, _) = try resolveOrThrow(path, key)
            return try container.decode(Keyed<T>.self, forKey: last).value
        }
    }

    private static func lossy<A: LossyDecodableArray>(_ type: A.Type, _ container: any UnkeyedDecodingContainer) -> Any {
        A.decodeLossily(from: UnkeyedDecodingAdapter(base: container))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        switch KeySpec(key) {
        case .flatObject:
            // KeyedCodable: an optional flat object is nil when any of its members is missing or wrong.
            return try? Keyed<T>(from: level).value
        case .flatArray(let path), .path(let path):
            guard let (container, last, _) = try resolve(path), container.contains(last),
                !(try container.decodeNil(forKey: last))
            else { return nil }
            return try decode(T.self, forKey: key)
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        switch KeySpec(key) {
        case .flatObject:
            return KeyedDecodingContainer(KeyedDecodingAdapter<NestedKey>(level: level, container: container))
        case .flatArray(let path), .path(let path):
            let (container, last, _) = try resolveOrThrow(path, key)
            let decoder = try container.superDecoder(forKey: last)
            guard container.contains(last) else {
                throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key \"\(key.stringValue)\""))
            }
            return KeyedDecodingContainer(
                KeyedDecodingAdapter<NestedKey>(level: decoder, container: try decoder.container(keyedBy: PlainKey.self)))
        }
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        switch KeySpec(key) {
        case .flatObject:
            return UnkeyedDecodingAdapter(base: try level.unkeyedContainer())
        case .flatArray(let path), .path(let path):
            let (container, last, _) = try resolveOrThrow(path, key)
            return UnkeyedDecodingAdapter(base: try container.nestedUnkeyedContainer(forKey: last))
        }
    }

    func superDecoder() throws -> any Decoder {
        KeyedDecoder(base: try container.superDecoder())
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        switch KeySpec(key) {
        case .flatObject:
            return KeyedMemberDecoder(member: KeyedDecoder(base: level), level: level)
        case .flatArray(let path), .path(let path):
            guard let (container, last, decoder) = try resolve(path) else {
                return KeyedMemberDecoder(member: KeyedDecoder(base: try self.container.superDecoder(forKey: PlainKey(path.last ?? ""))), level: level)
            }
            return KeyedMemberDecoder(member: KeyedDecoder(base: try container.superDecoder(forKey: last)), level: decoder)
        }
    }
}

struct UnkeyedDecodingAdapter: UnkeyedDecodingContainer {
    var base: any UnkeyedDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int? { base.count }
    var isAtEnd: Bool { base.isAtEnd }
    var currentIndex: Int { base.currentIndex }

    mutating func decodeNil() throws -> Bool { try base.decodeNil() }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try base.decode(Keyed<T>.self).value }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let decoder = try base.superDecoder()
        return KeyedDecodingContainer(
            KeyedDecodingAdapter<NestedKey>(level: decoder, container: try decoder.container(keyedBy: PlainKey.self)))
    }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        UnkeyedDecodingAdapter(base: try base.nestedUnkeyedContainer())
    }
    mutating func superDecoder() throws -> any Decoder { KeyedDecoder(base: try base.superDecoder()) }
}

struct SingleValueDecodingAdapter: SingleValueDecodingContainer {
    let base: any SingleValueDecodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    func decodeNil() -> Bool { base.decodeNil() }
    func decode(_ type: Bool.Type) throws -> Bool { try base.decode(type) }
    func decode(_ type: String.Type) throws -> String { try base.decode(type) }
    func decode(_ type: Double.Type) throws -> Double { try base.decode(type) }
    func decode(_ type: Float.Type) throws -> Float { try base.decode(type) }
    func decode(_ type: Int.Type) throws -> Int { try base.decode(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try base.decode(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try base.decode(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try base.decode(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try base.decode(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try base.decode(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try base.decode(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try base.decode(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try base.decode(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try base.decode(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try base.decode(Keyed<T>.self).value }
}

/// Arrays that can be decoded dropping the elements that fail (flat arrays, `@Flat var array: [T]`).
protocol LossyDecodableArray {
    static func decodeLossily(from container: any UnkeyedDecodingContainer) -> Self
}

extension Array: LossyDecodableArray where Element: Decodable {
    static func decodeLossily(from container: any UnkeyedDecodingContainer) -> [Element] {
        var container = container
        var elements: [Element] = []
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else if (try? container.decode(SkippedElement.self)) == nil {
                // Foundation does not advance past a failed element; if even skipping fails, stop rather than loop.
                break
            }
        }
        return elements
    }
}

/// Decodes from any value and keeps nothing: the way to step over an element that failed to decode.
public struct SkippedElement: Decodable, Sendable {
    /// Accepts any value.
    public init(from decoder: any Decoder) throws {}
}
