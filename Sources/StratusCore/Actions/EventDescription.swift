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
    public var name: String {
        get { writtenName }
        set {
            writtenName = newValue
            component = ComponentName(parsing: newValue)
        }
    }
    private var writtenName: String
    /// `name` read as a namespace and a name, once: the engine looks the handler up with it for every event made
    /// from this action (each row of a list), where it parsed the name each time.
    private(set) var component: ComponentName
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
        guard case .object(let object) = value else {
            self.init(name: "", properties: .empty, metadata: nil, jsonPath: jsonPath,
                      problem: "Expected an action (a map with \"_:action\") at \(jsonPath), but found "
                          + "\(PropertyReader.kotlinTypeName(of: value)).")
            return
        }
        guard case .string(let actionName)? = object["_:action"] else {
            self.init(name: "", properties: .empty, metadata: nil, jsonPath: jsonPath,
                      problem: "Unexpected value type at \"_:action\" (\(jsonPath)). Expected \"String\", found \""
                          + "\(PropertyReader.kotlinTypeName(of: object["_:action"] ?? .null))\".")
            return
        }
        var properties = PropertyTemplate.empty
        var problem: String?
        switch object["properties"] {
        case .object(let map)?:
            properties = PropertyTemplate(parsing: map, jsonPath: "\(jsonPath).properties", keepingNodes: true)
        case nil, .null?:
            break
        case let other?:
            problem = "Unexpected value type at \"properties\" (\(jsonPath)). Expected \"Map\", found \""
                + "\(PropertyReader.kotlinTypeName(of: other))\"."
        }
        self.init(name: actionName, properties: properties, metadata: object["metadata"]?.objectValue,
                  jsonPath: jsonPath, problem: problem)
    }

    private init(name: String, properties: PropertyTemplate, metadata: JSONObject?, jsonPath: String,
                 problem: String?) {
        writtenName = name
        component = ComponentName(parsing: name)
        self.properties = properties
        self.metadata = metadata
        self.jsonPath = jsonPath
        self.problem = problem
    }
}
