import Foundation

/// Decodes `Decodable` types from ``JSONValue``s or JSON bytes, with Nimbus's forgiving rules by default.
///
/// ```swift
/// let button = try StratusDecoder().decode(Button.self, from: properties)
/// ```
///
/// Under the default ``Policy/nimbus`` policy (Docs/Nimbus.md §8):
/// - a `String` accepts any value but `null`, printed the Nimbus way (`1`, `1.5`, `true`, `[1, 2]`, `{a=1}`);
/// - integers accept any number or numeric string, truncating toward zero; values out of range clamp
///   (see ``outOfRangeNumbers``); floating-point types accept numbers and numeric strings;
/// - `Bool` accepts only booleans;
/// - enums with `String` raw values match case-insensitively;
/// - `URL` comes from a string, `Data` from Base64, `Decimal` from a number or numeric string;
/// - NaN and infinities are always errors; nothing ever traps.
///
/// Under ``Policy/strict`` it follows Foundation's `JSONDecoder` (no coercion, case-sensitive enums, range errors),
/// with better messages. Every error is a ``StratusCodableError`` whose message names the full path and the JSON
/// kind found: `expected a number for "properties.size", found a boolean (true)`.
///
/// `userInfo` reaches every nested decoder, and every `codingPath` is exact.
public struct StratusDecoder: Sendable {
    /// How forgiving the decoder is.
    public enum Policy: Sendable, Hashable {
        /// The rules of Nimbus (Docs/Nimbus.md §8): coercion to strings and numbers, case-insensitive enums.
        case nimbus
        /// Foundation's `JSONDecoder` semantics: no coercion at all.
        case strict
    }

    /// What happens to a number that does not fit the requested type (300 into `UInt8`, 1e20 into `Int`).
    public enum OutOfRangeNumberStrategy: Sendable, Hashable {
        /// Saturate to the nearest representable value (`UInt8.max`, `Int.max`), as Nimbus's Kotlin core does.
        case clamp
        /// Fail with an error that names the number and the type.
        case fail
    }

    /// How forgiving the decoder is; ``Policy/nimbus`` by default.
    public var policy: Policy {
        didSet { applyPolicyDefaults() }
    }
    /// Values handed to every `Decoder` this decoder creates, at every depth.
    public var userInfo: [CodingUserInfoKey: any Sendable]
    /// More values handed to every `Decoder` this decoder creates, as ``userInfo`` (and over it, for a key in both),
    /// kept as a list: for a decoder made for a few values and one small document (one per component described),
    /// a list costs one allocation where a dictionary also hashed every key, and ``Swift/Decoder/stratusUserInfo(_:)``
    /// finds a value by comparing keys.
    public var userInfoEntries: [(key: CodingUserInfoKey, value: any Sendable)]
    /// What happens to numbers out of the target's range; follows the policy (`clamp` for nimbus, `fail` for
    /// strict) unless set after the policy.
    public var outOfRangeNumbers: OutOfRangeNumberStrategy
    /// Whether enums with `String` raw values match case-insensitively; follows the policy unless set after it.
    public var matchesEnumsCaseInsensitively: Bool
    /// The options used when decoding from bytes or text.
    public var parsingOptions: JSONParsingOptions
    /// The key types declared plain by ``declarePlainKeys(_:)``.
    private(set) var plainKeyTypes: [ObjectIdentifier] = []

    /// Creates a decoder.
    public init(policy: Policy = .nimbus, userInfo: [CodingUserInfoKey: any Sendable] = [:],
                userInfoEntries: [(key: CodingUserInfoKey, value: any Sendable)] = []) {
        self.policy = policy
        self.userInfo = userInfo
        self.userInfoEntries = userInfoEntries
        outOfRangeNumbers = policy == .nimbus ? .clamp : .fail
        matchesEnumsCaseInsensitively = policy == .nimbus
        parsingOptions = .default
    }

    /// Declares that `type` is a plain coding key, not a KeyedCodable one (``AnyKeyedKey``), so that a container
    /// keyed by it is made without asking the Swift runtime which it is.
    ///
    /// The runtime answers that question once per key type, and the first answer searches every protocol
    /// conformance record of the program (over 11,000): a tenth of a millisecond on the way to an app's first frame
    /// for each key type its components use. Declaring a KeyedCodable key here is a mistake that debug builds catch.
    public mutating func declarePlainKeys<Key: CodingKey>(_ type: Key.Type) {
        assert(!(type is any AnyKeyedKey.Type), "\(type) is a KeyedCodable key")
        plainKeyTypes.append(ObjectIdentifier(type))
    }

