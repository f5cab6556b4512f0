import Foundation

/// The `Encoder` behind ``StratusEncoder``: writes into an ``EncodedNode`` tree.
final class JSONValueEncoder: Encoder {
    let node: EncodedNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// For an encoder made by `superEncoder(forKey:)`: the object its key belongs to (for `@Flat`).
    var parent: EncodedNode?

    init(node: EncodedNode, path: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.node = node
        codingPath = path
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // KeyedCodable keys (nested paths, flat markers) are written exactly as StratusDecoder reads them.
        if Key.self is any AnyKeyedKey.Type { return KeyedEncoder(base: self).container(keyedBy: Key.self) }
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(ObjectEncodingContainer<Key>(encoder: self, node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return ArrayEncodingContainer(encoder: self, node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValueEncodingContainer(encoder: self, node: node, codingPath: codingPath)
    }

    /// Encodes `value` into `target`, handling the types with a JSON meaning of their own.
    func box<T: Encodable>(_ value: T, into target: EncodedNode, path: [any CodingKey]? = nil) throws {
        let path = path ?? codingPath
        switch value {
        case let json as JSONValue: target.content = .value(json)
        case let string as String: target.content = .value(.string(string))
        case let bool as Bool: target.content = .value(.bool(bool))
        case let integer as Int: target.content = .value(.integer(Int64(integer)))
        case let double as Double: target.content = .value(try Self.number(double, path: path))
        case let float as Float: target.content = .value(try Self.number(float, path: path))
        case let url as URL: target.content = .value(.string(url.absoluteString))
        case let data as Data: target.content = .value(.string(data.base64EncodedString()))
        case let decimal as Decimal: target.content = .value(Self.number(decimal))
        default:
            let child = target === node && path.count == codingPath.count
                ? self : JSONValueEncoder(node: target, path: path, userInfo: userInfo)
            try value.encode(to: child)
        }
    }

    /// `value` encoded on its own, as a JSON value (what ``StratusEncoder/encode(_:)`` does, at `path`).
    static func encodeAlone<T: Encodable>(
        _ value: T, path: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
    ) throws -> JSONValue {
        let root = EncodedNode()
        try JSONValueEncoder(node: root, path: path, userInfo: userInfo).box(value, into: root)
        return root.value
    }

    static func number(_ double: Double, path: [any CodingKey]) throws -> JSONValue {
        guard double.isFinite else {
            throw EncodingError.invalidValue(
                double,
                .init(
                    codingPath: path,
                    debugDescription: "cannot encode \(double) at \"\(StratusCodableError.pathString(path))\": JSON has no NaN or infinity"))
        }
        return .double(double)
    }

    static func number(_ float: Float, path: [any CodingKey]) throws -> JSONValue {
        // Through the shortest text, so that 0.1 as a Float stays 0.1 rather than 0.10000000149011612.
        try number(Double(float.description) ?? Double(float), path: path)
    }

    static func number(_ decimal: Decimal) -> JSONValue {
        let text = decimal.description
        if let integer = Int64(text) { return .integer(integer) }
        return .double(Double(text) ?? NSDecimalNumber(decimal: decimal).doubleValue)
    }

    static func integer<I: BinaryInteger>(_ value: I, path: [any CodingKey]) throws -> JSONValue {
        if let exact = Int64(exactly: value) { return .integer(exact) }
        // UInt64 values above Int64.max: a double, like other numbers JSONValue cannot hold as integers.
        return .double(Double(value))
    }
}

struct ObjectEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONValueEncoder
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).content = .value(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        set(try JSONValueEncoder.number(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        set(try JSONValueEncoder.number(value, path: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(.integer(Int64(value)), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(.integer(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try setInteger(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try setInteger(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try setInteger(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try setInteger(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try setInteger(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.box(value, into: node.member(key.stringValue), path: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let child = node.member(key.stringValue)
        if case .object = child.content {} else { child.content = .object([]) }
        return KeyedEncodingContainer(ObjectEncodingContainer<NestedKey>(encoder: encoder, node: child, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.member(key.stringValue)
        if case .array = child.content {} else { child.content = .array([]) }
        return ArrayEncodingContainer(encoder: encoder, node: child, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        JSONValueEncoder(
            node: node.member("super"), path: codingPath + [JSONValueKey(stringValue: "super")],
            userInfo: encoder.userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let member = node.member(key.stringValue)
        member.omitIfEmpty = true
        let memberEncoder = JSONValueEncoder(node: member, path: codingPath + [key], userInfo: encoder.userInfo)
        memberEncoder.parent = node
        return memberEncoder
    }

    private func set(_ value: JSONValue, _ key: Key) { node.member(key.stringValue).content = .value(value) }

    private func setInteger<I: BinaryInteger>(_ value: I, _ key: Key) throws {
        set(try JSONValueEncoder.integer(value, path: codingPath + [key]), key)
    }
}

struct ArrayEncodingContainer: UnkeyedEncodingContainer {
    let encoder: JSONValueEncoder
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int { node.elementCount }

    private var nextKey: any CodingKey { IndexKey(count) }

    mutating func encodeNil() throws { node.appendElement().content = .value(.null) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = codingPath + [nextKey]
        try encoder.box(value, into: node.appendElement(), path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = codingPath + [nextKey]
        let child = node.appendElement()
        child.content = .object([])
        return KeyedEncodingContainer(ObjectEncodingContainer<NestedKey>(encoder: encoder, node: child, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [nextKey]
        let child = node.appendElement()
        child.content = .array([])
        return ArrayEncodingContainer(encoder: encoder, node: child, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [nextKey]
        return JSONValueEncoder(node: node.appendElement(), path: path, userInfo: encoder.userInfo)
    }
}

struct ValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: JSONValueEncoder
    let node: EncodedNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .value(.null) }
    mutating func encode(_ value: Bool) throws { node.content = .value(.bool(value)) }
    mutating func encode(_ value: String) throws { node.content = .value(.string(value)) }
    mutating func encode(_ value: Double) throws { node.content = .value(try JSONValueEncoder.number(value, path: codingPath)) }
    mutating func encode(_ value: Float) throws { node.content = .value(try JSONValueEncoder.number(value, path: codingPath)) }
    mutating func encode(_ value: Int) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int8) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int16) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int32) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: Int64) throws { node.content = .value(.integer(value)) }
    mutating func encode(_ value: UInt) throws { node.content = .value(try JSONValueEncoder.integer(value, path: codingPath)) }
    mutating func encode(_ value: UInt8) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt16) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt32) throws { node.content = .value(.integer(Int64(value))) }
    mutating func encode(_ value: UInt64) throws { node.content = .value(try JSONValueEncoder.integer(value, path: codingPath)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.box(value, into: node, path: codingPath) }
}

extension JSONValueEncoder: FlatParentEncoding {
    var flatParentEncoder: (any Encoder)? {
        guard let parent else { return nil }
        return JSONValueEncoder(node: parent, path: Array(codingPath.dropLast()), userInfo: userInfo)
    }
}
