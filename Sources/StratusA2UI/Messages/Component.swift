import OrderedCollections
import StratusCodable

/// One component of a surface as a message defines it: its id, its type, and its properties.
///
/// Both wire shapes become this one: v0.9 and later write `{"id": "t", "component": "Text", "text": "Hi"}`, v0.8
/// writes `{"id": "t", "weight": 1, "component": {"Text": {"text": {"literalString": "Hi"}}}}` (its `weight` is
/// kept among the properties). What links components into a tree (child ids, child lists, tab children, a
/// modal's trigger and content), the action and the checks are read when the message is decoded, so a malformed
/// one is reported with the message's line, column and path; every other property stays JSON and is read as a
/// ``BoundValue`` when it is evaluated.
public struct Component: Sendable, Hashable {
    /// The component's members, kept once however often it is copied: a surface stores, checks, resolves and
    /// writes each component, and a copy of the members themselves took a dozen reference counts.
    private final class Storage: Sendable {
        let id: String
        let type: String
        let properties: JSONObject
        let version: A2UIVersion
        let references: [ComponentReference]
        let action: ComponentAction?
        let checks: [CheckRule]
        /// ``Component/mayCallFunctions``, found while the properties are at hand (a surface asks it of each
        /// component it stores, long after they were read).
        let mayCallFunctions: Bool
        /// Whether it has an ``Component/action``: asked of every component a screen writes, and reading the action
        /// itself copies it.
        let hasAction: Bool

        init(id: String, type: String, properties: JSONObject, version: A2UIVersion, references: [ComponentReference],
             action: ComponentAction?, checks: [CheckRule]) {
            self.id = id
            self.type = type
            self.properties = properties
            self.version = version
            self.references = references
            self.action = action
            self.checks = checks
            mayCallFunctions = properties.values.contains(where: Component.containsCall)
            hasAction = action != nil
        }

        /// These members, with the ones given changed.
        func changing(id: String? = nil, type: String? = nil, properties: JSONObject? = nil, version: A2UIVersion? = nil) -> Storage {
            Storage(id: id ?? self.id, type: type ?? self.type, properties: properties ?? self.properties,
                    version: version ?? self.version, references: references, action: action, checks: checks)
        }
    }

    private var storage: Storage

    // The members are read in place (`_read`): reading one retains nothing.
    /// The id other components refer to it by.
    public var id: String {
        _read { yield storage.id }
        set { storage = storage.changing(id: newValue) }
    }
    /// The catalog's name of its type (`Text`, `Column`, `Button`).
    public var type: String {
        _read { yield storage.type }
        set { storage = storage.changing(type: newValue) }
    }
    /// Every property other than `id` and `component`, as written.
    public var properties: JSONObject {
        _read { yield storage.properties }
        set { storage = storage.changing(properties: newValue) }
    }
    /// The protocol version it was written in, which says how its values are written.
    public var version: A2UIVersion {
        get { storage.version }
        set { storage = storage.changing(version: newValue) }
    }
    /// The components it refers to, property by property, in the order written.
    public var references: [ComponentReference] { _read { yield storage.references } }
    /// What it does when used, when it has an `action`.
    public var action: ComponentAction? { _read { yield storage.action } }
    /// Its validation rules (`checks`), in order.
    public var checks: [CheckRule] { _read { yield storage.checks } }
    /// Whether the component may call a function: a `{"call": ...}` somewhere in its properties, its checks
    /// included. Read without parsing its values, so that storing many components costs little.
    var mayCallFunctions: Bool { storage.mayCallFunctions }
    /// Whether it has an ``action``, known without copying it.
    var hasAction: Bool { storage.hasAction }

    /// Whether the two have the same members (at once when they share their storage).
    public static func == (lhs: Component, rhs: Component) -> Bool {
        if lhs.storage === rhs.storage { return true }
        let (left, right) = (lhs.storage, rhs.storage)
        return left.id == right.id && left.type == right.type && left.properties == right.properties
            && left.version == right.version && left.references == right.references && left.action == right.action
            && left.checks == right.checks
    }

