import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import StratusA2UITerminal
import StratusCodable
import StratusCore

/// An A2A agent reached over HTTP (`a2a+http://HOST:PORT/PATH`, `a2a+https://...`): its card is read, the user's
/// first message is sent, and each answer is streamed as Server-Sent Events, from which the A2UI extension's
/// DataParts are taken (in messages, status updates and artifacts) and reported as the A2UI messages they hold.
/// The client's messages (actions, errors) go back in a DataPart of a new message for the same task and context.
///
/// Requests go one after another, in the order they were sent, on a task of its own: an agent that answers slowly
/// holds the next request, never the screen. Built on AsyncHTTPClient (already used for screens) with
/// ``ServerSentEventReader``: an event is applied only once its blank line arrived, so a stream cut in the middle
/// of one applies nothing of it.
final class A2AConnection: AgentTransport, @unchecked Sendable {
    /// The URL as typed (`a2a+http://127.0.0.1:8765/`).
    let name: String
    /// The agent runs elsewhere: the restart key connects to it again.
    var runsTheAgent: Bool { false }
    /// The agent's URL over HTTP.
    let agentURL: URL
    /// What the user says first.
    let firstMessage: String

    // Guarded by `lock`: started and stopped on the main actor, sent to from it.
    private let lock = NSLock()
    private var outgoing: AsyncStream<Outgoing>.Continuation?
    private var work: Task<Void, Never>?

    /// The scheme prefix that names an A2A agent.
    static let schemes = ["a2a+http": "http", "a2a+https": "https"]

    /// Whether `target` names an A2A agent (`a2a+http://`, `a2a+https://`).
    static func names(_ target: String) -> Bool {
        schemes.keys.contains { target.lowercased().hasPrefix($0 + "://") }
    }

    /// - Throws: `StratusAppError` when `target` is not an `a2a+http(s)://` URL with a host.
    init(target: String, firstMessage: String) throws(StratusAppError) {
        guard let colon = target.firstIndex(of: ":"), let scheme = Self.schemes[target[..<colon].lowercased()],
              let url = URL(string: scheme + target[colon...]), url.host != nil else {
            throw StratusAppError(.invalidArgument, "not an A2A agent URL: \(target) (a2a+http://HOST:PORT/PATH)")
        }
        name = target
        agentURL = url
        self.firstMessage = firstMessage
    }

    func start(reportingTo inbox: AgentInbox) throws(StratusAppError) {
        let (messages, continuation) = AsyncStream.makeStream(of: Outgoing.self)
        let conversation = A2AConversation(agentURL: agentURL, inbox: inbox)
        let firstMessage = firstMessage
        let task = Task {
            guard await conversation.open() else { return }
            await conversation.exchange(text: firstMessage)
            for await outgoing in messages {
                await conversation.exchange(a2ui: [outgoing.message], dataModel: outgoing.dataModel)
            }
        }
        lock.withLock {
            outgoing = continuation
            work = task
        }
    }

    /// A client message waiting to be sent, with the data model that goes in its A2A message's metadata.
    struct Outgoing: Sendable {
        var message: JSONValue
        var dataModel: JSONValue?
    }

    func send(_ line: String, dataModel: JSONValue?) {
        guard let message = try? JSONValue(parsing: line) else { return }
        _ = lock.withLock { outgoing }?.yield(Outgoing(message: message, dataModel: dataModel))
    }

    func stop() {
        let (outgoing, work) = lock.withLock { () -> (AsyncStream<Outgoing>.Continuation?, Task<Void, Never>?) in
            defer { self.outgoing = nil; self.work = nil }
            return (self.outgoing, self.work)
        }
        outgoing?.finish()
        work?.cancel()
    }
}

/// One conversation with an A2A agent: its card, the task and context it is in, the requests one after another.
/// Only the connection's task uses it.
private final class A2AConversation: @unchecked Sendable {
    let agentURL: URL
    let inbox: AgentInbox
    private var card: A2AAgentCard?
    /// The task the agent waits in (input-required); nil before the first answer and once a task ended.
    private var taskId: String?
    /// The conversation's context: kept for every message once the agent named it.
    private var contextId: String?
    private var requestId = 0

