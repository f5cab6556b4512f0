import StratusCodable

/// Pictures, containers, columns and tables.
extension CardScreenWriter {
    /// An Image as `a2ui:Image`: its `altText` names the framed placeholder shown while it loads or when it cannot.
    func image(_ object: JSONObject, size: String?) -> JSONValue {
        let variant: String
        if object["style"]?.stringValue?.lowercased() == "person" {
            variant = "avatar"
        } else {
            switch size?.lowercased() {
            case "small": variant = "avatar"
            case "medium": variant = "smallFeature"
            default: variant = "mediumFeature"
            }
        }
        return Self.node("a2ui:Image", properties: [
            "url": Self.literal(object["url"] ?? ""),
            "description": Self.literal(object["altText"] ?? "Image"),
            "variant": .string(variant),
        ])
    }

    /// Media as `a2ui:Video`: a focusable item that opens its first source with the system opener.
    mutating func media(_ object: JSONObject) -> JSONValue {
        let url = object["sources"]?.arrayValue?.first?["url"] ?? ""
        return Self.node("a2ui:Video", id: nodeId(of: object), properties: [
            "url": Self.literal(url), "description": Self.literal(object["altText"] ?? "Media"),
        ])
    }

    /// A Container's or Column's `style`: a terminal keeps its own background, so `good`, `warning`, `attention`
    /// and `accent` are a frame of that colour around the box, and `default` and `emphasis` nothing.
    func containerStyle(_ object: JSONObject) -> JSONObject {
        guard let style = object["style"]?.stringValue, style.lowercased() != "light",
              let color = hostConfig.color(named: style) else { return [:] }
        return ["borderColor": .string(color), "borderWidth": 1]
    }

    /// A ColumnSet as `adaptive:ColumnSet`: `auto` columns as wide as their content, `stretch` (weight 1) and weighted
    /// ones sharing what is left in proportion to their weights, a width in pixels as that many points (eight to a
    /// cell).
    mutating func columnSet(_ object: JSONObject, path: String, cards: [String]) -> JSONValue {
        var columns: [JSONValue] = [], weights: [JSONValue] = []
        for (index, item) in (object["columns"]?.arrayValue ?? []).enumerated() {
            guard let column = item.objectValue, column["isVisible"]?.boolValue ?? true else { continue }
            let columnPath = path + ".columns[\(index)]"
            var properties = containerStyle(column)
            var weight: JSONValue = 1
            switch column["width"] {
            case .integer(let number)?: weight = .integer(number)
            case .double(let number)?: weight = .double(number)
            case .string(let text)? where text.lowercased() == "auto": weight = .null
            case .string(let text)? where text.hasSuffix("px"):
                weight = .null
                properties["width"] = .double(Double(text.dropLast(2)) ?? 8)
            case .string(let text)?: weight = Double(text).map(JSONValue.double) ?? 1
            default: break
            }
            let items = elements(column["items"]?.arrayValue ?? [], path: columnPath + ".items", cards: cards)
            columns.append(selectable(Self.node("layout:column", id: nodeId(of: column), properties: properties, children: items),
                                      column, path: columnPath, cards: cards))
            weights.append(weight)
        }
        return Self.node("adaptive:ColumnSet", id: nodeId(of: object), properties: ["weights": .array(weights)], children: columns)
    }

    /// A Table as rows of equal cells (`a2ui:Row`s in an `adaptive:Table`), the first row bold when `firstRowAsHeader`, a line under
    /// it when the grid shows lines.
    mutating func table(_ object: JSONObject, path: String, cards: [String]) -> JSONValue {
        let columnCount = object["columns"]?.arrayValue?.count ?? 0
        let header = object["firstRowAsHeader"]?.boolValue ?? true
        let lines = object["showGridLines"]?.boolValue ?? true
        var rows: [JSONValue] = []
        for (index, row) in (object["rows"]?.arrayValue ?? []).enumerated() {
            let cells = row["cells"]?.arrayValue ?? []
            let count = max(columnCount, cells.count)
            var written: [JSONValue] = []
            for column in 0..<count {
                let cell = column < cells.count ? cells[column].objectValue ?? [:] : [:]
                var items = elements(cell["items"]?.arrayValue ?? [], path: path + ".rows[\(index)].cells[\(column)].items",
                                     cards: cards)
                if index == 0, header {
                    items = items.map { Self.bolder($0) }
                }
                written.append(Self.node("layout:column", children: items))
            }
            rows.append(Self.node("a2ui:Row", properties: ["childWeights": .array(Array(repeating: 1, count: count))],
                                  children: written))
            if index == 0, header, lines { rows.append(Self.node("a2ui:Divider")) }
        }
        return Self.node("adaptive:Table", id: nodeId(of: object), children: rows)
    }

    /// A TextBlock of a header row, bolder.
    static func bolder(_ node: JSONValue) -> JSONValue {
        guard case .object(var members) = node, members["_:component"] == "adaptive:TextBlock",
              case .object(var properties)? = members["properties"] else { return node }
        properties["weight"] = "bolder"
        members["properties"] = .object(properties)
        return .object(members)
    }

    /// `node` activated by the element's `selectAction`, when it has one: a `layout:touchable` around it.
    mutating func selectable(_ node: JSONValue, _ object: JSONObject, path: String, cards: [String]) -> JSONValue {
        guard let action = object["selectAction"]?.objectValue,
              let press = press(of: action, path: path + ".selectAction", cards: cards, row: []) else { return node }
        return Self.node("layout:touchable", properties: [
            "onPress": press, "accessibility": ["label": Self.literal(.string(Self.name(of: action)))],
        ], children: [node])
    }

    /// A Carousel: its first page, and under each page a row saying which page it is, with buttons that turn to
    /// the page before and after (`initialPage` is shown first). Pages do not turn by themselves: a terminal's
    /// reader turns them.
    mutating func carousel(_ object: JSONObject, path: String, cards: [String]) -> JSONValue {
        let pages = (object["pages"]?.arrayValue ?? []).compactMap(\.objectValue)
        guard pages.count > 1 else {
            let items = pages.first?["items"]?.arrayValue ?? []
            return Self.node("layout:column", id: nodeId(of: object), children: elements(items, path: path + ".pages[0].items", cards: cards))
        }
        let initial = Int(object["initialPage"]?.integerValue ?? 0)
        let name = newState("p", initial: .integer(Int64(min(max(initial, 0), pages.count - 1))))
        var shown: [JSONValue] = []
        for (index, page) in pages.enumerated() {
            var turns: [JSONValue] = []
            for (title, target) in [("‹ Previous", index - 1), ("Next ›", index + 1)] where pages.indices.contains(target) {
                turns.append(Self.node("terminal:button", properties: [
                    "text": .string(title), "marginEnd": 8,
                    "onPress": [["_:action": "setState", "properties": ["path": .string(name), "value": .integer(Int64(target))]]],
                ]))
            }
            let items = elements(page["items"]?.arrayValue ?? [], path: path + ".pages[\(index)].items", cards: cards)
            let footer = Self.node("layout:flowRow", children: turns + [
                Self.node("adaptive:TextBlock", properties: ["text": .string("Page \(index + 1) of \(pages.count)"), "isSubtle": true]),
            ])
            shown.append(Self.node("if", properties: ["condition": .string("@{eq(\(name), \(index))}")],
                                   children: [Self.node("then", children: items + [footer])]))
        }
        return Self.node("layout:column", id: nodeId(of: object), children: shown)
    }
}
