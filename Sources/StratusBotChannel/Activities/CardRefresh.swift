import StratusCodable

/// A card's `refresh`, as Universal Actions for Adaptive Cards describe it: an Action.Execute that the channel
/// invokes on its own (trigger `automatic`) when the card is shown to a user its `userIds` lists, or to anyone when
/// it lists none; the bot's answer replaces the card as a pressed Action.Execute's does.
public struct CardRefresh: Sendable, Hashable {
    /// The action's verb.
    public var verb: String
    /// The action's data (no inputs: nobody filled the card yet).
    public var data: JSONValue

    /// The refresh of `card` for the user `userID`; nil when the card has none, its action is not an
    /// Action.Execute, or its `userIds` leave the user out.
    public init?(card: JSONValue, userID: String) {
        guard let refresh = card["refresh"], let action = refresh["action"],
              action["type"]?.stringValue == "Action.Execute" else { return nil }
        if let users = refresh["userIds"]?.arrayValue, !users.contains(where: { $0.stringValue == userID }) {
            return nil
        }
        verb = action["verb"]?.stringValue ?? ""
        data = action["data"] ?? .object([:])
    }

    /// The refresh of the first Adaptive Card attachment of `activity` that has one for `userID`.
    public static func first(in activity: Activity, for userID: String) -> CardRefresh? {
        for attachment in activity.attachments where attachment.kind == .adaptiveCard {
            if let refresh = CardRefresh(card: attachment.content ?? .null, userID: userID) { return refresh }
        }
        return nil
    }
}
