/// Choices the JSON parser makes where RFC 8259 leaves room, and its safety limits.
///
/// The defaults are strict: RFC 8259 grammar, duplicate keys rejected, trailing commas rejected, a UTF-8 byte order
/// mark skipped (RFC 8259 section 8.1 lets a parser ignore it; Foundation does too), nesting limited to 512 levels.
public struct JSONParsingOptions: Sendable, Hashable {
    /// What to do when an object names the same key twice.
    public enum DuplicateKeyPolicy: Sendable, Hashable {
        /// Fail with an error that points at the second occurrence (the default: a duplicate is almost always a
        /// mistake in a hand-written screen, and silently dropping one of the values would lose data).
        case reject
        /// Keep the first value, as Foundation's `JSONSerialization` and `JSONDecoder` do.
        case keepFirst
        /// Keep the last value, as JavaScript's `JSON.parse` does; the key keeps its first position.
        case keepLast
    }

    /// The deepest nesting of arrays and objects accepted; deeper input is an error, never a stack overflow.
    ///
    /// The parser does not recurse, but releasing, printing, hashing and decoding a value do, through every level:
    /// so a value above ``depthLimit`` acts as ``depthLimit``. Decoding very deep values into `Decodable` types
    /// recurses through their initializers, which is why the default stays at 512.
    public var maximumDepth: Int

    /// The hard limit on nesting, whatever ``maximumDepth`` says: deep enough for any real document, shallow
    /// enough that printing, hashing, releasing and decoding a value of this depth fit a thread's stack in a
    /// debug build (measured: 10,000 levels overflowed while printing; 2,000 were safe for every operation).
    public static let depthLimit = 2_000
    /// What to do with duplicate keys; ``DuplicateKeyPolicy/reject`` by default.
    public var duplicateKeys: DuplicateKeyPolicy
    /// Whether a UTF-8 byte order mark (EF BB BF) at the very start is skipped; `true` by default.
    public var allowsByteOrderMark: Bool
    /// Whether `[1, 2,]` and `{"a": 1,}` are accepted; `false` by default (RFC 8259 forbids them).
    public var allowsTrailingCommas: Bool
    /// Long lists to keep only the start of; `nil` (keep everything) by default.
    public var shortening: Shortening?

    /// Which lists are shortened while parsing, for tools that look at a document's shape rather than all of its
    /// data (`stratus check` of a screen with a million items in state).
    ///
    /// A shortened list keeps its first ``keptElements`` elements; the others are still read and checked as
    /// strictly as the rest of the document (every syntax error, bad UTF-8 and duplicate key is reported, at the
    /// same place and in the same words), but no value is built for them.
    public struct Shortening: Sendable, Hashable {
        /// The object members under which lists are shortened, at any depth: `["state"]` shortens the lists of
        /// a Nimbus node's states, and nothing else.
        public var members: Set<String>
        /// How many elements a shortened list keeps (at least one).
        public var keptElements: Int

        /// Shortens the lists under `members` to their first `keptElements` elements.
        public init(members: Set<String>, keptElements: Int) {
            self.members = members
            self.keptElements = max(1, keptElements)
        }
    }

    /// Creates options; every parameter has the strict default.
    public init(
        maximumDepth: Int = 512,
        duplicateKeys: DuplicateKeyPolicy = .reject,
        allowsByteOrderMark: Bool = true,
        allowsTrailingCommas: Bool = false,
        shortening: Shortening? = nil
    ) {
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
        self.allowsByteOrderMark = allowsByteOrderMark
        self.allowsTrailingCommas = allowsTrailingCommas
        self.shortening = shortening
    }

    /// The strict defaults.
    public static let `default` = JSONParsingOptions()
}
