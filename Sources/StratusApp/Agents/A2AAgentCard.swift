import Foundation
import StratusA2UI
import StratusCodable

/// What Stratus needs of an A2A agent card: where to send messages, in which dialect, and which version of the
/// A2UI extension the agent advertises.
///
/// A 1.0 card lists `supportedInterfaces` (each a `url`, a `protocolBinding`, a `protocolVersion`); a 0.3 card has
/// a `url`, a `preferredTransport` and a `protocolVersion` (a2a-sdk 1.x serves both in one card). The JSON-RPC
/// interface of A2A 1.0 is preferred, then 0.3's.
struct A2AAgentCard: Equatable {
    /// The agent's name, for the log.
    var name: String
    /// Where the JSON-RPC requests go.
    var endpoint: String
    /// The shape of the requests.
    var dialect: A2ADialect
    /// The URI of the A2UI extension to activate (`https://a2ui.org/a2a-extension/a2ui/v0.9`); nil when the card
    /// lists none.
    var a2uiExtension: String?
    /// The A2UI version of that extension (v0.9 when the card lists none).
    var a2uiVersion: A2UIVersion

    /// The start of the A2UI extension's URIs; the version follows (`v0.9`).
    static let a2uiExtensionPrefix = "https://a2ui.org/a2a-extension/a2ui/"
    /// Where an agent's card is, below the URL it is reached at (A2A's well-known path).
    static let wellKnownPath = ".well-known/agent-card.json"

    /// The card's URL for an agent reached at `agentURL`: that URL when it names a JSON file, else the well-known
    /// path below it.
    static func location(of agentURL: URL) -> URL {
        if agentURL.pathExtension == "json" { return agentURL }
        var text = agentURL.absoluteString
        if !text.hasSuffix("/") { text += "/" }
        return URL(string: text + wellKnownPath) ?? agentURL
    }

    /// Reads a card.
    /// - Throws: ``A2AFailure`` when it is not an object or names no JSON-RPC interface Stratus speaks.
    init(decoding json: JSONValue) throws(A2AFailure) {
        guard json.objectValue != nil else {
            throw A2AFailure("sent an agent card that is a JSON \(json.kindDescription), not an object")
        }
        name = json["name"]?.stringValue ?? "the agent"
        var found: (String, A2ADialect)?
        for interface in json["supportedInterfaces"]?.arrayValue ?? [] {
            guard (interface["protocolBinding"]?.stringValue ?? "JSONRPC").uppercased() == "JSONRPC",
                  let url = interface["url"]?.stringValue,
                  let dialect = Self.dialect(interface["protocolVersion"]?.stringValue ?? "1.0") else { continue }
            if found == nil || (dialect == .v1_0 && found?.1 != .v1_0) { found = (url, dialect) }
        }
        if found?.1 != .v1_0, let url = json["url"]?.stringValue,
           (json["preferredTransport"]?.stringValue ?? "JSONRPC").uppercased() == "JSONRPC",
           let dialect = Self.dialect(json["protocolVersion"]?.stringValue ?? "0.3"), found == nil || dialect == .v1_0 {
            found = (url, dialect)
        }
        guard let (endpoint, dialect) = found else {
            throw A2AFailure("has an agent card with no JSON-RPC interface of A2A 1.0 or 0.3 (supportedInterfaces, url)")
        }
        self.endpoint = endpoint
        self.dialect = dialect
        // The newest version of the A2UI extension both the card and Stratus know.
        let advertised = (json["capabilities"]?["extensions"]?.arrayValue ?? []).compactMap { extensionEntry -> (String, A2UIVersion)? in
            guard let uri = extensionEntry["uri"]?.stringValue, uri.hasPrefix(Self.a2uiExtensionPrefix),
                  let version = A2UIVersion(wireName: String(uri.dropFirst(Self.a2uiExtensionPrefix.count))) else { return nil }
            return (uri, version)
        }
        let newest = advertised.max { $0.1 < $1.1 }
        a2uiExtension = newest?.0
        a2uiVersion = newest?.1 ?? .v0_9
    }

    /// The dialect of a protocol version (`1.0`, `0.3.0`); nil for one Stratus does not speak.
    static func dialect(_ version: String) -> A2ADialect? {
        if version == "1" || version.hasPrefix("1.") { return .v1_0 }
        if version.hasPrefix("0.3") { return .v0_3 }
        return nil
    }

    /// The MIME type of A2UI DataParts in this card's extension version.
    var a2uiMimeType: String { a2uiVersion <= .v0_9 ? "application/json+a2ui" : "application/a2ui+json" }

    /// The client's capabilities, as the extension asks them in every message's metadata: the basic catalog of
    /// the version spoken.
    var clientCapabilities: JSONValue {
        let folder = a2uiVersion.rawValue.dropFirst().replacingOccurrences(of: ".", with: "_")
        return ClientCapabilities(version: a2uiVersion,
                                  supportedCatalogIds: ["https://a2ui.org/specification/v\(folder)/catalogs/basic/catalog.json"]).json
    }
}

/// Why a conversation with an A2A agent could not go on as it should: a verb phrase about the agent
/// (`answered 404 Not Found for its agent card`).
struct A2AFailure: Error, Equatable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}
