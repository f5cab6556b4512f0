/// An event as written in a screen: a name (the property key) and the actions it runs, in order.
public struct EventDescription: Sendable, Hashable {
    /// The event's name, which is also the name of its implicit state (`onPress`, `onChange`, `onSuccess`).
    public var name: String
    /// The actions, in the order they run.
    public var actions: [ActionDescription]
    /// The action list exactly as written, which a node keeps in its resolved properties.
    public var raw: [JSONValue]
    /// Where the list sits in the screen.
    public var jsonPath: String

    /// Reads an action list.
    public init(name: String, actions raw: [JSONValue], jsonPath: String) {
        self.name = name
        self.raw = raw
        self.jsonPath = jsonPath
        self.actions = raw.enumerated().map { index, value in
            ActionDescription(parsing: value, jsonPath: "\(jsonPath)[\(index)]")
        }
    }
}

/// One action as written: `{"_:action": "setState", "properties": {...}, "metadata": {...}}`.
public struct ActionDescription: Sendable, Hashable {
    /// The action's identifier as written (`setState`, `myApp:save`).
    public var name: String
    /// The properties, with their expressions and nested events located; evaluated right before each run.
    public var properties: PropertyTemplate
    /// Metadata for action observers (for example `{"analytics": true}`); never read by handlers.
    public var metadata: JSONObject?
    /// Where the action sits in the screen.
    public var jsonPath: String
    /// Why the action cannot run, when its JSON is malformed.
    public var problem: String?

    /// Reads one action; a malformed one gets a `problem` and is logged instead of run.
    public init(parsing value: JSONValue, jsonPath: String) {
        self.jsonPath = jsonPath
        guard case .object(let object) = value else {
            name = ""
            properties = .empty
            problem = "Expected an action (a map with \"_:action\") at \(jsonPath), but found "
                + "\(PropertyReader.kotlinTypeName(of: value))."
            return
        }
        guard case .string(let actionName)? = object["_:action"] else {
            name = ""
            properties = .empty
            problem = "Unexpected value type at \"_:action\" (\(jsonPath)). Expected \"String\", found \""
                + "\(PropertyReader.kotlinTypeName(of: object["_:action"] ?? .null))\"."
            return
        }
        name = actionName
        switch object["properties"] {
        case .object(let properties)?:
            self.properties = PropertyTemplate(parsing: properties, jsonPath: "\(jsonPath).properties", keepingNodes: true)
        case nil, .null?:
            self.properties = .empty
        case let other?:
            self.properties = .empty
            problem = "Unexpected value type at \"properties\" (\(jsonPath)). Expected \"Map\", found \""
                + "\(PropertyReader.kotlinTypeName(of: other))\"."
        }
        metadata = object["metadata"]?.objectValue
    }
}
