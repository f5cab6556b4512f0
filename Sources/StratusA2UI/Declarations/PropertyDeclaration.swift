import StratusCodable

/// How a property of a component is written in a message.
public enum PropertyKind: String, Sendable, Hashable, CaseIterable {
    /// Plain JSON written in the message (an enumeration, Slider's `max`).
    case literal
    /// A literal, a path into the data model or a function call (the schemas' `DynamicString` and kin; v0.8's
    /// `{"literalString": ...}` or `{"path": ...}`).
    case dynamic
    /// The id of one component (`child`, a Modal's `trigger`).
    case child
    /// A list of component ids or a template over a list of the data model (`children`).
    case children
    /// What the component does when used (`action`).
    case action
    /// Validation rules (`checks`).
    case checks
    /// A list of objects whose members are declared on their own (Tabs' `tabs`, ChoicePicker's `options`).
    case items
}

/// The type of a property's value, once evaluated.
public enum PropertyType: String, Sendable, Hashable, CaseIterable {
    /// Text.
    case string
    /// Any number.
    case number
    /// A whole number.
    case integer
    /// True or false.
    case boolean
    /// A list of texts.
    case stringList
    /// An object (accessibility attributes).
    case object
    /// A list (of items, of rules).
    case list
    /// Anything (an action, a child list: their shape is checked when the message is decoded).
    case any

    /// Whether `value`, written as a literal, is of this type; null is of none.
    public func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.any, _): return true
        case (.string, .string): return true
        case (.number, .integer), (.number, .double), (.integer, .integer): return true
        case (.integer, .double(let number)): return number == number.rounded()
        case (.boolean, .bool): return true
        case (.stringList, .array(let items)): return items.allSatisfy { $0.stringValue != nil }
        case (.object, .object): return true
        case (.list, .array): return true
        default: return false
        }
    }

    /// The type as a user reads it in a message: "a string", "a list of strings".
    public var phrase: String {
        switch self {
        case .string: return "a string"
        case .number: return "a number"
        case .integer: return "a whole number"
        case .boolean: return "true or false"
        case .stringList: return "a list of strings"
        case .object: return "an object"
        case .list: return "a list"
        case .any: return "a value"
        }
    }
}

/// One property of a component of a catalog: its name, how it is written, its type, the values it may take.
public struct PropertyDeclaration: Sendable, Hashable {
    /// The property's name, as the version writes it (`usageHint` in v0.8, `variant` later).
    public var name: String
    /// How it is written.
    public var kind: PropertyKind
    /// The type of its value.
    public var type: PropertyType
    /// The values it may take, when it is an enumeration; empty otherwise.
    public var values: [String]
    /// Whether a component of the type must have it.
    public var isRequired: Bool
    /// The members of each item, for ``PropertyKind/items``.
    public var members: [PropertyDeclaration]

    /// Declares a property.
    public init(_ name: String, _ kind: PropertyKind, _ type: PropertyType = .any, values: [String] = [],
                required isRequired: Bool = false, members: [PropertyDeclaration] = []) {
        self.name = name
        self.kind = kind
        self.type = type
        self.values = values
        self.isRequired = isRequired
        self.members = members
    }
}

/// One component type of a catalog: its name and its properties.
public struct ComponentDeclaration: Sendable, Hashable {
    /// The type's name (`Text`).
    public var name: String
    /// Its properties, those every component has (`weight`, `accessibility`) included.
    public var properties: [PropertyDeclaration]

    /// Declares a component type.
    public init(_ name: String, _ properties: [PropertyDeclaration]) {
        self.name = name
        self.properties = properties
    }

    /// The property called `name`, if the type has it.
    public subscript(property name: String) -> PropertyDeclaration? {
        properties.first { $0.name == name }
    }
}
