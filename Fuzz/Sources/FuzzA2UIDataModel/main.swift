import Foundation
import FuzzSupport
import StratusA2UI
import StratusCodable

/// libFuzzer target: data model updates (`updateDataModel`, v0.8 `dataModelUpdate`, and inputs written back)
/// applied to a surface whose components read the model (bound texts, a template list with relative paths, a
/// formatString, checks), so that fuzzing spends its time on paths and values rather than on message syntax.
///
/// Each line of the input is one update: `PATH<TAB>VALUE` writes VALUE (JSON, else the text as a string),
/// `PATH` alone deletes; a line starting with `8` is sent as v0.8's `dataModelUpdate`, with `!` the value is
/// what the user typed into the TextField bound to PATH. After each update the model must read back what was
/// written, an update refused must leave the model as it was, and the surface must resolve and evaluate.
@main
enum FuzzA2UIDataModel {
    static let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"
    static let setup = [
        #"{"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\#(catalog)"}}"#,
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["title", "name", "items", "summary", "send"]}, {"id": "title", "component": "Text", "text": {"path": "/title"}}, {"id": "name", "component": "TextField", "label": "Name", "value": {"path": "/form/name"}, "checks": [{"condition": {"call": "required", "args": {"value": {"path": "/form/name"}}}, "message": "required"}]}, {"id": "items", "component": "List", "children": {"path": "/items", "componentId": "item"}}, {"id": "item", "component": "Row", "children": ["item-text", "item-done"]}, {"id": "item-text", "component": "Text", "text": {"path": "text"}}, {"id": "item-done", "component": "CheckBox", "label": {"path": "label"}, "value": {"path": "done"}}, {"id": "summary", "component": "Text", "text": {"call": "formatString", "args": {"value": "${/title}: ${/items/0/text} of ${formatNumber(value: ${/count})}"}}}, {"id": "send", "component": "Button", "child": "send-label", "action": {"event": {"name": "send", "context": {"name": {"path": "/form/name"}, "items": {"path": "/items"}}}}}, {"id": "send-label", "component": "Text", "text": "Send"}]}}"#,
        #"{"dataModelUpdate": {"surfaceId": "old", "contents": [{"key": "title", "valueString": "v0.8"}]}}"#,
        #"{"beginRendering": {"surfaceId": "old", "root": "root"}}"#,
        #"{"surfaceUpdate": {"surfaceId": "old", "components": [{"id": "root", "component": {"Text": {"text": {"path": "/title"}}}}]}}"#,
    ]

    static func main() {
        exit(runFuzzer { data, count in
            let text = String(decoding: fuzzInput(data, count), as: UTF8.self)
            var group = SurfaceGroup()
            for line in FuzzA2UIDataModel.setup { try! group.apply(A2UIStream.decodeLine(line)) }
            for line in text.split(separator: "\n").prefix(2_000) { FuzzA2UIDataModel.apply(Substring(line), to: &group) }
            for surface in group.surfaces.values { _ = SurfaceScreen(group, showing: [surface.id]).value.description }
            return 0
        })
    }

    static func apply(_ line: Substring, to group: inout SurfaceGroup) {
        var line = line
        let legacy = line.first == "8"
        let typed = line.first == "!"
        if legacy || typed { line = line.dropFirst() }
        let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let value: JSONValue? = parts.count > 1 ? ((try? JSONValue(parsing: String(parts[1]))) ?? .string(String(parts[1]))) : nil
        let surfaceId = legacy ? "old" : "s"
        guard let before = group[surfaceId]?.dataModel else { return }
        if typed {
            guard let surface = group[surfaceId], let node = surface.tree().root?.allNodes.first(where: { $0.type == "TextField" }) else { return }
            do throws(A2UIError) {
                try group.write(value, to: "value", of: node, in: surfaceId)
            } catch {
                precondition(group[surfaceId]?.dataModel == before, "a refused write changed the model")
            }
            return
        }
        var body: JSONObject = ["surfaceId": .string(surfaceId), "path": .string(path)]
        if legacy {
            body["contents"] = .array(contents(of: value))
        } else if let value {
            body["value"] = value
        }
        let message: JSONValue = legacy ? ["dataModelUpdate": .object(body)] : ["version": "v0.9", "updateDataModel": .object(body)]
        guard let decoded = try? A2UIStream.decodeLine(message.jsonString()) else { return }
        do throws(A2UIError) {
            try group.apply(decoded)
        } catch {
            precondition(group[surfaceId]?.dataModel == before, "a refused update changed the model: \(error.message)")
            _ = SurfaceGroup.reply(to: error, for: decoded).json.jsonString()
            return
        }
        guard !legacy, let model = group[surfaceId]?.dataModel, let pointer = try? JSONPointer(path) else { return }
        let read = model.value(at: pointer)
        if let value {
            precondition(read == value, "\(path) reads \(String(describing: read)) after \(value) was written")
        } else if pointer.isRoot {
            precondition(read == .object([:]), "the model is \(String(describing: read)) after it was deleted whole")
        } else {
            precondition(read == nil || read == .null, "\(path) still reads \(String(describing: read)) after it was deleted")
        }
    }

    /// v0.8's `contents` for a value: an object's members as typed entries, anything else under the key `value`.
    static func contents(of value: JSONValue?) -> [JSONValue] {
        func entry(_ key: String, _ value: JSONValue) -> JSONValue {
            switch value {
            case .string(let text): ["key": .string(key), "valueString": .string(text)]
            case .integer, .double: ["key": .string(key), "valueNumber": value]
            case .bool: ["key": .string(key), "valueBoolean": value]
            case .object(let members): ["key": .string(key), "valueMap": .array(members.map { entry($0.key, $0.value) })]
            default: ["key": .string(key), "valueString": .string(value.jsonString())]
            }
        }
        guard let value else { return [] }
        if case .object(let members) = value { return members.map { entry($0.key, $0.value) } }
        return [entry("value", value)]
    }
}
