import Hummingbird
import Logging
import ServiceLifecycle
import StratusCodable

/// The connector endpoints a bot replies to, served on loopback (the `serviceUrl` of every activity the channel
/// sends): `/v3/conversations/{id}/activities[/{activityId}]` for sends and replies (POST), updates (PUT) and
/// deletes (DELETE), as the Bot Connector REST API names them.
///
/// The server only translates HTTP to ``ConnectorRequest`` values and ``ConnectorResponse`` values back: what a
/// request does to a conversation is the handler's business. A body that is not an activity is answered 400 and
/// reported to the handler as ``ConnectorRequest/malformed(_:)``; other routes get 404.
public actor ConnectorServer {
    /// Decides what each request does and answers it.
    public typealias Handler = @Sendable (ConnectorRequest) async -> ConnectorResponse

    private let handler: Handler
    private let host: String
    private var port: Int?
    private var group: ServiceGroup?
    private var serving: Task<Void, any Error>?

    /// The largest activity taken (an Adaptive Card with images inline stays well below).
    static let bodyLimit = 4 << 20

    /// A server that will listen on `host` (loopback by default) once started.
    public init(host: String = "127.0.0.1", handler: @escaping Handler) {
        self.host = host
        self.handler = handler
    }

    /// The URL bots post to (`http://127.0.0.1:PORT/`), once started.
    public var serviceURL: String? { port.map { "http://\(host):\($0)/" } }

    /// Starts listening on a free port and returns the service URL.
    /// - Throws: ``BotChannelError/Kind/connectorFailed`` when the server stopped before it listened.
    @discardableResult
    public func start() async throws(BotChannelError) -> String {
        if let serviceURL { return serviceURL }
        var logger = Logger(label: "stratus.bot-connector")
        logger.logLevel = .error
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let app = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(host, port: 0), serverName: "stratus-bot-channel"),
            onServerRunning: { channel in continuation.yield(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        let serving = Task {
            defer { continuation.finish() }
            try await group.run()
        }
        self.group = group
        self.serving = serving
        for await bound in ports where bound > 0 {
            port = bound
            return "http://\(host):\(bound)/"
        }
        let reason = await serving.result.failureDescription
        throw BotChannelError(.connectorFailed, "the connector endpoints could not be served on \(host)\(reason)")
    }

    /// Stops listening, once the requests already taken are answered.
    public func stop() async {
        await group?.triggerGracefulShutdown()
        _ = await serving?.result
        group = nil
        serving = nil
        port = nil
    }

    private nonisolated func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        let handler = self.handler
        let activities = "/v3/conversations/:conversation/activities"
        router.post(RouterPath(activities)) { request, context in
            await Self.send(request, context, replyTo: nil, handler)
        }
        router.post(RouterPath(activities + "/:activity")) { request, context in
            await Self.send(request, context, replyTo: context.parameters.get("activity"), handler)
        }
        router.put(RouterPath(activities + "/:activity")) { request, context in
            let conversation = context.parameters.get("conversation") ?? ""
            let id = context.parameters.get("activity") ?? ""
            switch await Self.activity(in: request, context) {
            case .success(let activity):
                return Self.response(await handler(.update(conversationID: conversation, activityID: id, activity: activity)))
            case .failure(let error):
                return Self.response(await Self.refuse(error, handler))
            }
        }
        router.delete(RouterPath(activities + "/:activity")) { _, context in
            let conversation = context.parameters.get("conversation") ?? ""
            let id = context.parameters.get("activity") ?? ""
            return Self.response(await handler(.delete(conversationID: conversation, activityID: id)))
        }
        return router
    }

    private static func send(_ request: Request, _ context: BasicRequestContext, replyTo: String?,
                             _ handler: Handler) async -> Response {
        let conversation = context.parameters.get("conversation") ?? ""
        switch await activity(in: request, context) {
        case .success(let activity):
            return response(await handler(.send(conversationID: conversation, activity: activity, replyToID: replyTo)))
        case .failure(let error):
            return response(await refuse(error, handler))
        }
    }

    private static func refuse(_ error: BotChannelError, _ handler: Handler) async -> ConnectorResponse {
        _ = await handler(.malformed(error))
        return .failure(status: 400, code: "BadArgument", message: error.description)
    }

    /// The request's body read as an activity.
    private static func activity(in request: Request, _ context: BasicRequestContext) async -> Result<Activity, BotChannelError> {
        let route = request.uri.path
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: bodyLimit)
        } catch {
            return .failure(BotChannelError(.malformedActivity, "the activity could not be read (\(error))", url: route))
        }
        do {
            let json = try JSONValue(parsing: Array(body.readableBytesView))
            return .success(try Activity(json: json, from: route))
        } catch let error as BotChannelError {
            return .failure(error)
        } catch let error as StratusCodableError {
            return .failure(BotChannelError(.malformedActivity, "the activity is not JSON: \(error.message)", url: route))
        } catch {
            return .failure(BotChannelError(.malformedActivity, "the activity is not JSON (\(error))", url: route))
        }
    }

    private static func response(_ answer: ConnectorResponse) -> Response {
        let status: HTTPResponse.Status
        let body: JSONValue?
        switch answer {
        case .resource(let id):
            status = .ok
            body = ["id": .string(id)]
        case .done:
            status = .ok
            body = nil
        case .failure(let code, let name, let message):
            status = HTTPResponse.Status(code: code)
            body = ["error": ["code": .string(name), "message": .string(message)]]
        }
        var headers = HTTPFields()
        guard let body else { return Response(status: status, headers: headers) }
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body.jsonString())))
    }
}

private extension Result where Success == Void {
    /// `: reason` of a failure, or nothing.
    var failureDescription: String {
        if case .failure(let error) = self { return ": \(error)" }
        return ""
    }
}
