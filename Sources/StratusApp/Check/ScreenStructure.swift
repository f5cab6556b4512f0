import StratusCore
import StratusFormats

/// What a screen must be before anything in it can be read: a node (a map with a string `"_:component"`, a
/// `state` and `properties` that are maps, `children` that is a list of nodes), or a bundle of such screens by
/// name.
///
/// `stratus check` reports every structural problem; the loaders of `run`, `render` and live reload stop at
/// the first error with the same words and position (``firstError(in:rootPath:positions:file:)``), so that a
/// problem reads the same wherever it is met.
public enum ScreenStructure {
    /// The keys a node may have.
    static let nodeKeys: Set<String> = ["_:component", "id", "state", "properties", "children"]
    /// The keys a node may have, as a diagnostic lists them.
    static let nodeKeysList = nodeKeys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
    /// Why a document is not a screen.
    static let notAScreen = "not a screen: the root must be a node with \"_:component\" (or a bundle of screens)"

    /// The first error that keeps the screen at `rootPath` of a document from loading, with its line and
    /// column, or nil when its structure is sound.
    /// - Parameters:
    ///   - value: the screen (for a bundle entry, the entry, not the whole bundle).
    ///   - rootPath: where the screen is in the document: `$`, or `$.NAME` for a bundle entry.
    ///   - positions: the document's positions.
    ///   - file: the file or URL, for the error.
    public static func firstError(in value: JSONValue, rootPath: String = "$", positions: SourcePositionMap,
                                  file: String) -> StratusAppError? {
        var report = CheckReport()
        if rootPath == "$", case .bundle = ScreenBundle.screens(in: value) {
            // A whole bundle is opened by one of its names; the engine says what it makes of the rest.
            return nil
        }
        if rootPath == "$", ScreenBundle.screens(in: value) == .notAScreen {
            report.add(.error, notAScreen, at: rootPath)
        } else {
            check(value, at: rootPath, depth: 0, into: &report)
        }
        guard let error = report.findings.first(where: { $0.severity == .error }) else { return nil }
        let position = error.onKey ? positions.keyPosition(of: error.path) : positions.position(of: error.path)
        return StratusAppError(.screenLoadFailed, error.message, file: file, line: position?.line ?? 1,
                               column: position?.column ?? 1, jsonPath: error.path)
    }

    /// Notes every structural problem of the node at `path` and its children (the engine's `NodeBuilder`
    /// stops at the first one). The path is written out only for a problem: a sound screen of 65,536 nodes is
    /// walked without making two strings per node.
    static func check(_ value: JSONValue, at path: @autoclosure () -> String, depth: Int, into report: inout CheckReport) {
        guard depth < NodeBuilder.maximumDepth else {
            report.add(.error, "nodes nested deeper than \(NodeBuilder.maximumDepth) levels", at: path())
            return
        }
        guard case .object(let node) = value else {
            report.add(.error, "expected a node (a map with \"_:component\"), found \(kind(of: value))", at: path())
            return
        }
        switch node["_:component"] {
        case .string(let name)?:
            if name.isEmpty { report.add(.error, "\"_:component\" is empty", at: path() + "._:component") }
        case nil:
            report.add(.error, "a node needs \"_:component\"", at: path())
        case let other?:
            report.add(.error, "\"_:component\" must be a string, found \(kind(of: other))", at: path() + "._:component")
        }
        for key in node.keys where !nodeKeys.contains(key) {
            let suggestion = SpellingSuggestion.closest(to: key, among: nodeKeys).map { "; did you mean \"\($0)\"?" }
            report.add(.warning, "unknown key \"\(key)\" in a node (expected \(nodeKeysList)); it is ignored"
                       + (suggestion ?? ""), at: SourcePositionMap.member(key, of: path()), onKey: true)
        }
        if let state = node["state"], state.objectValue == nil, state != .null {
            report.add(.error, "\"state\" must be a map, found \(kind(of: state))", at: path() + ".state")
        }
        if let properties = node["properties"], properties.objectValue == nil, properties != .null {
            report.add(.error, "\"properties\" must be a map, found \(kind(of: properties))", at: path() + ".properties")
        }
        switch node["children"] {
        case nil, .null?: break
        case .array(let children)?:
            for (index, child) in children.enumerated() {
                check(child, at: SourcePositionMap.element(index, of: path() + ".children"), depth: depth + 1,
                      into: &report)
            }
        case let other?:
            report.add(.error, "\"children\" must be a list, found \(kind(of: other))", at: path() + ".children")
        }
    }

    /// `null`, `a boolean`, `a number`, `a string`, `a list`, `a map`.
    static func kind(of value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .integer, .double: return "a number"
        case .string: return "a string"
        case .array: return "a list"
        case .object: return "a map"
        }
    }
}
