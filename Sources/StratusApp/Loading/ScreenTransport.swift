import Foundation
import StratusCore

/// The transport the app gives the engine: local screens under a virtual host, the network for the rest.
///
/// StratusCore reads `file://` URLs itself, as plain JSON. The app wants more from local screens: YAML,
/// routes without an extension (`/product` finds `product.json`) and the screens of a bundle file. So local screens are given to the engine under
/// ``localOrigin`` (`http://screens.localhost`, a name that can only mean this machine, RFC 6761) and this
/// transport answers those requests from the folder. Everything else goes to the network transport; YAML
/// answers from servers are converted to JSON too.
public final class ScreenTransport: HTTPClientProtocol, @unchecked Sendable {
    /// The origin local screens are served under.
    public static let localOrigin = "http://screens.localhost"

    /// The folder local screens are read from, when the target is local.
    public let folder: ScreenFolder?
    /// The bundle file, when the target is `FILE#NAME`.
    public let bundlePath: String?
    private let network: any HTTPClientProtocol
    /// The longest a network request may take, in seconds (`stratus render --timeout`); nil for no bound.
    public let requestTimeout: Double?

    /// Creates a transport.
    /// - Parameters:
    ///   - folder: where local screens are read from (nil when only the network is used).
    ///   - bundlePath: a bundle file whose members answer the routes of the local origin.
    ///   - network: the transport for every other URL.
    ///   - requestTimeout: the longest a network request may take, in seconds.
    public init(folder: ScreenFolder?, bundlePath: String? = nil, network: any HTTPClientProtocol,
                requestTimeout: Double? = nil) {
        self.folder = folder
        self.bundlePath = bundlePath
        self.network = network
        self.requestTimeout = requestTimeout
    }

    /// Sends a request: local ones are answered from the folder or bundle, others go to the network.
    public func send(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        let url = request.url
        var response: ServerDrivenResponse
        if Self.isLocal(url) {
            response = try local(request)
        } else {
            response = try await sendOverNetwork(request)
        }
        guard (200..<300).contains(response.status), !response.body.isEmpty else { return response }
        let format = ScreenDocument.Format(contentType: response.headers["content-type"], path: url.path)
        guard format == .yaml else { return response }
        // YAML becomes JSON.
        let text = String(decoding: response.body, as: UTF8.self)
        let document: ScreenDocument
        do {
            document = try ScreenDocument(parsing: text, format: format, file: url.absoluteString)
        } catch {
            throw StratusCoreError(.malformedJSON, error.message, source: url.absoluteString, jsonPath: error.jsonPath,
                                   line: error.line, column: error.column)
        }
        response.body = Data(document.value.jsonString().utf8)
        response.headers["content-type"] = "application/json; charset=utf-8"
        return response
    }

    private func sendOverNetwork(_ request: ServerDrivenRequest) async throws -> ServerDrivenResponse {
        guard let requestTimeout else { return try await network.send(request) }
        let network = self.network
        return try await withThrowingTaskGroup(of: ServerDrivenResponse.self) { group in
            group.addTask { try await network.send(request) }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(requestTimeout * 1000)))
                throw StratusCoreError(.request, "No answer from \(request.url.absoluteString) within "
                    + "\(requestTimeout) s.", source: request.url.absoluteString)
            }
            defer { group.cancelAll() }
            guard let first = try await group.next() else {
                throw StratusCoreError(.request, "No answer.", source: request.url.absoluteString)
            }
            return first
        }
    }

    /// Whether a URL is one of the local screens.
    public static func isLocal(_ url: URL) -> Bool {
        url.scheme == "http" && url.host == "screens.localhost"
    }

    /// How to show a URL to a person: a local screen by its route (`/todo.json`), anything else as is.
    public static func displayName(of url: String) -> String {
        url.hasPrefix(localOrigin + "/") ? String(url.dropFirst(localOrigin.count)) : url
    }

    /// The local URL of a route (`/todo.json` → `http://screens.localhost/todo.json`).
    public static func localURL(_ route: String) -> String {
        localOrigin + (route.hasPrefix("/") ? route : "/" + route)
    }

    private func local(_ request: ServerDrivenRequest) throws -> ServerDrivenResponse {
        let url = request.url
        var route = url.path
        if let query = url.query { route += "?" + query }
        if request.method != .get {
            // Like `stratus serve`: the echo path answers with the request body, other writes are refused.
            guard url.path == ScreenServer.echoPath else { return Self.notFound(route) }
            return ServerDrivenResponse(status: 200, statusText: "OK",
                                        headers: ["content-type": "application/json"], body: request.body ?? Data())
        }
        if let bundlePath, let member = try bundleMember(route, in: bundlePath) {
            return ServerDrivenResponse(status: 200, statusText: "OK",
                                        headers: ["content-type": "application/json"], body: member)
        }
        guard let folder, let path = folder.resolve(route) else { return Self.notFound(route) }
        guard let body = FileManager.default.contents(atPath: path) else {
            throw StratusCoreError(.request, "Could not read \(path).", source: url.absoluteString)
        }
        return ServerDrivenResponse(status: 200, statusText: "OK",
                                    headers: ["content-type": MediaType.forFile(named: path)], body: body)
    }

    private func bundleMember(_ route: String, in path: String) throws -> Data? {
        guard let document = try? ScreenDocument(contentsOfFile: path), case .object(let object) = document.value,
              let key = ScreenBundle.key(forRoute: route, in: object), let member = object[key] else { return nil }
        return Data(member.jsonString().utf8)
    }

    private static func notFound(_ route: String) -> ServerDrivenResponse {
        ServerDrivenResponse(status: 404, statusText: "Not Found", headers: ["content-type": "text/plain"],
                             body: Data("no screen at \(route)".utf8))
    }
}
