/// Screens written as JSON text in tests, shared by the test targets so that the format is written once.
public enum ScreenJSON {
    /// One component as JSON text: its name, then `id`, `state` (the inside of an object), `properties` (the inside
    /// of an object) and `children` when given.
    public static func component(_ name: String, _ properties: String = "", id: String? = nil, state: String? = nil,
                                 children: [String] = []) -> String {
        var fields = [#""_:component": "\#(name)""#]
        if let id { fields.append(#""id": "\#(id)""#) }
        if let state { fields.append(#""state": {\#(state)}"#) }
        if !properties.isEmpty { fields.append(#""properties": {\#(properties)}"#) }
        if !children.isEmpty { fields.append(#""children": [\#(children.joined(separator: ", "))]"#) }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// A `setState` action list writing `value` (JSON) at `path`.
    public static func setState(_ path: String, _ value: String) -> String {
        #"[{"_:action": "setState", "properties": {"path": "\#(path)", "value": \#(value)}}]"#
    }
}
