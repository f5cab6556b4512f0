import Foundation
import StratusCodable

/// Writes the nodes of one card (``CardScreen``): its elements here, its inputs and actions in the extensions.
struct CardScreenWriter {
    let inputs: CardInputs
    let hostConfig: HostConfig
    /// The state the root declares: inputs' values, messages and focus requests, ShowCards, visibility.
    var state = JSONObject()
    var notes: [String] = []
    /// Node ids given so far: a card id used twice (a fallback's copy) names its first node only.
    var usedIds: Set<String> = []
    /// ShowCards and visibility states made so far, to name the next.
    var stateCount = 0

    init(inputs: CardInputs, hostConfig: HostConfig) {
        self.inputs = inputs
        self.hostConfig = hostConfig
        for input in inputs.inputs {
            state[input.errorState] = ""
            state[input.focusState] = 0
        }
    }

    /// A node of the engine's screen.
    static func node(_ component: String, id: String? = nil, properties: JSONObject = [:],
                     children: [JSONValue] = []) -> JSONValue {
        NodeJSON.node(component, id: id, properties: properties, children: children)
    }

    /// A text of the card, escaped so that the engine shows it as written.
    static func literal(_ value: JSONValue) -> JSONValue { ExpressionEscaping.escaped(value) }

    /// The id for a node of the element or action `object`: its card id the first time it is met.
    mutating func nodeId(of object: JSONObject) -> String? {
        guard let id = object["id"]?.stringValue, !usedIds.contains(id) else { return nil }
        usedIds.insert(id)
        return id
    }

    /// A fresh state name with a prefix (`c` for a ShowCard, `s` for visibility).
    mutating func newState(_ prefix: String, initial: JSONValue) -> String {
        stateCount += 1
        let name = prefix + String(stateCount)
        state[name] = initial
        return name
    }

    // MARK: Cards

    /// A card's nodes: its body, then its actions (and the cards its ShowCards open). A card of a version newer
    /// than Stratus draws shows its `fallbackText`, or says so.
    mutating func card(_ card: JSONValue, path: String, cards: [String]) -> [JSONValue] {
        guard let members = card.objectValue else { return [] }
        if let version = members["version"]?.stringValue, CardScreen.isNewer(version) {
            let text = members["fallbackText"]?.stringValue
                ?? "This card needs Adaptive Cards \(version); Stratus draws cards up to version 1.6."
            return [Self.node("adaptive:TextBlock", properties: ["text": Self.literal(.string(text)), "wrap": true])]
        }
        var nodes = elements(members["body"]?.arrayValue ?? [], path: path + ".body", cards: cards)
        if let actions = members["actions"]?.arrayValue, !actions.isEmpty {
            nodes += actionRow(actions, path: path + ".actions", cards: cards, spaced: !nodes.isEmpty)
        }
        return nodes
    }

    /// The nodes of a list of elements, each with its spacing and separator, those hidden left out, those whose
    /// visibility an action changes inside an `if`.
    mutating func elements(_ items: [JSONValue], path: String, cards: [String]) -> [JSONValue] {
        var nodes: [JSONValue] = []
        for (index, item) in items.enumerated() {
            let itemPath = path + "[\(index)]"
            guard let (object, written) = element(item, path: itemPath, cards: cards) else { continue }
            var group: [JSONValue] = []
            if !nodes.isEmpty || index > 0 {
                if object["separator"]?.boolValue == true {
                    group.append(Self.node("a2ui:Divider"))
                } else if hostConfig.spacesWithALine(object["spacing"]?.stringValue) {
                    group.append(Self.blankLine)
                }
            }
            group += written
            let isVisible = object["isVisible"]?.boolValue ?? true
            if let id = object["id"]?.stringValue, inputs.toggled.contains(id) {
                let name = visibilityState(of: id)
                nodes.append(Self.node("if", properties: ["condition": .string("@{\(name)}")],
                                       children: [Self.node("then", children: group)]))
            } else if isVisible {
                nodes += group
            }
        }
        return nodes
    }

    /// The state holding whether the element `id` is shown.
    mutating func visibilityState(of id: String) -> String {
        let name = "s_" + id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
        if state[name] == nil { state[name] = .bool(inputs.shownAtFirst[id] ?? true) }
        return name
    }

    /// One empty line.
    static let blankLine = node("layout:column", properties: ["height": 16])

    /// The element's members and nodes; nil when it is not an object or is dropped (unknown, without fallback).
    mutating func element(_ item: JSONValue, path: String, cards: [String]) -> (JSONObject, [JSONValue])? {
        guard let object = item.objectValue else { return nil }
        let type = object["type"]?.stringValue ?? ""
        if Self.isMet(object["requires"]), let nodes = known(type, object, path: path, cards: cards) { return (object, nodes) }
        // An element of a type this renderer does not know, or whose `requires` it does not meet, falls back
        // (Adaptive Cards "Fallback"): to the element given, to nothing with "drop", else it is left out and said so.
        switch object["fallback"] {
        case .string(let word)? where word.lowercased() == "drop":
            return nil
        case .object? :
            return element(object["fallback"]!, path: path + ".fallback", cards: cards)
        default:
            notes.append("\(path): an element of type \"\(type)\" is not drawn (no fallback)")
            return nil
        }
    }

