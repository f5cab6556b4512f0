// Shortened lists (JSONParsingOptions.Shortening): the elements past the kept ones are read and checked as strictly
// as parsed ones (same errors, same places, same words) but nothing is built for them.
extension JSONParser {
    /// Reads the rest of a shortened list, up to its closing bracket (not past it), after a comma.
    mutating func skipElements() throws(StratusCodableError) {
        while true {
            try skipValue()
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of input, expected ',' or ']' after array element", at: index)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") { return }
            guard byte == UInt8(ascii: ",") else {
                throw error("expected ',' or ']' after array element, found \(describeByte(at: index))", at: index)
            }
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                guard options.allowsTrailingCommas else { throw error("trailing comma before ']'", at: index - 1) }
                return
            }
        }
    }

    /// Reads one value as ``parseValue()`` would, without building it. Like the parser it never recurses: the
    /// containers it opens live on `skippedKinds`.
    mutating func skipValue() throws(StratusCodableError) {
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input, expected a value", at: index) }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[index] == UInt8(ascii: "{")
                try enterContainer(depth: openKinds.count + skippedKinds.count)
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    index += 1
                } else {
                    skippedKinds.append(isObject)
                    if isObject {
                        skippedKeyStarts.append(skippedKeys.count)
                        try skipKeyAndColon()
                    }
                    continue
                }
            case UInt8(ascii: "\""):
                try skipString()
            case UInt8(ascii: "t"):
                try expectLiteral("true")
            case UInt8(ascii: "f"):
                try expectLiteral("false")
            case UInt8(ascii: "n"):
                try expectLiteral("null")
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                _ = try parseNumber()
            default:
                throw error("expected a value, found \(describeByte(at: index))", at: index)
            }
            // A value ended: close as many containers as the input closes.
            while let isObject = skippedKinds.last {
                skipWhitespace()
                let member = isObject ? "object member" : "array element"
                let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else {
                    throw error("unexpected end of input, expected ',' or '\(Character(Unicode.Scalar(closing)))' "
                                + "after \(member)", at: index)
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    if index < bytes.count, bytes[index] == closing {
                        guard options.allowsTrailingCommas else {
                            throw error("trailing comma before '\(Character(Unicode.Scalar(closing)))'", at: index - 1)
                        }
                    } else {
                        if isObject { try skipKeyAndColon() }
                        break
                    }
                } else if byte != closing {
                    throw error("expected ',' or '\(Character(Unicode.Scalar(closing)))' after \(member), found "
                                + describeByte(at: index), at: index)
                }
                index += 1
                skippedKinds.removeLast()
                if isObject { try closeSkippedObject() }
            }
            if skippedKinds.isEmpty { return }
        }
    }

    /// Reads `"key"` and `:` as the parser does; the key is kept only when duplicate keys are errors.
    private mutating func skipKeyAndColon() throws(StratusCodableError) {
        let keyOffset = try startOfKey()
        if options.duplicateKeys == .reject {
            skippedKeys.append(try parseString())
            skippedKeyOffsets.append(keyOffset)
        } else {
            try skipString()
        }
        try readColon()
    }

    /// After a skipped object's closing brace: the first key that repeats an earlier one is an error, as when
    /// parsing.
    private mutating func closeSkippedObject() throws(StratusCodableError) {
        let start = skippedKeyStarts.removeLast()
        guard options.duplicateKeys == .reject else { return }
        defer {
            skippedKeys.removeSubrange(start...)
            skippedKeyOffsets.removeSubrange(start...)
        }
        if let repeated = Self.firstRepeatedKey(in: skippedKeys[start...]) {
            throw error("duplicate key \"\(skippedKeys[repeated])\" in object", at: skippedKeyOffsets[repeated])
        }
    }
}
