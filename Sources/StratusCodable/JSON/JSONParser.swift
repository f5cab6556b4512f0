import Foundation

/// A strict RFC 8259 parser from UTF-8 bytes to ``JSONValue``.
///
/// It never recurses: open arrays and objects live on explicit stacks, so depth is bounded only by
/// ``JSONParsingOptions/maximumDepth`` and a 100,000-deep array is a clear error rather than a stack overflow.
/// Every error carries the line, column and byte offset of the offending text.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let options: JSONParsingOptions
    var index = 0

    // The containers still open, innermost last (true = object), and where each one's members start in the
    // member stacks below.
    var openKinds: [Bool] = []
    var valueStarts: [Int] = []
    var keyStarts: [Int] = []
    // Members of every open container, innermost last: one stack of values for arrays and objects, one of keys for
    // objects. A container moves its own members out when it closes, so each array and object gets exactly the
    // storage it needs (a screen holds tens of thousands of small property maps; reserving room for growth in each
    // cost more than the members themselves), and the stacks keep their storage for the next container. While a
    // value is being parsed its key is already collected, so keys may run one ahead of values. Where each key
    // starts is not kept: a duplicate key, the only error that needs it, finds it again from its object's brace.
    var memberValues = ContiguousArray<JSONValue>()
    var memberKeys = ContiguousArray<String>()
    // Where each open object's `{` is.
    var objectOffsets: [Int] = []
    // The keys of the object closed last, when they were unique. The next object with the same keys in the same
    // order (the items of a list, as a rule) shares their storage instead of allocating its own: a list of a
    // million items then holds one array of keys, not a million.
    private(set) var lastKeys = ContiguousArray<String>() {
        didSet { lastKeysSpelled = false }
    }
    // The bytes of those keys as the input writes them without escapes, for reading an object of the same keys at
    // once (JSONParser+SameKeys.swift): each key followed by its closing quote and zeros up to a multiple of eight
    // bytes, one after the other, and where each one starts and how long it is with its quote, so that the input
    // is compared with them a word at a time. Spelled when such an object's first key is found, not for every
    // set of keys (objects of other keys in turn would spell each set for nothing); empty when a key holds a quote,
    // a backslash or a control character (the input must escape it, so the object is read member by member).
    private(set) var lastKeysSpelled = false
    private var lastKeyBytes = ContiguousArray<UInt8>()
    private var lastKeyStarts = ContiguousArray<Int>()
    private var lastKeyCounts = ContiguousArray<Int>()
    // Whether the object that closed last with those keys held only strings, numbers, booleans and nulls: then the
    // next object with them is read at once (JSONParser+SameKeys.swift). One that held containers is not: the next
    // one would as a rule too, and reading it at once would stop at its first container.
    private var lastKeysHeldScalars = false
    // Whether an array or an object ended since the innermost open object opened: it is then one of its members.
    var containerEnded = false
    // While the value of a member that ``JSONParsingOptions/shortening`` names is open: how many containers were
    // open around it. Its lists keep their first elements and skip the rest (JSONParser+Shortening.swift).
    private var shortenedFrom: Int?
    // The containers open inside a value being skipped, and the keys of its open objects (for duplicates), kept
    // here so that skipping a million elements reuses their storage.
    var skippedKinds: [Bool] = []
    var skippedKeys: [String] = []
    var skippedKeyOffsets: [Int] = []
    var skippedKeyStarts: [Int] = []

    init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
        self.bytes = bytes
        self.options = options
    }

    /// Parses the whole input as one JSON value; anything but whitespace after it is an error.
    mutating func parseDocument() throws(StratusCodableError) -> JSONValue {
        if options.allowsByteOrderMark, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected text after the JSON value", at: index)
        }
        return value
    }

    // MARK: - Values and containers

    private mutating func parseValue() throws(StratusCodableError) -> JSONValue {
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected a value", at: index) }
            var value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try enterContainer()
                let brace = index
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    value = .object([:])
                    containerEnded = true
                } else if lastKeysHeldScalars {
                    // Read at once when it has the keys of the object before it (JSONParser+SameKeys.swift).
                    switch try parseObjectOfLastKeys(braceAt: brace) {
                    case .object(let object):
                        value = .object(object)
                        containerEnded = true
                    case .lastMember(let member): value = member
                    case .open: continue
                    }
                } else {
                    openObject(braceAt: brace)
                    try parseKeyAndColon()
                    continue
                }
            case UInt8(ascii: "["):
                try enterContainer()
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    value = .array([])
                    containerEnded = true
                } else {
                    noteShortening()
                    openKinds.append(false)
                    valueStarts.append(memberValues.count)
                    continue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            default:
                throw error("expected a value, found \(describeByte(at: index))", at: index)
            }
            // Attach the finished value to its parent, closing as many containers as the input closes. The value
            // is moved, not copied, into its parent's members: a copy retained and released it again.
            while true {
                guard let isObject = openKinds.last else { return value }
                skipWhitespace()
                if isObject {
                    memberValues.append(consume value)
                    guard index < bytes.count else {
                        throw error("unexpected end of input, expected ',' or '}' after object member", at: index)
                    }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                            guard options.allowsTrailingCommas else {
                                throw error("trailing comma before '}'", at: index - 1)
                            }
                        } else {
                            try parseKeyAndColon()
                            break
                        }
                    } else if byte != UInt8(ascii: "}") {
                        throw error(
                            "expected ',' or '}' after object member, found \(describeByte(at: index))", at: index)
                    }
                    index += 1
                    closeContainer()
                    value = .object(try closeObject())
                    containerEnded = true
                } else {
                    memberValues.append(consume value)
                    guard index < bytes.count else {
                        throw error("unexpected end of input, expected ',' or ']' after array element", at: index)
                    }
                    let byte = bytes[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                            guard options.allowsTrailingCommas else {
                                throw error("trailing comma before ']'", at: index - 1)
                            }
                        } else if let shortening = options.shortening, shortenedFrom != nil,
                                  memberValues.count - valueStarts[valueStarts.count - 1] >= shortening.keptElements {
                            try skipElements()
                        } else {
                            break
                        }
                    } else if byte != UInt8(ascii: "]") {
                        throw error(
                            "expected ',' or ']' after array element, found \(describeByte(at: index))", at: index)
                    }
                    index += 1
                    closeContainer()
                    value = .array(closeArray())
                    containerEnded = true
                }
            }
        }
    }

    /// Whether the document may nest one more container: `depth` are open around it (for a value being skipped,
    /// those it opened too).
    ///
    /// Inlined, as the other helpers the parser calls for every value or key, and mutating though it changes
    /// nothing: a non-mutating one, even inlined, made a copy of the whole parser (168 bytes) on every container,
    /// for the error's sake.
    @inline(__always)
    mutating func enterContainer(depth: Int? = nil) throws(StratusCodableError) {
        let depth = depth ?? openKinds.count
        if depth >= options.maximumDepth || depth >= JSONParsingOptions.depthLimit {
            throw tooDeepError()
        }
    }

    /// The error for a container nested deeper than the limit.
    private func tooDeepError() -> StratusCodableError {
        let limit = min(options.maximumDepth, JSONParsingOptions.depthLimit)
        let cap = options.maximumDepth > JSONParsingOptions.depthLimit
            ? " (maximumDepth \(options.maximumDepth) is above the hard limit of \(JSONParsingOptions.depthLimit))" : ""
        return StratusCodableError(
            kind: .tooDeep,
            message: "arrays and objects nest deeper than the limit of \(limit) levels" + cap,
            position: SourcePosition(of: index, in: bytes), excerpt: excerpt(at: index))
    }

    /// Opens the object whose `{` is at `brace` on the member stacks, with no member yet.
    @inline(__always)
    mutating func openObject(braceAt brace: Int) {
        noteShortening()
        openKinds.append(true)
        valueStarts.append(memberValues.count)
        keyStarts.append(memberKeys.count)
        objectOffsets.append(brace)
        containerEnded = false
    }

    /// Before a container opens: when it is the value of a member that lists are shortened under, and no such
    /// member is open around it, remembers where the shortening starts.
    @inline(__always)
    private mutating func noteShortening() {
        guard let shortening = options.shortening, shortenedFrom == nil, openKinds.last == true,
              let key = memberKeys.last, shortening.members.contains(key) else { return }
        shortenedFrom = openKinds.count
    }

    /// After a container's closing bracket: it is no longer open, nor, when it was the value of the member lists
    /// are shortened under, is that member.
    @inline(__always)
    private mutating func closeContainer() {
        openKinds.removeLast()
        if let start = shortenedFrom, openKinds.count <= start { shortenedFrom = nil }
    }

    /// Reads `"key"` and `:` (with whitespace), and remembers the key for the value that follows; unless told
    /// otherwise (it was compared already), first compares its bytes with the key at its place in ``lastKeys``.
    mutating func parseKeyAndColon(matchingLastKeys: Bool = true) throws(StratusCodableError) {
        _ = try startOfKey()
        // An object often has the keys of the object before it, in the same order: such a key is taken as it is
        // rather than decoded again.
        let position = memberKeys.count - (keyStarts.last ?? memberKeys.count)
        let key: String
        if position < lastKeys.count {
            let known = lastKeys[position]
            if matchingLastKeys, matchPlainKey(known) {
                key = known
            } else {
                key = try parseString(reusing: known)
            }
        } else {
            key = try parseString()
        }
        try readColon()
        memberKeys.append(key)
    }

    /// Whether the string whose opening quote is at `index` is `known` (a key of ``lastKeys``) byte for byte, with
    /// no quote, backslash or control character in it; then `index` moves past its closing quote. Cheaper than
    /// reading the string and comparing: the bytes are compared once, and such bytes need no check of escapes,
    /// control characters or UTF-8. A key that holds one of those came from an escape, which the input must spell
    /// again: it is read as any string is.
    @inline(__always)
    mutating func matchPlainKey(_ known: String) -> Bool {
        let start = index + 1
        let bytes = self.bytes
        let end = known.utf8.withContiguousStorageIfAvailable { stored -> Int? in
            let end = start + stored.count
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
            for offset in 0..<stored.count {
                let byte = stored[offset]
                guard byte == bytes[start + offset], byte >= 0x20, byte != UInt8(ascii: "\""),
                      byte != UInt8(ascii: "\\") else { return nil }
            }
            return end
        }
        guard let end = end ?? nil else { return false }
        index = end + 1
        return true
    }

    /// ``matchPlainKey(_:)`` for the key at `position` of ``lastKeys``, comparing the input a word at a time with
    /// the key's spelling (``spellLastKeys()`` must have been called since ``lastKeys`` changed); false when a key
    /// needs an escape.
    @inline(__always)
    mutating func matchSpelledKey(at position: Int) -> Bool {
        guard position < lastKeyStarts.count, let input = bytes.baseAddress else { return false }
        let keyStart = lastKeyStarts[position], count = lastKeyCounts[position]
        let start = index + 1
        // Whole words of the input: the last one may reach past the key, as far as the end of the input.
        guard start + (count + 7) & ~7 <= bytes.count else { return matchSpelledKeyByteByByte(at: position) }
        let matches = lastKeyBytes.withUnsafeBufferPointer { spelled in
            let text = UnsafeRawPointer(input + start), key = UnsafeRawPointer(spelled.baseAddress! + keyStart)
            var offset = 0
            while offset + 8 <= count {
                guard text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == key.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset += 8
            }
            guard offset < count else { return true }
            // The key's last bytes, in the low bytes of the words (the first byte in memory is the lowest).
            let difference = UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                ^ UInt64(littleEndian: key.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            return difference & (1 << ((count - offset) << 3) &- 1) == 0
        }
        guard matches else { return false }
        index = start + count
        return true
    }

    /// ``matchSpelledKey(at:)`` near the end of the input, where a word would reach past it.
    @inline(never)
    private mutating func matchSpelledKeyByteByByte(at position: Int) -> Bool {
        let keyStart = lastKeyStarts[position], count = lastKeyCounts[position]
        let start = index + 1
        guard start + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[start + offset] != lastKeyBytes[keyStart + offset] { return false }
        index = start + count
        return true
    }

    /// Fills ``lastKeyBytes``, ``lastKeyStarts`` and ``lastKeyCounts`` from ``lastKeys``, or empties them when a
    /// key needs an escape.
    mutating func spellLastKeys() {
        lastKeysSpelled = true
        forgetKeySpellings()
        var plain = true
        for var key in lastKeys {
            lastKeyStarts.append(lastKeyBytes.count)
            key.withUTF8 { text in
                for byte in text where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    plain = false
                }
                lastKeyBytes.append(contentsOf: text)
            }
            lastKeyBytes.append(UInt8(ascii: "\""))
            lastKeyCounts.append(lastKeyBytes.count - lastKeyStarts[lastKeyStarts.count - 1])
            while lastKeyBytes.count & 7 != 0 { lastKeyBytes.append(0) }
        }
        if !plain { forgetKeySpellings() }
    }

    /// Empties ``lastKeyBytes``, ``lastKeyStarts`` and ``lastKeyCounts``, keeping their room.
    private mutating func forgetKeySpellings() {
        lastKeyBytes.removeAll(keepingCapacity: true)
        lastKeyStarts.removeAll(keepingCapacity: true)
        lastKeyCounts.removeAll(keepingCapacity: true)
    }

    /// Skips whitespace to the opening quote of an object's key, and returns where it is.
    @inline(__always)
    mutating func startOfKey() throws(StratusCodableError) -> Int {
        skipWhitespace()
        guard index < bytes.count else {
            throw error("unexpected end of input, expected a string key", at: index)
        }
        guard bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a string key in double quotes, found \(describeByte(at: index))", at: index)
        }
        return index
    }

    /// Reads the colon after an object's key (and the whitespace before it).
    @inline(__always)
    mutating func readColon() throws(StratusCodableError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            let found = index < bytes.count ? describeByte(at: index) : "end of input"
            throw error("expected ':' after object key, found \(found)", at: index)
        }
        index += 1
    }

    /// Whether the innermost open object's keys, from `start` in the key stack, are `lastKeys`.
    @inline(__always)
    private func keysAreLastKeys(from start: Int) -> Bool {
        guard memberKeys.count - start == lastKeys.count else { return false }
        for offset in 0..<lastKeys.count where memberKeys[start + offset] != lastKeys[offset] { return false }
        return true
    }

    /// The innermost open container's values, moved out of the member stack into storage of their exact size.
    private mutating func takeValues() -> ContiguousArray<JSONValue> {
        memberValues.moveSuffix(from: valueStarts.removeLast(), leaving: .null)
    }

    /// Turns the innermost open array's elements into an array.
    private mutating func closeArray() -> [JSONValue] {
        Array(takeValues())
    }

    /// Turns the innermost open object's members into a JSONObject, applying the duplicate-key policy.
    private mutating func closeObject() throws(StratusCodableError) -> JSONObject {
        let values = takeValues()
        let offsetStart = keyStarts.removeLast()
        let brace = objectOffsets.removeLast()
        if keysAreLastKeys(from: offsetStart) {
            memberKeys.removeLast(oneByOne: lastKeys.count)
            lastKeysHeldScalars = !containerEnded
            return JSONObject(uncheckedUniqueKeys: lastKeys, values: values)
        }
        let keys = memberKeys.moveSuffix(from: offsetStart, leaving: "")
        // Small objects (almost all of them) are checked for duplicates before building; the others while building.
        if keys.count <= 12, Self.firstRepeatedKey(in: keys) == nil {
            lastKeys = keys
            lastKeysHeldScalars = !containerEnded
            return JSONObject(uncheckedUniqueKeys: keys, values: values)
        }
        var object = JSONObject(minimumCapacity: keys.count)
        for (offset, key) in keys.enumerated() {
            let value = values[offset]
            switch options.duplicateKeys {
            case .keepLast:
                object[key] = value
            case .keepFirst:
                if object.index(forKey: key) == nil { object[key] = value }
            case .reject:
                if object.updateValue(value, forKey: key) != nil {
                    throw error("duplicate key \"\(key)\" in object", at: offsetOfKey(offset, inObjectAt: brace))
                }
            }
        }
        return object
    }

    /// Where member `member` (counted from 0) of the object whose `{` is at `brace` starts its key, read again from
    /// the brace: the parser keeps no key offsets, and only a duplicate key's error asks. The object was read
    /// without error up to its end, so reading it again cannot fail; should it, the brace is answered.
    private func offsetOfKey(_ member: Int, inObjectAt brace: Int) -> Int {
        var reader = self
        reader.index = brace + 1
        func find() throws(StratusCodableError) -> Int {
            for _ in 0..<member {
                _ = try reader.startOfKey()
                try reader.skipString()
                try reader.readColon()
                try reader.skipValue()
                reader.skipWhitespace()
                reader.index += 1
            }
            return try reader.startOfKey()
        }
        return (try? find()) ?? brace
    }

    /// The index of the first key in `keys` that repeats an earlier one, or nil when they are unique. A few keys
    /// (an object has a few, as a rule) are compared pairwise, which is cheaper than hashing them.
    @inline(__always)
    static func firstRepeatedKey<Keys: RandomAccessCollection<String>>(in keys: Keys) -> Keys.Index? {
        guard keys.count > 1 else { return nil }
        if keys.count > 12 {
            var seen = Set<String>(minimumCapacity: keys.count)
            return keys.indices.first { !seen.insert(keys[$0]).inserted }
        }
        var second = keys.index(after: keys.startIndex)
        while second < keys.endIndex {
            var first = keys.startIndex
            while first < second {
                if keys[first] == keys[second] { return second }
                first = keys.index(after: first)
            }
            second = keys.index(after: second)
        }
        return nil
    }

    // MARK: - Scalars

    /// Skips JSON whitespace (also walked by ``JSONPathLocator``).
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func expectLiteral(_ literal: StaticString) throws(StratusCodableError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            guard start + offset < bytes.count else {
                throw error("unexpected end of input inside '\(literal)'", at: start + offset)
            }
            guard bytes[start + offset] == expected[offset] else {
                throw error("invalid literal, expected '\(literal)'", at: start)
            }
        }
        index = start + count
    }

    @inline(__always) func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    // MARK: - Errors

    func describeByte(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of input" }
        let byte = bytes[offset]
        switch byte {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case 0x0A: return "a line feed"
        case 0x09: return "a tab"
        case 0x0D: return "a carriage return"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// A short, printable piece of the input starting at `offset`, for the error message.
    private func excerpt(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        let end = min(bytes.count, offset + 24)
        var text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
        if let newline = text.firstIndex(where: { $0.isNewline }) { text = String(text[..<newline]) }
        return text.isEmpty ? "" : "`\(text)`"
    }

    func error(_ message: String, at offset: Int) -> StratusCodableError {
        StratusCodableError(
            kind: .invalidSyntax, message: message, position: SourcePosition(of: offset, in: bytes),
            excerpt: excerpt(at: offset))
    }
}

extension ContiguousArray {
    /// Removes the elements from `start` to the end and returns them in storage of their exact size.
    ///
    /// The elements are swapped with `placeholder`s rather than copied, so no reference count changes: a copy would
    /// retain each element and the removal release it again, which cost the parser more than the rest of closing a
    /// container. With a `placeholder` that holds no reference (`.null`, `""`) the removal releases nothing.
    fileprivate mutating func moveSuffix(from start: Int, leaving placeholder: Element) -> ContiguousArray {
        let moving = count - start
        guard moving > 0 else { return [] }
        // Built from a collection, not with init(repeating:count:): that way the compiler specializes the allocation.
        var suffix = ContiguousArray(repeatElement(placeholder, count: moving))
        suffix.withUnsafeMutableBufferPointer { target in
            withUnsafeMutableBufferPointer { source in
                for offset in 0..<moving { swap(&target[offset], &source[start + offset]) }
            }
        }
        // One by one for the members of an object, at once for a long list (a thousand removals one by one cost
        // about 20,000 instructions).
        if moving <= 64 { removeLast(oneByOne: moving) } else { removeLast(moving) }
        return suffix
    }

    /// Removes the last `count` elements one at a time: `removeLast(_:)` goes through the generic range replacement,
    /// which cost about 300 instructions for the five members of an item, ten times the single removals.
    @inline(__always)
    fileprivate mutating func removeLast(oneByOne count: Int) {
        for _ in 0..<count { removeLast() }
    }
}
