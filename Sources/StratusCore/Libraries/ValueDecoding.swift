/// The one place StratusCore turns JSON values into typed values and back (typed actions and operations),
/// through StratusDecoder with the rules of Docs/Nimbus.md §8 and StratusEncoder.
enum ValueDecoding {
    /// Decodes `T` from `value`, passing `userInfo` to every nested decoder; `plainKeys`, a plain coding-key type
    /// `T` reads with (`StratusDecoder.declarePlainKeys(_:)`).
    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue,
                                     userInfo: [CodingUserInfoKey: any Sendable],
                                     plainKeys: (any CodingKey.Type)? = nil) throws -> T {
        var decoder = StratusDecoder(policy: .nimbus, userInfo: userInfo)
        if let plainKeys { decoder.declarePlainKeys(plainKeys) }
        return try decoder.decode(T.self, from: value)
    }

    /// Encodes `value` into a JSON value.
    static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        if let json = value as? JSONValue { return json }
        return try StratusEncoder().encode(value)
    }
}
