import StratusCodable

/// A conversation between the user and a bot as the channel shows it: its lines in order, each message as last
/// updated, deleted ones gone, cards replaced by the answers to their Action.Execute, and a line for each problem.
///
/// A value: the channel (``BotChannel``) owns the live one and hands out copies.
public struct Conversation: Sendable, Hashable {
    /// The conversation's id (`conversation.id` of every activity).
    public let id: String
    /// Every line, oldest first.
    public private(set) var entries: [ConversationEntry] = []
    /// Whether the bot said it is typing since its last message.
    public private(set) var botIsTyping = false
    /// The most lines kept; the oldest go first.
    public var maximumEntries: Int
    private var lastNumber = 0

    /// An empty conversation with this id.
    public init(id: String, maximumEntries: Int = 2_000) {
        self.id = id
        self.maximumEntries = maximumEntries
    }

    /// The entry with this id.
    public func entry(_ id: String) -> ConversationEntry? { entries.first { $0.id == id } }

    /// The activities of the lines, oldest first.
    public var activities: [Activity] { entries.compactMap(\.activity) }

    /// The problems of the lines, oldest first.
    public var problems: [BotChannelError] { entries.compactMap(\.problem) }

    /// The next activity id of this conversation (`activity-7`).
    public mutating func nextActivityID() -> String {
        lastNumber += 1
        return "activity-\(lastNumber)"
    }

    /// Adds a line for an activity the user sent (its `id` already set by ``nextActivityID()``).
    public mutating func appendUser(_ activity: Activity) {
        append(ConversationEntry(id: activity.id ?? nextActivityID(), sender: .user, content: .activity(activity)))
    }

    /// Applies an activity from the bot: a message becomes a line (with a problem line for each attachment that
    /// cannot be shown), a typing indicator shows until the next message, messageUpdate and messageDelete change
    /// the line they name; other types (trace, event, invokeResponse) show nothing.
    /// - Returns: the id the activity has in the conversation.
    /// - Throws: ``BotChannelError/Kind/unknownActivity`` for an update or delete of a line that is not there.
    @discardableResult
    public mutating func applyBot(_ activity: Activity) throws(BotChannelError) -> String {
        switch activity.type {
        case .message:
            var message = activity
            let id = nextActivityID()
            message.id = id
            botIsTyping = false
            append(ConversationEntry(id: id, sender: .bot, content: .activity(message)))
            for (index, attachment) in message.attachments.enumerated() {
                if case .unknown(let contentType) = attachment.kind {
                    record(BotChannelError(.unknownAttachment, "the bot sent an attachment of content type "
                        + "\(contentType), which Stratus cannot show", jsonPath: "attachments[\(index)].contentType"))
                }
            }
            return id
        case .typing:
            botIsTyping = true
            return nextActivityID()
        case .messageUpdate:
            try update(activity.id ?? "", with: activity)
            return activity.id ?? ""
        case .messageDelete:
            try delete(activity.id ?? "")
            return activity.id ?? ""
        default:
            return nextActivityID()
        }
    }

    /// Replaces the line `id` with `activity` (kept a message, keeping its id).
    /// - Throws: ``BotChannelError/Kind/unknownActivity`` when there is no such line.
    public mutating func update(_ id: String, with activity: Activity) throws(BotChannelError) {
        guard let index = entries.firstIndex(where: { $0.id == id && $0.activity != nil }) else {
            throw BotChannelError(.unknownActivity, "the bot updated activity \(id), which is not in the conversation")
        }
        var message = activity
        message.type = .message
        message.id = id
        entries[index].content = .activity(message)
    }

    /// Removes the line `id`.
    /// - Throws: ``BotChannelError/Kind/unknownActivity`` when there is no such line.
    public mutating func delete(_ id: String) throws(BotChannelError) {
        guard let index = entries.firstIndex(where: { $0.id == id && $0.activity != nil }) else {
            throw BotChannelError(.unknownActivity, "the bot deleted activity \(id), which is not in the conversation")
        }
        entries.remove(at: index)
    }

    /// Puts the answer to an Action.Execute in place of the card of line `id`, as Universal Actions say: a new card
    /// replaces the card, a message replaces it with text, an unchanged answer leaves it.
    /// - Throws: ``BotChannelError/Kind/unknownActivity`` when the line is gone (deleted meanwhile).
    public mutating func replaceCard(of id: String, with response: AdaptiveCardInvokeResponse) throws(BotChannelError) {
        guard let index = entries.firstIndex(where: { $0.id == id }), var message = entries[index].activity else {
            throw BotChannelError(.unknownActivity, "the card of activity \(id) is no longer in the conversation")
        }
        switch response {
        case .card(let card):
            var attachments = message.attachments
            let position = attachments.firstIndex { $0.kind == .adaptiveCard }
            let replacement = Attachment(contentType: Attachment.adaptiveCardType, content: card)
            if let position { attachments[position] = replacement } else { attachments.append(replacement) }
            message.attachments = attachments
        case .message(let text):
            message.attachments = message.attachments.filter { $0.kind != .adaptiveCard }
            message.text = text
        case .unchanged:
            return
        }
        entries[index].content = .activity(message)
    }

    /// Adds a line saying what went wrong.
    public mutating func record(_ problem: BotChannelError) {
        append(ConversationEntry(id: nextActivityID(), sender: .channel, content: .problem(problem)))
    }

    private mutating func append(_ entry: ConversationEntry) {
        entries.append(entry)
        if entries.count > maximumEntries { entries.removeFirst(entries.count - maximumEntries) }
    }
}
