import Foundation

/// A coding key whose string value may be a path (`"data.user.name"`) or a flat marker; see ``KeyedKey``.
public protocol AnyKeyedKey: CodingKey {
    /// The options for this key; `nil` uses ``KeyedConfig/keyOptions``.
    var options: KeyOptions? { get }
}

extension AnyKeyedKey {
    /// No specific options: ``KeyedConfig/keyOptions`` apply.
    public var options: KeyOptions? { nil }
}

/// Use instead of `CodingKey` on a `CodingKeys` enum to map nested JSON keys without hand-written code.
///
/// ```swift
/// enum CodingKeys: String, KeyedKey {
///     case latitude
///     case elevation = "additionalInfo.elevation"   // nested
///     case location = ""                            // a flat object: decoded from this same level
///     case array = ".array"                         // a flat array: failed elements are dropped
/// }
/// ```
/// Decode through ``KeyedJSONDecoder``, ``Keyed``, or ``StratusDecoder`` with `Keyed<Model>`.
public protocol KeyedKey: AnyKeyedKey, CaseIterable {}

/// A key made from any string, read as a path: `AnyKey(stringValue: "data.tokens.access_token")`.
public struct AnyKey: AnyKeyedKey, Hashable, Sendable {
    /// The key or path.
    public let stringValue: String
    /// The index, for integer keys.
    public let intValue: Int?
    /// The options of this key; `nil` uses ``KeyedConfig/keyOptions``.
    public let options: KeyOptions?

    /// A key (or dotted path) from a string.
    public init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
        options = nil
    }

    /// A key (or path) with its own options.
    public init(stringValue: String, options: KeyOptions?) {
        self.stringValue = stringValue
        intValue = nil
        self.options = options
    }

    /// An integer key.
    public init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
        options = nil
    }
}

/// What a key means once its raw value is read with its options.
enum KeySpec: Equatable {
    /// Decode the value from the same level as the key's container.
    case flatObject
    /// A lossy array at this path.
    case flatArray([String])
    /// A value at this path (one element for a plain key).
    case path([String])

    init(_ key: any CodingKey) {
        guard let keyed = key as? any AnyKeyedKey else {
            self = .path([key.stringValue])
            return
        }
        let options = keyed.options ?? KeyedConfig.default.keyOptions
        let raw = key.stringValue
        let delimiter: Character?
        if case .character(let character) = options.delimiter { delimiter = character } else { delimiter = nil }
        switch options.flat {
        case .none:
            break
        case .emptyOrWhitespace:
            if raw.allSatisfy(\.isWhitespace) {
                self = .flatObject
                return
            }
            if let delimiter, let first = raw.firstIndex(of: delimiter), raw[..<first].allSatisfy(\.isWhitespace) {
                self = .flatArray(Self.split(String(raw[raw.index(after: first)...]), delimiter))
                return
            }
        case .string(let marker):
            if raw == marker {
                self = .flatObject
                return
            }
            if let delimiter, raw.hasPrefix(marker + String(delimiter)) {
                self = .flatArray(Self.split(String(raw.dropFirst(marker.count + 1)), delimiter))
                return
            }
        }
        self = .path(delimiter.map { Self.split(raw, $0) } ?? [raw])
    }

    private static func split(_ raw: String, _ delimiter: Character?) -> [String] {
        guard let delimiter else { return [raw] }
        return raw.split(separator: delimiter, omittingEmptySubsequences: false).map(String.init)
    }
}

/// A plain string key, used on the underlying containers (never read as a path).
struct PlainKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
