/// The properties of a node or an action as written in the screen, plus where their expressions and events are.
///
/// Docs/Nimbus.md §1.1: strings containing `@{...}` become expressions; a list under a map key whose first element
/// is a map with `_:action` becomes an event named after that key; maps and lists are walked recursively;
/// everything else passes through. The raw map is kept as-is: a node's resolved properties start from it and
/// get each expression's value written at its path, while event lists stay raw.
public struct PropertyTemplate: Sendable, Hashable {
    /// The properties as written, with escaped strings already unescaped.
    public var raw: JSONObject
    /// Every expression, with the path where its value goes.
    public var expressions: [(path: [PathComponent], expression: Expression)] {
        dynamicParts.compactMap { part in
            if case .expression(let path, let expression) = part { return (path, expression) }
            return nil
        }
    }
    /// Every event, with the path of its action list.
    public var events: [(path: [PathComponent], event: EventDescription)] {
        dynamicParts.compactMap { part in
            if case .event(let path, let event) = part { return (path, event) }
            return nil
        }
    }

    /// Expressions and events in the order they appear.
    var dynamicParts: [DynamicPart]

    /// A part of the properties that is not a constant.
    enum DynamicPart: Sendable, Hashable {
        case expression(path: [PathComponent], Expression)
        case event(path: [PathComponent], EventDescription)
    }

    /// An empty template.
    public static let empty = PropertyTemplate(raw: [:], dynamicParts: [])

    /// `true` when nothing in the properties needs evaluation.
    public var isConstant: Bool { dynamicParts.isEmpty }

    init(raw: JSONObject, dynamicParts: [DynamicPart]) {
        self.raw = raw
        self.dynamicParts = dynamicParts
    }

    /// Reads `properties`, finding expressions and events.
    ///
    /// - Parameters:
    ///   - properties: the node's properties as written.
    ///   - jsonPath: where the map is, for action error messages.
    ///   - keepingNodes: when `true`, a map that is itself a node (it has `_:component`, like a push
    ///     `fallback`) is left raw: its expressions and events belong to the screen it will become.
    public init(parsing properties: JSONObject, jsonPath: String, keepingNodes: Bool = false) {
        self.init(parsing: properties, jsonPath: { jsonPath }, keepingNodes: keepingNodes)
    }

    /// Reads `properties` as `init(parsing:jsonPath:keepingNodes:)` does, building the map's JSON path only when an
    /// event needs it: most property maps have none, and a screen may hold tens of thousands of them.
    init(parsing properties: JSONObject, jsonPath: () -> String, keepingNodes: Bool = false,
         parsed: [(name: String, expression: Expression)] = []) {
        var parts: [DynamicPart] = []
        var events: [FoundEvent] = []
        var raw = properties
        for (key, value) in properties {
            // A node has one or two of them: looked at in turn, no table made or hashed.
            if !parsed.isEmpty, case .string = value, let found = parsed.first(where: { $0.name == key }) {
                parts.append(.expression(path: [.key(key)], found.expression))
                continue
            }
            let processed = Self.walk(value, in: [], at: .key(key), key: key, keepingNodes: keepingNodes,
                                      parts: &parts, events: &events)
            if let processed { raw[key] = processed }
        }
        if !events.isEmpty {
            // Each event goes back where it was found; from the last one, so that earlier positions stay valid.
            let base = jsonPath()
            for found in events.reversed() {
                let event = EventDescription(name: found.name, actions: found.actions,
                                             jsonPath: "\(base).\(propertyPathString(found.path))")
                parts.insert(.event(path: found.path, event), at: found.position)
            }
        }
        self.init(raw: raw, dynamicParts: parts)
    }

    /// Reads `properties` as ``init(parsing:jsonPath:keepingNodes:)`` does, except the members `parsed` names: each
    /// is a string that reads as an expression, given here already parsed (a format writing its screen for the
    /// engine knows what its own expressions read), so its text is kept as written and not parsed again.
    ///
    /// - Parameters:
    ///   - properties: the node's properties as written.
    ///   - parsed: for a member whose value is a string `@{...}`, its name and the expression that text parses
    ///     into (a member named twice takes the first).
    ///   - jsonPath: where the map is, for action error messages; written out only when it has an event.
    public init(parsing properties: JSONObject, jsonPath: @autoclosure () -> String,
                parsed: [(name: String, expression: Expression)]) {
        self.init(parsing: properties, jsonPath: jsonPath, keepingNodes: false, parsed: parsed)
    }

    /// An action list found by `walk`, read into an `EventDescription` once the map's JSON path is known.
    private struct FoundEvent {
        /// Its index in the dynamic parts found so far.
        var position: Int
        var path: [PathComponent]
        var name: String
        var actions: [JSONValue]
    }

    /// Walks one value, found at `component` inside the container at `parent`; returns a replacement for the raw
    /// value when it changed (an escaped string). The value's path is built only when something needs it (an
    /// expression, an event, a nested container), so a constant string costs no allocation. The walk takes no
    /// closure: one per level made the optimizer copy this function once for each of them.
    private static func walk(_ value: JSONValue, in parent: [PathComponent], at component: PathComponent, key: String?,
                             keepingNodes: Bool, parts: inout [DynamicPart], events: inout [FoundEvent]) -> JSONValue? {
        switch value {
        case .string(let string):
            switch ExpressionParser.parse(string) {
            case .text(let text):
                return text == string ? nil : .string(text)
            case .expression(let expression):
                parts.append(.expression(path: parent + [component], expression))
                return nil
            }
        case .array(let array):
            if let key, case .object(let first)? = array.first, first["_:action"] != nil {
                events.append(FoundEvent(position: parts.count, path: parent + [component], name: key, actions: array))
                return nil
            }
            let path = parent + [component]
            var replaced = array
            var changed = false
            for (index, element) in array.enumerated() {
                if let new = walk(element, in: path, at: .index(index), key: nil, keepingNodes: keepingNodes,
                                  parts: &parts, events: &events) {
                    replaced[index] = new
                    changed = true
                }
            }
            return changed ? .array(replaced) : nil
        case .object(let object):
            if keepingNodes, object["_:component"] != nil { return nil }
            let path = parent + [component]
            var replaced = object
            var changed = false
            for (member, element) in object {
                if let new = walk(element, in: path, at: .key(member), key: member, keepingNodes: keepingNodes,
                                  parts: &parts, events: &events) {
                    replaced[member] = new
                    changed = true
                }
            }
            return changed ? .object(replaced) : nil
        default:
            return nil
        }
    }

    public static func == (lhs: PropertyTemplate, rhs: PropertyTemplate) -> Bool {
        lhs.raw == rhs.raw && lhs.dynamicParts == rhs.dynamicParts
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(raw)
    }
}

/// The JSON path of the property at `path` of the node or action at `owner`: `$.children[2].properties.text`. The
/// engine places the problems it meets there, and `stratus check` reports the same ones there.
public func propertyJSONPath(_ path: [PathComponent], of owner: String) -> String {
    owner + ".properties." + propertyPathString(path)
}

/// The JSON path of the state `name` declared by the node at `owner`: `$.state.count`.
public func stateJSONPath(_ name: String, of owner: String) -> String {
    owner + ".state." + name
}

/// The text form of a property path: `onPress`, `tabs[1].onSelect`, `style.color`.
public func propertyPathString(_ path: [PathComponent]) -> String {
    var text = ""
    for component in path {
        switch component {
        case .key(let key): text += text.isEmpty ? key : ".\(key)"
        case .index(let index): text += "[\(index)]"
        }
    }
    return text
}
