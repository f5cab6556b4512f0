import Foundation
import StratusCore
import StratusTerminal

/// Finds properties whose values do not decode into the registered components' types, by building the
/// screen's views headless, as `stratus run` would, and collecting what the renderer reports.
///
/// The renderer logs each component it cannot decode as `component: problem at $.json.path`; the probe turns
/// those entries into (message, JSON path) pairs. Nodes that are never shown (a false `if` branch, rows of an
/// empty `forEach`) are not probed. Requests never leave the machine: every one is answered `404`.
@MainActor
struct PropertyTypeProbe {
    /// The problems of one screen, with JSON paths relative to `pathPrefix` (`$` for a screen file,
    /// `$.NAME` for a member of a bundle).
    func problems(in screen: JSONValue, pathPrefix: String = "$") async -> [(message: String, jsonPath: String)] {
        let transport = ScreenTransport(folder: nil, network: OfflineNetwork())
        guard let base = URL(string: ScreenTransport.localOrigin) else { return [] }
        let json = screen.jsonString()
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

/// A network that answers every request with 404, so that probing a screen sends nothing anywhere.
private struct OfflineNetwork: HTTPClientProtocol {
    func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        ServerDrivenResponse(status: 404, statusText: "Not Found")
    }
}