    /// Whether Stratus meets an element's `requires`: the features it names with their versions; Stratus has
    /// `adaptiveCards` up to 1.6 and no host feature of its own.
    static func isMet(_ requires: JSONValue?) -> Bool {
        guard let features = requires?.objectValue else { return true }
        return features.allSatisfy { name, version in
            name == "adaptiveCards" && !CardScreen.isNewer(version.stringValue ?? "")
        }
    }

    /// The nodes of an element of a type Stratus draws; nil for any other type.
    mutating func known(_ type: String, _ object: JSONObject, path: String, cards: [String]) -> [JSONValue]? {
        switch type {
        case "TextBlock": return [textBlock(object)]
        case "RichTextBlock": return [richTextBlock(object)]
        case "Image": return [selectable(image(object, size: object["size"]?.stringValue), object, path: path, cards: cards)]
        case "ImageSet":
            let size = object["imageSize"]?.stringValue ?? "medium"
            let images = (object["images"]?.arrayValue ?? []).compactMap { $0.objectValue.map { image($0, size: size) } }
            return [Self.node("layout:flowRow", id: nodeId(of: object), children: images)]
        case "Media": return [media(object)]
        case "Container":
            let items = elements(object["items"]?.arrayValue ?? [], path: path + ".items", cards: cards)
            return [selectable(Self.node("layout:column", id: nodeId(of: object), properties: containerStyle(object),
                                         children: items), object, path: path, cards: cards)]
        case "ColumnSet": return [selectable(columnSet(object, path: path, cards: cards), object, path: path, cards: cards)]
        case "FactSet":
            let facts = (object["facts"]?.arrayValue ?? []).map { fact -> JSONValue in
                ["title": Self.literal(.string(DateTimeTextFunctions.expand(fact["title"]?.stringValue ?? ""))),
                 "value": Self.literal(.string(DateTimeTextFunctions.expand(fact["value"]?.stringValue ?? "")))]
            }
            return [Self.node("adaptive:FactSet", id: nodeId(of: object), properties: ["facts": .array(facts)])]
        case "ActionSet":
            return actionRow(object["actions"]?.arrayValue ?? [], path: path + ".actions", cards: cards, spaced: false)
        case "Table": return [table(object, path: path, cards: cards)]
        case "Carousel": return [carousel(object, path: path, cards: cards)]
        case "Input.Text", "Input.Number", "Input.Date", "Input.Time", "Input.Toggle", "Input.ChoiceSet":
            return input(type, object, path: path, cards: cards)
        default: return nil
        }
    }

    // MARK: Text

    /// A card's enumeration value as the `adaptive:` components name it (cards ignore letter case).
    static func named(_ value: JSONValue?, in names: [String], default fallback: String) -> JSONValue {
        guard let text = value?.stringValue?.lowercased() else { return .string(fallback) }
        return .string(names.first { $0.lowercased() == text } ?? fallback)
    }

    /// `size`, `weight`, `isSubtle` and `color` (the host config's) of a TextBlock or a TextRun.
    func textStyle(_ object: JSONObject) -> JSONObject {
        var properties: JSONObject = [
            "size": Self.named(object["size"], in: ["small", "default", "medium", "large", "extraLarge"], default: "default"),
            "weight": Self.named(object["weight"], in: ["lighter", "default", "bolder"], default: "default"),
        ]
        if object["isSubtle"]?.boolValue == true { properties["isSubtle"] = true }
        if let color = hostConfig.color(named: object["color"]?.stringValue) { properties["color"] = .string(color) }
        return properties
    }

    func textBlock(_ object: JSONObject) -> JSONValue {
        var properties = textStyle(object)
        let text = DateTimeTextFunctions.expand(object["text"]?.stringValue ?? "")
        properties["text"] = Self.literal(.string(text))
        if object["wrap"]?.boolValue == true { properties["wrap"] = true }
        if let lines = object["maxLines"]?.integerValue, lines > 0 { properties["maxLines"] = .integer(lines) }
        properties["alignment"] = Self.alignment(object["horizontalAlignment"])
        if object["style"]?.stringValue?.lowercased() == "heading" { properties["heading"] = true }
        return Self.node("adaptive:TextBlock", properties: properties)
    }

    func richTextBlock(_ object: JSONObject) -> JSONValue {
        let runs = (object["inlines"]?.arrayValue ?? []).map { inline -> JSONValue in
            if let text = inline.stringValue { return ["text": Self.literal(.string(text))] }
            let run = inline.objectValue ?? [:]
            var properties = textStyle(run)
            properties["text"] = Self.literal(.string(DateTimeTextFunctions.expand(run["text"]?.stringValue ?? "")))
            for flag in ["italic", "underline", "highlight", "strikethrough"] where run[flag]?.boolValue == true {
                properties[flag] = true
            }
            return .object(properties)
        }
        return Self.node("adaptive:TextBlock", properties: [
            "runs": .array(runs), "wrap": true, "alignment": Self.alignment(object["horizontalAlignment"]),
        ])
    }

    /// `horizontalAlignment` as the components' `alignment`.
    static func alignment(_ value: JSONValue?) -> JSONValue {
        switch value?.stringValue?.lowercased() {
        case "center": return "center"
        case "right": return "end"
        default: return "start"
        }
    }
}
