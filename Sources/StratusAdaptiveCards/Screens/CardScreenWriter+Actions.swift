import StratusCodable

/// Actions: a row of buttons, and under it the card each ShowCard opens.
extension CardScreenWriter {
    /// The nodes of a row of actions: the buttons, then, for each Action.ShowCard, its card while it is open.
    mutating func actionRow(_ actions: [JSONValue], path: String, cards: [String], spaced: Bool) -> [JSONValue] {
        // Each ShowCard of the row gets its state first: opening one closes the others of its row.
        var shown: [Int: String] = [:]
        for (index, action) in actions.enumerated() where action["type"]?.stringValue == "Action.ShowCard" {
            shown[index] = newState("c", initial: false)
        }
        var buttons: [JSONValue] = [], opened: [JSONValue] = []
        for (index, item) in actions.enumerated() {
            guard let action = item.objectValue else { continue }
            let actionPath = path + "[\(index)]"
            guard let press = press(of: action, path: actionPath, cards: cards, row: Array(shown.values), own: shown[index])
            else { continue }
            var properties: JSONObject = ["text": Self.literal(action["title"] ?? ""), "onPress": press, "marginEnd": 8]
            if (action["title"]?.stringValue ?? "").allSatisfy(\.isWhitespace) {
                properties["accessibility"] = ["label": Self.literal(.string(Self.name(of: action)))]
            }
            switch action["style"]?.stringValue?.lowercased() {
            case "positive": properties["style"] = "primary"
            case "destructive": properties["style"] = "danger"
            default: break
            }
            if action["isEnabled"]?.boolValue == false { properties["enabled"] = false }
            if let name = shown[index] {
                // A disclosure: expanded while its card is open.
                properties["expanded"] = .string("@{\(name)}")
                buttons.append(Self.node("adaptive:ShowCardButton", id: nodeId(of: action), properties: properties))
            } else {
                buttons.append(Self.node("terminal:button", id: nodeId(of: action), properties: properties))
            }
            if let name = shown[index] {
                let cardPath = actionPath + ".card"
                let body = card(action["card"] ?? [:], path: cardPath, cards: cards + [cardPath])
                opened.append(Self.node("if", properties: ["condition": .string("@{\(name)}")], children: [
                    Self.node("then", children: [Self.node("layout:column", properties: [
                        "borderWidth": 1, "paddingHorizontal": 8,
                    ], children: body)]),
                ]))
            }
        }
        guard !buttons.isEmpty else { return [] }
        var nodes: [JSONValue] = spaced ? [Self.blankLine] : []
        nodes.append(Self.node("layout:flowRow", children: buttons))
        return nodes + opened
    }

    /// What a screen reader calls an action without a title: its tooltip, else what it does.
    static func name(of action: JSONObject) -> String {
        if let tooltip = action["tooltip"]?.stringValue, !tooltip.allSatisfy(\.isWhitespace) { return tooltip }
        if let title = action["title"]?.stringValue, !title.allSatisfy(\.isWhitespace) { return title }
        switch action["type"]?.stringValue {
        case "Action.OpenUrl": return "Open " + (action["url"]?.stringValue ?? "link")
        case "Action.ShowCard": return "Show more"
        case "Action.ToggleVisibility": return "Show or hide"
        default: return "Submit"
        }
    }

    /// The events of an action: what its button (or a `selectAction`) runs. `row` holds the states of the
    /// ShowCards of its row, `own` its own when it is one. Nil for a type Stratus does not know.
    mutating func press(of action: JSONObject, path: String, cards: [String], row: [String], own: String? = nil) -> JSONValue? {
        switch action["type"]?.stringValue ?? "" {
        case "Action.Submit", "Action.Execute":
            var described = JSONObject()
            for (key, value) in action where ["type", "id", "verb", "data", "title"].contains(key) { described[key] = value }
            let associated = action["associatedInputs"]?.stringValue?.lowercased() == "none"
                ? [] : inputs.inputs(submittedFrom: cards)
            return [["_:action": .string(CardScreen.submitAction), "properties": [
                "action": Self.literal(.object(described)), "inputs": Self.submitted(associated),
            ]]]
        case "Action.OpenUrl":
            let url = Self.literal(action["url"] ?? "")
            return [["_:action": .string(CardScreen.openURLAction), "properties": ["url": url]],
                    ["_:action": "openUrl", "properties": ["url": url]]]
        case "Action.ShowCard":
            guard let own else { return [] }
            var events: [JSONValue] = row.filter { $0 != own }.map { name in
                ["_:action": "setState", "properties": ["path": .string(name), "value": false]]
            }
            events.append(["_:action": "setState", "properties": ["path": .string(own), "value": .string("@{not(\(own))}")]])
            return .array(events)
        case "Action.ToggleVisibility":
            let events = (action["targetElements"]?.arrayValue ?? []).compactMap { target -> JSONValue? in
                guard let id = target.stringValue ?? target["elementId"]?.stringValue else { return nil }
                let name = visibilityState(of: id)
                let value: JSONValue = target["isVisible"]?.boolValue.map(JSONValue.bool) ?? .string("@{not(\(name))}")
                return ["_:action": "setState", "properties": ["path": .string(name), "value": value]]
            }
            return .array(events)
        default:
            // An unknown action falls back as an element does; Action.Popup and the like are dropped.
            if let fallback = action["fallback"]?.objectValue {
                return press(of: fallback, path: path + ".fallback", cards: cards, row: row, own: own)
            }
            return nil
        }
    }
}
