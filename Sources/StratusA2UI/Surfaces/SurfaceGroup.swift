import OrderedCollections
import StratusCodable

/// Every surface of a stream, and the messages that make, change and remove them.
///
/// ``apply(_:)`` routes each message to its surface. v0.8 makes a surface on its first message; from v0.9 on
/// `createSurface` must come first. A message that cannot apply throws and changes nothing, so the surfaces keep
/// what they had; ``reply(to:)`` turns such an error into the `error` message the agent should get.
/// `callFunction` runs a catalog function that may be called remotely and answers with `functionResponse`;
/// `actionResponse` writes its value where the action that asked for it said.
public struct SurfaceGroup: Sendable {
    /// The surfaces, in the order they were made.
    public internal(set) var surfaces: OrderedDictionary<String, Surface>
    /// The functions new surfaces get.
    public var functions: FunctionLibrary
    /// The locale new surfaces get.
    public var locale: String
    /// Actions sent that wait for an `actionResponse`: their surface and where the value goes.
    private var pendingResponses: [String: (surfaceId: String, path: String?)] = [:]
    /// Catalogs the renderer holds besides the basic ones (`--a2ui-catalog`): their functions' `allowedCallers`
    /// say which the agent may run with `callRendererFunction`, their components' `allowedParents` and
    /// `allowedChildren` how components may be put together.
    public var catalogs: [Catalog] = []
    /// Whether a call of a function no catalog of the renderer has goes to the agent as `callAgentFunction` (a
    /// conversation with an agent), rather than failing as an unknown function (a stream read from a file).
    public var callsAgentFunctions = false
    /// Whether a message that leaves a component where its catalog does not allow it is refused (a renderer);
    /// `stratus check` applies it and reports every such place instead.
    public var refusesUnallowedComposition = true
    /// The `callAgentFunction` messages sent and not answered yet: the surface each came from.
    var pendingAgentCalls: [String: String] = [:]
    /// How many `callAgentFunction` ids were given, for the next one.
    var agentCallsMade = 0

    /// Creates a group with no surfaces.
    public init(functions: FunctionLibrary = .basic, locale: String = "en") {
        self.surfaces = [:]
        self.functions = functions
        self.locale = locale
    }

    /// The surface with `id`.
    public subscript(id: String) -> Surface? { surfaces[id] }

    /// What `body` reads of the surface with `id`, read where the group keeps it; nil when there is none.
    ///
    /// A surface holds a dozen references: ``subscript(_:)``'s copy counts each of them, and a copy kept while
    /// the group is changed makes the change copy the surface (say at every key typed into a field).
    public func reading<Result>(_ id: String, _ body: (Surface) throws -> Result) rethrows -> Result? {
        guard let index = surfaces.index(forKey: id) else { return nil }
        return try body(surfaces.values.elements[index])
    }

    /// What applying one message did.
    public struct Outcome: Sendable {
        /// The surface it changed, made or removed.
        public var surfaceId: String?
        /// What changed on it.
        public var change: SurfaceChange
        /// Whether the surface was removed.
        public var removed: Bool
        /// Messages to send back to the agent (a `functionResponse`, an `error` for a refused call).
        public var replies: [ClientMessage]
    }

