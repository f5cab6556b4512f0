/// One line of a conversation: an activity someone sent, or a problem the channel says in its place.
public struct ConversationEntry: Sendable, Hashable, Identifiable {
    /// Who the line is from.
    public enum Sender: Sendable, Hashable {
        /// The person at the keyboard.
        case user
        /// The bot.
        case bot
        /// Stratus itself (a problem with the bot or what it sent).
        case channel
    }

    /// What the line holds.
    public enum Content: Sendable, Hashable {
        /// A message (text, attachments, suggested actions), as sent or as last updated.
        case activity(Activity)
        /// What went wrong, said where the bot's answer would have been.
        case problem(BotChannelError)
    }

    /// The entry's id: the activity's id in the conversation (updates, deletes and invokes name it).
    public let id: String
    /// Who it is from.
    public let sender: Sender
    /// What it holds.
    public var content: Content

    /// The activity, for an activity line.
    public var activity: Activity? {
        if case .activity(let activity) = content { return activity }
        return nil
    }

    /// The problem, for a problem line.
    public var problem: BotChannelError? {
        if case .problem(let problem) = content { return problem }
        return nil
    }
}
