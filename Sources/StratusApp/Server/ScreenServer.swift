import Foundation
import Hummingbird
import Logging
import StratusCore
import StratusStore

/// The HTTP server of `stratus serve`: a folder of screens, served so clients can poll for changes.
///
/// Every file answer carries an `ETag` (a hash of the bytes) and a `Last-Modified` date, and honours
/// `If-None-Match` and `If-Modified-Since` with `304 Not Modified`, so a client can poll a screen cheaply
/// and reload it only when its file changed. `POST`, `PUT`, `PATCH` and `DELETE` on ``echoPath`` send the
/// request body back, which is what the `sendRequest` demos post to. Each request is logged on one line.
public struct ScreenServer: Sendable {
    /// The path that answers any request body with itself.
    public static let echoPath = "/_stratus/echo"

    /// The folder served.
    public var folder: ScreenFolder
    /// The interface to listen on, such as `127.0.0.1` or `0.0.0.0`.
    public var host: String
    /// The TCP port; 0 picks a free one (see `run(onStarted:)`).
    public var port: Int
    /// Where request lines and server events go.
    public var logger: Logger

    /// Creates a server; nothing listens until `run(onStarted:)`.
    public init(folder: ScreenFolder, host: String = "127.0.0.1", port: Int = 8080, logger: Logger) {
        self.folder = folder
        self.host = host
        self.port = port
        self.logger = logger
    }

    /// Serves until the task is cancelled or the process gets SIGINT, SIGTERM or SIGHUP (its terminal closed).
    /// - Parameter onStarted: called once listening, with the port actually bound.
    public func run(onStarted: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let router = Router(context: BasicRequestContext.self, options: [.autoGenerateHeadEndpoints])
        router.add(middleware: RequestLogMiddleware(logger: logger))
        let folder = self.folder
        for method in [HTTPRequest.Method.post, .put, .patch, .delete] {
            router.on(RouterPath(Self.echoPath), method: method) { request, _ in
                try await Self.echo(request)
            }
        }
        router.get("/") { request, _ in Self.file(for: request, in: folder) }
        router.get("**") { request, _ in Self.file(for: request, in: folder) }
        let port = self.port
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "stratus"),
            onServerRunning: { channel in await onStarted(channel.localAddress?.port ?? port) },
            logger: logger
        )
        try await app.runStoppingGracefully(gracefulShutdownSignals: [.sigterm, .sigint, .sighup])
    }

    static func echo(_ request: Request) async throws -> Response {
        let body = try await request.body.collect(upTo: 4 << 20)
        var headers = HTTPFields()
        headers[.contentType] = request.headers[.contentType] ?? "application/json; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    static func file(for request: Request, in folder: ScreenFolder) -> Response {
        guard let path = folder.resolve(request.uri.path) else {
            return problem(.notFound, "no screen at \(request.uri.path)")
        }
        let bytes: Data
        let modified: Int64
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            modified = Int64(((attributes[.modificationDate] as? Date) ?? Date()).timeIntervalSince1970)
        } catch {
            return problem(.forbidden, "cannot read \(request.uri.path)")
        }
        let entityTag = EntityTag(of: bytes)
        var headers = HTTPFields()
        headers[.eTag] = entityTag.headerValue
        headers[.lastModified] = HTTPDate.format(secondsSince1970: modified)
        // no-cache: clients may keep a copy but must revalidate, which is what live reload relies on.
        headers[.cacheControl] = "no-cache"
        if isNotModified(request.headers, entityTag: entityTag, modified: modified) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = MediaType.forFile(named: path)
        headers[.contentLength] = String(bytes.count)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// RFC 9110 13.2.2: If-None-Match wins over If-Modified-Since when both are present.
    static func isNotModified(_ headers: HTTPFields, entityTag: EntityTag, modified: Int64) -> Bool {
        if let candidates = headers[.ifNoneMatch] {
            return entityTag.isMatched(byIfNoneMatch: candidates)
        }
        if let since = headers[.ifModifiedSince].flatMap(HTTPDate.parse) {
            return modified <= since
        }
        return false
    }

    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        let object: [String: Any] = ["error": message, "status": status.code]
        let body = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.cacheControl] = "no-cache"
        return Response(
            status: status, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }
}
