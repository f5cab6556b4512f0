import Foundation

/// The `Decoder` behind ``StratusDecoder``: walks a ``JSONValue`` tree.
///
/// One instance serves a whole decoding run: decoding a child value swaps `value` and pushes its key on `path`,
/// calls the child's `init(from:)` with this same decoder, then restores both. Containers are small structs that
/// share the parent's object or array storage (copy-on-write, so nothing is copied), and coding paths are only
/// materialized when someone asks for them or an error is built. Codable uses decoders in last-in-first-out
/// order, which is what makes this sharing exact.
///
/// `value` and `path` are read and swapped for every member decoded; their accesses never overlap (one decoding
/// run, strictly nested), so they go without the runtime's exclusivity checks, which cost about a twentieth of a
/// whole decode.
final class JSONValueDecoder: Decoder {
    /// The value being decoded.
    @exclusivity(unchecked) var value: JSONValue
    /// The coding path of `value`.
    @exclusivity(unchecked) var path: [any CodingKey]
    let context: DecodingContext
    /// In zero mode every request gets a placeholder: `""`, `0`, `false`, empty containers, `nil` optionals.
    let zero: Bool
    /// For a decoder made by `superDecoder(forKey:)`: the object the key belongs to, so `@Flat` can decode from it.
    var parentObject: JSONObject?

    init(value: JSONValue, path: [any CodingKey], context: DecodingContext, zero: Bool = false) {
        self.value = value
        self.path = path
        self.context = context
        self.zero = zero
    }

    var codingPath: [any CodingKey] { path }

