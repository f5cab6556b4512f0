/// A property's name as a coding key, written as a string literal: `container.decode(Bool.self, forKey: "enabled")`.
///
/// What the built-in components decode their properties with (they declare them in `init(from:)`, the way a
/// user's component does when it needs defaults).
public struct PropertyKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    /// The property's name.
    public let stringValue: String
    /// Never an index.
    public var intValue: Int? { nil }

    /// A key for the property `stringValue`.
    public init(stringValue: String) { self.stringValue = stringValue }
    /// Properties have names, not indexes.
    public init?(intValue: Int) { nil }
    /// A key from a literal.
    public init(stringLiteral value: String) { stringValue = value }
}

extension KeyedDecodingContainer where Key == PropertyKey {
    /// A color (`#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`) at `key`; nil when absent, null or not a color.
    public func color(_ key: PropertyKey) throws -> Color? {
        try decodeIfPresent(String.self, forKey: key).flatMap { Color(hex: $0) }
    }

    /// ``color(_:)``, answering nil at once when `members`, the names of the members the value holds
    /// (``Swift/Decoder/stratusMemberNames``), has no `key`, as `decode(_:forKey:default:members:)` does for a
    /// default.
    public func color(_ key: PropertyKey, members: [String]?) throws -> Color? {
        if let members, !members.contains(key.stringValue) { return nil }
        return try color(key)
    }
}