    private mutating func applyPolicyDefaults() {
        outOfRangeNumbers = policy == .nimbus ? .clamp : .fail
        matchesEnumsCaseInsensitively = policy == .nimbus
    }

    /// Decodes a `T` from a JSON value.
    ///
    /// - Throws: ``StratusCodableError`` with the path of the first problem.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws(StratusCodableError) -> T {
        try decode(type, from: value, numberTexts: [:])
    }

    /// Decodes a `T` from a JSON value whose numbers at some paths were written differently in the source (YAML's
    /// `0123`): a `String` target gets that text.
    func decode<T: Decodable>(
        _ type: T.Type, from value: JSONValue, numberTexts: [String: String]
    ) throws(StratusCodableError) -> T {
        let context = makeContext(collecting: false)
        if !numberTexts.isEmpty { context.numberTexts = numberTexts }
        let decoder = JSONValueDecoder(value: value, path: [], context: context)
        do {
            return try decoder.decodeRoot(T.self)
        } catch {
            throw StratusCodableError(error)
        }
    }

    /// Parses UTF-8 JSON bytes and decodes a `T` from them.
    ///
    /// - Throws: ``StratusCodableError``: a parse error with a line and column, or a decoding error with a path.
    /// Decoding errors carry, besides their path, the line and column where that value starts in `data`.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(StratusCodableError) -> T {
        let value = try JSONValue(parsing: data, options: parsingOptions)
        do {
            return try decode(type, from: value)
        } catch {
            throw error.locatingPath(in: data)
        }
    }

    /// Parses JSON text and decodes a `T` from it.
    ///
    /// (Named `parsing:` rather than `from:` so that a string literal meant as a ``JSONValue`` is never taken
    /// for JSON text.)
    public func decode<T: Decodable>(_ type: T.Type, parsing text: String) throws(StratusCodableError) -> T {
        try decode(type, from: Data(text.utf8))
    }

    /// Decodes what can be decoded and reports every problem, as Nimbus's Kotlin core does.
    ///
    /// Each value that cannot be decoded is recorded with its path and replaced by a placeholder (`""`, `0`,
    /// `false`, the first case of a `CaseIterable` enum, an empty collection, or a struct of such placeholders), so
    /// that one bad property does not hide the others. `value` is `nil` only when no placeholder could be made.
    public func decodeCollectingErrors<T: Decodable>(
        _ type: T.Type, from value: JSONValue
    ) -> (value: T?, errors: [StratusCodableError]) {
        let context = makeContext(collecting: true)
        let decoder = JSONValueDecoder(value: value, path: [], context: context)
        do {
            let result = try decoder.decodeRoot(T.self)
            return (result, context.errors)
        } catch {
            return (nil, context.errors + [StratusCodableError(error)])
        }
    }

    /// Makes a `T` whose every field is a placeholder ("zero"): `""`, `0`, `false`, empty collections, `nil`
    /// optionals, the first case of a `CaseIterable` enum, structs of zeros.
    ///
    /// - Throws: when `T` has a part that has no zero (a `URL`, an enum that is not `CaseIterable`).
    public func zero<T: Decodable>(_ type: T.Type) throws(StratusCodableError) -> T {
        let decoder = JSONValueDecoder(value: .null, path: [], context: makeContext(collecting: false), zero: true)
        do {
            return try decoder.decodeRoot(T.self)
        } catch {
            throw StratusCodableError(error)
        }
    }

    func makeContext(collecting: Bool) -> DecodingContext {
        let context = DecodingContext(
            policy: policy, outOfRangeNumbers: outOfRangeNumbers,
            caseInsensitiveEnums: matchesEnumsCaseInsensitively, userInfo: userInfo, userInfoEntries: userInfoEntries,
            collecting: collecting)
        context.plainKeyTypes = plainKeyTypes
        return context
    }
}