    /// A decoder for the object this decoder's key belongs to (see ``FlatParentDecoding``).
    var flatParentDecoder: (any Decoder)? {
        guard let parentObject else { return nil }
        return JSONValueDecoder(value: .object(parentObject), path: Array(path.dropLast()), context: context, zero: zero)
    }
    var userInfo: [CodingUserInfoKey: Any] { context.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        // KeyedCodable keys (nested paths, flat markers) work without `Keyed<>`: such containers go through the
        // keyed adapter. Whether a key type is one is looked up once per decoding run.
        if context.isKeyedKey(Key.self) { return try keyedKeyContainer(keyedBy: Key.self) }
        if zero {
            return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: [:], depth: path.count))
        }
        guard case .object(let object) = value else {
            throw mismatch("an object", found: value, path: path, type: [String: JSONValue].self)
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: object, depth: path.count))
    }

    @inline(never)
    private func keyedKeyContainer<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(KeyedDecodingAdapter<Key>(level: self, container: try plainContainer()))
    }

    /// A container with plain string keys, never read as paths (what the keyed adapter works on).
    func plainContainer() throws -> KeyedDecodingContainer<PlainKey> {
        if zero {
            return KeyedDecodingContainer(KeyedContainer<PlainKey>(decoder: self, object: [:], depth: path.count))
        }
        guard case .object(let object) = value else {
            throw mismatch("an object", found: value, path: path, type: [String: JSONValue].self)
        }
        return KeyedDecodingContainer(KeyedContainer<PlainKey>(decoder: self, object: object, depth: path.count))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if zero {
            return UnkeyedContainer(decoder: self, array: [], depth: path.count)
        }
        guard case .array(let array) = value else {
            throw mismatch("an array", found: value, path: path, type: [JSONValue].self)
        }
        return UnkeyedContainer(decoder: self, array: array, depth: path.count)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    // MARK: - Decoding children

    /// Decodes the root value, with recovery in collecting mode.
    func decodeRoot<T: Decodable>(_ type: T.Type) throws -> T {
        // The recovering path apart, as for a child: it needs `Optional<T>`'s metadata, a lookup per decoding run.
        if context.collecting, !zero { return try unboxRecovering(T.self, from: value) }
        return try unbox(T.self, from: value)
    }

    /// Decodes `child` as a `T` at `childPath`, restoring this decoder's state afterwards.
    ///
    /// In collecting mode a failure is recorded and a placeholder returned instead.
    @inline(__always)
    func decodeChild<T: Decodable>(
        _ type: T.Type, from child: JSONValue, depth: Int, suffix: [any CodingKey], key: any CodingKey
    ) throws -> T {
        let savedValue = value
        if path.count > depth { path.removeSubrange(depth...) }
        if !suffix.isEmpty { path.append(contentsOf: suffix) }
        path.append(key)
        value = child
        defer {
            value = savedValue
            path.removeSubrange(depth...)
        }
        if context.collecting { return try unboxRecovering(T.self, from: child) }
        return try unbox(T.self, from: child)
    }

    /// ``unbox(_:from:)`` with collecting-mode recovery; out of line so the common path stays lean.
    @inline(never)
    private func unboxRecovering<T: Decodable>(_ type: T.Type, from child: JSONValue) throws -> T {
        try recovering(T.self, path: path) { try unbox(T.self, from: child) }
    }

    /// Runs `body`; in collecting mode, turns a failure into a recorded error and a placeholder.
    @inline(__always)
    func recovering<T: Decodable>(_ type: T.Type, path: [any CodingKey], _ body: () throws -> T) throws -> T {
        guard context.collecting, !zero else { return try body() }
        do {
            return try body()
        } catch {
            context.errors.append(StratusCodableError(error, fallbackPath: path))
            if let placeholder = try? zeroValue(T.self, path: path) { return placeholder }
            throw error
        }
    }

    /// A placeholder `T` (see ``StratusDecoder/zero(_:)``).
    func zeroValue<T: Decodable>(_ type: T.Type, path: [any CodingKey]) throws -> T {
        let zeroDecoder = JSONValueDecoder(value: .null, path: path, context: context, zero: true)
        return try zeroDecoder.unbox(T.self, from: .null)
    }

    /// Decodes `value` (which is already this decoder's current value) as a `T`.
    func unbox<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        // Types with a JSON meaning of their own, and primitives, skip the trip through `init(from:)`.
        if T.self == JSONValue.self { return (zero ? JSONValue.null : value) as! T }
        if T.self == String.self { return try decodeString(value, path: path) as! T }
        if T.self == Int.self { return try decodeInteger(Int.self, value, path: path) as! T }
        if T.self == Double.self { return try decodeFloatingPoint(Double.self, value, path: path) as! T }
        if T.self == Bool.self { return try decodeBool(value, path: path) as! T }
        if T.self == URL.self { return try decodeURL(value, path: path) as! T }
        if T.self == Data.self { return try decodeData(value, path: path) as! T }
        if T.self == Decimal.self { return try decodeDecimal(value, path: path) as! T }
        do {
            return try T(from: self)
        } catch {
            return try recover(T.self, from: value, error: error)
        }
    }

    /// The failure path of ``unbox(_:from:)``, kept apart so that the fast path needs no `Optional<T>` metadata.
    @inline(never)
    private func recover<T: Decodable>(_ type: T.Type, from value: JSONValue, error: any Error) throws -> T {
        if case .string(let string) = value, let recovered = try enumFallback(T.self, string: string, error: error) {
            return recovered
        }
        if zero, let first = firstCase(of: T.self) { return first }
        throw error
    }

    /// When a `String`-backed enum rejected `string`: the case-insensitive match (nimbus policy), or a clearer
    /// error naming the accepted values.
    private func enumFallback<T>(_ type: T.Type, string: String, error: any Error) throws -> T? {
        guard let enumType = T.self as? any RawRepresentable<String>.Type else { return nil }
        if context.caseInsensitiveEnums, let match = Self.caseInsensitiveMatch(enumType, string) as? T {
            return match
        }
        guard case DecodingError.dataCorrupted = error else { return nil }
        var message = "\"\(string)\" is not a valid \(T.self)"
        if !path.isEmpty { message += " for \"\(StratusCodableError.pathString(path))\"" }
        if let names = Self.caseNames(of: enumType) {
            message += "; expected one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        }
        throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: message))
    }

    private static func caseInsensitiveMatch<E: RawRepresentable<String>>(_ type: E.Type, _ string: String) -> E? {
        if let cases = allCases(of: type) {
            let lowered = string.lowercased()
            return cases.first { $0.rawValue.lowercased() == lowered }
        }
        // Without CaseIterable the cases cannot be listed: try the usual spellings.
        let lowered = string.lowercased()
        let candidates = [lowered, string.uppercased(), lowered.prefix(1).uppercased() + lowered.dropFirst()]
        for candidate in candidates {
            if let match = E(rawValue: candidate) { return match }
        }
        return nil
    }

    private static func allCases<E>(of type: E.Type) -> [E]? {
        guard let iterable = type as? any CaseIterable.Type else { return nil }
        func cases<C: CaseIterable>(_ type: C.Type) -> [Any] { Array(type.allCases) }
        return cases(iterable).compactMap { $0 as? E }
    }

    private static func caseNames<E: RawRepresentable<String>>(of type: E.Type) -> [String]? {
        allCases(of: type)?.map(\.rawValue)
    }

    private func firstCase<T>(of type: T.Type) -> T? {
        Self.allCases(of: type)?.first
    }

    // MARK: - Errors

    func mismatch(_ expected: String, found: JSONValue, path: [any CodingKey], type: Any.Type) -> DecodingError {
        let message = Self.message(expected: expected, found: found, path: path)
        let context = DecodingError.Context(codingPath: path, debugDescription: message)
        if found.isNull { return .valueNotFound(type, context) }
        return .typeMismatch(type, context)
    }

    /// `expected a number for "properties.size", found a boolean (true)`.
    static func message(expected: String, found: JSONValue, path: [any CodingKey]) -> String {
        var message = "expected \(expected)"
        if !path.isEmpty { message += " for \"\(StratusCodableError.pathString(path))\"" }
        message += ", found " + describe(found)
        return message
    }

    /// `a boolean (true)`, `null`, `a string ("abc")`.
    static func describe(_ value: JSONValue) -> String {
        if value.isNull { return "null" }
        var snippet = value.jsonString()
        if snippet.count > 40 { snippet = String(snippet.prefix(37)) + "..." }
        return "\(value.kindDescription) (\(snippet))"
    }

    func invalid(_ message: String, path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(.init(codingPath: path, debugDescription: message))
    }

    func keyNotFound(_ key: any CodingKey, path: [any CodingKey]) -> DecodingError {
        var full = path
        full.append(key)
        return .keyNotFound(
            key,
            .init(codingPath: path, debugDescription: "missing required key \"\(StratusCodableError.pathString(full))\""))
    }
}
