import OrderedCollections

/// The JSON of one node of a Nimbus screen, for code that writes screens (a card's, a bot conversation's).
public enum NodeJSON {
    /// `{"_:component", "id", "properties", "children"}`, leaving out an id that is nil and empty properties and
    /// children.
    public static func node(_ component: String, id: String? = nil, properties: JSONObject = [:],
                            children: [JSONValue] = []) -> JSONValue {
        var node: JSONObject = ["_:component": .string(component)]
        if let id { node["id"] = .string(id) }
        if !properties.isEmpty { node["properties"] = .object(properties) }
        if !children.isEmpty { node["children"] = .array(children) }
        return .object(node)
    }
}
