/// A member of a map that the map's object schema does not list: a misspelt property or event name.
public struct UnknownMember: Sendable, Hashable {
    /// The path of the map holding the member, below the checked value: `""` for the value itself, `.style`,
    /// `.tabs[1]`.
    public var parentPath: String
    /// The member's key as written.
    public var name: String
    /// The member's value.
    public var value: JSONValue
    /// The listed name it was probably meant to be (``SpellingSuggestion``), if any.
    public var suggestion: String?
}

extension ValueSchema {
    /// The members of `value`'s maps that their object schemas do not list, at every depth the schema
    /// describes (properties of properties, elements of lists). Names listed as ignored
    /// (``PropertySchema/ignored(_:)``) are known; a map schema (``map(_:)``) accepts any key.
    ///
    /// This is the hook through which any screen format names what its components and actions accept: a
    /// format gives each one an ``object(_:)`` schema, recorded from decoding code or written from a catalog.
    /// - Complexity: O(n) in the size of the parts of `value` the schema describes.
    public func unknownMembers(in value: JSONValue) -> [UnknownMember] {
        var found: [UnknownMember] = []
        collectUnknownMembers(value, path: "", into: &found)
        return found
    }

    private func collectUnknownMembers(_ value: JSONValue, path: String, into found: inout [UnknownMember]) {
        switch (self, value) {
        case (.object(let properties), .object(let object)):
            for (key, member) in object {
                guard let property = properties.first(where: { $0.name == key }) else {
                    let suggestion = SpellingSuggestion.closest(to: key, among: properties.lazy.map(\.name))
                    found.append(UnknownMember(parentPath: path, name: key, value: member, suggestion: suggestion))
                    continue
                }
                if !property.isIgnored {
                    property.schema.collectUnknownMembers(member, path: path + "." + key, into: &found)
                }
            }
        case (.list(let element), .array(let array)) where element.describesMembers:
            for (index, item) in array.enumerated() {
                element.collectUnknownMembers(item, path: path + "[\(index)]", into: &found)
            }
        case (.map(let element), .object(let object)) where element.describesMembers:
            for (key, member) in object {
                element.collectUnknownMembers(member, path: path + "." + key, into: &found)
            }
        default:
            return
        }
    }

    /// Whether the schema lists member names somewhere inside.
    private var describesMembers: Bool {
        switch self {
        case .object: return true
        case .list(let element), .map(let element): return element.describesMembers
        default: return false
        }
    }
}