    /// One client for every A2A conversation: no read timeout (a stream may be quiet while the agent works; the
    /// session says so after `--agent-timeout`), a connection attempt of a few seconds.
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .seconds(3), read: nil)
        configuration.redirectConfiguration = .follow(max: 3, allowCycles: false)
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// The longest a card or a refusal may be.
    static let bodyLimit = 1 << 20

    init(agentURL: URL, inbox: AgentInbox) {
        self.agentURL = agentURL
        self.inbox = inbox
    }

    /// Reads the agent card; false (the end reported) when it cannot be used.
    func open() async -> Bool {
        let location = A2AAgentCard.location(of: agentURL)
        do {
            var request = HTTPClientRequest(url: location.absoluteString)
            request.headers.add(name: "Accept", value: "application/json")
            let response = try await Self.client.execute(request, timeout: .seconds(30))
            let body = try await response.body.collect(upTo: Self.bodyLimit)
            guard response.status == .ok else {
                throw A2AFailure("answered \(Self.describe(response.status)) for its agent card at \(location.absoluteString)\(Self.quoted(body))")
            }
            let json: JSONValue
            do {
                json = try JSONValue(parsing: Array(body.readableBytesView))
            } catch {
                throw A2AFailure("sent an agent card that is not JSON (\(location.absoluteString): \(error.message))\(Self.quoted(body))")
            }
            let card = try A2AAgentCard(decoding: json)
            self.card = card
            let a2ui = card.a2uiExtension.map { "the A2UI extension \($0)" } ?? "no A2UI extension on its card (v0.9 assumed)"
            inbox.post([.note("A2A \(card.dialect.rawValue) agent \"\(card.name)\" at \(card.endpoint), \(a2ui)")])
            return true
        } catch let failure as A2AFailure {
            if !Task.isCancelled { inbox.post([.ended(failure.reason)]) }
        } catch {
            if !Task.isCancelled {
                inbox.post([.ended("could not be reached for its agent card: \(NetworkFailure.describe(error, url: location, peer: "agent"))")])
            }
        }
        return false
    }

    /// Sends the user's words, or A2UI messages, and reads the streamed answer to its end. A stream cut before
    /// its answer was complete is resumed (``resume(after:)``); a request the agent refuses with a JSON-RPC error
    /// is told, and the next message starts a new task of the same context (the refused one may have failed).
    /// `dataModel` goes in the message's metadata as `a2uiClientDataModel`, beside `a2uiClientCapabilities`, as
    /// the A2UI extension says.
    func exchange(text: String? = nil, a2ui: [JSONValue] = [], dataModel: JSONValue? = nil) async {
        guard let card, !Task.isCancelled else { return }
        let extensions = card.a2uiExtension.map { [$0] } ?? []
        var metadata: JSONObject = ["a2uiClientCapabilities": card.clientCapabilities]
        if let dataModel { metadata["a2uiClientDataModel"] = dataModel }
        let message = card.dialect.message(
            text: text, a2ui: a2ui, mimeType: card.a2uiMimeType, taskId: taskId, contextId: contextId,
            extensions: extensions, metadata: metadata)
        let method = card.dialect.streamingMethod
        switch await post(card.dialect.streamingRequest(id: nextRequestId(), message: message), method: method) {
        case .complete, .failed:
            return
        case .refused(let error):
            taskId = nil
            fail("refused the request with JSON-RPC error \(error)")
        case .cut(let reason):
            await resume(after: reason)
        }
    }

    /// How many times a cut stream is resumed before the cut is told.
    static let resumeAttempts = 3

    /// The stream of the task under way was cut (`reason`): it is streamed again from the agent (A2A's
    /// `SubscribeToTask`, whose first event is the task as it stands), or, when the agent no longer streams it
    /// (it ended meanwhile), read as it stands (`GetTask`). Of the task's artifacts and status message, only what
    /// was not applied yet is applied: nothing of the event that was cut had been. Told in the log when it
    /// worked, on screen when it did not.
    private func resume(after reason: String) async {
        guard let card else { return }
        var reason = reason
        for _ in 0..<Self.resumeAttempts {
            guard let taskId, !Task.isCancelled else { break }
            let resubscribe = card.dialect.resubscribeMethod
            var ending = await post(card.dialect.taskRequest(id: nextRequestId(), method: resubscribe, taskId: taskId),
                                    method: resubscribe)
            var how = resubscribe
            if case .refused = ending {
                // A task that ended is not streamed any more: it is read whole instead.
                how = card.dialect.getTaskMethod
                ending = await post(card.dialect.taskRequest(id: nextRequestId(), method: how, taskId: taskId), method: how)
            }
            switch ending {
            case .complete:
                inbox.post([.recovered("the agent \(reason); the task \(taskId) was resumed with \(how): "
                                  + "what had arrived of the cut event was not applied, the rest of the answer was")])
                return
            case .failed:
                return
            case .refused(let error):
                reason += "; \(how) was refused with JSON-RPC error \(error)"
            case .cut(let again):
                reason += "; resumed with \(how), it \(again)"
            }
        }
        fail("\(reason): what had arrived of it was not applied, and the answer could not be resumed")
    }

    /// How a request's answer ended.
    private enum Ending {
        /// The answer is whole: the task finished or waits for the user, or a message or a task answered.
        case complete
        /// The agent refused the request with a JSON-RPC error: its code and message.
        case refused(String)
        /// The stream ended before its answer was whole (cut in the middle of an event, or closed early): what
        /// happened, as a verb phrase about the agent.
        case cut(String)
        /// Something else went wrong, and was told.
        case failed
    }

    private func nextRequestId() -> Int {
        requestId += 1
        return requestId
    }

    /// Posts a JSON-RPC request of `method` and applies its answer: a stream of Server-Sent Events, each applied
    /// once whole, or a single JSON-RPC response.
    private func post(_ body: JSONValue, method: String) async -> Ending {
        guard let card else { return .failed }
        var request = HTTPClientRequest(url: card.endpoint)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json")
        request.headers.add(name: "Accept", value: "text/event-stream")
        let extensions = card.a2uiExtension.map { [$0] } ?? []
        for (name, value) in card.dialect.headers(extensions: extensions) { request.headers.add(name: name, value: value) }
        request.body = .bytes(ByteBuffer(string: body.jsonString()))
        var reader = ServerSentEventReader()
        var progress = Progress()
        var answered = false
        do {
            let response = try await Self.client.execute(request, deadline: .distantFuture)
            answered = true
            guard response.status == .ok else {
                let body = try? await response.body.collect(upTo: Self.bodyLimit)
                fail("answered \(Self.describe(response.status)) to \(method)\(Self.quoted(body))")
                return .failed
            }
            let type = response.headers.first(name: "Content-Type")?.lowercased() ?? ""
            guard type.hasPrefix("text/event-stream") else {
                // A JSON-RPC error, or a single result, instead of a stream.
                let body = try await response.body.collect(upTo: Self.bodyLimit)
                inbox.post(handle(data: String(buffer: body), progress: &progress))
                return progress.refusal.map(Ending.refused) ?? (progress.finished ? .complete : .cut(
                    "answered \(method) with a task that neither finished nor asks for input"))
            }
            for try await buffer in response.body {
                var events: [AgentEvent] = []
                for event in reader.read(buffer.readableBytesView) {
                    events += handle(data: event.data, progress: &progress)
                }
                inbox.post(events)
            }
            if let refusal = progress.refusal { return .refused(refusal) }
            if reader.hasPartialEvent { return .cut("closed the stream in the middle of an event") }
            if !progress.finished {
                return .cut("closed the stream before its answer was complete (the task had not finished nor asked for input)")
            }
            return .complete
        } catch is CancellationError {
            return .failed
        } catch {
            guard !Task.isCancelled else { return .failed }
            if let refusal = progress.refusal { return .refused(refusal) }
            if reader.hasPartialEvent { return .cut("cut the connection in the middle of an event (\(error))") }
            if progress.finished { return .complete }
            guard answered else {
                let why = URL(string: card.endpoint).map { NetworkFailure.describe(error, url: $0, peer: "agent") }
                fail("could not be reached: \(why ?? "\(card.endpoint): \(error)")")
                return .failed
            }
            return .cut("cut the connection before its answer was complete (\(error))")
        }
    }

    /// What one answer told so far: whether it is whole, and the JSON-RPC error it refused the request with.
    private struct Progress {
        var finished = false
        var refusal: String?
    }

    /// The task whose parts were applied, and what of it: the parts of each artifact (by id) and the ids of
    /// the messages, so that a task read again after a cut applies only what was not.
    private var appliedTask: String?
    private var appliedArtifactParts: [String: Int] = [:]
    private var appliedMessages: Set<String> = []

    /// The events of one JSON-RPC response: its A2UI messages, its words, what was wrong with it.
    private func handle(data: String, progress: inout Progress) -> [AgentEvent] {
        let response: JSONValue
        do {
            response = try JSONValue(parsing: data)
        } catch {
            return [.failed("sent a stream event that is not JSON-RPC (\(error.message)): \(Self.quoted(data))")]
        }
        if let error = response["error"] {
            let code = error["code"].map { "\($0.jsonString()): " } ?? ""
            progress.refusal = code + (error["message"]?.stringValue ?? error.jsonString())
            return []
        }
        guard let result = response["result"], let update = A2AUpdate(result: result) else {
            return [.failed("sent a stream event that is neither a task, a message, a status update nor an artifact update: \(Self.quoted(data))")]
        }
        if let contextId = update.contextId { self.contextId = contextId }
        if let taskId = update.taskId { self.taskId = taskId }
        var events: [AgentEvent] = []
        for part in unappliedParts(of: update) {
            switch A2APart(part) {
            case .text(let text):
                events.append(.diagnostic(text))
            case .a2ui(let messages):
                events += messages.map { .line($0.jsonString()) }
            case .otherData(let mimeType):
                let type = mimeType.map { "the MIME type \"\($0)\"" } ?? "no MIME type"
                events.append(.failed("sent a DataPart with \(type), not application/json+a2ui: it was not applied"))
            case .other:
                break
            }
        }
        if result["kind"]?.stringValue == "message" || result["message"] != nil { progress.finished = true }
        if let state = update.state {
            if A2AUpdate.finalStates.contains(state) {
                // A task that ended takes no more messages: the next starts a task of the same context.
                taskId = nil
                progress.finished = true
                if state != "completed" { events.append(.failed("ended the task as \(state)")) }
            } else if A2AUpdate.waitingStates.contains(state) {
                progress.finished = true
            }
        }
        return events
    }

    /// The parts of `update` not applied yet: a message seen before (by its id) is not applied again, nor the
    /// parts of a whole task's artifacts (a task read again after a cut) that were; artifact updates are applied
    /// as they come, appended or whole.
    private func unappliedParts(of update: A2AUpdate) -> [JSONValue] {
        if let task = update.taskId, task != appliedTask {
            appliedTask = task
            appliedArtifactParts = [:]
            appliedMessages = []
        }
        var parts: [JSONValue] = []
        if update.messageId.map({ appliedMessages.insert($0).inserted }) ?? true { parts += update.messageParts }
        for artifact in update.artifacts {
            let key = artifact.id ?? ""
            let applied = appliedArtifactParts[key] ?? 0
            if update.isTask {
                parts += artifact.parts.dropFirst(applied)
                appliedArtifactParts[key] = max(applied, artifact.parts.count)
            } else {
                parts += artifact.parts
                appliedArtifactParts[key] = (artifact.append ? applied : 0) + artifact.parts.count
            }
        }
        return parts
    }

    private func fail(_ reason: String) {
        guard !Task.isCancelled else { return }
        inbox.post([.failed(reason)])
    }

    private static func describe(_ status: HTTPResponseStatus) -> String { "\(status.code) \(status.reasonPhrase)" }

    /// `: "the first words of the body"`, or nothing when it is empty.
    private static func quoted(_ body: ByteBuffer?) -> String {
        guard let body, body.readableBytes > 0 else { return "" }
        return ": " + quoted(String(buffer: body))
    }

    private static func quoted(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return "\"" + (line.count > 80 ? line.prefix(80) + "…" : Substring(line)) + "\""
    }
}
