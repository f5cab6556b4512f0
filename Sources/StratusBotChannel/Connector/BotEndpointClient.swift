import AsyncHTTPClient
import Foundation
import NIOCore
import StratusCodable

/// Posts activities to a bot's messaging endpoint (`http://127.0.0.1:3978/api/messages`) as a Bot Framework channel
/// does: one JSON activity per POST, no credentials (the bot runs with anonymous local auth), and reads the answer.
///
/// Every failure is a ``BotChannelError`` that names the endpoint: nothing listens, no answer within
/// ``timeout``, 401 or 403, another error status, or a body that is not what the activity asked for.
public struct BotEndpointClient: Sendable {
    /// The bot's messaging endpoint.
    public var endpoint: String
    /// How long an answer may take (the bot's whole turn, when it replies in the response).
    public var timeout: Duration

    /// The largest answer read (an `expectReplies` answer holds every card of the turn).
    static let bodyLimit = 4 << 20

    /// One client for every bot: a bot that is down is said at once (no retried connection attempts until the
    /// timeout, AsyncHTTPClient's default), a connection attempt of a few seconds, no read timeout of its own
    /// (each request has ``timeout`` as its deadline).
    static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.timeout = .init(connect: .seconds(3), read: nil)
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }()

    /// A client for the bot at `endpoint`.
    public init(endpoint: String, timeout: Duration = .seconds(30)) {
        self.endpoint = endpoint
        self.timeout = timeout
    }

    /// Posts `activity` and reads the answer: replies for an `expectReplies` activity, the invoke response for an
    /// invoke, acceptance otherwise.
    /// - Throws: ``BotChannelError`` of kind `unreachable`, `timedOut`, `unauthorized`, `botFailed` or
    ///   `malformedActivity`.
    public func post(_ activity: Activity) async throws(BotChannelError) -> BotAnswer {
        var request = HTTPClientRequest(url: endpoint)
        request.method = .POST
        request.headers.add(name: "Content-Type", value: "application/json; charset=utf-8")
        request.body = .bytes(ByteBuffer(string: activity.json.jsonString()))
        let status: Int
        let body: ByteBuffer
        do {
            let response = try await Self.client.execute(request, deadline: .now() + TimeAmount(timeout))
            status = Int(response.status.code)
            body = try await response.body.collect(upTo: Self.bodyLimit)
        } catch {
            throw describe(error)
        }
        let text = String(buffer: body)
        switch status {
        case 401, 403:
            throw BotChannelError(.unauthorized, "the bot answered \(status): it wants credentials; Stratus sends none, "
                + "so run the bot with anonymous local auth (no app id, no password)\(Self.excerpt(text))", url: endpoint)
        case 400...:
            throw BotChannelError(.botFailed, "the bot answered \(status) to the \(activity.type) activity\(Self.excerpt(text))",
                                  url: endpoint)
        default:
            break
        }
        if activity.type == .invoke {
            if text.isEmpty { return .invokeResponse(status: status, body: nil) }
            return .invokeResponse(status: status, body: try parse(text))
        }
        if activity.deliveryMode == .expectReplies {
            let json = try parse(text)
            guard let list = json["activities"]?.arrayValue else {
                throw BotChannelError(.malformedActivity, "the answer to an expectReplies activity must be "
                    + "{\"activities\": [...]}, not \(json.kindDescription)", url: endpoint, jsonPath: "activities")
            }
            var replies: [Activity] = []
            for (index, element) in list.enumerated() {
                replies.append(try Activity(json: element, from: endpoint, at: "activities[\(index)]"))
            }
            return .replies(replies)
        }
        return .accepted(status: status)
    }

    private func parse(_ text: String) throws(BotChannelError) -> JSONValue {
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw BotChannelError(.malformedActivity, "the bot's answer is not JSON: \(error.message)\(Self.excerpt(text))",
                                  url: endpoint)
        }
    }

    private func describe(_ error: any Error) -> BotChannelError {
        if let client = error as? HTTPClientError, client == .deadlineExceeded || client == .readTimeout {
            return BotChannelError(.timedOut, "the bot did not answer within \(Self.seconds(timeout))", url: endpoint)
        }
        if let client = error as? HTTPClientError, client == .invalidURL || client == .emptyHost {
            return BotChannelError(.unreachable, "not a URL Stratus can post to", url: endpoint)
        }
        return BotChannelError(.unreachable, "the bot could not be reached (\(error)); is it running?", url: endpoint)
    }

    /// `12 s`, `1.5 s`.
    static func seconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = attoseconds / 100_000_000_000_000_000
        return tenths == 0 ? "\(seconds) s" : "\(seconds).\(tenths) s"
    }

    /// `: "the first 200 characters"` of a body worth quoting, or nothing.
    static func excerpt(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return "" }
        return ": \"\(trimmed.count > 200 ? trimmed.prefix(200) + "…" : Substring(trimmed))\""
    }
}
