import StratusCodable

/// A Bot Framework activity: one message, update, invoke or event between a channel and a bot, as the Bot Framework
/// Activity schema describes it (Docs/Bots.md, "Activities").
///
/// The fields this channel reads have typed properties; every field, known or not (`channelData`, `entities`,
/// `locale`, a field of a newer schema), stays in ``fields`` as it came and goes back as it was.
public struct Activity: FieldObject {
    public var fields: JSONObject

    public init(fields: JSONObject) { self.fields = fields }

    /// An activity of `type` and nothing else.
    public init(type: ActivityType) {
        fields = ["type": .string(type.rawValue)]
    }

    /// Reads an activity from JSON.
    /// - Throws: ``BotChannelError/Kind/malformedActivity`` when `json` is not an object with a string `type`.
    public init(json: JSONValue, from url: String? = nil, at path: String? = nil) throws(BotChannelError) {
        guard let object = json.objectValue else {
            throw BotChannelError(.malformedActivity, "an activity must be an object, not \(json.kindDescription)",
                                  url: url, jsonPath: path)
        }
        guard object["type"]?.stringValue != nil else {
            throw BotChannelError(.malformedActivity, "an activity needs a string type (message, typing, invoke...)",
                                  url: url, jsonPath: path.map { $0 + ".type" } ?? "type")
        }
        fields = object
    }

    /// What the activity is for.
    public var type: ActivityType {
        get { ActivityType(rawValue: string("type") ?? "") }
        set { setString("type", newValue.rawValue) }
    }

    /// Its id in the conversation (the channel assigns it when the bot leaves it out).
    public var id: String? {
        get { string("id") }
        set { setString("id", newValue) }
    }

    /// The activity this one answers.
    public var replyToId: String? {
        get { string("replyToId") }
        set { setString("replyToId", newValue) }
    }

    /// The message's text.
    public var text: String? {
        get { string("text") }
        set { setString("text", newValue) }
    }

    /// How `text` is written: `markdown` (the default), `plain` or `xml`.
    public var textFormat: String? {
        get { string("textFormat") }
        set { setString("textFormat", newValue) }
    }

    /// The invoke's or event's name (`adaptiveCard/action`).
    public var name: String? {
        get { string("name") }
        set { setString("name", newValue) }
    }

    /// The values an Action.Submit sends in a message, or an invoke's request.
    public var value: JSONValue? {
        get { fields["value"] }
        set { fields["value"] = newValue }
    }

    /// Where the bot sends its replies: the channel's connector endpoints.
    public var serviceUrl: String? {
        get { string("serviceUrl") }
        set { setString("serviceUrl", newValue) }
    }

    /// The channel's name (`stratus`).
    public var channelId: String? {
        get { string("channelId") }
        set { setString("channelId", newValue) }
    }

    /// How the bot is to deliver its replies; nil means normal.
    public var deliveryMode: DeliveryMode? {
        get { string("deliveryMode").flatMap(DeliveryMode.init(rawValue:)) }
        set { setString("deliveryMode", newValue?.rawValue) }
    }

    /// Who sent it.
    public var from: ChannelAccount? {
        get { object("from") }
        set { setObject("from", newValue) }
    }

    /// Who it is for.
    public var recipient: ChannelAccount? {
        get { object("recipient") }
        set { setObject("recipient", newValue) }
    }

    /// The conversation it belongs to.
    public var conversation: ChannelAccount? {
        get { object("conversation") }
        set { setObject("conversation", newValue) }
    }

    /// The members a conversationUpdate adds.
    public var membersAdded: [ChannelAccount] {
        get { objects("membersAdded") }
        set { setObjects("membersAdded", newValue) }
    }

    /// Cards and files.
    public var attachments: [Attachment] {
        get { objects("attachments") }
        set { setObjects("attachments", newValue) }
    }

    /// Buttons offered under the message until the user answers (`suggestedActions.actions`).
    public var suggestedActions: [CardAction] {
        get { (fields["suggestedActions"]?.objectValue).map { SuggestedActions(fields: $0).actions } ?? [] }
        set { fields["suggestedActions"] = newValue.isEmpty ? nil : .object(["actions": .array(newValue.map(\.json))]) }
    }

    /// When it was sent, as ISO 8601 text.
    public var timestamp: String? {
        get { string("timestamp") }
        set { setString("timestamp", newValue) }
    }
}

/// The `suggestedActions` object: its `actions` (and `to`, kept in the activity's fields).
private struct SuggestedActions: FieldObject {
    var fields: JSONObject
    var actions: [CardAction] { objects("actions") }
}
