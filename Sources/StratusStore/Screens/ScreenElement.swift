import StratusCodable

/// Builds the JSON of one element of a Nimbus screen: `{"_:component", "id", "state", "properties", "children"}`,
/// leaving out what is empty, as nimbus-backend-ts serializes its JSX.
func element(_ component: String, id: String? = nil, state: JSONObject = [:], _ properties: JSONObject = [:],
             _ children: [JSONValue] = []) -> JSONValue {
    var object: JSONObject = ["_:component": .string(component)]
    if let id { object["id"] = .string(id) }
    if !state.isEmpty { object["state"] = .object(state) }
    if !properties.isEmpty { object["properties"] = .object(properties) }
    if !children.isEmpty { object["children"] = .array(children) }
    return .object(object)
}

/// Builds the JSON of one action: `{"_:action": name, "properties": {...}}`.
func action(_ name: String, _ properties: JSONObject = [:]) -> JSONValue {
    properties.isEmpty ? ["_:action": .string(name)] : ["_:action": .string(name), "properties": .object(properties)]
}

/// `setState {path, value}`.
func setState(_ path: String, _ value: JSONValue) -> JSONValue {
    action("setState", ["path": .string(path), "value": value])
}

/// `log {message, level: Error}`, what the sample does with a request's error.
func logError(_ message: String) -> JSONValue {
    action("log", ["message": .string(message), "level": "Error"])
}

/// `if {condition}` with its `then` and `else` children.
func ifElement(_ condition: String, then: [JSONValue], else otherwise: [JSONValue]) -> JSONValue {
    element("if", ["condition": .string(condition)], [element("then", [:], then), element("else", [:], otherwise)])
}

/// The sample's `Loading` fragment: a centered `store:spinner` while `isLoading`, else the content.
func loading(_ isLoading: String, _ content: [JSONValue]) -> JSONValue {
    ifElement("@{\(isLoading)}", then: [
        element("layout:column", ["width": "expand", "height": "expand", "mainAxisAlignment": "center",
                                  "crossAxisAlignment": "center"], [element("store:spinner")]),
    ], else: content)
}

/// What went wrong, from the state named `name`, in red and wrapped where the user looks; nothing while it is empty.
func problem(_ name: String) -> JSONValue {
    notice(name, color: "#C62828")
}

/// The text of the state named `name` in `color`, wrapped; nothing while it is empty.
func notice(_ name: String, color: String = "#2E7D32") -> JSONValue {
    ifElement("@{isEmpty(\(name))}", then: [], else: [
        element("layout:text", ["color": .string(color), "text": .string("@{\(name)}")]),
    ])
}
