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
        let reader = MessageReader(document)
        _ = try reader.object("a catalog")
        self.document = document
        catalogId = try reader.required("catalogId", in: "a catalog").string()
        instructions = try reader.member("instructions")?.string()
        components = try reader.member("components")?.object("\"components\"") ?? [:]
        functions = [:]
        if let list = reader.member("functions") {
            let entries: [(String?, MessageReader)]
            if case .array = list.value {
                entries = try list.elements().map { ($0.value["name"]?.stringValue, $0) }
            } else {
                entries = try list.object("\"functions\"").keys.compactMap { key in list.member(key).map { (key, $0) } }
            }
            for (name, entry) in entries {
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
                    self[keyPath: names][type] = try written.elements().map { name throws(A2UIError) in try name.string() }
                }
            }
        }
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
