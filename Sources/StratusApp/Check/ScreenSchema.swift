import StratusCore

/// The JSON Schema (draft 2020-12) of a Nimbus screen, made from the components and actions an engine has
/// registered: what `stratus schema` prints for editors.
///
/// It says what `stratus check` says wherever JSON Schema can say it: the keys a node may have, the known
/// component and action names, and each component's and action's declared properties (``ValueSchema``) with
/// Nimbus coercion, so a number may be a numeric string and an enumeration ignores case. Null is accepted for
/// every property (it means absent), and so is a string holding `@{`, an expression known only at run time.
/// What a schema cannot say stays with `stratus check`: malformed expressions, unknown operations, suggestions
/// for misspelt names, and warnings (an unknown node key is an error here, as editors have no warnings).
@MainActor
public enum ScreenSchema {
    /// The schema's dialect.
    public static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// The schema of a screen file (one node, or a bundle of named screens) for `engine`'s registries.
    public static func document(for engine: ServerDrivenEngine) -> JSONValue {
        let componentNames = Set(engine.componentNames.map(\.identifier)).union(ScreenChecker.structuralComponents)
        let actionNames = engine.actionNames.map(\.identifier)
        // The declared properties, by name, of those that declare them.
        var components: [String: ValueSchema] = [:]
        for name in engine.componentNames {
            if let schema = engine.componentFactory(for: name)?.schema, schema.properties != nil { components[name.identifier] = schema }
        }
        var actions: [String: ValueSchema] = [:]
        for name in actionNames {
            if let schema = engine.actionSchema(named: name), schema.properties != nil { actions[name] = schema }
        }
        var definitions: JSONObject = [
            "expression": [
                "description": "A string holding an expression (`@{...}`): its value is known only at run time.",
                "type": "string",
                "pattern": "@\\{",
            ],
            "node": [
                "type": "object",
                "required": ["_:component"],
                "properties": [
                    "_:component": ["enum": .array(componentNames.sorted().map(JSONValue.string))],
                    "id": ["type": "string"],
                    "state": ["type": ["object", "null"]],
                    "properties": propertiesOfEvents,
                    "children": ["type": ["array", "null"], "items": ["$ref": "#/$defs/node"]],
                ],
                "additionalProperties": false,
                "allOf": declaredProperties(of: components, namedBy: "_:component", prefix: "component:"),
            ],
            "number": [
                "description": "A number, or a string spelling one in decimal notation.",
                "anyOf": [["type": "number"], ["type": "string", "pattern": .string(numericText)], nullOrExpression],
            ],
            "boolean": ["anyOf": [["type": "boolean"], nullOrExpression]],
            "event": [
                "description": "The actions an event runs, in order.",
                "anyOf": [["type": "array", "items": ["$ref": "#/$defs/action"]], nullOrExpression],
            ],
            "action": [
                "type": "object",
                "required": ["_:action"],
                "properties": [
                    "_:action": ["enum": .array(actionNames.sorted().map(JSONValue.string))],
                    "properties": propertiesOfEvents,
                ],
                "allOf": declaredProperties(of: actions, namedBy: "_:action", prefix: "action:"),
            ],
        ]
        for (prefix, declared) in [("component:", components), ("action:", actions)] {
            for (name, schema) in declared.sorted(by: { $0.key < $1.key }) { definitions[prefix + name] = property(schema) }
        }
        return [
            "$schema": .string(dialect),
            "title": "Nimbus screen",
            "description": "A screen (a node with \"_:component\") or a bundle of screens by name, with the components and actions registered in Stratus.",
            "if": ["type": "object", "required": ["_:component"]],
            "then": ["$ref": "#/$defs/node"],
            // A bundle's members that are maps with "_:component" are its screens; others (notes) are skipped.
            "else": [
                "type": "object",
                "additionalProperties": ["if": ["type": "object", "required": ["_:component"]], "then": ["$ref": "#/$defs/node"]],
            ],
            "$defs": .object(definitions),
        ]
    }

