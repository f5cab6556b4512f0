import OrderedCollections
import StratusCodable

/// One message from an agent to the client, in any version, read into one model.
///
/// Each version's messages map onto these kinds: v0.8's `surfaceUpdate` is ``Kind/updateComponents(_:)`` and its
/// `dataModelUpdate` is ``Kind/updateDataModel(_:)`` (its key/value `contents` turned into plain JSON);
/// `beginRendering` exists only in v0.8 and `createSurface` only from v0.9. Docs/A2UI.md has the whole table.
public struct ServerMessage: Sendable, Hashable {
    /// The version the message was written in.
    public var version: A2UIVersion
    /// What it asks for.
    public var kind: Kind

    /// What a message asks for.
    public enum Kind: Sendable, Hashable {
        /// Make a surface (v0.9 and later; v1.0 may bring its components and data model).
        case createSurface(CreateSurface)
        /// Show a surface from this root (v0.8).
        case beginRendering(BeginRendering)
        /// Add or replace components (`updateComponents`, v0.8's `surfaceUpdate`).
        case updateComponents(UpdateComponents)
        /// Write, replace or delete a value in a surface's data model (`updateDataModel`, `dataModelUpdate`).
        case updateDataModel(UpdateDataModel)
        /// Remove a surface.
        case deleteSurface(surfaceId: String)
        /// Run a function on the client (v0.10 and later).
        case callFunction(CallFunction)
        /// The server's answer to an action that asked for one (v0.10 and later).
        case actionResponse(ActionResponse)
        /// The agent asks the renderer to run a catalog function (v1.0 of 2026-08-18).
        case callRendererFunction(CallRendererFunction)
        /// The agent's answer to a `callAgentFunction` the renderer sent (v1.0 of 2026-08-18).
        case agentFunctionResponse(FunctionResponse)
    }

    /// Creates a message.
    public init(version: A2UIVersion, kind: Kind) {
        self.version = version
        self.kind = kind
    }

    /// The surface the message addresses; nil for the function calls and responses.
    public var surfaceId: String? {
        switch kind {
        case .createSurface(let message): return message.surfaceId
        case .beginRendering(let message): return message.surfaceId
        case .updateComponents(let message): return message.surfaceId
        case .updateDataModel(let message): return message.surfaceId
        case .deleteSurface(let surfaceId): return surfaceId
        case .callFunction, .actionResponse, .callRendererFunction, .agentFunctionResponse: return nil
        }
    }
}

/// `createSurface`: a new surface with its catalog.
public struct CreateSurface: Sendable, Hashable {
    /// The new surface's id.
    public var surfaceId: String
    /// The catalog its components and functions come from.
    public var catalogId: String
    /// `theme` (v0.9, v0.10) or `surfaceProperties` (v1.0), as written.
    public var surfaceProperties: JSONObject
    /// Whether the client sends the whole data model with every message to the server.
    public var sendDataModel: Bool
    /// Components defined at creation (v1.0).
    public var components: [Component]
    /// The initial data model (v1.0).
    public var dataModel: JSONValue?
}

/// `beginRendering` (v0.8): the surface may be shown, from this root.
public struct BeginRendering: Sendable, Hashable {
    /// The surface to show.
    public var surfaceId: String
    /// The id of its root component.
    public var root: String
    /// The catalog, when not the standard one.
    public var catalogId: String?
    /// Styles, as written.
    public var styles: JSONObject
}

/// `updateComponents` / `surfaceUpdate`: components to add or replace, by id.
public struct UpdateComponents: Sendable, Hashable {
    /// The surface they belong to.
    public var surfaceId: String
    /// The components, in the order written.
    public var components: [Component]
}

/// `updateDataModel` / `dataModelUpdate`: one change to a surface's data model.
public struct UpdateDataModel: Sendable, Hashable {
    /// The surface whose data model changes.
    public var surfaceId: String
    /// The JSON Pointer written to; `/` (or empty) is the whole model.
    public var path: String
    /// The new value; nil deletes the value at ``path``.
    public var value: JSONValue?
}

/// `callFunction`: the server asks the client to run a function.
public struct CallFunction: Sendable, Hashable {
    /// The id to copy into the response or error.
    public var functionCallId: String
    /// Whether the server waits for a `functionResponse` or an `error`.
    public var wantResponse: Bool
    /// The call.
    public var call: FunctionCall
    /// v0.10's `callableFrom`, as written.
    public var callableFrom: String?
}

/// `actionResponse`: the server's answer to an action sent with `wantResponse`.
public struct ActionResponse: Sendable, Hashable {
    /// The id of the action answered.
    public var actionId: String
    /// The answer.
    public var result: Result

    /// A value, or an error with a code.
    public enum Result: Sendable, Hashable {
        /// The action's value.
        case value(JSONValue)
        /// The action failed.
        case error(code: String, message: String)
    }
}
