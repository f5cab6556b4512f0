import OrderedCollections
import StratusCodable

/// Surfaces as one screen of the engine that renders Nimbus: a tree of `{"_:component": "a2ui:Text", "id",
/// "properties", "children"}` nodes whose properties are already evaluated against each surface's data model.
///
/// The renderer builds its live node tree from this screen as from any other, so nothing past this point knows
/// which format a node came from. Each component becomes a node of the `a2ui:` library named after its catalog
/// type; a node's id is its ``SurfaceNode/instanceId`` (prefixed with `surfaceId/` when two surfaces share one),
/// so template items that stay keep their state. Properties are written under the names of v0.9 and later
/// whatever the version (v0.8's `usageHint` is `variant`, `distribution` is `justify`, `alignment` is `align`), every
/// bound value is replaced by its value (a literal, a path, a v0.8 `literalString` wrapper, a function call),
/// and a Button gets `enabled: false` and its `checkMessages` while one of its `checks` fails.
///
/// A List over a template of more than ``longListThreshold`` items is a lazy list (Docs/A2UI.md, "Long lists"): it
/// holds a `forEach` over the items whose template's properties call the operation ``itemPropertyOperation`` for
/// the item a row shows, so only the rows on screen are built and evaluated, as in any lazy list of the engine.
///
/// Several surfaces are stacked in a column in the order they were made; a renderer with tabs shows one
/// ``SurfaceTab`` a screen. A surface not ready yet (v0.8 before `beginRendering`) is not shown.
public struct SurfaceScreen: Sendable {
    /// The namespace of the components the screen names (`a2ui:Text`).
    public static let namespace = "a2ui"
    /// The action a Button's `onPress` runs: `{"surfaceId", "node"}` (the node's ``SurfaceNode/instanceId``); the
    /// renderer answers it with ``Surface/performAction(of:at:actionId:)``.
    public static let pressAction = namespace + ":press"
    /// The action an input's `onChange` runs: `{"surfaceId", "node", "property", "value"}`, the value the user
    /// entered; the renderer writes it with ``SurfaceGroup/write(_:to:of:in:)`` and shows the screen again.
    public static let writeAction = namespace + ":write"
    /// The action a screen whose stream has messages still to arrive, or several tabs, runs when it is first
    /// shown: the renderer then arranges the app's tabs, applies the messages, each after its delay, and shows the
    /// screen again after each.
    public static let arriveAction = namespace + ":arrive"
    /// The operation the rows of a long list evaluate their properties with: a renderer registers it, answering
    /// with ``itemProperty(_:)``.
    public static let itemPropertyOperation = "a2uiProperty"
    /// The most items a List's template is shown with all at once; a longer one is a lazy list.
    public static let longListThreshold = 100
    /// The `limit` of ``Surface/tree(leavingItemsOfListsLongerThan:)`` a screen is written with: every List over
    /// a template of its own (none nested below it) is left to the engine's `forEach`, whatever its length, so that
    /// a write to its list updates the rows that changed (Docs/A2UI.md, "Long lists").
    public static let listsLeftToTheEngine = -1

    /// The property of an input type bound two ways, written back when the user changes it; nil for a type that is
    /// no input. (Asked once a node: a switch, which hashes nothing.)
    static func inputProperty(ofType type: String) -> String? {
        // By the length first: most types are compared with one of these, or none.
        switch type.utf8.count {
        case 6: type == "Slider" ? "value" : nil
        case 8: type == "CheckBox" ? "value" : nil
        case 9: type == "TextField" ? "value" : nil
        case 12: type == "ChoicePicker" ? "value" : nil
        case 13: type == "DateTimeInput" ? "value" : nil
        case 14: type == "MultipleChoice" ? "selections" : nil
        default: nil
        }
    }

    /// The screen: a `layout:column` of one node per shown surface.
    public var value: JSONValue
    /// What could not be shown: missing components, templates over something that is not a list, bound values
    /// that did not evaluate (the property is then left out).
    public var problems: [A2UIError]

