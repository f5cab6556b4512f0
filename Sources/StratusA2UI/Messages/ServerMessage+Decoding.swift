import OrderedCollections
import StratusCodable

extension ServerMessage {
    /// Reads one message, of whichever version it says it is (or, without `"version"`, v0.8 by its shape).
    ///
    /// - Throws: ``A2UIError`` with the JSON path inside the message: `unknownVersion`, `unknownMessageType`
    ///   (none or several of the version's message types, or one it does not have), `invalidMessage` (a missing
    ///   or mistyped member, a member the schema does not allow).
    public init(decoding json: JSONValue) throws(A2UIError) {
        try self.init(reading: MessageReader(json))
    }

    init(reading reader: MessageReader) throws(A2UIError) {
        let object = try reader.object("a message")
        let version: A2UIVersion
        if let versionReader = reader.member("version") {
            let name = try versionReader.string()
            guard let known = A2UIVersion(wireName: name), known != .v0_8 else {
                throw versionReader.error(
                    "unknown A2UI version \"\(name)\"; known: v0.9, v0.9.1, v0.10, v1.0 (v0.8 messages carry no version)",
                    kind: .unknownVersion)
            }
            version = known
        } else if object.keys.contains(where: { A2UIVersion.v0_8.serverMessageTypes.contains($0) }) {
            version = .v0_8
        } else {
            let found = object.keys.first.map { "; found \"\($0)\"" } ?? ""
            throw reader.error(
                "a message needs \"version\" (or a v0.8 message type: surfaceUpdate, dataModelUpdate, beginRendering, deleteSurface)\(found)",
                kind: .unknownMessageType)
        }
        self.version = version
        let types = object.keys.filter { version.serverMessageTypes.contains($0) }
        guard types.count == 1, let type = types.first, let body = reader.member(type) else {
            if types.count > 1 {
                throw reader.error("a message holds exactly one message type, found \(types.joined(separator: ", "))",
                                   kind: .unknownMessageType)
            }
            let other = object.keys.first { $0 != "version" } ?? "nothing"
            throw reader.error(
                "unknown \(version.rawValue) message type \"\(other)\"; expected one of \(version.serverMessageTypes.joined(separator: ", "))",
                kind: .unknownMessageType)
        }
        let envelope: Set<String> = version.hasRemoteCalls && type == "callFunction"
            ? ["version", type, "functionCallId", "wantResponse"]
            : version.hasRemoteCalls && type == "actionResponse" ? ["version", type, "actionId"] : ["version", type]
        try reader.rejectMembers(otherThan: envelope, in: "a \(type) message")
        _ = try body.object("\"\(type)\"")
        if version == .v0_8 {
            kind = try Self.readLegacy(type, body, version: version)
        } else {
            kind = try Self.read(type, body, envelope: reader, version: version)
        }
    }

