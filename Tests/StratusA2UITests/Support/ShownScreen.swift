import Foundation
import StratusCodable
@testable import StratusA2UI

/// `screen` as the engine shows it at first: each property bound to the data model (`@{a2uiData.title}`) replaced
/// by what the model its surface's root declares holds there (left out when nothing is), and the root's states
/// left out, so that a test compares the values shown.
func shown(_ screen: JSONValue, model: JSONValue? = nil) -> JSONValue {
    guard case .object(var node) = screen else { return screen }
    var model = model
    if case .object(var states)? = node["state"], let declared = states.removeValue(forKey: SurfaceScreen.dataModelState) {
        model = declared
        states.removeValue(forKey: SurfaceScreen.dataModelReadsState)
        states.removeValue(forKey: SurfaceScreen.surfaceIdState)
        node["state"] = states.isEmpty ? nil : .object(states)
    }
    if case .object(let properties)? = node["properties"] {
        var resolved = JSONObject()
        for (name, value) in properties {
            guard case .string(let text) = value, text.hasPrefix("@{\(SurfaceScreen.dataModelState)"), text.hasSuffix("}"),
                  let model else {
                resolved[name] = value
                continue
            }
            let code = text.dropFirst(2).dropLast().replacingOccurrences(of: "[", with: ".").replacingOccurrences(of: "]", with: "")
            let path = code.split(separator: ".").dropFirst().map(String.init)
            if let value = DataModel(model).value(at: JSONPointer(segments: path)) { resolved[name] = value }
        }
        node["properties"] = .object(resolved)
    }
    if case .array(let children)? = node["children"] {
        node["children"] = .array(children.map { shown($0, model: model) })
    }
    return .object(node)
}
