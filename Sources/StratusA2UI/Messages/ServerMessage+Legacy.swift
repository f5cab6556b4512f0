import Foundation
import OrderedCollections
import StratusCodable

extension ServerMessage {
    /// Reads the body of a v0.8 message (`surfaceUpdate`, `dataModelUpdate`, `beginRendering`, `deleteSurface`).
    static func readLegacy(_ type: String, _ body: MessageReader, version: A2UIVersion) throws(A2UIError) -> Kind {
        switch type {
        case "surfaceUpdate":
            return try updateComponents(body, in: type, version: version)
        case "dataModelUpdate":
            try body.rejectMembers(otherThan: ["surfaceId", "path", "contents"], in: type)
            let path = try body.member("path")?.string() ?? "/"
            return .updateDataModel(UpdateDataModel(
                surfaceId: try surfaceId(of: body, in: type),
                path: legacyPointer(path),
                value: try legacyContents(try body.required("contents", in: type))
            ))
        case "beginRendering":
            try body.rejectMembers(otherThan: ["surfaceId", "catalogId", "root", "styles"], in: type)
            return .beginRendering(BeginRendering(
                surfaceId: try surfaceId(of: body, in: type),
                root: try body.required("root", in: type).string(),
                catalogId: try body.member("catalogId")?.string(),
                styles: try body.member("styles")?.object("\"styles\"") ?? [:]
            ))
        default:
            try body.rejectMembers(otherThan: ["surfaceId"], in: type)
            return .deleteSurface(surfaceId: try surfaceId(of: body, in: type))
        }
    }

    /// A v0.8 data path as a JSON Pointer: v0.8 also wrote `user`, `user.name` and `items[0].title`.
    static func legacyPointer(_ path: String) -> String {
        if path.hasPrefix("/") || path.isEmpty { return path.isEmpty ? "/" : path }
        var segments: [String] = []
        for part in path.split(separator: ".", omittingEmptySubsequences: true) {
            var rest = Substring(part)
            while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
                if open > rest.startIndex { segments.append(String(rest[..<open])) }
                segments.append(String(rest[rest.index(after: open)..<close]))
                rest = rest[rest.index(after: close)...]
            }
            if !rest.isEmpty { segments.append(String(rest)) }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// v0.8's key/value `contents` as plain JSON: `[{"key": "name", "valueString": "Bob"}]` is `{"name": "Bob"}`.
    ///
    /// As google/A2UI renderers/web_core/src/v0_8/data/model-processor.ts: one entry keyed `.` is the value
    /// itself, a `valueMap` is read the same way one level down, and a string that holds a JSON object or array
    /// is that object or array (v0.8 had no way to send a list otherwise). An object in place of the array (the
    /// protocol document's own example writes `"contents": {}`) is taken as the value.
    static func legacyContents(_ reader: MessageReader) throws(A2UIError) -> JSONValue {
        if case .object = reader.value { return reader.value }
        let entries = try reader.elements()
        if entries.count == 1, entries[0].value["key"] == "." {
            return try legacyEntryValue(entries[0]) ?? .null
        }
        var object = JSONObject()
        for entry in entries {
            let key = try entry.required("key", in: "a data entry").string()
            object[key] = try legacyEntryValue(entry) ?? .null
        }
        return .object(object)
    }

    private static func legacyEntryValue(_ entry: MessageReader) throws(A2UIError) -> JSONValue? {
        let members = try entry.object("a data entry")
        guard let valueKey = members.keys.first(where: { $0.hasPrefix("value") }), let reader = entry.member(valueKey) else {
            return nil
        }
        switch valueKey {
        case "valueMap": return try legacyContents(reader)
        case "valueString": return legacyJSONInString(try reader.string())
        case "valueNumber": _ = try reader.number()
        case "valueBoolean": _ = try reader.bool()
        default: break
        }
        return reader.value
    }

    private static func legacyJSONInString(_ string: String) -> JSONValue {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        let looksLikeJSON = (trimmed.hasPrefix("{") && trimmed.hasSuffix("}")) || (trimmed.hasPrefix("[") && trimmed.hasSuffix("]"))
        guard looksLikeJSON, let parsed = try? JSONValue(parsing: trimmed) else { return .string(string) }
        return parsed
    }
}
