import StratusCodable

/// The `adaptiveCard/action` invoke an Action.Execute becomes (Universal Actions for Adaptive Cards), and the
/// answer a bot gives in the HTTP response.
public enum AdaptiveCardInvoke {
    /// The invoke's `name`.
    public static let name = "adaptiveCard/action"

    /// The invoke activity for Action.Execute `verb` with `data` (the action's data merged with the card's
    /// inputs), on the card of activity `cardActivityID`. `trigger` is `manual` for a press, `automatic` for a
    /// card's `refresh`.
    public static func activity(verb: String, data: JSONValue, cardActivityID: String?,
                                trigger: String = "manual") -> Activity {
        var activity = Activity(type: .invoke)
        activity.name = name
        activity.replyToId = cardActivityID
        activity.value = .object([
            "action": .object(["type": "Action.Execute", "verb": .string(verb), "data": data]),
            "trigger": .string(trigger),
        ])
        return activity
    }
}

/// What a bot answers to an `adaptiveCard/action` invoke: a card that replaces the one pressed, a message, or an
/// error (`statusCode`, `type`, `value` in the response body).
public enum AdaptiveCardInvokeResponse: Sendable, Hashable {
    /// `application/vnd.microsoft.card.adaptive`: the card that replaces the pressed one.
    case card(JSONValue)
    /// `application/vnd.microsoft.activity.message`: a text that replaces the pressed card.
    case message(String)
    /// A success without a type: the card stays as it is.
    case unchanged

    /// The response type of a card.
    public static let cardType = "application/vnd.microsoft.card.adaptive"
    /// The response type of a message.
    public static let messageType = "application/vnd.microsoft.activity.message"
    /// The response type of an error.
    public static let errorType = "application/vnd.microsoft.error"

    /// Reads a response body.
    /// - Throws: ``BotChannelError/Kind/invokeFailed`` for an error response or a status code of 400 and more,
    ///   ``BotChannelError/Kind/malformedActivity`` for a body that is none of the above.
    public init(body: JSONValue, from url: String) throws(BotChannelError) {
        guard let object = body.objectValue else {
            throw BotChannelError(.malformedActivity, "the answer to Action.Execute must be an object, not \(body.kindDescription)", url: url)
        }
        let status = object["statusCode"]?.integerValue ?? 200
        let type = object["type"]?.stringValue
        if status >= 400 || type == Self.errorType {
            let error = object["value"]
            let text = error?["message"]?.stringValue ?? error?.stringValue ?? "no message"
            let code = error?["code"]?.stringValue.map { " (\($0))" } ?? ""
            throw BotChannelError(.invokeFailed, "Action.Execute failed with status \(status)\(code): \(text)", url: url)
        }
        switch (type, object["value"]) {
        case (Self.cardType, .object(let card)?):
            self = .card(.object(card))
        case (Self.messageType, .string(let text)?):
            self = .message(text)
        case (nil, nil):
            self = .unchanged
        default:
            throw BotChannelError(.malformedActivity, "the answer to Action.Execute has type \(type ?? "(none)") "
                + "and a value that is \(object["value"]?.kindDescription ?? "missing"); expected a card or a message",
                url: url, jsonPath: "type")
        }
    }
}
