/// What a bot asked of the channel's connector endpoints (the Bot Connector REST API's conversation routes).
public enum ConnectorRequest: Sendable, Hashable {
    /// `POST /v3/conversations/{id}/activities` (a proactive message, or any message outside a turn) or
    /// `POST /v3/conversations/{id}/activities/{replyToId}` (a reply).
    case send(conversationID: String, activity: Activity, replyToID: String?)
    /// `PUT /v3/conversations/{id}/activities/{activityId}`: the activity replaced.
    case update(conversationID: String, activityID: String, activity: Activity)
    /// `DELETE /v3/conversations/{id}/activities/{activityId}`: the activity removed.
    case delete(conversationID: String, activityID: String)
    /// A request whose body is not an activity; it was answered 400.
    case malformed(BotChannelError)
}

/// How the channel answers a connector request.
public enum ConnectorResponse: Sendable, Hashable {
    /// 200 with a ResourceResponse (`{"id": ...}`): the id the activity has in the conversation.
    case resource(id: String)
    /// 200 with an empty body (a delete).
    case done
    /// An error status with the Bot Framework's ErrorResponse body (`{"error": {"code", "message"}}`).
    case failure(status: Int, code: String, message: String)

    /// The answer to a conversation that does not exist, as the Bot Connector service gives it.
    public static func conversationNotFound(_ id: String) -> ConnectorResponse {
        .failure(status: 404, code: "ConversationNotFound", message: "there is no conversation \(id) in this channel")
    }

    /// The answer to an activity id that is not in the conversation.
    public static func activityNotFound(_ id: String, in conversation: String) -> ConnectorResponse {
        .failure(status: 404, code: "ActivityNotFound", message: "there is no activity \(id) in conversation \(conversation)")
    }
}