    /// Builds the screen of every ready surface of `group`, or of those of one tab.
    ///
    /// - Parameters:
    ///   - surfaceIds: the surfaces to show (a ``SurfaceTab``'s), in the group's order; nil shows all of them.
    ///   - arriving: whether the screen must act when it is first shown (messages of the stream are still to
    ///     arrive, or the app's tabs are to be arranged): it is then a `layout:lifecycle` whose `onInit` runs
    ///     ``arriveAction``, around a column of the surfaces (of none yet).
    public init(_ group: SurfaceGroup, showing surfaceIds: [String]? = nil, arriving: Bool = false) {
        var problems: [A2UIError] = []
        var usedIds: Set<String> = []
        var roots: [JSONValue] = []
        let shown = surfaceIds.map(Set.init)
        for surface in group.surfaces.values where shown?.contains(surface.id) ?? true {
            let tree = surface.tree(leavingItemsOfListsLongerThan: Self.listsLeftToTheEngine)
            problems += tree.problems
            guard let root = tree.root else { continue }
            var writer = NodeWriter.screenWriter(of: surface, after: usedIds)
            var written = writer.node(root)
            if case .object(var node) = written {
                node["state"] = .object((node["state"]?.objectValue ?? [:]).merging(writer.rootStates) { kept, _ in kept })
                written = .object(node)
            }
            roots.append(written)
            problems += writer.problems
            usedIds = writer.usedIds
        }
        if arriving {
            self.value = [
                "_:component": "layout:lifecycle", "id": "a2ui-arrivals",
                "properties": ["onInit": [["_:action": .string(Self.arriveAction)]]],
                "children": .array(roots),
            ]
        } else {
            self.value = roots.count == 1 ? roots[0] : [
                "_:component": "layout:column",
                "children": .array(roots),
            ]
        }
        self.problems = problems
    }
}

/// Writes the nodes of one surface.
struct NodeWriter {
    let surface: Surface
    /// The ids given so far that are not a component's own id given to its one node (``claimId(of:)``), and the ids
    /// given before this writer's (other surfaces').
    private var claimedIds: Set<String>
    /// Whether the component at each position of the surface's components has given its own id to a node: most
    /// nodes are a component shown once, whose id is marked here without hashing it. Made when the first is.
    private var claimedComponents: [Bool] = []
    var problems: [A2UIError] = []
    /// What the nodes written so far show of the data model without an engine binding.
    var reads = DataModelReads()
    /// Finds what the bound properties of the nodes read in the surface's data model.
    var bindings: BindingFinder
    /// The component name written last, and its type.
    private var lastComponentName: (type: String, name: String)?
    /// The bound properties of the node written last, whose names the next node's may share (``boundProperties(of:_:)``).
    var lastBound = JSONObject()

    /// Whether the property `name` links components, is handled by the tree, or is read by the screen in another
    /// form. (Asked for each property of each node: a switch, which hashes nothing.)
    static func isStructural(_ name: String) -> Bool {
        // By the length first: most names are compared with one or two of these.
        switch name.utf8.count {
        case 5: name == "child"
        case 6: name == "action" || name == "checks"
        case 7: name == "trigger" || name == "content"
        case 8: name == "children"
        case 12: name == "contentChild"
        case 13: name == "accessibility"
        case 15: name == "entryPointChild"
        default: false
        }
    }

    /// v0.8's property names, as v0.9 and later write them.
    static let legacyNames: [String: String] = [
        "usageHint": "variant", "distribution": "justify", "alignment": "align", "altText": "description",
        "textFieldType": "variant", "tabItems": "tabs", "minValue": "min", "maxValue": "max", "selections": "value",
    ]

