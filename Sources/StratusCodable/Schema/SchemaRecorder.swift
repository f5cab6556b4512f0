import OrderedCollections

/// Derives the ``ValueSchema`` of a `Decodable` type by running its `init(from:)` against a decoder that
/// answers every request with a placeholder and writes down what was asked: which keys, of which types,
/// required or optional (`decodeIfPresent`, `Optional`), with which default (`decode(_:forKey:default:)`).
///
/// This is how registering a component records its schema: the component's own decoding code is the
/// declaration, so the schema cannot drift from what decoding accepts. Types that need more than decoding
/// states (`@Event`) conform to ``SchemaDescribing``; `String` enumerations that are `CaseIterable` give
/// their cases. A decoding path that throws on placeholders keeps what was recorded before the throw.
public enum SchemaRecorder {
    /// The schema of `type`'s values.
    public static func schema<T: Decodable>(of type: T.Type) -> ValueSchema {
        let session = RecordingSession()
        let root = SchemaSlot()
        SchemaRecording.$current.withValue(session) {
            _ = try? RecordingDecoder(slot: root, path: [], session: session).record(T.self)
        }
        return root.schema(path: "", session: session)
    }
}

/// The recording in progress on this task, read by `decode(_:forKey:default:)` to note defaults.
enum SchemaRecording {
    @TaskLocal static var current: RecordingSession?
}

/// Defaults noted while recording, by coding path (`style`, `box.width`).
final class RecordingSession: @unchecked Sendable {
    // Used by one synchronous recording at a time, on the task that made it.
    var defaults: [String: JSONValue] = [:]
    /// Properties declared as accepted and unused (`ignore(_:)`), by coding path.
    var ignored: Set<String> = []

    static func pathString(_ path: [any CodingKey]) -> String {
        path.map(\.stringValue).joined(separator: ".")
    }
}

/// What was learnt about one value while recording.
final class SchemaSlot {
    enum Shape { case unknown, keyed, unkeyed, single(ValueSchema) }
    var shape = Shape.unknown
    /// A schema stated by the type (``SchemaDescribing``, enumerations, `JSONValue`); wins over the shape.
    var fixed: ValueSchema?
    var isOptional = false
    /// Keys were listed (`allKeys`): a dictionary, not a struct.
    var isMap = false
    var members: OrderedDictionary<String, SchemaSlot> = [:]
    var element: SchemaSlot?

    var isEmpty: Bool {
        if fixed != nil { return false }
        if case .unknown = shape { return true }
        return false
    }

    func member(_ key: String) -> SchemaSlot {
        if let slot = members[key] { return slot }
        let slot = SchemaSlot()
        members[key] = slot
        return slot
    }

    func schema(path: String, session: RecordingSession) -> ValueSchema {
        if let fixed { return fixed }
        switch shape {
        case .unknown: return .any
        case .single(let schema): return schema
        case .unkeyed: return .list(element?.schema(path: path + ".0", session: session) ?? .any)
        case .keyed:
            if isMap { return .map(element?.schema(path: path, session: session) ?? .any) }
            return .object(members.compactMap { key, slot in
                guard !slot.isEmpty else { return nil }
                let memberPath = path.isEmpty ? key : path + "." + key
                let defaultValue = session.defaults[memberPath]
                return PropertySchema(name: key, schema: slot.schema(path: memberPath, session: session),
                                      isRequired: !slot.isOptional && defaultValue == nil, defaultValue: defaultValue,
                                      isIgnored: session.ignored.contains(memberPath))
            })
        }
    }
}

/// The decoder that records instead of reading.
struct RecordingDecoder: Decoder {
    let slot: SchemaSlot
    let path: [any CodingKey]
    let session: RecordingSession
    var codingPath: [any CodingKey] { path }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(slot: SchemaSlot, path: [any CodingKey], session: RecordingSession) {
        self.slot = slot
        self.path = path
        self.session = session
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        if case .unknown = slot.shape { slot.shape = .keyed }
        return KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if case .unknown = slot.shape { slot.shape = .unkeyed }
        if slot.element == nil { slot.element = SchemaSlot() }
        return RecordingUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// Decodes `T` into this decoder's slot, returning a placeholder value.
    func record<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self is any ExpressibleByNilLiteral.Type { slot.isOptional = true }
        if T.self == JSONValue.self {
            if slot.isEmpty { slot.fixed = .any }
            return JSONValue.null as! T
        }
        if let described = T.self as? any SchemaDescribing.Type {
            if slot.fixed == nil { slot.fixed = described.valueSchema }
        }
        if let enumeration = T.self as? any (RawRepresentable<String> & CaseIterable).Type {
            let cases = Self.caseNames(enumeration)
            if slot.fixed == nil { slot.fixed = .enumeration(cases.map(\.name)) }
            if let first = cases.first?.value as? T { return first }
        }
        return try T(from: self)
    }

    private static func caseNames<E: RawRepresentable<String> & CaseIterable>(_ type: E.Type) -> [(name: String, value: Any)] {
        E.allCases.map { ($0.rawValue, $0) }
    }

    func note(_ schema: ValueSchema) {
        if case .unknown = slot.shape { slot.shape = .single(schema) }
    }
}

