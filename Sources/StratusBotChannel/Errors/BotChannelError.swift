import StratusCodable

/// The one error type of the bot channel: what went wrong between Stratus and a bot, and where when it is known.
///
/// Its description is written for the person talking to the bot: `URL: message [json path]` when the problem is in
/// something the bot sent, or just the message. A conversation keeps each one as a line of its own
/// (``ConversationEntry/Content/problem(_:)``), so that the user sees it where the bot's answer would have been.
public struct BotChannelError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The family of the problem.
    public enum Kind: String, Sendable, Hashable {
        /// Nothing listens at the bot's endpoint, or the connection broke.
        case unreachable
        /// The bot did not answer within the time allowed.
        case timedOut
        /// The bot refused the request for want of credentials (401, 403).
        case unauthorized
        /// The bot answered with an error status (4xx other than 401 and 403, 5xx).
        case botFailed
        /// The bot sent something that is not an activity, or an answer that is not what the protocol says.
        case malformedActivity
        /// An attachment's content type is one Stratus cannot show.
        case unknownAttachment
        /// The bot wrote to a conversation that does not exist.
        case unknownConversation
        /// The bot updated or deleted an activity that is not in the conversation.
        case unknownActivity
        /// The bot sent more activities than the channel takes in the time allowed; the rest were refused.
        case flooded
        /// An `adaptiveCard/action` invoke was answered with an error.
        case invokeFailed
        /// The connector endpoints could not be served on loopback.
        case connectorFailed
    }

    /// The family of the problem.
    public var kind: Kind
    /// What went wrong, in words.
    public var message: String
    /// The URL the problem came from (the bot's endpoint, a connector route), when known.
    public var url: String?
    /// The JSON path inside the activity (`attachments[0].contentType`), when known.
    public var jsonPath: String?

    /// Creates an error.
    public init(_ kind: Kind, _ message: String, url: String? = nil, jsonPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.url = url
        self.jsonPath = jsonPath
    }

    /// `URL: message [json path]`, leaving out what is unknown (``ProblemLocation/describing(_:)``).
    public var description: String { ProblemLocation(file: url, path: jsonPath).describing(message) }
}
