// Strings: the fast path for unescaped text, escapes and surrogate pairs, and UTF-8 validation.
extension JSONParser {
    /// Parses a string starting at its opening quote; validates UTF-8 and escapes.
    @inline(__always)
    mutating func parseString() throws(StratusCodableError) -> String {
        try parseString(reusing: nil)
    }

    /// Parses a string as ``parseString()`` does, but returns `known` itself, sharing its storage, when the string
    /// has no escape and its text is `known`'s byte for byte.
    @inline(__always)
    mutating func parseString(reusing known: String?) throws(StratusCodableError) -> String {
        let quote = index
        guard try scanUnescapedString() else { return try parseEscapedString(quote: quote, start: quote + 1) }
        let text = UnsafeBufferPointer(rebasing: bytes[quote + 1..<index - 1])
        if let known, known.utf8.count == text.count,
           known.utf8.withContiguousStorageIfAvailable({ stored in
               // A plain loop: elementsEqual goes through iterators here, which cost more than the rest of a key.
               for offset in 0..<text.count where stored[offset] != text[offset] { return false }
               return true
           }) == true {
            return known
        }
        // Already validated, so nothing is repaired: written in place.
        return String(unsafeUninitializedCapacity: text.count) { target in
            _ = target.initialize(fromContentsOf: text)
            return text.count
        }
    }

    /// Reads a string starting at its opening quote, checking it as ``parseString()`` does, without building it.
    mutating func skipString() throws(StratusCodableError) {
        let quote = index
        // Escapes are rare in the data of long lists: they are checked by decoding the string.
        if try !scanUnescapedString() {
            index = quote
            _ = try parseString()
        }
    }

    /// The fast path of both: from the opening quote, reads and validates text without escapes. True with `index`
    /// past the closing quote; false with `index` on the first backslash (what precedes it is validated).
    @inline(__always)
    private mutating func scanUnescapedString() throws(StratusCodableError) -> Bool {
        let quote = index
        index += 1
        // Eight bytes at a time up to the first one that is not plain ASCII text; the loop below reads from there.
        if let input = bytes.baseAddress {
            var offset = index
            while offset + 8 <= bytes.count {
                let word = UInt64(littleEndian: UnsafeRawPointer(input + offset).loadUnaligned(as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special != 0 {
                    offset += special.trailingZeroBitCount >> 3
                    if input[offset] == UInt8(ascii: "\"") {
                        index = offset + 1
                        return true
                    }
                    break
                }
                offset += 8
            }
            index = offset
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return true
            } else if byte == UInt8(ascii: "\\") {
                return false
            } else if byte < 0x20 {
                throw error("control character \(describeByte(at: index)) must be escaped inside a string", at: index)
            } else if byte >= 0x80 {
                index += try validateUTF8Sequence(at: index)
            } else {
                index += 1
            }
        }
        throw error("unterminated string", at: quote)
    }

    /// The high bit of each byte of `word` (eight bytes of input, the first in the low byte) that is a quote, a
    /// backslash, a control character or not ASCII; the lowest one set is exact (the bits above it may not be).
    ///
    /// The bytes below 0x20 and the zero bytes of `word ^ quotes` and `word ^ backslashes` are found by subtracting
    /// from every byte at once: a byte borrows only when it is one of those, so only bits above one can be wrong.
    @inline(__always)
    private static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highBits: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let control = (word &- ones &* 0x20) & ~word
        let quote = (quotes &- ones) & ~quotes, backslash = (backslashes &- ones) & ~backslashes
        return (control | quote | backslash | word) & highBits
    }

    /// The slow path, once a backslash is seen: copies into a buffer while decoding escapes.
    private mutating func parseEscapedString(quote: Int, start: Int) throws(StratusCodableError) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(index - start + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: buffer, as: UTF8.self)
            } else if byte == UInt8(ascii: "\\") {
                try parseEscape(into: &buffer)
            } else if byte < 0x20 {
                throw error("control character \(describeByte(at: index)) must be escaped inside a string", at: index)
            } else if byte >= 0x80 {
                let length = try validateUTF8Sequence(at: index)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<index + length]))
                index += length
            } else {
                buffer.append(byte)
                index += 1
            }
        }
        throw error("unterminated string", at: quote)
    }

    private mutating func parseEscape(into buffer: inout [UInt8]) throws(StratusCodableError) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string", at: escapeStart) }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = UInt32(try parseHex4(escapeStart: escapeStart))
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else {
                    throw error("lone high surrogate \\u\(hex(scalar)) is not followed by a low surrogate", at: escapeStart)
                }
                let lowStart = index
                index += 2
                let low = UInt32(try parseHex4(escapeStart: lowStart))
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("high surrogate \\u\(hex(scalar)) is followed by \\u\(hex(low)), not a low surrogate", at: escapeStart)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error("lone low surrogate \\u\(hex(scalar))", at: escapeStart)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error("invalid Unicode escape", at: escapeStart)
            }
            buffer.append(contentsOf: UTF8.encode(unicode)!)
        default:
            throw error("invalid escape sequence '\\\(Unicode.Scalar(code))'", at: escapeStart)
        }
    }

    private mutating func parseHex4(escapeStart: Int) throws(StratusCodableError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw error("unterminated \\u escape", at: escapeStart) }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hexadecimal digits after \\u", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Checks the UTF-8 sequence starting at `offset` (a byte >= 0x80) and returns its length.
    ///
    /// Rejects stray continuation bytes, overlong forms, encoded surrogates and scalars above U+10FFFF.
    private func validateUTF8Sequence(at offset: Int) throws(StratusCodableError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F  // excludes encoded surrogates
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: throw error("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))", at: offset)
        }
        guard offset + length <= bytes.count else {
            throw error("truncated UTF-8 sequence", at: offset)
        }
        let second = bytes[offset + 1]
        guard second >= lowerBound, second <= upperBound else {
            throw error("invalid UTF-8 sequence", at: offset)
        }
        var position = offset + 2
        while position < offset + length {
            guard bytes[position] & 0xC0 == 0x80 else { throw error("invalid UTF-8 sequence", at: offset) }
            position += 1
        }
        return length
    }
}
