import StratusCodable

/// Someone in a conversation (`from`, `recipient`, `membersAdded`), or the conversation itself
/// (`conversation`: the Bot Framework's ConversationAccount has the same `id` and `name`).
public struct ChannelAccount: FieldObject {
    public var fields: JSONObject

    public init(fields: JSONObject) { self.fields = fields }

    /// An account with this id, name and role (`user`, `bot`).
    public init(id: String, name: String? = nil, role: String? = nil) {
        fields = ["id": .string(id)]
        self.name = name
        self.role = role
    }

    /// The account's id in the channel.
    public var id: String? {
        get { string("id") }
        set { setString("id", newValue) }
    }

    /// The name shown for it.
    public var name: String? {
        get { string("name") }
        set { setString("name", newValue) }
    }

    /// `user` or `bot`.
    public var role: String? {
        get { string("role") }
        set { setString("role", newValue) }
    }
}
