import Foundation

/// A type decoded by looking at a type field in the JSON (`{"type": "detailpage", ...}`), through a
/// ``DynamicDecodableRegistry``.
///
/// ```swift
/// protocol Route: DynamicCodable {}
/// struct HomeScreenRoute: Route { let type: String }
/// DynamicDecodableRegistry.register(HomeScreenRoute.self)       // "homescreenroute"
/// let routes = try decoder.decode(DynamicArray<any Route>.self, from: json).values
/// ```
public protocol DynamicDecodable: Decodable {
    /// The identifier used when the type is registered without one: by default the type's name, lowercased.
    ///
    /// A protocol may give its conforming types another convention in an extension (for example drop its own
    /// name: `HomeScreenRoute` -> `homescreen`).
    static var typeByNamingConvention: String { get }
}

extension DynamicDecodable {
    /// The type's name, lowercased (`HomeScreenRoute` -> `homescreenroute`).
    public static var typeByNamingConvention: String {
        String(describing: Self.self).lowercased()
    }
}

/// A type encoded with its type field, so that ``DynamicDecodable`` can read it back.
public protocol DynamicEncodable: Encodable {}

/// Both ``DynamicDecodable`` and ``DynamicEncodable``.
public typealias DynamicCodable = DynamicDecodable & DynamicEncodable

/// Reads only the type field of an object (named `type` unless the registry in `userInfo` says otherwise).
public struct TypeDecodable: Decodable, Sendable {
    /// The type identifier.
    public let type: String

    /// Reads the discriminator of the registry in `decoder.userInfo` (or of the shared registry).
    public init(from decoder: any Decoder) throws {
        let registry = DynamicDecodableRegistry.current(in: decoder)
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        type = try container.decode(String.self, forKey: AnyCodingKey(registry.discriminator))
    }
}

/// A coding key for any string, read literally.
public struct AnyCodingKey: CodingKey, Hashable, Sendable {
    /// The key.
    public let stringValue: String
    /// The index, for integer keys.
    public let intValue: Int?

    /// A key from a string.
    public init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    /// A key from a string.
    public init(stringValue: String) { self.init(stringValue) }

    /// An integer key.
    public init(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
