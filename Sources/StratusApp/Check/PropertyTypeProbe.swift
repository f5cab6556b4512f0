import Foundation
import StratusCore
import StratusTerminal

/// Finds properties whose values do not decode into the registered components' types, by building the
/// screen's views headless, as `stratus run` would, and collecting what the renderer reports.
///
/// The renderer logs each component it cannot decode as `component: problem at $.json.path`; the probe turns
/// those entries into (message, JSON path) pairs. Nodes that are never shown (a false `if` branch, rows of an
/// empty `forEach`) are not probed. Requests never leave the machine: every one is answered `404`.
///
/// Lists of data (in `state` and `properties`, never `children`) are probed with their first
/// ``probedItems`` elements: a forEach renders every item with the same template, and building a million rows
/// to probe them would make checking a large file take as long as a thousand small ones.
@MainActor
struct PropertyTypeProbe {
    /// How many elements of each data list the probe renders.
    static let probedItems = 1_000

    /// The problems of one screen, with JSON paths relative to `pathPrefix` (`$` for a screen file,
    /// `$.NAME` for a member of a bundle).
    func problems(in screen: JSONValue, pathPrefix: String = "$") async -> [(message: String, jsonPath: String)] {
        let transport = ScreenTransport(folder: nil, network: OfflineNetwork())
        guard let base = URL(string: ScreenTransport.localOrigin) else { return [] }
        let json = Self.trimmingData(ofNode: screen).jsonString()
        let app = Stratus(baseURL: base) { Navigator(json: json) }
            .ui(AppLibraries.all)
            .httpClient(transport)
        guard let session = try? await app.headless(width: 160, height: 200) else { return [] }
        var found: [(message: String, jsonPath: String)] = []
        for entry in session.engine.logs where entry.level != .info {
            guard let marker = entry.message.range(of: " at $", options: .backwards),
                  !entry.message.hasPrefix("unknown component") else { continue }
            let message = String(entry.message[..<marker.lowerBound])
            let path = String(entry.message[entry.message.index(before: marker.upperBound)...])
            guard path.hasPrefix("$"), !path.contains(" ") else { continue }
            found.append((message, pathPrefix + path.dropFirst()))
        }
        return found
    }
}

extension PropertyTypeProbe {
    /// `node` with every data list in its states and properties (and those of its children) cut to
    /// ``probedItems`` elements; node paths stay as they were.
    static func trimmingData(ofNode node: JSONValue) -> JSONValue {
        guard case .object(var object) = node else { return node }
        for key in ["state", "properties"] {
            if let value = object[key] { object[key] = trimmingLists(in: value) }
        }
        if case .array(let children)? = object["children"] {
            object["children"] = .array(children.map(trimmingData(ofNode:)))
        }
        return .object(object)
    }

    private static func trimmingLists(in value: JSONValue) -> JSONValue {
        switch value {
        case .array(let array):
            return .array(array.prefix(probedItems).map(trimmingLists(in:)))
        case .object(var object):
            for (key, member) in object {
                switch member {
                case .array, .object: object[key] = trimmingLists(in: member)
                default: continue
                }
            }
            return .object(object)
        default:
            return value
        }
    }
}

/// A network that answers every request with 404, so that probing a screen sends nothing anywhere.
private struct OfflineNetwork: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        ServerDrivenResponse(status: 404, statusText: "Not Found")
    }
}
