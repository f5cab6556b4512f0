import OrderedCollections
import StratusCodable

/// Function calls both ways (v1.0 of 2026-08-18, Docs/A2UI.md "Function calls"): the agent's
/// `callRendererFunction` runs a function of a catalog that lets the agent call it and is answered with a
/// `rendererFunctionResponse` (or an `INVALID_FUNCTION_CALL` error); a binding, a check or a Button that calls a
/// function no catalog of the renderer has sends `callAgentFunction`, and the agent's `agentFunctionResponse`
/// resolves where the call was made.
extension SurfaceGroup {
    /// The functions of the basic catalog (v0.9 to v1.0), which declares every one of them `rendererOnly`.
    static let basicCatalogFunctions: Set<String> = [
        "required", "regex", "length", "numeric", "email", "formatString", "formatNumber", "formatCurrency",
        "formatDate", "pluralize", "openUrl", "and", "or", "not",
    ]

    /// Whether `catalogId` names a version's basic catalog.
    static func isBasicCatalog(_ catalogId: String) -> Bool {
        catalogId.hasSuffix("/catalogs/basic/catalog.json") || catalogId.hasSuffix("/basic_catalog.json")
    }

    /// Runs the agent's call when the catalog it names lets the agent call the function: the value (or the
    /// function's failure) as a `rendererFunctionResponse`; any other call is refused with the `error` message the
    /// protocol asks for, `INVALID_FUNCTION_CALL` with the call's id.
    func callRendererFunction(_ message: CallRendererFunction, version: A2UIVersion) -> ClientMessage {
        let name = message.call.name
        func refuse(_ text: String) -> ClientMessage {
            ClientMessage(version: version, kind: .error(ClientError(
                code: ClientError.invalidFunctionCall, message: text, functionCallId: message.functionCallId)))
        }
        let callers: A2UIFunction.CallableFrom
        if let catalog = catalogs.first(where: { $0.catalogId == message.catalogId }) {
            guard let definition = catalog.functions[name] else {
                return refuse("Function '\(name)' is not declared by catalog '\(message.catalogId)'.")
            }
            callers = definition.callableFrom
        } else if Self.isBasicCatalog(message.catalogId) {
            guard Self.basicCatalogFunctions.contains(name) else {
                return refuse("Function '\(name)' is not declared by catalog '\(message.catalogId)'.")
            }
            callers = .clientOnly
        } else {
            let held = (catalogs.map(\.catalogId) + ["the basic catalog"]).joined(separator: ", ")
            return refuse("Catalog '\(message.catalogId)' is not one this renderer holds (\(held)).")
        }
        guard callers != .clientOnly else {
            return refuse("Function '\(name)' is rendererOnly and cannot be called by the agent.")
        }
        guard functions[name] != nil else {
            return refuse("Function '\(name)' is declared by catalog '\(message.catalogId)' but this renderer does not implement it.")
        }
        let result: FunctionResponse.Result
        do {
            result = .value(try EvaluationContext(functions: functions, locale: locale).call(message.call))
        } catch {
            result = .error(code: "EXECUTION_FAILED", message: error.message)
        }
        return ClientMessage(version: version, kind: .rendererFunctionResponse(
            FunctionResponse(functionCallId: message.functionCallId, result: result)))
    }

    /// The agent answered a `callAgentFunction`: the answer is kept where the call was made (the binding or check
    /// that made it shows it when the surface is shown again).
    ///
    /// - Throws: ``A2UIError`` (`unknownFunctionCall`) for a response to a call never made or answered already.
    mutating func receive(_ response: FunctionResponse) throws(A2UIError) -> Outcome {
        guard let surfaceId = pendingAgentCalls.removeValue(forKey: response.functionCallId) else {
            throw A2UIError(.unknownFunctionCall,
                "agentFunctionResponse: no call \"\(response.functionCallId)\" is waiting for an answer",
                at: [.key("agentFunctionResponse"), .key("functionCallId")])
        }
        guard let index = surfaces.index(forKey: surfaceId) else {
            return Outcome(surfaceId: nil, change: SurfaceChange(), removed: false, replies: [])
        }
        if let key = surfaces.values[index].agentCalls.asked.first(where: { $0.value == response.functionCallId })?.key {
            surfaces.values[index].agentCalls.results[key] = response.result
        }
        // A value can lead to more calls (an argument of another call): they go out at once.
        return Outcome(surfaceId: surfaceId, change: SurfaceChange(rootChanged: true), removed: false,
                       replies: agentCallsDue(on: surfaceId))
    }

    /// The `callAgentFunction` messages the bindings of surface `surfaceId` need and have not sent yet, each
    /// noted as asked: none when calls do not go to the agent.
    mutating func agentCallsDue(on surfaceId: String) -> [ClientMessage] {
        guard callsAgentFunctions, let index = surfaces.index(forKey: surfaceId) else { return [] }
        var messages: [ClientMessage] = []
        for call in surfaces.values[index].agentCallsNotAsked() {
            let id = nextAgentCallId(on: surfaceId)
            surfaces.values[index].agentCalls.asked[call.key] = id
            messages.append(ClientMessage(version: surfaces.values[index].version, kind: .callAgentFunction(
                AgentFunctionCall(surfaceId: surfaceId, functionCallId: id, name: call.name, arguments: call.arguments))))
        }
        return messages
    }

    /// The `callAgentFunction` messages every surface's bindings need now (after the user wrote into a data model).
    public mutating func agentCallsDue() -> [ClientMessage] {
        // A stream read from a file calls no agent, and most surfaces call no function: asked on every keystroke,
        // they answer without a list of ids or a copy of a surface.
        guard callsAgentFunctions, surfaces.values.elements.contains(where: { !$0.callingComponents.isEmpty }) else { return [] }
        return surfaces.keys.flatMap { agentCallsDue(on: $0) }
    }

    /// A Button's action calls the agent's function `call` (one no catalog of the renderer has): its arguments
    /// evaluated in `node`'s scope, as a `callAgentFunction` whose answer is awaited.
    ///
    /// - Throws: ``A2UIError`` from an argument that cannot be evaluated, or `surfaceState` for a surface the
    ///   group does not have.
    public mutating func callAgent(_ call: FunctionCall, from node: SurfaceNode, in surfaceId: String) throws(A2UIError) -> ClientMessage {
        guard let surface = surfaces[surfaceId] else { throw A2UIError(.surfaceState, "no surface \"\(surfaceId)\"") }
        let arguments = try surface.context(scope: node.scope, index: node.index).arguments(of: call)
        let id = nextAgentCallId(on: surfaceId)
        return ClientMessage(version: surface.version, kind: .callAgentFunction(
            AgentFunctionCall(surfaceId: surfaceId, functionCallId: id, name: call.name, arguments: arguments)))
    }

    private mutating func nextAgentCallId(on surfaceId: String) -> String {
        agentCallsMade += 1
        let id = "\(surfaceId)-call-\(agentCallsMade)"
        pendingAgentCalls[id] = surfaceId
        return id
    }
}