    /// The name `component`'s property `name` is shown under: v0.8's as v0.9 and later write it (a TextField's
    /// `text` is its `value`; a MultipleChoice's `variant`, `checkbox` or `chips`, is its `displayStyle`).
    static func shownName(of name: String, in component: Component) -> String {
        guard component.version == .v0_8 else { return name }
        switch (component.type, name) {
        case ("TextField", "text"): return "value"
        case ("MultipleChoice", "variant"): return "displayStyle"
        default: return legacyNames[name] ?? name
        }
    }

    init(surface: Surface, usedIds: Set<String>) {
        self.surface = surface
        claimedIds = usedIds
        bindings = BindingFinder(model: surface.dataModel.root)
    }

    /// A writer of the whole screen of `surface`, after the surfaces that used `usedIds`.
    static func screenWriter(of surface: Surface, after usedIds: Set<String>) -> NodeWriter {
        NodeWriter(surface: surface, usedIds: usedIds)
    }

    /// Every id given so far, and those given before this writer's.
    var usedIds: Set<String> {
        var ids = claimedIds
        for (position, claimed) in claimedComponents.enumerated() where claimed { ids.insert(surface.components.keys[position]) }
        return ids
    }

    /// The id of `node` in the screen: its instance id, or, when a node written before has that one, the instance
    /// id after the surface's (`surfaceId/instanceId`), as two surfaces showing a component of one id are told apart.
    mutating func claimId(of node: SurfaceNode) -> String {
        let id = node.instanceId
        // A component shown under its own id, found where the tree resolved it: marked by its position.
        if id == node.componentId, let position = node.componentHint.index, position < surface.components.count,
           surface.components.keys[position] == id {
            if claimedComponents.isEmpty { claimedComponents = Array(repeating: false, count: surface.components.count) }
            if !claimedComponents[position], claimedIds.isEmpty || !claimedIds.contains(id) {
                claimedComponents[position] = true
                return id
            }
            let renamed = surface.id + "/" + id
            claimedIds.insert(renamed)
            return renamed
        }
        let used = claimedIds.contains(id)
            || (!claimedComponents.isEmpty && surface.components.index(forKey: id).map { claimedComponents[$0] } == true)
        let claimed = used ? surface.id + "/" + id : id
        claimedIds.insert(claimed)
        return claimed
    }

    /// `node` and the nodes below it, as JSON.
    mutating func node(_ node: SurfaceNode) -> JSONValue {
        var json = JSONNodeBuilder()
        return self.node(node, at: .root, into: &json, declaringRootStates: false)
    }

    /// `node` and the nodes below it, written into `builder`, `node` at `position`; with the states of the
    /// surface's root (``rootStates``) when `declaringRootStates` (the node is the root).
    mutating func node<Builder: SurfaceScreenBuilder>(_ node: SurfaceNode, at position: NodePosition, into builder: inout Builder,
                                                     declaringRootStates: Bool) -> Builder.Node {
        let id = claimId(of: node)
        let component = componentName(of: node.type)
        let (properties, bindings) = writtenProperties(of: node)
        if let items = node.lazyItems {
            var written: JSONObject = ["_:component": .string(component), "id": .string(id)]
            if !properties.isEmpty { written["properties"] = .object(properties) }
            return builder.node(json: lazyList(node, items: items, written: written), at: position)
        }
        var children: [Builder.Node] = []
        if !node.children.isEmpty {
            let path = position.path
            // Each child is read where it is (an array's subscript hands out a copy: a dozen reference counts), and
            // written into its place in a list made at once: appending to a list of the builder's nodes, whose type
            // this code learns only as it runs, looked that type up again for every child.
            children = node.children.withUnsafeBufferPointer { nodes in
                Array(unsafeUninitializedCapacity: nodes.count) { written, count in
                    for index in nodes.indices {
                        written.initializeElement(at: index, to: self.node(nodes[index], at: NodePosition(child: index, of: path),
                                                                           into: &builder, declaringRootStates: false))
                        count = index + 1
                    }
                }
            }
        }
        let written = WrittenNode(component: component, id: id, states: declaringRootStates ? rootStates : [:],
                                  properties: properties, bindings: bindings)
        return builder.node(written, children: children, at: position)
    }

