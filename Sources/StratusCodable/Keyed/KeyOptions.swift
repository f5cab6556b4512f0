import Foundation

/// How a ``KeyedKey``'s raw value is read: which character separates nested keys, and what marks a flat value.
///
/// ```swift
/// var options: KeyOptions? {
///     switch self {
///     case .greeting: return KeyOptions(delimiter: .character("+"), flat: .none)
///     case .location: return KeyOptions(flat: .string("__"))
///     default: return nil        // KeyedConfig.default.keyOptions
///     }
/// }
/// ```
public struct KeyOptions: Sendable, Hashable {
    /// What separates the parts of a nested key such as `"additionalInfo.elevation"`.
    public enum Delimiter: Sendable, Hashable {
        /// Keys are never split.
        case none
        /// Keys are split at this character.
        case character(Character)
    }

    /// What marks a flat object (the whole key) or a flat, lossy array (a prefix followed by the delimiter).
    public enum Flat: Sendable, Hashable {
        /// No flat values.
        case none
        /// An empty or all-whitespace key is a flat object; `".array"` is a flat array (the default).
        case emptyOrWhitespace
        /// This exact string is a flat object; this string followed by the delimiter starts a flat array.
        case string(String)
    }

    /// The nested-key delimiter.
    public var delimiter: Delimiter
    /// The flat marker.
    public var flat: Flat

    /// Creates options; a parameter left out takes the value of ``KeyedConfig/keyOptions``.
    public init(
        delimiter: Delimiter = KeyedConfig.default.keyOptions.delimiter,
        flat: Flat = KeyedConfig.default.keyOptions.flat
    ) {
        self.delimiter = delimiter
        self.flat = flat
    }

    /// Creates options without consulting the global configuration.
    init(exactDelimiter: Delimiter, exactFlat: Flat) {
        delimiter = exactDelimiter
        flat = exactFlat
    }

    /// `"."` as delimiter, empty or whitespace as flat marker.
    public static let standard = KeyOptions(exactDelimiter: .character("."), exactFlat: .emptyOrWhitespace)
}

/// Process-wide KeyedCodable settings: the default ``KeyOptions`` and the coders used by the `.keyed` helpers.
///
/// Unlike the original library's global, it is safe to read and change from any thread (a lock guards it).
public final class KeyedConfig: @unchecked Sendable {
    /// The shared configuration.
    public static let `default` = KeyedConfig()

    private let lock = NSLock()
    private var storedKeyOptions = KeyOptions.standard
    private var storedDecoder: @Sendable () -> JSONDecoder = { KeyedJSONDecoder() }
    private var storedEncoder: @Sendable () -> JSONEncoder = { KeyedJSONEncoder() }

    /// Creates a configuration with the standard options.
    public init() {}

    /// The options of every ``KeyedKey`` whose `options` is `nil`.
    public var keyOptions: KeyOptions {
        get { lock.withLock { storedKeyOptions } }
        set { lock.withLock { storedKeyOptions = newValue } }
    }

    /// Makes the decoder used by `Model.keyed.fromJSON(...)` when none is given.
    public var defaultJSONDecoder: @Sendable () -> JSONDecoder {
        get { lock.withLock { storedDecoder } }
        set { lock.withLock { storedDecoder = newValue } }
    }

    /// Makes the encoder used by `model.keyed.jsonString()` / `jsonData()` when none is given.
    public var defaultJSONEncoder: @Sendable () -> JSONEncoder {
        get { lock.withLock { storedEncoder } }
        set { lock.withLock { storedEncoder = newValue } }
    }
}
