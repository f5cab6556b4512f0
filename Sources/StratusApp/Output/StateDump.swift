import StratusA2UI
import StratusCore

/// The `--dump-state` object of `stratus render`: the global state, each node's states by node id, and for an
/// A2UI screen each surface's data model by surface id.
///
/// ```json
/// {"global": null, "screen": "/todo.json", "navigationState": {}, "nodes": {"todo-list": {"items": [...]}}}
/// {"global": null, "screen": "/profile.jsonl", "navigationState": {}, "nodes": {...},
///  "surfaces": {"profile": {"user": {"name": "Ada"}}}}
/// ```
/// Nodes are those of the current screen's visible tree; a node without states is left out. `surfaces` is there
/// only when the screen shows A2UI surfaces: their data models are the states of their root nodes
/// (Docs/A2UI.md, "One reactive model").
public enum StateDump {
    /// Builds the object for the engine's current screen.
    @MainActor
    public static func value(of engine: ServerDrivenEngine) -> JSONValue {
        var object = JSONObject()
        object["global"] = engine.scope.state(named: "global")?.value ?? .null
        let screen = engine.navigator.currentScreen
        object["screen"] = screen.map { .string($0.url) } ?? .null
        var navigation = JSONObject()
        for cell in screen?.scope.cells ?? [] { navigation[cell.id] = cell.value }
        object["navigationState"] = .object(navigation)
        var nodes = JSONObject()
        var surfaces = JSONObject()
        if let root = screen?.root {
            var pending = [root]
            while !pending.isEmpty {
                let node = pending.removeFirst()
                pending.append(contentsOf: node.children)
                guard !node.states.isEmpty else { continue }
                var states = JSONObject()
                for cell in node.states { states[cell.id] = cell.value }
                nodes[node.id] = .object(states)
                if case .string(let surfaceId)? = states[SurfaceScreen.surfaceIdState] {
                    surfaces[surfaceId] = states[SurfaceScreen.dataModelState] ?? .null
                }
            }
        }
        object["nodes"] = .object(nodes)
        if !surfaces.isEmpty { object["surfaces"] = .object(surfaces) }
        return .object(object)
    }
}