    /// The name of the screen's component for the catalog's `type` (`a2ui:Text`); siblings are mostly of one type,
    /// whose name is kept.
    mutating func componentName(of type: String) -> String {
        if let last = lastComponentName, last.type == type { return last.name }
        let name = SurfaceScreen.namespace + ":" + type
        lastComponentName = (type, name)
        return name
    }

    /// The properties `node` is written with: evaluated, bound to the data model where they can be, escaped, with
    /// how its children are placed and its events.
    mutating func properties(of node: SurfaceNode) -> JSONObject {
        writtenProperties(of: node).properties
    }

    /// ``properties(of:)``, with the steps into the data model's state each bound one reads.
    mutating func writtenProperties(of node: SurfaceNode) -> (properties: JSONObject, bindings: [BoundProperty]) {
        guard let component = surface.component(of: node) else { return ([:], []) }
        let (bound, bindings) = boundProperties(of: node, component)
        var properties = evaluatedProperties(of: node, component, except: bound)
        // Most nodes have no children to place: nothing to merge.
        let placed = placement(of: node)
        if !placed.isEmpty { properties.merge(placed) { _, placed in placed } }
        // Bindings and events are added once the texts are escaped: they are the engine's own expressions.
        if properties.isEmpty {
            properties = bound
        } else {
            properties = properties.mapValues(SurfaceScreen.escapingExpressions)
            properties.merge(bound) { _, bound in bound }
        }
        addEvents(of: component, target: .string(node.instanceId), to: &properties)
        return (properties, bindings)
    }

    /// The properties of `node` evaluated in its scope, under their shown names (v0.8's renamed), with a Button's
    /// `enabled` and the `checkMessages` of failing checks; not escaped, without events. A property that does not
    /// evaluate is left out and its error kept in ``problems``. The properties named in `bound` are not evaluated.
    mutating func evaluatedProperties(of node: SurfaceNode, except bound: JSONObject = [:]) -> JSONObject {
        guard let component = surface.component(of: node) else { return [:] }
        return evaluatedProperties(of: node, component, except: bound)
    }

    /// ``evaluatedProperties(of:except:)`` of `node`, whose component is `component`.
    mutating func evaluatedProperties(of node: SurfaceNode, _ component: Component, except bound: JSONObject) -> JSONObject {
        var properties = JSONObject()
        for name in component.properties.keys where !Self.isStructural(name) {
            let shownName = Self.shownName(of: name, in: component)
            guard bound[shownName] == nil else { continue }
            do {
                guard let value = try surface.value(name, of: node) else { continue }
                properties[shownName] = try evaluatedMembers(of: value, named: shownName, in: node, version: component.version)
            } catch {
                problems.append(error)
            }
        }
        if component.version == .v0_8, component.type == "Button", case .bool(true)? = properties.removeValue(forKey: "primary") {
            properties["variant"] = "primary"
        }
        if component.version == .v0_8, component.type == "MultipleChoice" { properties["variant"] = "multipleSelection" }
        // Only a component with `accessibility` has accessibility words or state to show.
        guard component.properties["accessibility"] != nil else {
            addChecks(of: node, component, to: &properties)
            return properties
        }
        var accessibility = JSONObject()
        if let (label, description) = try? surface.accessibility(of: node) {
            if let label { accessibility["label"] = .string(label) }
            if let description { accessibility["description"] = .string(description) }
        }
        if let (live, hidden) = try? surface.assistiveState(of: node) {
            if let live { accessibility["live"] = .string(live) }
            if hidden { accessibility["hidden"] = true }
        }
        if !accessibility.isEmpty { properties["accessibility"] = .object(accessibility) }
        addChecks(of: node, component, to: &properties)
        return properties
    }

