import Foundation

/// Wraps any `Encoder` so that ``KeyedKey`` paths and flat objects are written as nested or flattened JSON.
final class KeyedEncoder: Encoder {
    private let makeBase: () -> any Encoder
    private var resolvedBase: (any Encoder)?
    /// The encoder of the object this encoder's key belongs to, for `@Flat` values.
    let flatParent: (any Encoder)?
    private let lazyPath: [any CodingKey]?

    init(base: any Encoder) {
        resolvedBase = base
        makeBase = { base }
        flatParent = nil
        lazyPath = nil
    }

    /// An encoder whose underlying encoder is only created when something is written, so that a flat value,
    /// which writes into `flatParent` instead, leaves no empty member behind.
    init(lazyBase: @escaping () -> any Encoder, flatParent: any Encoder, path: [any CodingKey]) {
        makeBase = lazyBase
        self.flatParent = flatParent
        lazyPath = path
    }

    static func wrap(_ encoder: any Encoder) -> any Encoder {
        encoder is KeyedEncoder ? encoder : KeyedEncoder(base: encoder)
    }

    var base: any Encoder {
        if let resolvedBase { return resolvedBase }
        let made = makeBase()
        resolvedBase = made
        return made
    }

    var codingPath: [any CodingKey] { resolvedBase?.codingPath ?? lazyPath ?? base.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { flatParent?.userInfo ?? base.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedEncodingAdapter<Key>(level: base, container: base.container(keyedBy: PlainKey.self)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedEncodingAdapter(base: base.unkeyedContainer())
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueEncodingAdapter(base: base.singleValueContainer())
    }
}

/// An encoder that can hand out the encoder of the object its key belongs to (for `@Flat`).
protocol FlatParentEncoding {
    var flatParentEncoder: (any Encoder)? { get }
}

extension KeyedEncoder: FlatParentEncoding {
    var flatParentEncoder: (any Encoder)? { flatParent }
}

/// Values that know whether they are an empty Optional, so that a flat `nil` writes nothing.
protocol OptionalValue {
    var isNone: Bool { get }
    static var noneValue: Self { get }
}

extension Optional: OptionalValue {
    var isNone: Bool { self == nil }
    static var noneValue: Self { nil }
}

struct KeyedEncodingAdapter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    /// The encoder of this container's object (for flat values).
    let level: any Encoder
    var container: KeyedEncodingContainer<PlainKey>
    /// The members that several keys write into (`"inner"` and `"inner.greeting"`).
    private let overlapping: OverlappingMembers

    init(level: any Encoder, container: KeyedEncodingContainer<PlainKey>) {
        self.level = level
        self.container = container
        overlapping = OverlappingMembers(roots: OverlappingMembers.roots(of: Key.self))
    }

    var codingPath: [any CodingKey] { container.codingPath }

    /// Writes `value` at `path` when the path's first part is shared with other keys: the member is rebuilt from
    /// everything written under it so far, so that `"inner"` and `"inner.greeting"` both survive (KeyedCodable
    /// drops neither), whatever the order of the keys and whichever encoder is underneath.
    /// - Returns: false when the path is not shared, and the caller should write directly.
    private mutating func mergeIfOverlapping<T: Encodable>(_ value: T, at path: [String]) throws -> Bool {
        guard let root = path.first, overlapping.roots.contains(root) else { return false }
        let keys = codingPath + path.map { PlainKey($0) as any CodingKey }
        let encoded = try JSONValueEncoder.encodeAlone(value, path: keys, userInfo: level.userInfo)
        let merged = JSONValue.merging(encoded, into: overlapping.members[root], at: path.dropFirst())
        overlapping.members[root] = merged
        try container.encode(merged, forKey: PlainKey(root))
        return true
    }

    /// The container that holds the last part of `path`, creating the objects on the way.
    private mutating func resolve(_ path: [String]) -> (KeyedEncodingContainer<PlainKey>, PlainKey) {
        var current = container
        for part in path.dropLast() {
            current = current.nestedContainer(keyedBy: PlainKey.self, forKey: PlainKey(part))
        }
        return (current, PlainKey(path.last ?? ""))
    }

    mutating func encodeNil(forKey key: Key) throws {
        switch KeySpec(key) {
        case .flatObject: return
        case .flatArray(let path), .path(let path):
            if try mergeIfOverlapping(JSONValue.null, at: path) { return }
            var (container, last) = resolve(path)
            try container.encodeNil(forKey: last)
        }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        switch KeySpec(key) {
        case .flatObject:
            if let optional = value as? any OptionalValue, optional.isNone { return }
            try value.encode(to: FlatEncoder(container: container, level: level))
        case .flatArray(let path), .path(let path):
            if try mergeIfOverlapping(Keyed(value), at: path) { return }
            var (container, last) = resolve(path)
            try container.encode(Keyed(value), forKey: last)
        }
    }

    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        guard let value else { return }
        try encode(value, forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        switch KeySpec(key) {
        case .flatObject:
            return KeyedEncodingContainer(KeyedEncodingAdapter<NestedKey>(level: level, container: container))
        case .flatArray(let path), .path(let path):
            var (container, last) = resolve(path)
            let encoder = container.superEncoder(forKey: last)
            return KeyedEncodingContainer(
                KeyedEncodingAdapter<NestedKey>(level: encoder, container: encoder.container(keyedBy: PlainKey.self)))
        }
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        switch KeySpec(key) {
        case .flatObject:
            return UnkeyedEncodingAdapter(base: level.unkeyedContainer())
        case .flatArray(let path), .path(let path):
            var (container, last) = resolve(path)
            return UnkeyedEncodingAdapter(base: container.nestedUnkeyedContainer(forKey: last))
        }
    }

    mutating func superEncoder() -> any Encoder {
        KeyedEncoder(base: container.superEncoder())
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        switch KeySpec(key) {
        case .flatObject:
            return FlatEncoder(container: container, level: level)
        case .flatArray(let path), .path(let path):
            var (container, last) = resolve(path)
            return KeyedEncoder(
                lazyBase: { container.superEncoder(forKey: last) },
                flatParent: FlatEncoder(container: self.container, level: level), path: container.codingPath + [last])
        }
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try encode(Box(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try encode(Box(value), key) }

    private struct Box<Value: Encodable> { let value: Value; init(_ value: Value) { self.value = value } }

    private mutating func encode<Value: Encodable>(_ box: Box<Value>, _ key: Key) throws {
        switch KeySpec(key) {
        case .flatObject: return
        case .flatArray(let path), .path(let path):
            if try mergeIfOverlapping(box.value, at: path) { return }
            var (container, last) = resolve(path)
            try container.encode(box.value, forKey: last)
        }
    }
}

/// The members of one object that more than one key of a ``KeyedKey`` type writes into, and what each holds so far.
final class OverlappingMembers {
    /// First path parts shared by several keys: `"inner"` for `"inner"` and `"inner.greeting"`.
    let roots: Set<String>
    /// The merged value of each root written so far.
    var members: [String: JSONValue] = [:]

    init(roots: Set<String>) {
        self.roots = roots
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var rootsByType: [ObjectIdentifier: Set<String>] = [:]

    /// The shared first parts of `Key`'s cases (none for keys that cannot be listed), computed once per type.
    static func roots<Key: CodingKey>(of type: Key.Type) -> Set<String> {
        guard let iterable = type as? any CaseIterable.Type, type is any AnyKeyedKey.Type else { return [] }
        let id = ObjectIdentifier(type)
        if let known = lock.withLock({ rootsByType[id] }) { return known }
        func cases<C: CaseIterable>(_ type: C.Type) -> [Any] { Array(type.allCases) }
        var seen: Set<String> = []
        var shared: Set<String> = []
        for case let key as any CodingKey in cases(iterable) {
            switch KeySpec(key) {
            case .flatObject: continue
            case .flatArray(let path), .path(let path):
                guard let first = path.first else { continue }
                if !seen.insert(first).inserted { shared.insert(first) }
            }
        }
        lock.withLock { rootsByType[id] = shared }
        return shared
    }
}

extension JSONValue {
    /// `value` placed at `path` inside `existing`: objects on the way are kept and merged member by member; where
    /// both sides hold something other than an object, `value` wins.
    static func merging(_ value: JSONValue, into existing: JSONValue?, at path: ArraySlice<String>) -> JSONValue {
        guard let first = path.first else {
            guard case .object(var merged) = existing, case .object(let incoming) = value else { return value }
            for (key, member) in incoming {
                merged[key] = merging(member, into: merged[key], at: [])
            }
            return .object(merged)
        }
        var object: JSONObject
        if case .object(let members) = existing { object = members } else { object = [:] }
        object[first] = merging(value, into: object[first], at: path.dropFirst())
        return .object(object)
    }
}

/// Writes a value's keyed members into an existing container: how a flat object lands in its parent without
/// asking the underlying encoder for a second container at the same level (which Foundation would start afresh).
struct FlatEncoder: Encoder {
    let container: KeyedEncodingContainer<PlainKey>
    let level: any Encoder

    var codingPath: [any CodingKey] { container.codingPath }
    var userInfo: [CodingUserInfoKey: Any] { level.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedEncodingAdapter<Key>(level: level, container: container))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedEncodingAdapter(base: level.unkeyedContainer())
    }

    /// A value encoded through a single-value container (an Optional, a wrapper) is flattened in turn;
    /// `nil` writes nothing.
    func singleValueContainer() -> any SingleValueEncodingContainer {
        FlatValueContainer(encoder: self)
    }
}

struct FlatValueContainer: SingleValueEncodingContainer {
    let encoder: FlatEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws {
        // A scalar has no members to flatten (and would come straight back here).
        if value is String || value is Bool || value is any BinaryInteger || value is any BinaryFloatingPoint {
            throw EncodingError.invalidValue(
                value,
                .init(codingPath: codingPath, debugDescription: "a flat key needs an object, not the scalar \(value)"))
        }
        try value.encode(to: encoder)
    }
}

struct UnkeyedEncodingAdapter: UnkeyedEncodingContainer {
    var base: any UnkeyedEncodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    var count: Int { base.count }

    mutating func encodeNil() throws { try base.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try base.encode(Keyed(value)) }
    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let encoder = base.superEncoder()
        return KeyedEncodingContainer(
            KeyedEncodingAdapter<NestedKey>(level: encoder, container: encoder.container(keyedBy: PlainKey.self)))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedEncodingAdapter(base: base.nestedUnkeyedContainer())
    }
    mutating func superEncoder() -> any Encoder { KeyedEncoder(base: base.superEncoder()) }
}

struct SingleValueEncodingAdapter: SingleValueEncodingContainer {
    var base: any SingleValueEncodingContainer

    var codingPath: [any CodingKey] { base.codingPath }
    mutating func encodeNil() throws { try base.encodeNil() }
    mutating func encode<T: Encodable>(_ value: T) throws { try base.encode(Keyed(value)) }
}
