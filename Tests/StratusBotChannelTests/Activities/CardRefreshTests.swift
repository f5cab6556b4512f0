import StratusBotChannel
import StratusCodable
import Testing

struct CardRefreshTests {
    static func card(userIDs: [String]?, actionType: String = "Action.Execute") -> JSONValue {
        var refresh: JSONObject = ["action": ["type": .string(actionType), "verb": "refresh", "data": ["seat": "12A"]]]
        if let userIDs { refresh["userIds"] = .array(userIDs.map { .string($0) }) }
        return ["type": "AdaptiveCard", "version": "1.5", "body": [], "refresh": .object(refresh)]
    }

    @Test func aRefreshIsForTheUsersItListsOrForEveryoneWhenItListsNone() {
        #expect(CardRefresh(card: Self.card(userIDs: ["user", "other"]), userID: "user")
            == CardRefresh(card: Self.card(userIDs: nil), userID: "user"))
        let refresh = CardRefresh(card: Self.card(userIDs: nil), userID: "anyone")
        #expect(refresh?.verb == "refresh")
        #expect(refresh?.data == ["seat": "12A"])
        #expect(CardRefresh(card: Self.card(userIDs: ["other"]), userID: "user") == nil)
        #expect(CardRefresh(card: Self.card(userIDs: []), userID: "user") == nil)
    }

    @Test func onlyAnActionExecuteRefreshes() {
        #expect(CardRefresh(card: Self.card(userIDs: nil, actionType: "Action.Submit"), userID: "user") == nil)
        #expect(CardRefresh(card: ["type": "AdaptiveCard", "body": []], userID: "user") == nil)
    }

    @Test func theFirstCardOfAMessageWithARefreshForTheUserCounts() {
        var message = Activity(type: .message)
        message.attachments = [
            Attachment(contentType: Attachment.adaptiveCardType, content: Self.card(userIDs: ["other"])),
            Attachment(contentType: Attachment.heroCardType, content: ["title": "Hero"]),
            Attachment(contentType: Attachment.adaptiveCardType, content: Self.card(userIDs: ["user"])),
        ]
        #expect(CardRefresh.first(in: message, for: "user")?.verb == "refresh")
        #expect(CardRefresh.first(in: message, for: "nobody") == nil)
    }
}
