/// The keyed container of ``JSONValueDecoder``: an object's members, shared with the tree (nothing is copied).
///
/// It remembers its depth in the decoder's path rather than a copy of the path, plus the keys of
/// `nestedContainer` calls (`suffix`, usually empty).
struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let object: JSONObject
    let depth: Int
    var suffix: [any CodingKey] = []

    init(decoder: JSONValueDecoder, object: JSONObject, depth: Int, suffix: [any CodingKey] = []) {
        self.decoder = decoder
        self.object = object
        self.depth = depth
        self.suffix = suffix
    }

    var codingPath: [any CodingKey] {
        var path = Array(decoder.path.prefix(depth))
        path.append(contentsOf: suffix)
        return path
    }

    var allKeys: [Key] { object.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        if decoder.zero { return true }
        guard let member = object[key.stringValue] else {
            throw decoder.keyNotFound(key, path: codingPath)
        }
        return member.isNull
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        guard let member = object[key.stringValue] else {
            if decoder.zero { return try decoder.zeroValue(T.self, path: codingPath + [key]) }
            let error = decoder.keyNotFound(key, path: codingPath)
            guard decoder.context.collecting else { throw error }
            decoder.context.errors.append(StratusCodableError(error))
            return try decoder.zeroValue(T.self, path: codingPath + [key])
        }
        return try decoder.decodeChild(T.self, from: member, depth: depth, suffix: suffix, key: key)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard !decoder.zero, let member = object[key.stringValue], !member.isNull else { return nil }
        guard decoder.context.collecting else {
            return try decoder.decodeChild(T.self, from: member, depth: depth, suffix: suffix, key: key)
        }
        // nimbus-spec 8.1: an optional of the wrong type is still an error, and its value is nil.
        let context = decoder.context
        context.collecting = false
        defer { context.collecting = true }
        do {
            return try decoder.decodeChild(T.self, from: member, depth: depth, suffix: suffix, key: key)
        } catch {
            context.errors.append(StratusCodableError(error, fallbackPath: codingPath + [key]))
            return nil
        }
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        if decoder.zero {
            return KeyedDecodingContainer(
                KeyedContainer<NestedKey>(decoder: decoder, object: [:], depth: depth, suffix: suffix + [key]))
        }
        guard let member = object[key.stringValue] else { throw decoder.keyNotFound(key, path: codingPath) }
        guard case .object(let nested) = member else {
            throw decoder.mismatch("an object", found: member, path: codingPath + [key], type: JSONObject.self)
        }
        return KeyedDecodingContainer(
            KeyedContainer<NestedKey>(decoder: decoder, object: nested, depth: depth, suffix: suffix + [key]))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        if decoder.zero {
            return UnkeyedContainer(decoder: decoder, array: [], depth: depth, suffix: suffix + [key])
        }
        guard let member = object[key.stringValue] else { throw decoder.keyNotFound(key, path: codingPath) }
        guard case .array(let array) = member else {
            throw decoder.mismatch("an array", found: member, path: codingPath + [key], type: [JSONValue].self)
        }
        return UnkeyedContainer(decoder: decoder, array: array, depth: depth, suffix: suffix + [key])
    }

    /// A decoder for the member `super`, or `null` when it is absent (as Foundation does).
    func superDecoder() throws -> any Decoder {
        makeSuperDecoder(JSONValueKey(stringValue: "super"))
    }

    /// A decoder for the member at `key`, or for `null` when it is absent (as Foundation does), so that wrappers
    /// can decide what a missing key means.
    func superDecoder(forKey key: Key) throws -> any Decoder {
        makeSuperDecoder(key)
    }

    private func makeSuperDecoder(_ key: any CodingKey) -> JSONValueDecoder {
        let member = JSONValueDecoder(
            value: object[key.stringValue] ?? .null, path: codingPath + [key], context: decoder.context,
            zero: decoder.zero)
        member.parentObject = object
        return member
    }

    // The primitive requirements all go through the generic path, which dispatches on the type statically.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decode(type as Bool.Type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decode(type as String.Type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decode(type as Double.Type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decode(type as Float.Type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decode(type as Int.Type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decode(type as Int8.Type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decode(type as Int16.Type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decode(type as Int32.Type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decode(type as Int64.Type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decode(type as UInt.Type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decode(type as UInt8.Type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decode(type as UInt16.Type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decode(type as UInt32.Type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decode(type as UInt64.Type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try ifPresent(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try ifPresent(type, key) }

    @inline(__always) private func decode<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }

    @inline(__always) private func ifPresent<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

/// The coding key of an array element: `intValue` is the index, `stringValue` is `"Index 2"` as in Foundation.
struct IndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "Index \(intValue ?? 0)" }

    init(_ index: Int) { intValue = index }
    init?(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { return nil }
}
