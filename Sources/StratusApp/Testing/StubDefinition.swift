import Foundation
import StratusCore

/// The stub server of a screen test, as written: which origin it stands in for, and how it answers.
///
/// ```yaml
/// stub:
///   origin: http://127.0.0.1:8080      # requests the screen sends here go to the stub
///   routes:
///     - path: /api/quote.json
///       body: {text: "Simple is better than complex."}
///     - {method: POST, path: /_stratus/echo, echo: true}
/// ```
/// A request no route matches gets `404` (and is still recorded for `requests` steps).
public struct StubDefinition: Sendable {
    /// One answer of the stub.
    public struct Route: Sendable {
        /// The method to match (upper case), or nil for any.
        public var method: String?
        /// The path to match, without the query.
        public var path: String
        /// The status to answer with.
        public var status: Int
        /// The body: a string is sent as text, anything else as JSON.
        public var body: JSONValue?
        /// Answer with the request's own body (and its content type).
        public var echo: Bool
    }

    /// The origin the screen sends requests to (`http://127.0.0.1:8080`); the test sends them to the stub instead.
    public var origin: String
    /// The answers, first match wins.
    public var routes: [Route]

    /// The route for a request, if any.
    public func route(method: String, path: String) -> Route? {
        routes.first { ($0.method == nil || $0.method == method) && $0.path == path }
    }

    init(_ value: JSONValue, at path: String, reader: ScreenTestFile.Reader) throws(StratusAppError) {
        guard case .object(let object) = value else {
            throw reader.error("`stub` must be a map with `origin` and `routes`", at: path)
        }
        for key in object.keys where key != "origin" && key != "routes" {
            throw reader.error("unknown key `\(key)`; expected origin, routes", at: "\(path).\(key)", key: true)
        }
        guard case .string(let origin) = object["origin"] ?? .null, let url = URL(string: origin),
              url.scheme == "http" || url.scheme == "https", url.host != nil else {
            throw reader.error("`origin` must be the http(s) origin the screen sends requests to", at: path + ".origin")
        }
        self.origin = origin.hasSuffix("/") ? String(origin.dropLast()) : origin
        routes = []
        guard let list = object["routes"] else { return }
        guard case .array(let elements) = list else { throw reader.error("`routes` must be a list", at: path + ".routes") }
        for (index, element) in elements.enumerated() {
            routes.append(try Self.route(element, at: "\(path).routes[\(index)]", reader: reader))
        }
    }

    private static func route(_ value: JSONValue, at path: String, reader: ScreenTestFile.Reader)
        throws(StratusAppError) -> Route {
        let keys: Set<String> = ["method", "path", "status", "body", "echo"]
        guard case .object(let object) = value else { throw reader.error("a route must be a map", at: path) }
        for key in object.keys where !keys.contains(key) {
            throw reader.error("unknown key `\(key)`; expected \(keys.sorted().joined(separator: ", "))",
                               at: "\(path).\(key)", key: true)
        }
        guard case .string(let routePath) = object["path"] ?? .null, routePath.hasPrefix("/") else {
            throw reader.error("`path` must start with /", at: path + ".path")
        }
        var method: String?
        if let value = object["method"] {
            guard case .string(let text) = value else { throw reader.error("`method` must be a string", at: path + ".method") }
            method = text.uppercased()
        }
        var status = 200
        if let value = object["status"] {
            guard let code = value.integerValue, (100...599).contains(code) else {
                throw reader.error("`status` must be an HTTP status between 100 and 599", at: path + ".status")
            }
            status = Int(code)
        }
        return Route(method: method, path: routePath, status: status, body: object["body"],
                     echo: object["echo"]?.boolValue ?? false)
    }
}