    /// For each name that declares its properties, a rule: when `key` is that name, `properties` follows the
    /// definition `prefix + name`.
    private static func declaredProperties(of declared: [String: ValueSchema], namedBy key: String,
                                           prefix: String) -> JSONValue {
        var rules: [JSONValue] = []
        for name in declared.keys.sorted() {
            let condition: JSONValue = ["properties": [key: ["const": .string(name)]], "required": [.string(key)]]
            let properties: JSONValue = ["properties": ["$ref": .string("#/$defs/" + prefix + name)]]
            rules.append(["if": condition, "then": ["properties": properties]])
        }
        return .array(rules)
    }

    /// A node's or an action's `properties`: an action list is checked under any key, declared or not, as
    /// `stratus check` does.
    private static let propertiesOfEvents: JSONValue = ["type": ["object", "null"], "additionalProperties": actionListRule]

    /// A list of maps with `"_:action"` is an event, whatever property holds it.
    private static let actionListRule: JSONValue = [
        "if": ["type": "array", "minItems": 1, "items": ["type": "object", "required": ["_:action"]]],
        "then": ["$ref": "#/$defs/event"],
    ]

    /// Null (the property is absent) or an expression: accepted for every property.
    private static let nullOrExpression: JSONValue = ["anyOf": [["type": "null"], ["$ref": "#/$defs/expression"]]]

    /// What a property whose declared schema is `schema` accepts, with Nimbus coercion (as
    /// ``ValueSchema/problems(in:isUnresolved:)`` checks it), null and expressions included.
    private static func property(_ schema: ValueSchema) -> JSONValue {
        switch schema {
        case .any:
            return [:]
        case .string:
            // A scalar converts to text; a list or a map where text is expected is a mistake.
            return ["not": ["type": ["array", "object"]]]
        case .integer, .number:
            return ["$ref": "#/$defs/number"]
        case .boolean:
            return ["$ref": "#/$defs/boolean"]
        case .event:
            return ["$ref": "#/$defs/event"]
        case .enumeration(let cases):
            guard !cases.isEmpty else { return [:] }
            let pattern = "^(" + cases.map(caseInsensitivePattern).joined(separator: "|") + ")$"
            return ["anyOf": [["type": "string", "pattern": .string(pattern), "examples": .array(cases.map(JSONValue.string))],
                              nullOrExpression]]
        case .list(let element):
            return ["anyOf": [["type": "array", "items": property(element)], nullOrExpression]]
        case .map(let element):
            return ["anyOf": [["type": "object", "additionalProperties": property(element)], nullOrExpression]]
        case .object(let properties):
            var members: JSONObject = [:]
            for member in properties {
                var described = property(member.schema)
                if let defaultValue = member.defaultValue, case .object(var object) = described {
                    object["default"] = defaultValue
                    described = .object(object)
                }
                members[member.name] = described
            }
            let required = properties.filter(\.isRequired).map { JSONValue.string($0.name) }
            var object: JSONObject = ["type": "object", "properties": .object(members)]
            if !required.isEmpty { object["required"] = .array(required) }
            return ["anyOf": [.object(object), nullOrExpression]]
        }
    }

    /// A number in decimal notation, as ``NimbusCoercion/number(fromText:)`` reads one: `"12"`, `"-1.5e3"`; an
    /// exponent only after a `.` (`"1E+5"` is no number). Integers too long for 64 bits pass here and are refused
    /// where the value is read.
    static let numericText = "^[-+]?([0-9]+|([0-9]+[.][0-9]*|[.][0-9]+)([eE][-+]?[0-9]+)?)$"

    /// `name` matched without regard to case (`[sS][tT][aA]...`), its other characters escaped.
    static func caseInsensitivePattern(_ name: String) -> String {
        var pattern = ""
        for character in name {
            let lower = character.lowercased(), upper = character.uppercased()
            if lower != upper {
                pattern += "[\(lower)\(upper)]"
            } else if "\\^$.|?*+()[]{}/-".contains(character) {
                pattern += "\\" + String(character)
            } else {
                pattern.append(character)
            }
        }
        return pattern
    }
}