    /// A Button's `enabled` and the `checkMessages` of `node`'s failing checks, when its component has checks.
    private func addChecks(of node: SurfaceNode, _ component: Component, to properties: inout JSONObject) {
        guard !component.checks.isEmpty else { return }
        let failures = surface.failingChecks(of: node)
        if component.type == "Button" { properties["enabled"] = .bool(failures.isEmpty) }
        if !failures.isEmpty { properties["checkMessages"] = .array(failures.map { .string($0.message) }) }
    }

    /// What places `node`'s children: their weights, and the slot of each (a Modal's trigger and content).
    func placement(of node: SurfaceNode) -> JSONObject {
        var properties = JSONObject()
        guard !node.children.isEmpty else { return properties }
        if surface.holdsWeights, node.children.contains(where: { surface.weight(of: $0.componentId) != nil }) {
            properties["childWeights"] = .array(node.children.map { surface.weight(of: $0.componentId) ?? .null })
        }
        if let slots = childSlots(of: node) { properties["childSlots"] = .array(slots.map(JSONValue.string)) }
        return properties
    }

    /// The events of `component`'s node: a Button's `onPress`, an input's `onChange`; `target` is the node's
    /// instance id, a text or an expression of the engine (an item of a long list names its index).
    func events(of component: Component, target node: JSONValue) -> JSONObject {
        var properties = JSONObject()
        addEvents(of: component, target: node, to: &properties)
        return properties
    }

    /// Adds ``events(of:target:)`` to `properties`, in their place when `properties` has members of those names.
    func addEvents(of component: Component, target node: JSONValue, to properties: inout JSONObject) {
        let input = component.version == .v0_8 && component.type == "TextField" ? "text" : SurfaceScreen.inputProperty(ofType: component.type)
        let writes = input.map { (try? component.value($0))??.boundPath != nil } ?? false
        guard component.hasAction || writes else { return }
        let target: JSONObject = ["surfaceId": .string(surface.id), "node": node]
        if component.hasAction {
            properties["onPress"] = [["_:action": .string(SurfaceScreen.pressAction), "properties": .object(target)]]
        }
        if let input, writes {
            var write = target
            write["property"] = .string(input)
            write["value"] = "@{onChange}"
            properties["onChange"] = [["_:action": .string(SurfaceScreen.writeAction), "properties": .object(write)]]
        }
    }

    /// The members of lists of objects whose members are bound values themselves (Tabs' titles, ChoicePicker's
    /// option labels), evaluated in the node's scope.
    private func evaluatedMembers(of value: JSONValue, named name: String, in node: SurfaceNode,
                                  version: A2UIVersion) throws(A2UIError) -> JSONValue {
        guard name == "tabs" || name == "options", case .array(let items) = value else { return value }
        let context = surface.context(scope: node.scope, index: node.index)
        var evaluated: [JSONValue] = []
        for item in items {
            guard case .object(var members) = item else {
                evaluated.append(item)
                continue
            }
            for key in ["title", "label"] {
                guard let member = members[key] else { continue }
                members[key] = try BoundValue(member, version: version).evaluate(in: context) ?? .null
            }
            members.removeValue(forKey: "child")
            evaluated.append(.object(members))
        }
        return .array(evaluated)
    }

    /// The slot of each child, when the component places children by slot (Modal's trigger and content).
    private func childSlots(of node: SurfaceNode) -> [String]? {
        guard node.type == "Modal" else { return nil }
        let names = ["entryPointChild": "trigger", "contentChild": "content"]
        return node.children.map { names[$0.slot] ?? $0.slot }
    }
}

extension SurfaceScreen {
    /// `value` with every `@{` written so that the engine shows it as text instead of evaluating it: an A2UI
    /// text is never a Nimbus expression (Docs/Nimbus.md §3.2: an odd run of backslashes escapes one).
    public static func escapingExpressions(_ value: JSONValue) -> JSONValue {
        ExpressionEscaping.escaped(value)
    }
}