    /// Applies one message; on error nothing changes.
    ///
    /// - Throws: ``A2UIError`` (`surfaceState`) for a message to a surface that does not exist or a second
    ///   `createSurface`, or what the surface's ``Surface/apply(_:)`` throws.
    @discardableResult
    public mutating func apply(_ message: ServerMessage) throws(A2UIError) -> Outcome {
        switch message.kind {
        case .callFunction(let call):
            return Outcome(surfaceId: nil, change: SurfaceChange(), removed: false, replies: callFunction(call, version: message.version))
        case .actionResponse(let response):
            return try respond(response)
        case .callRendererFunction(let call):
            return Outcome(surfaceId: nil, change: SurfaceChange(), removed: false,
                           replies: [callRendererFunction(call, version: message.version)])
        case .agentFunctionResponse(let response):
            return try receive(response)
        case .deleteSurface(let surfaceId):
            guard surfaces.removeValue(forKey: surfaceId) != nil else {
                throw A2UIError(.surfaceState, "deleteSurface: no surface \"\(surfaceId)\"", at: [.key("deleteSurface"), .key("surfaceId")])
            }
            pendingResponses = pendingResponses.filter { $0.value.surfaceId != surfaceId }
            return Outcome(surfaceId: surfaceId, change: SurfaceChange(), removed: true, replies: [])
        case .createSurface(let create):
            guard surfaces[create.surfaceId] == nil else {
                throw A2UIError(.surfaceState,
                    "surface \"\(create.surfaceId)\" already exists; deleteSurface must come before createSurface",
                    at: [.key("createSurface"), .key("surfaceId")])
            }
            var surface = Surface(id: create.surfaceId, version: message.version, functions: functions, locale: locale)
            surface.callsAgentFunctions = callsAgentFunctions
            let change = try surface.apply(message)
            try checkComposition(of: surface, changed: change.components, in: message)
            surfaces[create.surfaceId] = surface
            return Outcome(surfaceId: create.surfaceId, change: change, removed: false,
                           replies: agentCallsDue(on: create.surfaceId))
        case .beginRendering, .updateComponents, .updateDataModel:
            let surfaceId = message.surfaceId ?? ""
            if let index = surfaces.index(forKey: surfaceId) {
                if case .updateComponents = message.kind, !catalogs.isEmpty {
                    // Composition is checked on a copy first: a message that breaks it changes nothing.
                    var copy = surfaces.values[index]
                    let change = try copy.apply(message)
                    try checkComposition(of: copy, changed: change.components, in: message)
                }
                // Changed where it is kept, not in a copy (which would share, and so copy, its data model); a
                // surface's `apply` changes nothing when it throws.
                let change = try surfaces.values[index].apply(message)
                return Outcome(surfaceId: surfaceId, change: change, removed: false, replies: agentCallsDue(on: surfaceId))
            }
            var surface: Surface
            if message.version == .v0_8 {
                surface = Surface(id: surfaceId, version: .v0_8, functions: functions, locale: locale)
            } else {
                let key = message.kind.typeName
                throw A2UIError(.surfaceState, "\(key): no surface \"\(surfaceId)\"; createSurface must come first",
                                at: [.key(key), .key("surfaceId")])
            }
            let change = try surface.apply(message)
            surfaces[surfaceId] = surface
            return Outcome(surfaceId: surfaceId, change: change, removed: false, replies: [])
        }
    }

    /// Writes what the user entered into the data model of surface `surfaceId`; see ``Surface/write(_:to:of:)``.
    ///
    /// - Returns: where in the data model it was written.
    @discardableResult
    public mutating func write(_ value: JSONValue?, to property: String = "value", of node: SurfaceNode,
                               in surfaceId: String) throws(A2UIError) -> JSONPointer {
        guard let index = surfaces.index(forKey: surfaceId) else {
            throw A2UIError(.surfaceState, "no surface \"\(surfaceId)\"")
        }
        return try surfaces.values[index].write(value, to: property, of: node)
    }

    /// The data models to send with a message to the agent: `a2uiClientDataModel`, `{"version", "surfaces": {id:
    /// model}}` for every surface created with `sendDataModel`; nil when there is none (and in v0.8, which has none).
    public func clientDataModel(version: A2UIVersion = .v1_0) -> JSONValue? {
        guard let wireName = version.wireName else { return nil }
        var models = JSONObject()
        for (id, surface) in surfaces where surface.sendDataModel { models[id] = surface.dataModel.root }
        guard !models.isEmpty else { return nil }
        return ["version": .string(wireName), "surfaces": .object(models)]
    }

    /// Records that an action asking for a response was sent, so that its `actionResponse` finds its way back.
    public mutating func awaitResponse(to action: ResolvedAction, writingTo path: String?) {
        guard let actionId = action.actionId else { return }
        pendingResponses[actionId] = (action.surfaceId, path)
    }