extension RecordingDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { note(.boolean); return false }
    func decode(_ type: String.Type) throws -> String { note(.string); return "" }
    func decode(_ type: Double.Type) throws -> Double { note(.number); return 0 }
    func decode(_ type: Float.Type) throws -> Float { note(.number); return 0 }
    func decode(_ type: Int.Type) throws -> Int { note(.integer); return 0 }
    func decode(_ type: Int8.Type) throws -> Int8 { note(.integer); return 0 }
    func decode(_ type: Int16.Type) throws -> Int16 { note(.integer); return 0 }
    func decode(_ type: Int32.Type) throws -> Int32 { note(.integer); return 0 }
    func decode(_ type: Int64.Type) throws -> Int64 { note(.integer); return 0 }
    func decode(_ type: UInt.Type) throws -> UInt { note(.integer); return 0 }
    func decode(_ type: UInt8.Type) throws -> UInt8 { note(.integer); return 0 }
    func decode(_ type: UInt16.Type) throws -> UInt16 { note(.integer); return 0 }
    func decode(_ type: UInt32.Type) throws -> UInt32 { note(.integer); return 0 }
    func decode(_ type: UInt64.Type) throws -> UInt64 { note(.integer); return 0 }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try record(T.self) }
}

/// Keyed requests: every key is "present" so that optional paths are recorded too.
struct RecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: RecordingDecoder
    var codingPath: [any CodingKey] { decoder.path }
    var allKeys: [Key] {
        decoder.slot.isMap = true
        if decoder.slot.element == nil { decoder.slot.element = SchemaSlot() }
        return []
    }

    func contains(_ key: Key) -> Bool { true }

    /// Asking whether a key is null is asking whether it is optional (`decodeIfPresent` of a `String`,
    /// `Double`... asks this before decoding).
    func decodeNil(forKey key: Key) throws -> Bool {
        decoder.slot.member(key.stringValue).isOptional = true
        return false
    }

    private func child(_ key: Key) -> RecordingDecoder {
        RecordingDecoder(slot: decoder.slot.member(key.stringValue), path: decoder.path + [key], session: decoder.session)
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).record(T.self) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        let child = child(key)
        child.slot.isOptional = true
        return try child.record(T.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }
    func superDecoder(forKey key: Key) throws -> any Decoder { child(key) }
}

/// Unkeyed requests: one element is offered, whose schema is the list's element schema.
final class RecordingUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: RecordingDecoder
    var currentIndex = 0
    init(decoder: RecordingDecoder) { self.decoder = decoder }

    var codingPath: [any CodingKey] { decoder.path }
    var count: Int? { 1 }
    var isAtEnd: Bool { currentIndex >= 1 }

    private func next() -> RecordingDecoder {
        currentIndex += 1
        let slot = decoder.slot.element ?? SchemaSlot()
        decoder.slot.element = slot
        return RecordingDecoder(slot: slot, path: decoder.path + [RecordedIndexKey(intValue: 0)], session: decoder.session)
    }

    func decodeNil() throws -> Bool { false }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().record(T.self) }
    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: NestedKey.self)
    }
    func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }
    func superDecoder() throws -> any Decoder { next() }
}

private struct RecordedIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}

extension KeyedDecodingContainer {
    /// The value at `key`, or `defaultValue` when the key is absent or null; a value of the wrong type is still
    /// an error (nimbus-core reports it rather than falling back). The default is part of the type's schema.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default defaultValue: T) throws -> T {
        if let session = SchemaRecording.current {
            var json: JSONValue?
            if let encodable = defaultValue as? any Encodable { json = try? StratusEncoder().encode(encodable) }
            else if let enumeration = defaultValue as? any RawRepresentable<String> { json = .string(enumeration.rawValue) }
            if let json { session.defaults[RecordingSession.pathString(codingPath + [key])] = json }
        }
        return try decodeIfPresent(T.self, forKey: key) ?? defaultValue
    }

    /// ``decode(_:forKey:default:)``, answering `defaultValue` at once when `members`, the names of the members the
    /// value holds (``Swift/Decoder/stratusMemberNames``), has no `key`: no lookup through the container's boxes for
    /// a property the value does not set (most of a component's properties, for most components). With nil members
    /// (a decoder that does not say, the schema recorder) it is ``decode(_:forKey:default:)``.
    public func decode<T: Decodable>(_ type: T.Type, forKey key: Key, default defaultValue: T,
                                     members: [String]?) throws -> T {
        if let members, !members.contains(key.stringValue) { return defaultValue }
        return try decode(type, forKey: key, default: defaultValue)
    }

    /// Declares properties the format defines that this type accepts without using (a Nimbus property read on
    /// another platform), so that its schema lists them as ``PropertySchema/ignored(_:)`` and `stratus check`
    /// does not call them unknown. Reads nothing: outside schema recording this does nothing at all.
    public func ignore(_ keys: Key...) {
        guard let session = SchemaRecording.current else { return }
        for key in keys {
            session.ignored.insert(RecordingSession.pathString(codingPath + [key]))
            _ = try? decodeIfPresent(JSONValue.self, forKey: key)
        }
    }
}
