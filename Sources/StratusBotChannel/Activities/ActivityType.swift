/// The `type` of a Bot Framework activity: what it is for.
///
/// A string, so that a type this channel does not know still round-trips (`event`, `trace`, `handoff`...).
public struct ActivityType: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The type as it is written in the activity.
    public var rawValue: String

    /// Creates a type from its name as written in an activity.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a type from its name as written in an activity.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Text, attachments, suggested actions: what a conversation shows.
    public static let message: ActivityType = "message"
    /// Members joined or left; the channel sends one when a conversation starts.
    public static let conversationUpdate: ActivityType = "conversationUpdate"
    /// A request that wants an answer in the HTTP response (`adaptiveCard/action` for Action.Execute).
    public static let invoke: ActivityType = "invoke"
    /// The answer to an invoke, when a bot sends it as an activity (in `expectReplies` answers).
    public static let invokeResponse: ActivityType = "invokeResponse"
    /// The bot is writing.
    public static let typing: ActivityType = "typing"
    /// An earlier message replaced (matched by `id`).
    public static let messageUpdate: ActivityType = "messageUpdate"
    /// An earlier message removed (matched by `id`).
    public static let messageDelete: ActivityType = "messageDelete"
    /// A named event (`name`, `value`) with nothing to show.
    public static let event: ActivityType = "event"
    /// Diagnostic output of a bot; channels do not show it.
    public static let trace: ActivityType = "trace"
    /// The bot ended the conversation.
    public static let endOfConversation: ActivityType = "endOfConversation"

    public var description: String { rawValue }
}

/// How a bot delivers its replies to an activity (`deliveryMode`).
public enum DeliveryMode: String, Sendable, Hashable {
    /// Replies are posted to the channel's connector endpoints (`serviceUrl`), during or after the turn.
    case normal
    /// Replies are collected during the turn and returned in the HTTP response (`{"activities": [...]}`).
    case expectReplies
}
