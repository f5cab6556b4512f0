import Foundation

/// Encodes any `Encodable` into a ``JSONValue``.
///
/// Keys keep the order in which they were encoded; integers stay integers (`1`), floating-point values stay
/// doubles (`1.0`). `URL`s encode as their absolute string, `Data` as Base64, `Decimal` as a number, `JSONValue`
/// as itself. NaN and infinities are errors, as in Foundation.
public struct StratusEncoder: Sendable {
    /// Values handed to every `Encoder` this encoder creates.
    public var userInfo: [CodingUserInfoKey: any Sendable]

    /// Creates an encoder.
    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Encodes `value` into a JSON value.
    ///
    /// - Throws: ``StratusCodableError`` with the path of the value that could not be encoded.
    public func encode<T: Encodable>(_ value: T) throws(StratusCodableError) -> JSONValue {
        var anyUserInfo: [CodingUserInfoKey: Any] = [:]
        for (key, value) in userInfo { anyUserInfo[key] = value }
        do {
            return try JSONValueEncoder.encodeAlone(value, path: [], userInfo: anyUserInfo)
        } catch {
            throw StratusCodableError(error)
        }
    }

    /// Encodes `value` as JSON text, compact or pretty.
    public func encodeToString<T: Encodable>(_ value: T, pretty: Bool = false) throws(StratusCodableError) -> String {
        try encode(value).jsonString(pretty: pretty)
    }

    /// Encodes `value` as UTF-8 JSON bytes.
    public func encodeToData<T: Encodable>(_ value: T, pretty: Bool = false) throws(StratusCodableError) -> Data {
        Data(try encodeToString(value, pretty: pretty).utf8)
    }
}

/// One value under construction: containers hold references to their children so that nested containers can
/// keep writing after being handed out.
final class EncodedNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object(OrderedNodes)
        case array([EncodedNode])
    }

    typealias OrderedNodes = [(key: String, node: EncodedNode)]

    var content: Content = .empty
    /// Set on members made by `superEncoder(forKey:)`: left out when nothing was written into them (a `@Flat`
    /// value writes into the parent instead).
    var omitIfEmpty = false
    /// Index of each key in `object`, so that re-encoding a key replaces it.
    var keyIndex: [String: Int] = [:]

    /// The finished value. An encoder that wrote nothing gives an empty object, as Foundation does.
    var value: JSONValue {
        switch content {
        case .empty: return .object([:])
        case .value(let value): return value
        case .object(let members):
            var object = JSONObject(minimumCapacity: members.count)
            for (key, node) in members {
                if node.omitIfEmpty, case .empty = node.content { continue }
                object[key] = node.value
            }
            return .object(object)
        case .array(let elements): return .array(elements.map(\.value))
        }
    }

    /// The child node for `key`, created (or reused) in an object.
    func member(_ key: String) -> EncodedNode {
        var members: OrderedNodes
        if case .object(let existing) = content { members = existing } else { members = [] }
        if let index = keyIndex[key] { return members[index].node }
        let node = EncodedNode()
        keyIndex[key] = members.count
        content = .empty
        members.append((key, node))
        content = .object(members)
        return node
    }

    /// A new element node appended to an array.
    func appendElement() -> EncodedNode {
        var elements: [EncodedNode]
        if case .array(let existing) = content { elements = existing } else { elements = [] }
        let node = EncodedNode()
        content = .empty
        elements.append(node)
        content = .array(elements)
        return node
    }

    var elementCount: Int {
        if case .array(let elements) = content { return elements.count }
        return 0
    }
}