    /// Hashes every member, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.id)
        hasher.combine(storage.type)
        hasher.combine(storage.properties)
        hasher.combine(storage.version)
        hasher.combine(storage.references)
        hasher.combine(storage.action)
        hasher.combine(storage.checks)
    }

    /// Creates a component from its parts (tests, and surfaces made in code).
    public init(id: String, type: String, properties: JSONObject = [:], version: A2UIVersion = .v1_0) throws(A2UIError) {
        var object = properties
        object["id"] = .string(id)
        object["component"] = .string(type)
        if version == .v0_8 {
            var inner = properties
            inner.removeValue(forKey: "weight")
            object = ["id": .string(id), "component": .object([type: .object(inner)])]
            if let weight = properties["weight"] { object["weight"] = weight }
        }
        try self.init(reading: MessageReader(.object(object)), version: version)
    }

    /// Reads a component as `version` writes it.
    init(reading reader: MessageReader, version: A2UIVersion) throws(A2UIError) {
        var previous = JSONObject()
        try self.init(reading: reader, version: version, after: &previous)
    }

    /// Reads a component as `version` writes it, after the component whose properties were `previous` (then this
    /// one's): properties named as the previous one's, in the same order (a long column's texts, each its `text`),
    /// are kept in a copy of those, which shares their list of names, as the JSON parser's objects of the same keys
    /// do.
    init(reading reader: MessageReader, version: A2UIVersion, after previous: inout JSONObject) throws(A2UIError) {
        var properties = try reader.object("a component")
        // Members that are as they must be are read straight from the object; a reader says what is wrong with one.
        // Written in the usual order (`id`, then `component`), the two are read where they are, without a key hashed.
        let inOrder = properties.count >= 2 && properties.keys[0] == "id" && properties.keys[1] == "component"
        let id = try Self.string("id", at: 0, inOrder: inOrder, of: properties, reader: reader)
        guard !id.isEmpty else { throw reader.error("a component's \"id\" must not be empty") }
        let type: String
        var inner: MessageReader?
        if version == .v0_8 {
            let typeReader = try reader.required("component", in: "a component")
            let wrapper = try typeReader.object("\"component\"")
            guard wrapper.count == 1, let (name, value) = wrapper.elements.first else {
                throw typeReader.error("\"component\" must hold exactly one component type, found \(wrapper.count)")
            }
            type = name
            let innerReader = MessageReader(value, at: typeReader.path + [.key(name)])
            var innerProperties = try innerReader.object("the properties of \(name)")
            if let weight = properties["weight"] { innerProperties["weight"] = weight }
            try reader.rejectMembers(otherThan: ["id", "weight", "component"], in: "a component")
            properties = innerProperties
            inner = innerReader
        } else {
            type = try Self.string("component", at: 1, inOrder: inOrder, of: properties, reader: reader)
            // Kept in one pass into room made at once: removing the two would copy the members first, then move
            // them, and a filter grows its storage member by member.
            if properties.count == previous.count + 2, properties.count <= 4, inOrder,
               previous.keys.indices.allSatisfy({ previous.keys[$0] == properties.keys[$0 + 2] }) {
                var kept = previous
                for index in kept.values.indices { kept.values[index] = properties.values[index + 2] }
                properties = kept
            } else {
                var kept = JSONObject(minimumCapacity: properties.count)
                for (key, value) in properties where key != "id" && key != "component" { kept[key] = value }
                properties = kept
            }
            previous = properties
        }
        // Most components (a long column's texts) have none of the members below: they are not looked up one by one.
        guard properties.keys.contains(where: Self.mayLinkOrAct) else {
            storage = Storage(id: id, type: type, properties: properties, version: version, references: [], action: nil, checks: [])
            return
        }
        let propertiesReader = inner ?? reader
        let references = try Self.readReferences(of: type, in: propertiesReader, version: version)
        let action = try propertiesReader.member("action").map { reader throws(A2UIError) in
            try ComponentAction(reading: reader, version: version)
        }
        let checks = try (propertiesReader.member("checks")?.elements() ?? []).map { reader throws(A2UIError) in
            try CheckRule(reading: reader, version: version)
        }
        storage = Storage(id: id, type: type, properties: properties, version: version, references: references, action: action,
                          checks: checks)
    }

    /// The string member `key` of a component's `properties`, read at `position` when the members are `inOrder`;
    /// an error, from `reader`, when it is absent or no string.
    private static func string(_ key: String, at position: Int, inOrder: Bool, of properties: JSONObject,
                               reader: MessageReader) throws(A2UIError) -> String {
        if inOrder, case .string(let text) = properties.values[position] { return text }
        if case .string(let text)? = properties[key] { return text }
        return try reader.required(key, in: "a component").string()
    }

    /// The property `name` as a bound value, or nil when the component does not have it.
    ///
    /// - Throws: ``A2UIError`` when the value is malformed (a path that is not a string, a call without a name).
    public func value(_ name: String) throws(A2UIError) -> BoundValue? {
        guard let property = properties[name] else { return nil }
        // Most bound values are a path alone: read without a reader.
        if let path = BoundValue.pathAlone(in: property, version: version) { return .path(path) }
        do {
            return try BoundValue(reading: MessageReader(property, atMember: name), version: version)
        } catch {
            throw A2UIError(error.kind, "component \"\(id)\": \(error.message)", at: error.pathComponents)
        }
    }

    /// The ids of every component this one names directly (a template's component included).
    public var referencedIds: [String] {
        references.flatMap { reference -> [String] in
            switch reference.children {
            case .explicit(let ids): return ids
            case .template(let componentId, _): return [componentId]
            }
        }
    }

    /// Whether a member named `key` may name other components (``readReferences(of:in:version:)``), an action or
    /// checks. Told by the length first, so that most names are compared with one or two of these.
    private static func mayLinkOrAct(_ key: String) -> Bool {
        switch key.utf8.count {
        case 4: key == "tabs"
        case 5: key == "child"
        case 6: key == "action" || key == "checks"
        case 7: key == "trigger" || key == "content"
        case 8: key == "children" || key == "tabItems"
        case 12: key == "contentChild"
        case 15: key == "entryPointChild"
        default: false
        }
    }

    /// The properties naming one child: of any component, and of a Modal (v0.8's names, then later ones').
    private static let childKey = ["child"]
    private static let legacyModalKeys = ["child", "entryPointChild", "contentChild"]
    private static let modalKeys = ["child", "trigger", "content"]

    private static func readReferences(
        of type: String, in reader: MessageReader, version: A2UIVersion
    ) throws(A2UIError) -> [ComponentReference] {
        var references: [ComponentReference] = []
        let singleKeys = type != "Modal" ? Self.childKey : version == .v0_8 ? Self.legacyModalKeys : Self.modalKeys
        for key in singleKeys {
            guard let member = reader.member(key) else { continue }
            references.append(ComponentReference(property: key, children: .explicit([try member.string()])))
        }
        if let children = reader.member("children") {
            references.append(ComponentReference(property: "children", children: try ChildList(reading: children, version: version)))
        }
        let tabsKey = version == .v0_8 ? "tabItems" : "tabs"
        if type == "Tabs", let tabs = reader.member(tabsKey) {
            for (index, tab) in try tabs.elements().enumerated() {
                guard let child = tab.member("child") else { continue }
                references.append(ComponentReference(
                    property: "\(tabsKey)[\(index)].child", children: .explicit([try child.string()])))
            }
        }
        return references
    }
}

/// A property of a component that names other components.
public struct ComponentReference: Sendable, Hashable {
    /// The property, as a path inside the component (`child`, `children`, `tabs[1].child`, `trigger`).
    public var property: String
    /// The components it names: one id is a list of one.
    public var children: ChildList
}
