import Foundation

// The conversion rules of ``StratusDecoder``: Nimbus coercion (Docs/Nimbus.md §8) or Foundation's strictness.
extension JSONValueDecoder {
    /// A string: itself; under the nimbus policy also any non-null value in its Nimbus form.
    func decodeString(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> String {
        if zero { return "" }
        if case .string(let string) = value { return string }
        if context.coerces, !value.isNull {
            if let texts = context.numberTexts, let text = texts[StratusCodableError.pathString(path())] { return text }
            return NimbusText.string(value)
        }
        throw mismatch("a string", found: value, path: path(), type: String.self)
    }

    /// A boolean: only `true` or `false`, under every policy (Docs/Nimbus.md §8: `"true"` is an error).
    func decodeBool(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        if zero { return false }
        if case .bool(let bool) = value { return bool }
        throw mismatch("a boolean", found: value, path: path(), type: Bool.self)
    }

    /// An integer of any width.
    ///
    /// Nimbus: numbers and numeric strings, fractions truncated toward zero. Strict: integral numbers only.
    /// Out-of-range values clamp or fail (``StratusDecoder/OutOfRangeNumberStrategy``); nothing traps.
    func decodeInteger<I: FixedWidthInteger>(
        _ type: I.Type, _ value: JSONValue, path: @autoclosure () -> [any CodingKey]
    ) throws -> I {
        if zero { return 0 }
        switch value {
        case .integer(let integer):
            if let exact = I(exactly: integer) { return exact }
            return try outOfRange(I.self, text: String(integer), negative: integer < 0, path: path())
        case .double(let double):
            return try integer(I.self, from: double, found: value, path: path())
        case .string(let string) where context.coerces:
            switch NimbusCoercion.number(fromText: string) {
            case .integer(let integer)?:
                if let exact = I(exactly: integer) { return exact }
                return try outOfRange(I.self, text: string, negative: integer < 0, path: path())
            case .double(let double)?:
                return try integer(I.self, from: double, found: value, path: path())
            default:
                throw mismatch("a number", found: value, path: path(), type: I.self)
            }
        default:
            throw mismatch(context.coerces ? "a number" : "an integer", found: value, path: path(), type: I.self)
        }
    }

    private func integer<I: FixedWidthInteger>(
        _ type: I.Type, from double: Double, found: JSONValue, path: @autoclosure () -> [any CodingKey]
    ) throws -> I {
        guard double.isFinite else {
            throw invalid(Self.message(expected: "a finite number", found: found, path: path()), path: path())
        }
        if context.coerces {
            let truncated = double.rounded(.towardZero)
            if let exact = I(exactly: truncated) { return exact }
        } else {
            if let exact = I(exactly: double) { return exact }
            if double.rounded(.towardZero) != double {
                throw mismatch("an integer", found: found, path: path(), type: I.self)
            }
        }
        return try outOfRange(I.self, text: JSONWriter.format(double), negative: double < 0, path: path())
    }

    private func outOfRange<I: FixedWidthInteger>(
        _ type: I.Type, text: String, negative: Bool, path: @autoclosure () -> [any CodingKey]
    ) throws -> I {
        if context.outOfRangeNumbers == .clamp { return negative ? I.min : I.max }
        var message = "the number \(text) does not fit in \(I.self)"
        if !path().isEmpty { message += " for \"\(StratusCodableError.pathString(path()))\"" }
        message += " (\(I.min)...\(I.max))"
        throw invalid(message, path: path())
    }

    /// A `Double` or `Float` (any `BinaryFloatingPoint`): numbers; numeric strings under the nimbus policy.
    func decodeFloatingPoint<F: BinaryFloatingPoint>(
        _ type: F.Type, _ value: JSONValue, path: @autoclosure () -> [any CodingKey]
    ) throws -> F {
        if zero { return 0 }
        let double: Double
        switch value {
        case .integer(let integer): return F(integer)
        case .double(let number): double = number
        case .string(let string) where context.coerces:
            guard let number = NimbusCoercion.number(fromText: string)?.doubleValue else {
                throw mismatch("a number", found: value, path: path(), type: F.self)
            }
            double = number
        default:
            throw mismatch("a number", found: value, path: path(), type: F.self)
        }
        guard double.isFinite else {
            throw invalid(Self.message(expected: "a finite number", found: value, path: path()), path: path())
        }
        let converted = F(double)
        if converted.isFinite { return converted }
        if context.outOfRangeNumbers == .clamp {
            return double < 0 ? -F.greatestFiniteMagnitude : F.greatestFiniteMagnitude
        }
        var message = "the number \(JSONWriter.format(double)) does not fit in \(F.self)"
        if !path().isEmpty { message += " for \"\(StratusCodableError.pathString(path()))\"" }
        throw invalid(message, path: path())
    }

    /// A URL from a string.
    func decodeURL(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> URL {
        guard case .string(let string) = value else {
            throw mismatch("a URL string", found: value, path: path(), type: URL.self)
        }
        guard let url = URL(string: string) else {
            throw invalid(Self.message(expected: "a valid URL", found: value, path: path()), path: path())
        }
        return url
    }

    /// Bytes from a Base64 string (Foundation's default data strategy).
    func decodeData(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Data {
        if zero { return Data() }
        guard case .string(let string) = value else {
            throw mismatch("a Base64 string", found: value, path: path(), type: Data.self)
        }
        guard let data = Data(base64Encoded: string) else {
            throw invalid(Self.message(expected: "valid Base64", found: value, path: path()), path: path())
        }
        return data
    }

    /// A decimal from a number (or, under the nimbus policy, a numeric string), without binary rounding noise.
    func decodeDecimal(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Decimal {
        if zero { return 0 }
        switch value {
        case .integer(let integer): return Decimal(integer)
        case .double(let double):
            return Decimal(string: JSONWriter.format(double), locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(double)
        case .string(let string) where context.coerces && NimbusCoercion.number(fromText: string) != nil:
            if let decimal = Decimal(string: string, locale: Locale(identifier: "en_US_POSIX")) { return decimal }
            throw mismatch("a number", found: value, path: path(), type: Decimal.self)
        default:
            throw mismatch("a number", found: value, path: path(), type: Decimal.self)
        }
    }
}

// A single value: the decoder itself, so asking for it allocates nothing.
extension JSONValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { zero || value.isNull }
    func decode(_ type: Bool.Type) throws -> Bool { try decodeBool(value, path: path) }
    func decode(_ type: String.Type) throws -> String { try decodeString(value, path: path) }
    func decode(_ type: Double.Type) throws -> Double { try decodeFloatingPoint(Double.self, value, path: path) }
    func decode(_ type: Float.Type) throws -> Float { try decodeFloatingPoint(Float.self, value, path: path) }
    func decode(_ type: Int.Type) throws -> Int { try decodeInteger(Int.self, value, path: path) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decodeInteger(Int8.self, value, path: path) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decodeInteger(Int16.self, value, path: path) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decodeInteger(Int32.self, value, path: path) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decodeInteger(Int64.self, value, path: path) }
    func decode(_ type: UInt.Type) throws -> UInt { try decodeInteger(UInt.self, value, path: path) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decodeInteger(UInt8.self, value, path: path) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decodeInteger(UInt16.self, value, path: path) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decodeInteger(UInt32.self, value, path: path) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decodeInteger(UInt64.self, value, path: path) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try unbox(T.self, from: value) }
}
