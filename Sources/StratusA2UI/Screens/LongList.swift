import OrderedCollections
import StratusCodable

/// How a List over a long template is written: a lazy `a2ui:List` (`"lazy": true`) holding a `forEach` over the
/// items, as the engine's lazy lists hold theirs, so the engine builds the rows on screen only (Docs/LazyLists.md).
///
/// The template's nodes are written once. Each of their properties is an expression that calls
/// ``SurfaceScreen/itemPropertyOperation`` with the surface's data model, the template (its components, the list's
/// path) and the row's index: a row's properties are evaluated when the row is built, with exactly what a list
/// built whole would have. The list node declares three states its rows read: `a2uiModel` (the data model),
/// `a2uiTemplate` and `a2uiItems` (the list, which the `forEach` repeats); they share the model's storage.
/// A row's nodes have the ids the whole list gives them (`<id>:<index>`), so what the terminal keeps by id
/// (focus, typed text, scroll position) stays when the surface changes.
extension NodeWriter {
    /// The names of the states a long list declares.
    enum LongListState {
        static let model = "a2uiModel"
        static let template = "a2uiTemplate"
        static let items = "a2uiItems"
        static let index = "a2uiIndex"
    }

    /// Writes the lazy list `node` (whose `written` node has its id and properties) over `items`.
    mutating func lazyList(_ node: SurfaceNode, items: LazyItems, written: JSONObject) -> JSONValue {
        var written = written
        var properties = written["properties"]?.objectValue ?? [:]
        properties["lazy"] = true
        written["properties"] = .object(properties)
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
        written["state"] = [
            LongListState.model: surface.dataModel.root,
            LongListState.template: .object(template),
            LongListState.items: surface.dataModel.value(at: items.pointer) ?? [],
        ]
        let id = written["id"]?.stringValue ?? node.instanceId
        written["children"] = [[
            "_:component": "forEach", "id": .string(id + "/items"),
            "properties": [
                "items": .string("@{\(LongListState.items)}"), "iteratorName": "a2uiItem",
                "indexName": .string(LongListState.index),
            ],
            "children": .array(node.children.map { itemNode($0, components: templateComponents) }),
        ]]
        return .object(written)
    }

    /// Writes a node of the template of a lazy list, its properties read from the row's item.
    private mutating func itemNode(_ node: SurfaceNode, components: OrderedSet<String>) -> JSONValue {
        var id = node.instanceId
        if usedIds.contains(id) { id = surface.id + "/" + id }
        usedIds.insert(id)
        var written: JSONObject = ["_:component": .string(SurfaceScreen.namespace + ":" + node.type), "id": .string(id)]
        guard let component = surface[node.componentId], let position = components.firstIndex(of: node.componentId) else {
            return .object(written)
        }
        var properties = JSONObject()
        for name in Self.evaluatedNames(of: component) {
            properties[name] = .string("@{\(SurfaceScreen.itemPropertyOperation)(\(LongListState.model), "
                + "\(LongListState.template), \(position), '\(name)', \(LongListState.index))}")
        }
        properties.merge(placement(of: node).mapValues(SurfaceScreen.escapingExpressions)) { _, placed in placed }
        let target = SurfaceScreen.escapingExpressions(.string(node.instanceId)).stringValue ?? node.instanceId
        properties.merge(events(of: component, target: .string(target + ":@{\(LongListState.index)}"))) { _, event in event }
        if !properties.isEmpty { written["properties"] = .object(properties) }
        if !node.children.isEmpty {
            var children: [JSONValue] = []
            for child in node.children { children.append(itemNode(child, components: components)) }
            written["children"] = .array(children)
        }
        return .object(written)
    }

    /// The names ``evaluatedProperties(of:)`` may give `component`'s node; only names an expression can quote.
    private static func evaluatedNames(of component: Component) -> [String] {
        var names: [String] = []
        for name in component.properties.keys where !structural.contains(name) {
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
