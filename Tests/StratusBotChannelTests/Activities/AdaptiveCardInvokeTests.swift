import StratusBotChannel
import StratusCodable
import Testing

struct AdaptiveCardInvokeTests {
    @Test func anActionExecuteIsAnAdaptiveCardActionInvoke() {
        let invoke = AdaptiveCardInvoke.activity(verb: "hold", data: ["seat": "12A"], cardActivityID: "activity-4")
        #expect(invoke.json == [
            "type": "invoke", "name": "adaptiveCard/action", "replyToId": "activity-4",
            "value": ["action": ["type": "Action.Execute", "verb": "hold", "data": ["seat": "12A"]], "trigger": "manual"],
        ])
    }

    @Test func readsACardAMessageOrNothing() throws {
        let card: JSONValue = ["type": "AdaptiveCard", "body": []]
        #expect(try AdaptiveCardInvokeResponse(body: ["statusCode": 200, "type": "application/vnd.microsoft.card.adaptive",
                                                     "value": card], from: "b") == .card(card))
        #expect(try AdaptiveCardInvokeResponse(body: ["statusCode": 200, "type": "application/vnd.microsoft.activity.message",
                                                     "value": "Done."], from: "b") == .message("Done."))
        #expect(try AdaptiveCardInvokeResponse(body: ["statusCode": 200], from: "b") == .unchanged)
    }

    @Test func anErrorAnswerIsAnInvokeFailure() {
        #expect(throws: BotChannelError(.invokeFailed, "Action.Execute failed with status 400 (BadRequest): Missing action property",
                                        url: "b")) {
            try AdaptiveCardInvokeResponse(body: ["statusCode": 400, "type": "application/vnd.microsoft.error",
                                                  "value": ["code": "BadRequest", "message": "Missing action property"]], from: "b")
        }
    }

    @Test func aCardAnswerWithoutACardIsMalformed() {
        #expect(throws: BotChannelError(.malformedActivity, "the answer to Action.Execute has type "
            + "application/vnd.microsoft.card.adaptive and a value that is a string; expected a card or a message",
            url: "b", jsonPath: "type")) {
            try AdaptiveCardInvokeResponse(body: ["statusCode": 200, "type": "application/vnd.microsoft.card.adaptive",
                                                  "value": "no card"], from: "b")
        }
    }
}
