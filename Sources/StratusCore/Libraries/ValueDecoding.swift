import Foundation

/// The one place StratusCore turns JSON values into typed values and back (typed actions and operations).
enum ValueDecoding {
    /// Decodes `T` from `value`, passing `userInfo` to every nested decoder.
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue,
                                     userInfo: [CodingUserInfoKey: any Sendable]) throws -> T {
        // Bridge until StratusDecoder is available: Foundation's decoder over the same JSON.
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        let data = try JSONSerialization.data(withJSONObject: FoundationJSON.object(value), options: [.fragmentsAllowed])
        return try decoder.decode(T.self, from: data)
    }

    /// Encodes `value` into a JSON value.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if let json = value as? JSONValue { return json }
        let data = try JSONEncoder().encode(value)
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return FoundationJSON.value(object)
    }
}

/// Conversions between JSON values and Foundation's JSON objects.
enum FoundationJSON {
    static func object(_ value: JSONValue) -> Any {
        switch value {
        case .null: return NSNull()
        case .bool(let bool): return bool
        case .integer(let integer): return integer
        case .double(let double): return double
        case .string(let string): return string
        case .array(let elements): return elements.map { object($0) }
        case .object(let members):
            var dictionary: [String: Any] = [:]
            for (key, member) in members { dictionary[key] = object(member) }
            return dictionary
        }
    }

    static func value(_ foundation: Any) -> JSONValue {
        switch foundation {
        case is NSNull: return .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            if let integer = Int64(exactly: number.doubleValue), !"\(number)".contains(".") { return .integer(integer) }
            return .double(number.doubleValue)
        case let string as String: return .string(string)
        case let array as [Any]: return .array(array.map { value($0) })
        case let dictionary as [String: Any]:
            var result = JSONObject()
            for key in dictionary.keys.sorted() { result[key] = value(dictionary[key] as Any) }
            return .object(result)
        default: return .null
        }
    }
}
