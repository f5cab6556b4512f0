import Foundation

extension CodingUserInfoKey {
    /// Put a ``DynamicDecodableRegistry`` here to use it instead of the shared one while decoding.
    public static let dynamicDecodableRegistry = CodingUserInfoKey(rawValue: "stratus.dynamicDecodableRegistry")!
}

/// Maps type identifiers to ``DynamicDecodable`` types.
///
/// Safe under Swift 6 strict concurrency: registration and lookup are guarded by a lock. Use the shared registry
/// through the static methods (as the original library does), or make your own and pass it through
/// `userInfo[.dynamicDecodableRegistry]`, which also lets it choose the discriminator key and case-insensitive
/// lookup.
public final class DynamicDecodableRegistry: @unchecked Sendable {
    /// The process-wide registry used by the static methods and when `userInfo` names none.
    public static let shared = DynamicDecodableRegistry()

    /// The key of the type field (`"type"` by default; Nimbus would use `"_:component"`).
    public let discriminator: String
    /// Whether identifiers match regardless of case.
    public let matchesCaseInsensitively: Bool

    private let lock = NSLock()
    private var types: [String: any DynamicDecodable.Type] = [:]

    /// Creates an empty registry.
    public init(discriminator: String = "type", matchesCaseInsensitively: Bool = false) {
        self.discriminator = discriminator
        self.matchesCaseInsensitively = matchesCaseInsensitively
    }

    private func normalized(_ identifier: String) -> String {
        matchesCaseInsensitively ? identifier.lowercased() : identifier
    }

    /// Registers `type` under its ``DynamicDecodable/typeByNamingConvention``.
    public func register(_ type: any DynamicDecodable.Type) {
        register(type, typeIdentifier: type.typeByNamingConvention)
    }

    /// Registers `type` under `typeIdentifier`, replacing any type registered under it before.
    public func register(_ type: any DynamicDecodable.Type, typeIdentifier: String) {
        lock.withLock { types[normalized(typeIdentifier)] = type }
    }

    /// The type registered under `typeIdentifier`.
    ///
    /// - Throws: ``StratusCodableError`` of kind ``StratusCodableError/Kind/unknownType`` naming the identifier and
    ///   the known ones.
    public func type(for typeIdentifier: String) throws -> any DynamicDecodable.Type {
        if let type = lock.withLock({ types[normalized(typeIdentifier)] }) { return type }
        let known = typeIdentifiers.map { "\"\($0)\"" }.joined(separator: ", ")
        throw StratusCodableError(
            kind: .unknownType,
            message: "unknown type \"\(typeIdentifier)\"; known types: \(known.isEmpty ? "none" : known)")
    }

    /// Every registered identifier, sorted.
    public var typeIdentifiers: [String] {
        lock.withLock { types.keys.sorted() }
    }

    /// Registers `type` in the shared registry under its naming convention.
    public static func register(_ type: any DynamicDecodable.Type) {
        shared.register(type)
    }

    /// Registers `type` in the shared registry under `typeIdentifier`.
    public static func register(_ type: any DynamicDecodable.Type, typeIdentifier: String) {
        shared.register(type, typeIdentifier: typeIdentifier)
    }

    /// The type registered under `typeIdentifier` in the shared registry.
    public static func type(for typeIdentifier: String) throws -> any DynamicDecodable.Type {
        try shared.type(for: typeIdentifier)
    }

    /// The registry in `decoder.userInfo`, or the shared one.
    public static func current(in decoder: any Decoder) -> DynamicDecodableRegistry {
        decoder.userInfo[.dynamicDecodableRegistry] as? DynamicDecodableRegistry ?? shared
    }
}
