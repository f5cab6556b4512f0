import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// The activities of Action.Submit and Action.Execute, and the validation of the inputs a submit carries.
@Suite struct CardActivitiesTests {
    @Test func aSubmitsDataIsMergedWithTheInputsAndDataThatIsNoObjectIsSentAsItIs() {
        #expect(CardActivities.activity(of: ["type": "Action.Submit", "data": ["a": 1, "name": "old"]], inputs: ["name": "Ada"])
            == ["type": "message", "value": ["a": 1, "name": "Ada"]])
        #expect(CardActivities.activity(of: ["type": "Action.Submit"], inputs: ["name": "Ada"])
            == ["type": "message", "value": ["name": "Ada"]])
        #expect(CardActivities.activity(of: ["type": "Action.Submit", "data": "yes"], inputs: ["name": "Ada"])
            == ["type": "message", "value": "yes"])
    }

    @Test func anExecuteIsAnAdaptiveCardActionInvoke() {
        #expect(CardActivities.activity(of: ["type": "Action.Execute", "verb": "go", "data": ["x": true]], inputs: [:])
            == ["type": "invoke", "name": "adaptiveCard/action",
                "value": ["action": ["type": "Action.Execute", "verb": "go", "data": ["x": true]], "trigger": "manual"]])
    }

    private func problem(_ rules: JSONObject) -> String? { CardInputRules(rules).problem }

    @Test func inputsAreValidatedAsTheirRulesSay() {
        #expect(problem(["type": "Input.Text", "value": "", "isRequired": true]) == "This input is required.")
        #expect(problem(["type": "Input.Text", "value": "", "isRequired": true, "errorMessage": "Name?"]) == "Name?")
        #expect(problem(["type": "Input.Text", "value": ""]) == nil)
        // As the JS renderer tests a regex: a match anywhere in the value will do.
        #expect(problem(["type": "Input.Text", "value": "ab1", "regex": "[0-9]"]) == nil)
        #expect(problem(["type": "Input.Text", "value": "abc", "regex": "^[0-9]+$"]) == "This value is not in the expected format.")
        #expect(problem(["type": "Input.Number", "value": "12", "max": 9]) == "Enter a number up to 9.")
        #expect(problem(["type": "Input.Number", "value": "x"]) == "Enter a number.")
        #expect(problem(["type": "Input.Date", "value": "2026-1-5"]) == "Enter a date as YYYY-MM-DD.")
        #expect(problem(["type": "Input.Date", "value": "2026-01-05", "min": "2026-02-01"]) == "Enter 2026-02-01 or later.")
        #expect(problem(["type": "Input.Time", "value": "09:30", "max": "17:00"]) == nil)
        #expect(problem(["type": "Input.Toggle", "value": false, "isRequired": true]) == "This must be checked.")
    }

    @Test func valuesAreSubmittedAsTheJSRendererSubmitsThem() {
        #expect(CardInputRules(["value": true, "valueOn": "yes"]).submittedValue == "yes")
        #expect(CardInputRules(["value": false]).submittedValue == "false")
        #expect(CardInputRules(["value": ["a", "c"]]).submittedValue == "a,c")
        #expect(CardInputRules(["value": "5"]).submittedValue == "5")
    }
}
