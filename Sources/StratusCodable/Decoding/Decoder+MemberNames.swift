extension Decoder {
    /// The names of the members of the JSON object being decoded, when ``StratusDecoder`` decodes it; nil from any
    /// other decoder, for a value that is not an object, and while ``StratusDecoder/zero(_:)`` makes a placeholder.
    ///
    /// For a type that reads many optional members of which a value holds few (a box's thirty size, margin, padding
    /// and border properties): asking only for the members present saves a lookup through `KeyedDecodingContainer`
    /// for each absent one. nil means "ask for every member": a decoder that learns a type's members from what it is
    /// asked (the schema recorder) must still be asked for all of them.
    public var stratusMemberNames: [String]? {
        guard let decoder = self as? JSONValueDecoder, !decoder.zero, case .object(let object) = decoder.value else {
            return nil
        }
        return object.keys.elements
    }
}

extension Decoder {
    /// `userInfo[key]`; from a decoder of ``StratusDecoder``, found without `userInfo`'s dictionary, which such a
    /// decoder makes only when it is read (see ``StratusDecoder/userInfoEntries``).
    public func stratusUserInfo(_ key: CodingUserInfoKey) -> Any? {
        if let decoder = self as? JSONValueDecoder { return decoder.context.userInfoValue(for: key) }
        return userInfo[key]
    }
}