    /// The `error` message the agent should get for a message that could not be applied.
    ///
    /// Problems with the message itself (a wrong member, a cycle, a bad path) are `VALIDATION_FAILED` with the
    /// JSON Pointer of the member inside the message; a message to a missing surface is `INVALID_SURFACE`.
    public static func reply(to error: A2UIError, for message: ServerMessage?) -> ClientMessage {
        let version = message?.version ?? .v1_0
        let surfaceId = message?.surfaceId ?? ""
        // The pointer starts inside the message's body: `/components/0/text`, as the protocol's example writes it.
        var inside = error.pathComponents
        if let first = inside.first?.key, A2UIVersion.allCases.contains(where: { $0.serverMessageTypes.contains(first) }) {
            inside.removeFirst()
        }
        let pointer = A2UIError.jsonPointer(inside)
        let body: ClientError = switch error.kind {
        case .surfaceState:
            ClientError(code: "INVALID_SURFACE", message: error.message, surfaceId: surfaceId)
        case .unknownFunctionCall:
            // A response to a call never made: the error names the call, not a surface (the two exclude each other).
            ClientError(code: ClientError.invalidFunctionCall, message: error.message, functionCallId: {
                if case .agentFunctionResponse(let response)? = message?.kind { return response.functionCallId }
                return nil
            }())
        case .unallowedParent, .unallowedChild:
            ClientError(code: error.kind == .unallowedParent ? ClientError.unallowedParent : ClientError.unallowedChild,
                        message: error.message, surfaceId: surfaceId, path: pointer.isEmpty ? "/" : pointer)
        default:
            ClientError(code: ClientError.validationFailed, message: error.message, surfaceId: surfaceId,
                        path: pointer.isEmpty ? "/" : pointer)
        }
        return ClientMessage(version: version, kind: .error(body))
    }

    private func callFunction(_ call: CallFunction, version: A2UIVersion) -> [ClientMessage] {
        func refuse(_ text: String) -> [ClientMessage] {
            [ClientMessage(version: version, kind: .error(ClientError(
                code: ClientError.invalidFunctionCall, message: text, functionCallId: call.functionCallId)))]
        }
        guard let function = functions[call.call.name] else {
            return refuse("Function '\(call.call.name)' is not registered on this client.")
        }
        guard function.callableFrom != .clientOnly else {
            return refuse("Function '\(call.call.name)' is clientOnly and cannot be invoked remotely.")
        }
        do {
            let value = try EvaluationContext(functions: functions, locale: locale).call(call.call)
            guard call.wantResponse else { return [] }
            return [ClientMessage(version: version, kind: .functionResponse(
                functionCallId: call.functionCallId, call: call.call.name, value: value))]
        } catch {
            return refuse("Function '\(call.call.name)' failed: \(error.message)")
        }
    }

    private mutating func respond(_ response: ActionResponse) throws(A2UIError) -> Outcome {
        guard let pending = pendingResponses.removeValue(forKey: response.actionId) else {
            throw A2UIError(.surfaceState, "actionResponse: no action \"\(response.actionId)\" is waiting for a response",
                            at: [.key("actionId")])
        }
        guard case .value(let value) = response.result, let path = pending.path, var surface = surfaces[pending.surfaceId] else {
            return Outcome(surfaceId: pending.surfaceId, change: SurfaceChange(), removed: false, replies: [])
        }
        let pointer = try JSONPointer(path)
        try surface.dataModel.set(value, at: pointer)
        surfaces[pending.surfaceId] = surface
        return Outcome(surfaceId: pending.surfaceId, change: SurfaceChange(dataModelChanged: true, dataPaths: [pointer]),
                       removed: false, replies: [])
    }
}

extension ServerMessage.Kind {
    /// The message type's name as the wire writes it (v0.8's names for v0.8's messages are on the message).
    var typeName: String {
        switch self {
        case .createSurface: return "createSurface"
        case .beginRendering: return "beginRendering"
        case .updateComponents: return "updateComponents"
        case .updateDataModel: return "updateDataModel"
        case .deleteSurface: return "deleteSurface"
        case .callFunction: return "callFunction"
        case .actionResponse: return "actionResponse"
        case .callRendererFunction: return "callRendererFunction"
        case .agentFunctionResponse: return "agentFunctionResponse"
        }
    }
}
