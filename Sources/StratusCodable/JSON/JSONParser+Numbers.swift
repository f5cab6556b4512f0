// Numbers: integers in 64 bits, decimals by the fast path when they allow it, the rest by Swift's own parser.
extension JSONParser {
    /// Parses a number: an integer that fits in 64 bits as `.integer`, anything else as `.double`.
    @inline(__always)
    mutating func parseNumber() throws(StratusCodableError) -> JSONValue {
        if let number = parseShortNumber() { return number }
        return try parseAnyNumber()
    }

    /// The numbers of most data, read in one pass over local copies of the input and the index: an integer of up
    /// to 18 digits (which cannot overflow), or a decimal fraction without an exponent whose 18 digits at most fit
    /// the fast path of ``parseAnyNumber()``. Nil, with `index` unmoved, for anything else, among them every
    /// malformed number: ``parseAnyNumber()`` then reads it again and gives the same value or the same error.
    @inline(__always)
    private mutating func parseShortNumber() -> JSONValue? {
        let end = bytes.count
        guard let input = bytes.baseAddress else { return nil }
        var offset = index
        let negative = input[offset] == UInt8(ascii: "-")
        if negative { offset += 1 }
        let integerStart = offset
        var magnitude: UInt64 = 0
        while offset < end, case let digit = input[offset] &- UInt8(ascii: "0"), digit < 10 {
            magnitude = magnitude &* 10 &+ UInt64(digit)
            offset += 1
        }
        let integerDigits = offset - integerStart
        // No digit, a leading zero or possibly more than 64 bits: the full reading says which.
        guard integerDigits > 0, integerDigits <= 18,
              integerDigits == 1 || input[integerStart] != UInt8(ascii: "0") else { return nil }
        var fractionDigits = 0
        if offset < end, input[offset] == UInt8(ascii: ".") {
            offset += 1
            let fractionStart = offset
            while offset < end, case let digit = input[offset] &- UInt8(ascii: "0"), digit < 10 {
                magnitude = magnitude &* 10 &+ UInt64(digit)
                offset += 1
            }
            fractionDigits = offset - fractionStart
            guard fractionDigits > 0, integerDigits + fractionDigits <= 18, magnitude <= 1 << 53 else { return nil }
        }
        guard offset == end || input[offset] | 0x20 != UInt8(ascii: "e") else { return nil }
        index = offset
        guard fractionDigits > 0 else {
            return .integer(negative ? -Int64(bitPattern: magnitude) : Int64(bitPattern: magnitude))
        }
        let value = Double(magnitude) / Self.exactPowersOfTen[fractionDigits]
        return .double(negative ? -value : value)
    }

    /// Parses any number, as ``parseNumber()`` does: its slow path.
    @inline(never)
    private mutating func parseAnyNumber() throws(StratusCodableError) -> JSONValue {
        let start = index
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("expected a digit after '-'", at: index)
        }
        var magnitude: UInt64 = 0
        var overflow = false
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("leading zeros are not allowed in numbers", at: start)
            }
        } else {
            readDigits(into: &magnitude, overflow: &overflow)
        }
        var isInteger = true
        // The fraction's digits go on into `magnitude`, for the fast path below.
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after the decimal point", at: index)
            }
            fractionDigits = readDigits(into: &magnitude, overflow: &overflow)
        }
        var hasExponent = false
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            hasExponent = true
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent", at: index)
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if isInteger, !overflow {
            if negative {
                if magnitude <= UInt64(Int64.max) { return .integer(-Int64(magnitude)) }
                if magnitude == UInt64(Int64.max) + 1 { return .integer(Int64.min) }
            } else if magnitude <= UInt64(Int64.max) {
                return .integer(Int64(magnitude))
            }
        }
        // A decimal fraction whose digits fit in a double's 53-bit significand, over a power of ten that is itself
        // exact (up to 10^22): one IEEE division, which rounds correctly, gives the double Swift's parser would
        // (Clinger's fast path), without making a string of the digits.
        if !isInteger, !hasExponent, !overflow, magnitude <= 1 << 53, fractionDigits < Self.exactPowersOfTen.count {
            let value = Double(magnitude) / Self.exactPowersOfTen[fractionDigits]
            return .double(negative ? -value : value)
        }
        // An exponent, more digits, or an integer beyond 64 bits: a double. Swift's parser is locale-independent
        // and correctly rounded.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            throw error("the number \(text) is too large for a 64-bit double", at: start)
        }
        return .double(double)
    }

    /// Reads decimal digits on into `magnitude` (which `overflow` says no longer holds them); returns how many.
    @discardableResult
    private mutating func readDigits(into magnitude: inout UInt64, overflow: inout Bool) -> Int {
        let start = index
        while index < bytes.count, isDigit(bytes[index]) {
            let digit = UInt64(bytes[index] &- UInt8(ascii: "0"))
            let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(digit)
            overflow = overflow || o1 || o2
            magnitude = sum
            index += 1
        }
        return index - start
    }

    /// 10^0 through 10^22: the powers of ten a double holds exactly. Written out, so that the compiler lays the
    /// array out as constant data (computed, it was initialized lazily, checked on every use).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]
}