/// What every decoder of one decoding run shares: the options, and the errors collected so far.
final class DecodingContext {
    let policy: StratusDecoder.Policy
    let outOfRangeNumbers: StratusDecoder.OutOfRangeNumberStrategy
    let caseInsensitiveEnums: Bool
    /// The decoder's `userInfo`, retyped for `Decoder` only when someone reads it: most runs never do, and the
    /// copy cost a dictionary per run (one per node described). Retyped by `mapValues`, which keeps the keys where
    /// they are: inserting them one by one hashed each key again.
    private let sendableUserInfo: [CodingUserInfoKey: any Sendable]
    /// The decoder's `userInfoEntries`, read by ``userInfoValue(for:)``.
    private let userInfoEntries: [(key: CodingUserInfoKey, value: any Sendable)]
    private(set) lazy var userInfo: [CodingUserInfoKey: Any] = {
        var all = sendableUserInfo.mapValues { $0 as Any }
        for entry in userInfoEntries { all[entry.key] = entry.value }
        return all
    }()
    // Read for every member decoded; never accessed in overlap (see JSONValueDecoder), so unchecked.
    @exclusivity(unchecked) var collecting: Bool
    var errors: [StratusCodableError] = []
    /// The source text of numbers whose JSON form reads differently, by path (YAML's `0123`), for `String` targets.
    var numberTexts: [String: String]?

    init(
        policy: StratusDecoder.Policy, outOfRangeNumbers: StratusDecoder.OutOfRangeNumberStrategy,
        caseInsensitiveEnums: Bool, userInfo: [CodingUserInfoKey: any Sendable],
        userInfoEntries: [(key: CodingUserInfoKey, value: any Sendable)] = [], collecting: Bool
    ) {
        self.policy = policy
        self.outOfRangeNumbers = outOfRangeNumbers
        self.caseInsensitiveEnums = caseInsensitiveEnums
        sendableUserInfo = userInfo
        self.userInfoEntries = userInfoEntries
        self.collecting = collecting
    }

    /// `userInfo[key]`, found without making `userInfo`: in the entries (the last one for the key), else in the
    /// dictionary.
    func userInfoValue(for key: CodingUserInfoKey) -> Any? {
        for entry in userInfoEntries.reversed() where entry.key == key { return entry.value as Any }
        guard !sendableUserInfo.isEmpty, let value = sendableUserInfo[key] else { return nil }
        return value as Any
    }

    var coerces: Bool { policy == .nimbus }

    /// Key types already classified in this run. The first is held inline and the rest in raw storage made on
    /// demand, rather than a dictionary: this is asked once per container, most runs (one per node described) use
    /// one key type, and a hashed lookup or an allocation per run (plus the exclusivity checks of a class property)
    /// costs more than a scan of the few key types a model uses.
    @exclusivity(unchecked) private var firstKeyTypeID: ObjectIdentifier?
    @exclusivity(unchecked) private var firstKeyTypeIsKeyed = false
    @exclusivity(unchecked) private var keyTypeIDs: UnsafeMutablePointer<ObjectIdentifier>?
    @exclusivity(unchecked) private var keyTypeFlags: UnsafeMutablePointer<Bool>?
    @exclusivity(unchecked) private var keyTypeCount = 0
    /// The key types the decoder was told are plain (``StratusDecoder/declarePlainKeys(_:)``).
    var plainKeyTypes: [ObjectIdentifier] = []
    private static let keyTypeCapacity = 32

    deinit {
        keyTypeIDs?.deallocate()
        keyTypeFlags?.deallocate()
    }

    /// Whether `Key` is a KeyedCodable key, cached per type for the run (a conformance check is not cheap).
    func isKeyedKey<Key: CodingKey>(_ type: Key.Type) -> Bool {
        let id = ObjectIdentifier(type)
        if firstKeyTypeID == id { return firstKeyTypeIsKeyed }
        var index = 0
        while index < keyTypeCount {
            if keyTypeIDs.unsafelyUnwrapped[index] == id { return keyTypeFlags.unsafelyUnwrapped[index] }
            index += 1
        }
        let isKeyed = !plainKeyTypes.contains(id) && type is any AnyKeyedKey.Type
        if firstKeyTypeID == nil {
            firstKeyTypeID = id
            firstKeyTypeIsKeyed = isKeyed
        } else if keyTypeCount < Self.keyTypeCapacity {
            if keyTypeIDs == nil {
                keyTypeIDs = .allocate(capacity: Self.keyTypeCapacity)
                keyTypeFlags = .allocate(capacity: Self.keyTypeCapacity)
            }
            (keyTypeIDs.unsafelyUnwrapped + keyTypeCount).initialize(to: id)
            (keyTypeFlags.unsafelyUnwrapped + keyTypeCount).initialize(to: isKeyed)
            keyTypeCount += 1
        }
        return isKeyed
    }
}