    private static func read(
        _ type: String, _ body: MessageReader, envelope: MessageReader, version: A2UIVersion
    ) throws(A2UIError) -> Kind {
        switch type {
        case "createSurface":
            let propertiesKey = version == .v1_0 ? "surfaceProperties" : "theme"
            var allowed: Set<String> = ["surfaceId", "catalogId", propertiesKey, "sendDataModel"]
            // v1.0 of 2026-08-18 added surface metadata (extensions) and made catalogId optional.
            if version == .v1_0 { allowed.formUnion(["components", "dataModel", "metadata"]) }
            try body.rejectMembers(otherThan: allowed, in: "createSurface")
            var components: [Component] = []
            if let list = body.member("components") {
                components = try readComponents(list, version: version)
            }
            let dataModel = body.member("dataModel")
            if let dataModel { _ = try dataModel.object("\"dataModel\"") }
            return .createSurface(CreateSurface(
                surfaceId: try surfaceId(of: body, in: type),
                catalogId: version == .v1_0 ? try body.member("catalogId")?.string() ?? ""
                    : try body.required("catalogId", in: "createSurface").string(),
                surfaceProperties: try body.member(propertiesKey)?.object("\"\(propertiesKey)\"") ?? [:],
                sendDataModel: try body.member("sendDataModel")?.bool() ?? false,
                components: components,
                dataModel: dataModel?.value
            ))
        case "updateComponents":
            return try updateComponents(body, in: type, version: version)
        case "updateDataModel":
            try body.rejectMembers(otherThan: ["surfaceId", "path", "value"], in: type)
            var value = body.member("value")?.value
            // v1.0 made null the way to delete; before it, null was a value like any other.
            if version == .v1_0, value == .null { value = nil }
            return .updateDataModel(UpdateDataModel(
                surfaceId: try surfaceId(of: body, in: type),
                path: try body.member("path")?.string() ?? "/",
                value: value
            ))
        case "deleteSurface":
            try body.rejectMembers(otherThan: ["surfaceId"], in: type)
            return .deleteSurface(surfaceId: try surfaceId(of: body, in: type))
        case "callRendererFunction":
            try body.rejectMembers(otherThan: ["functionCallId", "callFunction"], in: type)
            let call = try body.required("callFunction", in: type)
            try call.rejectMembers(otherThan: ["call", "args", "catalogId"], in: "callFunction")
            return .callRendererFunction(CallRendererFunction(
                functionCallId: try body.required("functionCallId", in: type).string(),
                catalogId: try call.required("catalogId", in: "callFunction").string(),
                call: try FunctionCall(reading: call, version: version)))
        case "agentFunctionResponse":
            return .agentFunctionResponse(try FunctionResponse(reading: body, in: type))
        case "callFunction":
            var allowed: Set<String> = ["call", "args"]
            if version == .v0_10 { allowed.formUnion(["returnType", "callableFrom"]) }
            try body.rejectMembers(otherThan: allowed, in: type)
            return .callFunction(CallFunction(
                functionCallId: try envelope.required("functionCallId", in: "a callFunction message").string(),
                wantResponse: try envelope.member("wantResponse")?.bool() ?? false,
                call: try FunctionCall(reading: body, version: version),
                callableFrom: try body.member("callableFrom")?.string()
            ))
        default:
            try body.rejectMembers(otherThan: ["value", "error"], in: type)
            let actionId = try envelope.required("actionId", in: "an actionResponse message").string()
            switch (body.member("value"), body.member("error")) {
            case (let value?, nil):
                return .actionResponse(ActionResponse(actionId: actionId, result: .value(value.value)))
            case (nil, let error?):
                try error.rejectMembers(otherThan: ["code", "message"], in: "an actionResponse error")
                return .actionResponse(ActionResponse(actionId: actionId, result: .error(
                    code: try error.required("code", in: "an actionResponse error").string(),
                    message: try error.required("message", in: "an actionResponse error").string()
                )))
            default:
                throw body.error("actionResponse holds exactly one of \"value\" and \"error\"")
            }
        }
    }

    static func surfaceId(of body: MessageReader, in type: String) throws(A2UIError) -> String {
        let reader = try body.required("surfaceId", in: type)
        let id = try reader.string()
        guard !id.isEmpty else { throw reader.error("\"surfaceId\" must not be empty") }
        return id
    }

    /// `updateComponents`, or v0.8's `surfaceUpdate`: the same members under either name.
    static func updateComponents(_ body: MessageReader, in type: String, version: A2UIVersion) throws(A2UIError) -> Kind {
        try body.rejectMembers(otherThan: ["surfaceId", "components"], in: type)
        return .updateComponents(UpdateComponents(
            surfaceId: try surfaceId(of: body, in: type),
            components: try readComponents(try body.required("components", in: type), version: version)
        ))
    }

    static func readComponents(_ list: MessageReader, version: A2UIVersion) throws(A2UIError) -> [Component] {
        var previous = JSONObject()
        let components = try list.mapElements { element throws(A2UIError) in
            try Component(reading: element, version: version, after: &previous)
        }
        guard !components.isEmpty else { throw list.error("\"components\" must hold at least one component") }
        return components
    }
}
