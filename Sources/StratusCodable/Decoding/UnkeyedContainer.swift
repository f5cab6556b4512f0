/// The unkeyed container of ``JSONValueDecoder``: an array's elements, shared with the tree.
///
/// As in Foundation, the index advances only when an element decodes successfully, so that code can retry the
/// same element as another type; lossy loops must skip failed elements explicitly (see ``LossyElement``).
struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: JSONValueDecoder
    let array: [JSONValue]
    let depth: Int
    var suffix: [any CodingKey] = []
    private(set) var currentIndex = 0

    init(decoder: JSONValueDecoder, array: [JSONValue], depth: Int, suffix: [any CodingKey] = []) {
        self.decoder = decoder
        self.array = array
        self.depth = depth
        self.suffix = suffix
    }

    var codingPath: [any CodingKey] {
        var path = Array(decoder.path.prefix(depth))
        path.append(contentsOf: suffix)
        return path
    }

    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    private func atEnd(_ type: Any.Type) -> DecodingError {
        var message = "expected another element in the array"
        if !codingPath.isEmpty { message += " \"\(StratusCodableError.pathString(codingPath))\"" }
        message += ", but it has only \(array.count)"
        return .valueNotFound(type, .init(codingPath: codingPath + [IndexKey(currentIndex)], debugDescription: message))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw atEnd(Never.self) }
        if array[currentIndex].isNull {
            currentIndex += 1
            return true
        }
        return false
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try element(T.self) }

    @inline(__always) private mutating func element<T: Decodable>(_ type: T.Type) throws -> T {
        guard !isAtEnd else { throw atEnd(T.self) }
        let value = try decoder.decodeChild(
            T.self, from: array[currentIndex], depth: depth, suffix: suffix, key: IndexKey(currentIndex))
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        guard !isAtEnd else { throw atEnd(JSONObject.self) }
        let key = IndexKey(currentIndex)
        guard case .object(let object) = array[currentIndex] else {
            throw decoder.mismatch("an object", found: array[currentIndex], path: codingPath + [key], type: JSONObject.self)
        }
        currentIndex += 1
        return KeyedDecodingContainer(
            KeyedContainer<NestedKey>(decoder: decoder, object: object, depth: depth, suffix: suffix + [key]))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard !isAtEnd else { throw atEnd([JSONValue].self) }
        let key = IndexKey(currentIndex)
        guard case .array(let nested) = array[currentIndex] else {
            throw decoder.mismatch("an array", found: array[currentIndex], path: codingPath + [key], type: [JSONValue].self)
        }
        currentIndex += 1
        return UnkeyedContainer(decoder: decoder, array: nested, depth: depth, suffix: suffix + [key])
    }

    /// A decoder for the current element; the index advances.
    mutating func superDecoder() throws -> any Decoder {
        guard !isAtEnd else { throw atEnd(JSONValue.self) }
        let decoder = JSONValueDecoder(
            value: array[currentIndex], path: codingPath + [IndexKey(currentIndex)], context: self.decoder.context,
            zero: self.decoder.zero)
        currentIndex += 1
        return decoder
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try element(Bool.self) }
    mutating func decode(_ type: String.Type) throws -> String { try element(String.self) }
    mutating func decode(_ type: Double.Type) throws -> Double { try element(Double.self) }
    mutating func decode(_ type: Float.Type) throws -> Float { try element(Float.self) }
    mutating func decode(_ type: Int.Type) throws -> Int { try element(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try element(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(UInt64.self) }
}
