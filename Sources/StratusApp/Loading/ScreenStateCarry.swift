import StratusCore

/// The states of a screen's nodes, taken before a reload and written into the new version of the screen,
/// so that the nodes still there keep their state (issue 2: live reload).
///
/// A node of the new screen gets the old values when it has the same explicit `id`, or else the same JSON
/// path and component. Only the states it still declares are carried: a state removed from the file goes,
/// a state added starts from its value in the file.
public struct ScreenStateCarry: Sendable, Equatable {
    /// A node's identity and its state values.
    public struct Entry: Sendable, Equatable {
        /// The component, so that a path now holding another component does not take the values.
        public var component: String
        /// The state values by state id.
        public var states: JSONObject

        /// Creates an entry.
        public init(component: String, states: JSONObject) {
            self.component = component
            self.states = states
        }
    }

    /// Entries by explicit node id.
    public var byID: [String: Entry] = [:]
    /// Entries by JSON path (`$.children[1]`), for nodes without an explicit id.
    public var byPath: [String: Entry] = [:]

    /// An empty carry.
    public init() {}

    /// Takes the states of a live tree. Nodes repeated by a forEach share a JSON path: those are left out,
    /// since one node of the file stands for all of them.
    @MainActor
    public init(tree root: Node) {
        var pathCounts: [String: Int] = [:]
        var pending: [Node] = [root]
        var nodes: [Node] = []
        while let node = pending.popLast() {
            pending.append(contentsOf: node.children)
            guard !node.states.isEmpty else { continue }
            nodes.append(node)
            pathCounts[node.jsonPath, default: 0] += 1
        }
        for node in nodes {
            var states = JSONObject()
            for cell in node.states { states[cell.id] = cell.value }
            let entry = Entry(component: node.component.identifier, states: states)
            if !node.id.hasPrefix("nimbus:") {
                byID[node.id] = entry
            } else if pathCounts[node.jsonPath] == 1 {
                byPath[node.jsonPath] = entry
            }
        }
    }

    /// Whether there is nothing to carry.
    public var isEmpty: Bool { byID.isEmpty && byPath.isEmpty }

    /// The screen with the carried values written into the `state` maps of matching nodes.
    public func applied(to screen: JSONValue) -> JSONValue {
        isEmpty ? screen : applying(to: screen, path: "$", depth: 0)
    }

    private func applying(to value: JSONValue, path: String, depth: Int) -> JSONValue {
        guard depth < 512, case .object(var node) = value else { return value }
        let component = node["_:component"]?.stringValue ?? ""
        let entry: Entry? = {
            if let id = node["id"]?.stringValue, let entry = byID[id] { return entry }
            return byPath[path]
        }()
        if let entry, entry.component == component, case .object(var states)? = node["state"] {
            for key in states.keys {
                if let carried = entry.states[key] { states[key] = carried }
            }
            node["state"] = .object(states)
        }
        if case .array(var children)? = node["children"] {
            for index in children.indices {
                children[index] = applying(to: children[index], path: "\(path).children[\(index)]", depth: depth + 1)
            }
            node["children"] = .array(children)
        }
        return .object(node)
    }
}
