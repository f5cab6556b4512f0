import StratusBotChannel
import StratusCodable
import Testing

struct ActivityTests {
    static let sample = """
        {"type": "message", "id": "7", "text": "Two cabins.", "locale": "en-GB",
         "channelData": {"tenant": {"id": "t"}}, "from": {"id": "bot", "name": "Bot", "aadObjectId": "x"},
         "attachments": [{"contentType": "application/vnd.microsoft.card.hero", "content": {"title": "Cabin 12"}},
                         {"contentType": "image/svg+xml", "contentUrl": "https://example.org/a.svg"}],
         "suggestedActions": {"to": ["user"], "actions": [{"type": "imBack", "title": "Hi", "value": "hi"}]},
         "newField": [1, 2]}
        """

    @Test func readsTheFieldsAChannelNeeds() throws {
        let activity = try Activity(json: JSONValue(parsing: Self.sample))
        #expect(activity.type == .message)
        #expect(activity.id == "7")
        #expect(activity.text == "Two cabins.")
        #expect(activity.from?.name == "Bot")
        #expect(activity.attachments.map(\.kind) == [.heroCard, .unknown("image/svg+xml")])
        #expect(activity.attachments[1].contentUrl == "https://example.org/a.svg")
        #expect(activity.suggestedActions.map(\.title) == ["Hi"])
        #expect(activity.suggestedActions.first?.value == "hi")
    }

    @Test func keepsUnknownFieldsThroughChanges() throws {
        var activity = try Activity(json: JSONValue(parsing: Self.sample))
        activity.text = "Three cabins."
        activity.from?.name = "Booking bot"
        let json = activity.json
        #expect(json["newField"] == [1, 2])
        #expect(json["locale"] == "en-GB")
        #expect(json["channelData"]?["tenant"]?["id"] == "t")
        #expect(json["from"]?["aadObjectId"] == "x")
        #expect(json["from"]?["name"] == "Booking bot")
        #expect(json["suggestedActions"]?["to"] == ["user"])
        #expect(json["text"] == "Three cabins.")
    }

    @Test func settingNilOrEmptyRemovesTheField() {
        var activity = Activity(type: .typing)
        activity.text = "x"
        activity.text = nil
        activity.attachments = []
        activity.suggestedActions = []
        #expect(activity.json == ["type": "typing"])
    }

    @Test func refusesWhatIsNotAnActivity() {
        #expect(throws: BotChannelError(.malformedActivity, "an activity must be an object, not an array",
                                        url: "http://bot/", jsonPath: "activities[2]")) {
            try Activity(json: [1], from: "http://bot/", at: "activities[2]")
        }
        #expect(throws: BotChannelError(.malformedActivity, "an activity needs a string type (message, typing, invoke...)",
                                        jsonPath: "type")) {
            try Activity(json: ["text": "hi"])
        }
    }

    @Test func unknownActivityTypesRoundTrip() throws {
        let activity = try Activity(json: ["type": "handoff", "value": 3])
        #expect(activity.type == ActivityType(rawValue: "handoff"))
        #expect(activity.json == ["type": "handoff", "value": 3])
    }

    @Test func describesAProblemWithItsURLAndPath() {
        let error = BotChannelError(.unknownAttachment, "cannot show it", url: "http://bot/api/messages",
                                    jsonPath: "attachments[0].contentType")
        #expect(error.description == "http://bot/api/messages: cannot show it [attachments[0].contentType]")
    }
}
