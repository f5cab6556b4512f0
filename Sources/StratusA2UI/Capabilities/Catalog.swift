import OrderedCollections
import StratusCodable

/// A catalog: the components and functions a surface may use, as a catalog document declares them.
///
/// Reads the basic and minimal catalogs of v0.9 to v1.0 and inline catalogs (v1.0 clients may send their own):
/// `catalogId`, `instructions`, `components` (type name to JSON Schema), `functions` (a map by name from v0.9.1
/// and v1.0's wire, a list with `name` in early v0.9 documents) with their return type, where they may be called
/// from and their arguments, and the `surfaceProperties` (v0.9 `theme`) schema.
public struct Catalog: Sendable {
    /// A function as the catalog declares it.
    public struct FunctionDefinition: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// What it returns (`boolean` when the catalog does not say, as the schemas default).
        public var returnType: A2UIFunction.ReturnType
        /// Where it may be called from (`clientOnly` when the catalog does not say).
        public var callableFrom: A2UIFunction.CallableFrom
        /// Its arguments' names, in order.
        public var arguments: [String]
        /// The arguments it cannot do without.
        public var requiredArguments: [String]
    }

    /// The catalog's id, which `createSurface` names.
    public var catalogId: String
    /// Guidance for the agent, in Markdown (v1.0).
    public var instructions: String?
    /// Each component type's JSON Schema, by type name.
    public var components: OrderedDictionary<String, JSONValue>
    /// The functions, by name.
    public var functions: OrderedDictionary<String, FunctionDefinition>
    /// The schema of `surfaceProperties` (`theme` before v1.0), when the catalog has one.
    public var surfaceProperties: JSONValue?
    /// The whole document, as read.
    public var document: JSONValue
    /// The parent types each component type may be placed under (`allowedParents`, v1.0 of 2026-08-18; `Surface`
    /// is the surface itself), for the types that say.
    public var allowedParents: [String: [String]] = [:]
    /// The child types each container type may hold (`allowedChildren`), for the types that say.
    public var allowedChildren: [String: [String]] = [:]

    /// Reads a catalog document.
    ///
    /// - Throws: ``A2UIError`` (`invalidMessage`) with the JSON path of a missing `catalogId` or a malformed member.
    public init(decoding document: JSONValue) throws(A2UIError) {
        if let problem = Self.problems(in: document).first { throw problem }
        let reader = MessageReader(document)
        self.document = document
        catalogId = try reader.required("catalogId", in: "a catalog").string()
        instructions = try reader.member("instructions")?.string()
        components = try reader.member("components")?.object("\"components\"") ?? [:]
        functions = [:]
        if let list = reader.member("functions") {
            for (name, entry) in try Self.functionEntries(list) {
                guard let name else { throw entry.error("a catalog function needs a name") }
                functions[name] = try Self.function(named: name, entry)
            }
        }
        surfaceProperties = document["$defs"]?["surfaceProperties"] ?? document["$defs"]?["theme"]
        if let list = reader.member("components") {
            for type in components.keys {
                guard let definition = list.member(type) else { continue }
                for (key, names) in [("allowedParents", \Catalog.allowedParents), ("allowedChildren", \Catalog.allowedChildren)] {
                    guard let written = definition.member(key) else { continue }
                    self[keyPath: names][type] = try Self.typeNames(written)
                }
            }
        }
    }

    /// Every problem the reader finds in a catalog document, in the order of its members; empty for a catalog
    /// ``init(decoding:)`` reads. What `catalog_definition.json` requires that is cheap to see: an object with a
    /// string `catalogId`, `components` an object of objects that does not define the reserved `Surface`, their
    /// `allowedParents` and `allowedChildren` lists of distinct type names, and functions as ``init(decoding:)``
    /// reads them.
    public static func problems(in document: JSONValue) -> [A2UIError] {
        let reader = MessageReader(document)
        do {
            _ = try reader.object("a catalog")
        } catch {
            return [error]
        }
        var problems: [A2UIError] = []
        func note(_ read: () throws(A2UIError) -> Void) {
            do { try read() } catch { problems.append(error) }
        }
        note { () throws(A2UIError) in _ = try reader.required("catalogId", in: "a catalog").string() }
        note { () throws(A2UIError) in _ = try reader.member("instructions")?.string() }
        if let list = reader.member("components") {
            note { () throws(A2UIError) in
                for type in try list.object("\"components\"").keys {
                    guard let definition = list.member(type) else { continue }
                    guard type != CompositionRules.surface else {
                        problems.append(definition.error(
                            "a catalog may not define \"Surface\": the name is reserved for the surface itself, the parent of a root component in \"allowedParents\""))
                        continue
                    }
                    note { () throws(A2UIError) in _ = try definition.object("component \"\(type)\"") }
                    for key in ["allowedParents", "allowedChildren"] {
                        guard let written = definition.member(key) else { continue }
                        note { () throws(A2UIError) in _ = try typeNames(written) }
                    }
                }
            }
        }
        if let list = reader.member("functions") {
            note { () throws(A2UIError) in
                for (name, entry) in try functionEntries(list) {
                    guard let name else { throw entry.error("a catalog function needs a name") }
                    _ = try function(named: name, entry)
                }
            }
        }
        return problems
    }

    /// The component type names of an `allowedParents` or `allowedChildren` list: an array of distinct strings.
    private static func typeNames(_ list: MessageReader) throws(A2UIError) -> [String] {
        var names: [String] = []
        for element in try list.elements() {
            guard case .string(let name) = element.value else {
                throw element.error("\(list.path.last?.key.map { "\"\($0)\"" } ?? "the list") must hold component type names, found \(element.value.kindDescription)")
            }
            guard !names.contains(name) else { throw element.error("\"\(name)\" is listed twice") }
            names.append(name)
        }
        return names
    }

    /// The functions of `list` with their names: a map by name, or a list of entries with `name`.
    private static func functionEntries(_ list: MessageReader) throws(A2UIError) -> [(String?, MessageReader)] {
        if case .array = list.value {
            return try list.elements().map { ($0.value["name"]?.stringValue, $0) }
        }
        return try list.object("\"functions\"").keys.compactMap { key in list.member(key).map { (key, $0) } }
    }

    /// Whether the catalog has a component type `name`.
    public func hasComponent(_ name: String) -> Bool { components[name] != nil }

    private static func function(named name: String, _ entry: MessageReader) throws(A2UIError) -> FunctionDefinition {
        let properties = entry.value["properties"]
        let declared = entry.value["returnType"]?.stringValue ?? properties?["returnType"]?["const"]?.stringValue
        let returnType = declared.flatMap(A2UIFunction.ReturnType.init(rawValue:)) ?? .boolean
        var callableFrom = A2UIFunction.CallableFrom.clientOnly
        if let written = try entry.member("callableFrom")?.string() {
            guard let known = A2UIFunction.CallableFrom(rawValue: written) else {
                throw entry.error("\"callableFrom\" must be clientOnly, remoteOnly or clientOrRemote, found \"\(written)\"")
            }
            callableFrom = known
        }
        // v1.0 of 2026-08-18 renamed it: renderer for client, agent for remote.
        if let caller = entry.member("allowedCallers") {
            let written = try caller.string()
            guard let known = A2UIFunction.CallableFrom(allowedCallers: written) else {
                throw caller.error("\"allowedCallers\" must be rendererOnly, agentOnly or rendererOrAgent, found \"\(written)\"")
            }
            callableFrom = known
        }
        let arguments = properties?["args"]?["properties"]?.objectValue.map { Array($0.keys) } ?? []
        let required = properties?["args"]?["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        return FunctionDefinition(name: name, returnType: returnType, callableFrom: callableFrom,
                                  arguments: arguments, requiredArguments: required)
    }
}
