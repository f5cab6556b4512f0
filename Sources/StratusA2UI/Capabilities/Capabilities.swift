import StratusCodable

/// What a client tells an agent it can render: `a2uiClientCapabilities` in the transport's metadata.
///
/// `{"v1.0": {"supportedCatalogIds": [...], "inlineCatalogs": [...]}}`, keyed by the version spoken.
public struct ClientCapabilities: Sendable {
    /// The version the capabilities are written for (v0.9 or later).
    public var version: A2UIVersion
    /// The ids of the catalogs the client renders.
    public var supportedCatalogIds: [String]
    /// Catalogs the client sends whole (only to an agent that accepts them).
    public var inlineCatalogs: [Catalog]

    /// Creates capabilities.
    public init(version: A2UIVersion = .v1_0, supportedCatalogIds: [String], inlineCatalogs: [Catalog] = []) {
        self.version = version
        self.supportedCatalogIds = supportedCatalogIds
        self.inlineCatalogs = inlineCatalogs
    }

    /// The capabilities as the metadata carries them.
    public var json: JSONValue {
        var body: JSONObject = ["supportedCatalogIds": .array(supportedCatalogIds.map(JSONValue.string))]
        if !inlineCatalogs.isEmpty { body["inlineCatalogs"] = .array(inlineCatalogs.map(\.document)) }
        return .object([version.wireName ?? version.rawValue: .object(body)])
    }
}

/// What an agent tells clients it can generate (an Agent Card's A2UI parameters, an MCP server's capabilities).
public struct ServerCapabilities: Sendable, Hashable {
    /// The versions the agent speaks, newest first.
    public var versions: [A2UIVersion]
    /// The ids of the catalogs it generates for, by version.
    public var supportedCatalogIds: [A2UIVersion: [String]]
    /// Whether it accepts inline catalogs, by version.
    public var acceptsInlineCatalogs: [A2UIVersion: Bool]

    /// Reads `{"v1.0": {"supportedCatalogIds": [...], "acceptsInlineCatalogs": true}, "v0.9": {...}}`; versions
    /// this module does not speak are left out.
    ///
    /// - Throws: ``A2UIError`` (`invalidMessage`) for a malformed member, with its path.
    public init(decoding json: JSONValue) throws(A2UIError) {
        let reader = MessageReader(json)
        versions = []
        supportedCatalogIds = [:]
        acceptsInlineCatalogs = [:]
        for key in try reader.object("server capabilities").keys {
            guard let version = A2UIVersion(wireName: key), version != .v0_8, let body = reader.member(key) else { continue }
            _ = try body.object("\"\(key)\"")
            versions.append(version)
            supportedCatalogIds[version] = try body.member("supportedCatalogIds")?.elements().map { id throws(A2UIError) in try id.string() } ?? []
            acceptsInlineCatalogs[version] = try body.member("acceptsInlineCatalogs")?.bool() ?? false
        }
        versions.sort(by: >)
    }

    /// The newest version both sides speak, given the versions a client speaks.
    public func version(sharedWith clientVersions: [A2UIVersion]) -> A2UIVersion? {
        versions.first { clientVersions.contains($0) }
    }
}
