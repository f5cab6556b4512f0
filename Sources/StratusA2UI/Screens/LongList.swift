import OrderedCollections
import StratusCodable

/// How a List over a template is written: an `a2ui:List` holding a `forEach` over the items, the engine's own
/// (Docs/LazyLists.md); over more than ``SurfaceScreen/longListThreshold`` items the list is lazy (`"lazy": true`)
/// and the engine builds the rows on screen only.
///
/// The `forEach` repeats the list in the surface's data model (`@{a2uiData.items}`), keyed by position
/// (`"keyedByPosition": true`: A2UI items have no key), so a write
/// into the model updates the rows whose items changed, as a Nimbus `forEach` does. The template's nodes are
/// written once: a property bound to a path of the item is an expression over the row's item (`@{a2uiItem.name}`),
/// one bound to an absolute path an expression over the model; any other property is an expression that calls
/// ``SurfaceScreen/itemPropertyOperation`` with the data model, the template (its components, the list's path: the
/// state `a2uiTemplate` of the list node) and the row's index, and so has exactly what a list built whole would
/// have. A row's nodes have the ids the whole list gives them (`<id>:<index>`), so what the terminal keeps by id
/// (focus, typed text, scroll position) stays when the surface changes. A list whose path an expression cannot
/// spell repeats a copy of the list (states `a2uiModel` and `a2uiItems`) instead, and every write into the model
/// writes the screen again.
extension NodeWriter {
    /// The names of the states a list over a template declares or reads.
    enum LongListState {
        static let model = "a2uiModel"
        static let template = "a2uiTemplate"
        static let items = "a2uiItems"
        static let item = "a2uiItem"
        static let index = "a2uiIndex"
    }

    /// Writes the list `node` (whose `written` node has its id and properties) over `items`.
    mutating func lazyList(_ node: SurfaceNode, items: LazyItems, written: JSONObject) -> JSONValue {
        var written = written
        if items.count > SurfaceScreen.longListThreshold {
            var properties = written["properties"]?.objectValue ?? [:]
            properties["lazy"] = true
            written["properties"] = .object(properties)
        }
        var templateComponents = OrderedSet<String>()
        for prototype in node.children.flatMap(\.allNodes) { templateComponents.append(prototype.componentId) }
        let template: JSONObject = [
            "surfaceId": .string(surface.id),
            "version": .string(surface.version.rawValue),
            "locale": .string(surface.locale),
            "path": .array(items.pointer.segments.map(JSONValue.string)),
            "components": .array(templateComponents.compactMap { id in
                surface[id].map { ["id": .string($0.id), "type": .string($0.type), "properties": .object($0.properties),
                                   "version": .string($0.version.rawValue)] }
            }),
        ]
        var state: JSONObject = [LongListState.template: .object(template)]
        let model: String
        let list: String
        if case .object = surface.dataModel.root,
           let expression = SurfaceScreen.expression(reading: items.pointer, in: surface.dataModel.root) {
            model = SurfaceScreen.dataModelState
            list = expression
        } else {
            model = LongListState.model
            list = "@{\(LongListState.items)}"
            state[LongListState.model] = surface.dataModel.root
            state[LongListState.items] = surface.dataModel.value(at: items.pointer) ?? []
            reads.everything = true
        }
        written["state"] = .object(state)
        let id = written["id"]?.stringValue ?? node.instanceId
        written["children"] = [[
            "_:component": "forEach", "id": .string(id + "/items"),
            "properties": [
                "items": .string(list), "iteratorName": .string(LongListState.item),
                "indexName": .string(LongListState.index), "keyedByPosition": true,
            ],
            "children": .array(node.children.map { itemNode($0, components: templateComponents, model: model) }),
        ]]
        return .object(written)
    }

    /// Writes a node of the template of a list, its properties read from the row's item (`model` names the state
    /// holding the data model).
    private mutating func itemNode(_ node: SurfaceNode, components: OrderedSet<String>, model: String) -> JSONValue {
        let id = claimId(of: node)
        var written: JSONObject = ["_:component": .string(SurfaceScreen.namespace + ":" + node.type), "id": .string(id)]
        guard let component = surface[node.componentId], let position = components.firstIndex(of: node.componentId) else {
            return .object(written)
        }
        var properties = JSONObject()
        for name in Self.evaluatedNames(of: component) {
            properties[name] = .string(itemExpression(of: name, in: component, model: model)
                ?? "@{\(SurfaceScreen.itemPropertyOperation)(\(model), \(LongListState.template), \(position), '\(name)', "
                + "\(LongListState.index))}")
        }
        properties.merge(placement(of: node).mapValues(SurfaceScreen.escapingExpressions)) { _, placed in placed }
        let target = SurfaceScreen.escapingExpressions(.string(node.instanceId)).stringValue ?? node.instanceId
        properties.merge(events(of: component, target: .string(target + ":@{\(LongListState.index)}"))) { _, event in event }
        if !properties.isEmpty { written["properties"] = .object(properties) }
        if !node.children.isEmpty {
            var children: [JSONValue] = []
            for child in node.children { children.append(itemNode(child, components: components, model: model)) }
            written["children"] = .array(children)
        }
        return .object(written)
    }

