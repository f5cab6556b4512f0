// Numbers: integers in 64 bits, decimals by the fast path when they allow it, the rest by Swift's own parser.
extension JSONParser {
    /// Parses a number: an integer that fits in 64 bits as `.integer`, anything else as `.double`.
    mutating func parseNumber() throws(StratusCodableError) -> JSONValue {
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

    /// 10^0 through 10^22: the powers of ten a double holds exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
}
