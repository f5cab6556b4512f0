/// The keyed container of ``JSONValueDecoder``: an object's members, shared with the tree (nothing is copied).
///
/// It remembers its depth in the decoder's path rather than a copy of the path, plus the keys of
/// `nestedContainer` calls (`suffix`, usually empty).
///
/// A class, not a struct: `KeyedDecodingContainer`'s box copies its container for every member decoded, and a
/// copy of one reference costs a fraction of a copy of the decoder, the object's storage and the suffix.
final class KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: JSONValueDecoder
    let object: JSONObject
    let depth: Int
    let suffix: [any CodingKey]

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
        if decoder.context.collecting { return try collectingIfPresent(T.self, member, key) }
        return try decoder.decodeChild(T.self, from: member, depth: depth, suffix: suffix, key: key)
    }

    /// Docs/Nimbus.md §8: an optional of the wrong type is still an error, and its value is nil.
    @inline(never)
    private func collectingIfPresent<T: Decodable>(_ type: T.Type, _ member: JSONValue, _ key: Key) throws -> T? {
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

    // Primitives are converted in place: no trip through a child decoder, no path push, no generic Optional.
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try primitive(key, placeholder: false) { member in try decoder.decodeBool(member, path: path(key)) }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try primitive(key, placeholder: "") { member in try decoder.decodeString(member, path: path(key)) }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try primitive(key, placeholder: 0) { member in try decoder.decodeFloatingPoint(Double.self, member, path: path(key)) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try primitive(key, placeholder: 0) { member in try decoder.decodeFloatingPoint(Float.self, member, path: path(key)) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(Int.self, member, path: path(key)) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(Int8.self, member, path: path(key)) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(Int16.self, member, path: path(key)) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(Int32.self, member, path: path(key)) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(Int64.self, member, path: path(key)) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(UInt.self, member, path: path(key)) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(UInt8.self, member, path: path(key)) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(UInt16.self, member, path: path(key)) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(UInt32.self, member, path: path(key)) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try primitive(key, placeholder: 0) { member in try decoder.decodeInteger(UInt64.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try primitiveIfPresent(key) { member in try decoder.decodeBool(member, path: path(key)) }
    }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try primitiveIfPresent(key) { member in try decoder.decodeString(member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try primitiveIfPresent(key) { member in try decoder.decodeFloatingPoint(Double.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        try primitiveIfPresent(key) { member in try decoder.decodeFloatingPoint(Float.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(Int.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(Int8.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(Int16.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(Int32.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(Int64.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(UInt.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(UInt8.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(UInt16.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(UInt32.self, member, path: path(key)) }
    }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        try primitiveIfPresent(key) { member in try decoder.decodeInteger(UInt64.self, member, path: path(key)) }
    }

    private func path(_ key: Key) -> [any CodingKey] { codingPath + [key] }

    /// Decodes a primitive member with `convert`; in collecting mode a failure is recorded and `placeholder` used.
    @inline(__always)
    private func primitive<T>(_ key: Key, placeholder: T, _ convert: (JSONValue) throws -> T) throws -> T {
        if decoder.zero { return placeholder }
        guard let member = object[key.stringValue] else {
            let error = decoder.keyNotFound(key, path: codingPath)
            guard decoder.context.collecting else { throw error }
            decoder.context.errors.append(StratusCodableError(error))
            return placeholder
        }
        guard decoder.context.collecting else { return try convert(member) }
        do {
            return try convert(member)
        } catch {
            decoder.context.errors.append(StratusCodableError(error, fallbackPath: path(key)))
            return placeholder
        }
    }

    /// Decodes an optional primitive member: nil when missing or null; in collecting mode nil on failure too.
    @inline(__always)
    private func primitiveIfPresent<T>(_ key: Key, _ convert: (JSONValue) throws -> T) throws -> T? {
        guard !decoder.zero, let member = object[key.stringValue], !member.isNull else { return nil }
        guard decoder.context.collecting else { return try convert(member) }
        do {
            return try convert(member)
        } catch {
            decoder.context.errors.append(StratusCodableError(error, fallbackPath: path(key)))
            return nil
        }
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
