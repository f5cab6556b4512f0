// Objects with the keys of the object closed before them, which held strings, numbers, booleans and nulls only (the
// items of a list, as a rule): read at once, member after member, into storage of their size, without the member
// stacks.
extension JSONParser {
    /// How far ``parseObjectOfLastKeys(braceAt:)`` read an object.
    enum SameKeysObject {
        /// The whole object; `index` is past its closing brace.
        case object(JSONObject)
        /// The object is open on the member stacks, as reading it member by member leaves it, with the members
        /// before this value, its last one read; `index` is just past the value, where a `,` or `}` is expected.
        case lastMember(JSONValue)
        /// The object is open on the member stacks with a key read and `index` at its value (an array or an object,
        /// or something that is no value: reading it says so).
        case open
    }

    /// Reads the object whose `{` is at `brace`, `index` at the first byte after it and its whitespace (not `}`),
    /// when its members have ``lastKeys``'s keys in their order, written without escapes, and hold strings,
    /// numbers, booleans or nulls: its values go into an array of their size, and the object shares the keys'
    /// storage. Where the object stops being such an object, it is opened on the member stacks with what was read,
    /// and reading goes on member by member, which finds any error where it would have: the same words, the same
    /// place. A string, number or literal that does not parse throws what reading it member by member throws.
    mutating func parseObjectOfLastKeys(braceAt brace: Int) throws(StratusCodableError) -> SameKeysObject {
        let keyCount = lastKeys.count, firstKey = index
        guard keyCount > 0, index < bytes.count, bytes[index] == UInt8(ascii: "\""), matchPlainKey(lastKeys[0]) else {
            return try readMemberByMember(braceAt: brace, from: firstKey)
        }
        if !lastKeysSpelled { spellLastKeys() }
        var values = ContiguousArray<JSONValue>()
        values.reserveCapacity(keyCount)
        // Just past the last value read: where member-by-member reading takes over when the next key is not there.
        var afterValue = index
        while true {
            // The key at `values.count` was read.
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { break }
            index += 1
            skipWhitespace()
            guard index < bytes.count else { return handOver(braceAt: brace, keys: values.count + 1, values: values) }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                values.append(.string(try parseString()))
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                values.append(try parseNumber())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                values.append(.bool(true))
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                values.append(.bool(false))
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                values.append(.null)
            default:
                return handOver(braceAt: brace, keys: values.count + 1, values: values)
            }
            afterValue = index
            skipWhitespace()
            if values.count == keyCount {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { break }
                index += 1
                return .object(JSONObject(uncheckedUniqueKeys: lastKeys, values: values))
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), matchSpelledKey(at: values.count) else {
                break
            }
        }
        // Not the next key, its colon or the closing brace: read again from just past the last value, member by
        // member. A key without its colon has no value yet: reading goes back before it, to the object's first key
        // when it was the first.
        guard let last = values.popLast() else { return try readMemberByMember(braceAt: brace, from: firstKey) }
        index = afterValue
        openOnMemberStacks(braceAt: brace, keys: values.count + 1, values: values)
        return .lastMember(last)
    }

    /// The object open on the member stacks with none of its members, read from its first key at `firstKey`, which
    /// is not compared with ``lastKeys`` again.
    private mutating func readMemberByMember(braceAt brace: Int, from firstKey: Int) throws(StratusCodableError)
        -> SameKeysObject {
        index = firstKey
        openOnMemberStacks(braceAt: brace, keys: 0, values: [])
        try parseKeyAndColon(matchingLastKeys: false)
        return .open
    }

    /// The object open on the member stacks with `keys` of ``lastKeys`` read and `values` for all but the last of
    /// them, `index` at the last one's value.
    private mutating func handOver(braceAt brace: Int, keys: Int,
                                   values: ContiguousArray<JSONValue>) -> SameKeysObject {
        openOnMemberStacks(braceAt: brace, keys: keys, values: values)
        return .open
    }

    /// Opens the object whose `{` is at `brace` on the member stacks, as member-by-member reading does, with the
    /// first `keys` of ``lastKeys`` and `values` as its members so far.
    private mutating func openOnMemberStacks(braceAt brace: Int, keys: Int, values: ContiguousArray<JSONValue>) {
        openObject(braceAt: brace)
        // One by one: appending a slice goes through the generic range insertion.
        for offset in 0..<keys { memberKeys.append(lastKeys[offset]) }
        memberValues.append(contentsOf: values)
    }
}
