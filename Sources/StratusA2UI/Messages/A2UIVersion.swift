/// A version of the A2UI protocol, as messages name it.
///
/// v0.8 messages carry no `"version"`; their shape says what they are (`surfaceUpdate`, `beginRendering`, ...).
/// From v0.9 on every message says `"version"`. v0.9.1 changed documents, not the wire: its schemas still say
/// `"v0.9"`, so both `"v0.9"` and `"v0.9.1"` read as ``v0_9``. v0.10 was the draft of v1.0 and is kept apart
/// because its messages differ (`callFunction` carries `returnType` and `callableFrom`, `createSurface` has
/// `theme`, not `surfaceProperties`).
public enum A2UIVersion: String, Sendable, Hashable, CaseIterable, Comparable {
    /// The legacy protocol: `surfaceUpdate`, `dataModelUpdate`, `beginRendering`, `deleteSurface`.
    case v0_8 = "v0.8"
    /// `createSurface`, `updateComponents`, `updateDataModel`, `deleteSurface` (also v0.9.1).
    case v0_9 = "v0.9"
    /// v0.9 plus `callFunction`, `actionResponse` and `action.wantResponse`.
    case v0_10 = "v0.10"
    /// The release candidate: v0.10 with `surfaceProperties`, components and data model in `createSurface`.
    case v1_0 = "v1.0"

    /// The version a `"version"` member names, or nil when it is none of these.
    public init?(wireName: String) {
        if wireName == "v0.9.1" {
            self = .v0_9
        } else {
            self.init(rawValue: wireName)
        }
    }

    /// The `"version"` written in messages of this version (nil for v0.8, whose messages carry none).
    public var wireName: String? { self == .v0_8 ? nil : rawValue }

    /// The message types a server sends in this version.
    public var serverMessageTypes: [String] {
        switch self {
        case .v0_8: return ["surfaceUpdate", "dataModelUpdate", "beginRendering", "deleteSurface"]
        case .v0_9: return ["createSurface", "updateComponents", "updateDataModel", "deleteSurface"]
        case .v0_10:
            return ["createSurface", "updateComponents", "updateDataModel", "deleteSurface", "callFunction", "actionResponse"]
        case .v1_0:
            // The June candidate's function messages, and those of 2026-08-18 that replaced them (both say v1.0).
            return ["createSurface", "updateComponents", "updateDataModel", "deleteSurface", "callFunction", "actionResponse",
                    "callRendererFunction", "agentFunctionResponse"]
        }
    }

    /// Whether this version has server-to-client function calls and responses to actions.
    public var hasRemoteCalls: Bool { self >= .v0_10 }

    /// Orders versions by release.
    public static func < (lhs: A2UIVersion, rhs: A2UIVersion) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
