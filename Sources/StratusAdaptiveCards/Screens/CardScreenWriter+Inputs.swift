import StratusCodable

/// Inputs: each an input component bound to its value's state, inside an `adaptive:Field` that shows its message.
extension CardScreenWriter {
    /// The nodes of an input: its `label` (with ` *` when required) on the component, the message of its failed
    /// validation under it; an Input.Text's `inlineAction` as a button beside it.
    mutating func input(_ type: String, _ object: JSONObject, path: String, cards: [String]) -> [JSONValue] {
        guard let id = object["id"]?.stringValue, let input = inputs.input(id) else {
            notes.append("an \(type) without an id is not drawn (a card's inputs need one)")
            return []
        }
        var label = object["label"]?.stringValue ?? ""
        if object["isRequired"]?.boolValue == true, !label.isEmpty { label += " *" }
        let value = "@{\(input.valueState)}"
        let change: JSONValue = [["_:action": "setState", "properties": ["path": .string(input.valueState), "value": "@{onChange}"]]]
        var properties: JSONObject = [:]
        let component: String
        let placeholder = Self.literal(object["placeholder"] ?? "")
        switch type {
        case "Input.Toggle":
            component = "terminal:checkbox"
            let on = object["valueOn"]?.stringValue ?? "true"
            state[input.valueState] = .bool(object["value"]?.stringValue == on)
            let title = object["title"]?.stringValue ?? ""
            properties = ["label": Self.literal(.string(label.isEmpty ? title : label + (title.isEmpty ? "" : " " + title))),
                          "checked": .string(value)]
        case "Input.ChoiceSet":
            let choices = (object["choices"]?.arrayValue ?? []).map { choice -> JSONValue in
                ["label": Self.literal(choice["title"] ?? ""), "value": Self.literal(choice["value"] ?? "")]
            }
            let multiple = object["isMultiSelect"]?.boolValue == true
            let initial = object["value"]?.stringValue ?? ""
            let expanded = multiple || object["style"]?.stringValue?.lowercased() == "expanded"
            if expanded {
                component = "a2ui:ChoicePicker"
                state[input.valueState] = multiple
                    ? .array(initial.split(separator: ",").map { .string(String($0)) })
                    : .array(initial.isEmpty ? [] : [.string(initial)])
                properties = ["label": Self.literal(.string(label)), "options": .array(choices), "value": .string(value),
                              "variant": multiple ? "multipleSelection" : "mutuallyExclusive"]
                if object["style"]?.stringValue?.lowercased() == "filtered" { properties["filterable"] = true }
            } else {
                component = "terminal:select"
                state[input.valueState] = .string(initial)
                properties = ["label": Self.literal(.string(label)), "options": .array(choices), "value": .string(value)]
                if case .string(let text) = placeholder, !text.isEmpty { properties["placeholder"] = placeholder }
            }
        case "Input.Text" where object["isMultiline"]?.boolValue == true:
            component = "a2ui:TextField"
            state[input.valueState] = Self.literal(object["value"] ?? "")
            properties = ["label": Self.literal(.string(label)), "placeholder": placeholder, "value": .string(value),
                          "variant": "longText"]
        default:
            component = "terminal:textInput"
            state[input.valueState] = Self.literal(.string(Self.text(of: object["value"])))
            var hint = placeholder
            if case .string(let text) = hint, text.isEmpty {
                hint = type == "Input.Date" ? "YYYY-MM-DD" : type == "Input.Time" ? "HH:MM" : ""
            }
            properties = ["label": Self.literal(.string(label)), "placeholder": hint, "value": .string(value)]
            if object["style"]?.stringValue?.lowercased() == "password" { properties["type"] = "password" }
            if let length = object["maxLength"]?.integerValue, length > 0 { properties["maxLength"] = .integer(length) }
        }
        // `a2ui:TextField` is named to a screen reader by its `accessibility` (Docs/A2UI.md), not its label.
        if component == "a2ui:TextField", !label.isEmpty { properties["accessibility"] = ["label": Self.literal(.string(label))] }
        properties["onChange"] = change
        let control = Self.node(component, id: nodeId(of: object), properties: properties)
        let field = Self.node("adaptive:Field", properties: [
            "error": .string("@{\(input.errorState)}"), "focusRequest": .string("@{\(input.focusState)}"),
        ], children: [control])
        guard type == "Input.Text", let inline = object["inlineAction"]?.objectValue,
              let press = press(of: inline, path: path + ".inlineAction", cards: cards, row: []) else { return [field] }
        let title = inline["title"]?.stringValue ?? ""
        let button = Self.node("terminal:button", id: nodeId(of: inline), properties: [
            "text": Self.literal(.string(title.allSatisfy(\.isWhitespace) ? "→" : title)), "onPress": press,
            "accessibility": ["label": Self.literal(.string(Self.name(of: inline)))],
        ])
        return [Self.node("a2ui:Row", properties: ["childWeights": [1, nil]], children: [field, button])]
    }

    /// A value as the text an input starts with (`Input.Number`'s `5` is `"5"`).
    static func text(of value: JSONValue?) -> String {
        switch value {
        case .string(let text)?: return text
        case .integer(let number)?: return String(number)
        case .double(let number)?: return number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .bool(let flag)?: return String(flag)
        default: return ""
        }
    }

    /// What ``CardActivities`` needs of each input an action submits: its id, the value's state (read when the
    /// action runs), and the rules it is validated against.
    static func submitted(_ submitted: [CardInputs.Input]) -> JSONValue {
        .array(submitted.map { input in
            var rules: JSONObject = [
                "id": literal(.string(input.id)), "value": .string("@{\(input.valueState)}"),
                "errorState": .string(input.errorState), "focusState": .string(input.focusState),
                "focusRequests": .string("@{\(input.focusState)}"),
            ]
            for key in ["type", "isRequired", "regex", "maxLength", "min", "max", "errorMessage", "valueOn", "valueOff",
                        "isMultiSelect", "label"] {
                if let value = input.members[key] { rules[key] = literal(value) }
            }
            return .object(rules)
        })
    }
}
