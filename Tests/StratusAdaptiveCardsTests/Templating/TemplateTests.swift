import StratusCodable
import Testing
@testable import StratusAdaptiveCards

/// Template expansion as the JS templating SDK does it (microsoft/AdaptiveCards
/// source/nodejs/adaptivecards-templating/src/template-engine.ts).
@Suite struct TemplateTests {
    private func expand(_ template: JSONValue, data: JSONValue? = nil, host: JSONValue? = nil) throws -> JSONValue {
        try Template(template).expand(data: data, host: host).card
    }

    @Test func aWholeStringBindingKeepsItsJSONType() throws {
        let card = try expand(["count": "${n}", "flag": "${n > 1}", "list": "${items}", "price": "${price}"],
                              data: ["n": 2, "items": [1, "a"], "price": 2.0])
        #expect(card == ["count": 2, "flag": true, "list": [1, "a"], "price": 2])
        #expect(card["price"] == .integer(2))
    }

    @Test func aLongerStringIsInterpolated() throws {
        let card = try expand(["text": "Hi ${name}, ${n} items: ${items}"], data: ["name": "Ada", "n": 1.5, "items": ["x"]])
        #expect(card == ["text": "Hi Ada, 1.5 items: [\"x\"]"])
    }

    @Test func anUnresolvedPathStaysWrittenAsItWas() throws {
        let card = try expand(["a": "${missing.name}", "b": "x ${missing} y", "c": "${toUpper(nothing)}"], data: [:])
        #expect(card == ["a": "${missing.name}", "b": "x ${missing} y", "c": "${NOTHING}"])
    }

    @Test func anUnresolvedPathIsFalseInWhen() throws {
        let card = try expand(["body": [["type": "A", "$when": "${missing}"], ["type": "B", "$when": "${exists(here)}"]]],
                              data: ["here": 1])
        #expect(card == ["body": [["type": "B"]]])
    }

    @Test func whenWithoutAnExpressionDropsTheObjectWithAWarning() throws {
        let expansion = try Template(["body": [["type": "A", "$when": true]]]).expand(data: [:])
        #expect(expansion.card == ["body": []])
        #expect(expansion.warnings.count == 1)
    }

    @Test func dataOfAnArrayRepeatsTheObjectWithItsIndex() throws {
        let card = try expand(
            ["items": [["$data": "${people}", "text": "${$index}: ${name} of ${$root.team}"]]],
            data: ["team": "Blue", "people": [["name": "Ada"], ["name": "Lin"]]])
        #expect(card == ["items": [["text": "0: Ada of Blue"], ["text": "1: Lin of Blue"]]])
    }

    @Test func dataOfAnObjectChangesTheScope() throws {
        let card = try expand(["$data": "${employee}", "text": "${name} reports to ${manager.name}", "host": "${$host.theme}"],
                              data: ["employee": ["name": "Matt", "manager": ["name": "Thomas"]]], host: ["theme": "dark"])
        #expect(card == ["text": "Matt reports to Thomas", "host": "dark"])
    }

    @Test func propertyNamesIgnoreCaseAndKeysKeepTheirOrder() throws {
        let card = try expand(["z": "${USER.Name}", "a": 1, "m": "${string(obj)}"],
                              data: ["user": ["name": "Ada"], "obj": ["b": 1, "a": 2.0]])
        #expect(card.objectValue.map { Array($0.keys) } == ["z", "a", "m"])
        #expect(card == ["z": "Ada", "a": 1, "m": "{\"b\":1,\"a\":2}"])
    }

    @Test func aFailingInterpolatedPartStaysWrittenAsItWas() throws {
        let card = try expand(["text": "a ${div(1, 0)} b"], data: [:])
        #expect(card == ["text": "a ${div(1, 0)} b"])
    }

    @Test func aFailingWholeBindingIsAnErrorAtItsPath() throws {
        #expect {
            try expand(["body": [["text": "${div(1, 0)}"]]], data: [:])
        } throws: { error in
            let error = error as? AdaptiveCardsError
            return error?.kind == .evaluation && error?.location.path == "$.body[0].text"
        }
    }

    @Test func aBadExpressionIsAnErrorWithItsPathAndOffset() throws {
        #expect {
            try Template(["body": [["text": "Hello ${name +}"]]])
        } throws: { error in
            let error = error as? AdaptiveCardsError
            return error?.kind == .syntax && error?.location.path == "$.body[0].text" && error?.offset == 14
        }
    }

    @Test func anEscapedDollarIsText() throws {
        #expect(try expand(["text": "cost \\${x} ${x}"], data: ["x": 3]) == ["text": "cost ${x} 3"])
    }
}
