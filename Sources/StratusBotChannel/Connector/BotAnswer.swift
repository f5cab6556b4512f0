import StratusCodable

/// What a bot's endpoint answered to one activity posted to it.
public enum BotAnswer: Sendable, Hashable {
    /// Taken (200, 201, 202 without a body to read): replies, if any, come to the connector endpoints.
    case accepted(status: Int)
    /// The replies of an `expectReplies` activity, in the order the bot sent them.
    case replies([Activity])
    /// The answer to an invoke: its status and body.
    case invokeResponse(status: Int, body: JSONValue?)
}