    /// The expression reading the property shown as `name` of a row's `component` when it is bound to a path an
    /// expression can spell: of the row's item (`@{a2uiItem.name}`), or of the model (`@{a2uiData.currency}`, only
    /// where something is); nil for any other value, which the operation evaluates.
    private func itemExpression(of name: String, in component: Component, model: String) -> String? {
        guard model == SurfaceScreen.dataModelState, name != "tabs", name != "options",
              !(component.version == .v0_8 && (component.type == "Button" || component.type == "MultipleChoice")),
              let property = component.properties.keys.first(where: { Self.shownName(of: $0, in: component) == name }),
              let value = try? component.value(property) else { return nil }
        switch value {
        case .path(let path), .initializedPath(let path, _):
            guard let pointer = try? JSONPointer(path) else { return nil }
            if JSONPointer.isAbsolute(path) { return SurfaceScreen.expression(reading: pointer, in: surface.dataModel.root) }
            var code = LongListState.item
            for segment in pointer.segments {
                if let index = Int(segment), String(index) == segment {
                    code += "[\(index)]"
                } else if !segment.isEmpty, segment.utf8.allSatisfy(SurfaceScreen.isWordByte), Int(segment) == nil {
                    code += "." + segment
                } else {
                    return nil
                }
            }
            return "@{" + code + "}"
        case .literal, .call, .list:
            return nil
        }
    }

    /// The names ``evaluatedProperties(of:)`` may give `component`'s node; only names an expression can quote.
    private static func evaluatedNames(of component: Component) -> [String] {
        var names: [String] = []
        for name in component.properties.keys where !isStructural(name) {
            names.append(shownName(of: name, in: component))
        }
        if component.version == .v0_8, component.type == "Button" || component.type == "MultipleChoice" { names.append("variant") }
        if case .object? = component.properties["accessibility"] { names.append("accessibility") }
        if !component.checks.isEmpty {
            names.append("checkMessages")
            if component.type == "Button" { names.append("enabled") }
        }
        return names.filter { name in name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" } }
    }
}

extension SurfaceScreen {
    /// The value of one property of one row of a long list: what ``itemPropertyOperation`` answers.
    ///
    /// Its arguments are those the list's rows pass (see `LongList.swift`): the data model, the template, the
    /// position of the component among the template's, the property's shown name and the item's index. A
    /// property that does not evaluate, or arguments of another shape, give null: the row shows the property's
    /// default, as a list built whole leaves such a property out.
    public static func itemProperty(_ arguments: [JSONValue]) -> JSONValue {
        guard arguments.count == 5, case .object(let template) = arguments[1], case .string(let name) = arguments[3],
              let position = arguments[2].integerValue, let index = arguments[4].integerValue,
              case .array(let written)? = template["components"], written.indices.contains(Int(position)),
              let surfaceId = template["surfaceId"]?.stringValue,
              let version = template["version"]?.stringValue.flatMap(A2UIVersion.init(rawValue:)),
              case .array(let segments)? = template["path"] else { return .null }
        var components: [Component] = []
        for case .object(let item) in written {
            guard let id = item["id"]?.stringValue, let type = item["type"]?.stringValue,
                  case .object(let properties)? = item["properties"],
                  let componentVersion = item["version"]?.stringValue.flatMap(A2UIVersion.init(rawValue:)),
                  let component = try? Component(id: id, type: type, properties: properties, version: componentVersion)
            else { return .null }
            components.append(component)
        }
        guard components.count == written.count else { return .null }
        let component = components[Int(position)]
        let surface = Surface(id: surfaceId, version: version, components: components, dataModel: DataModel(arguments[0]),
                              locale: template["locale"]?.stringValue ?? "en")
        let pointer = JSONPointer(segments: segments.compactMap(\.stringValue)).appending(index: Int(index))
        let node = SurfaceNode(componentId: component.id, instanceId: component.id, type: component.type, slot: "",
                               scope: pointer, index: Int(index), children: [])
        var writer = NodeWriter(surface: surface, usedIds: [])
        return writer.evaluatedProperties(of: node)[name] ?? .null
    }
}
