import Testing
import StratusCodable
@testable import StratusCore

/// Docs/Nimbus.md §1.1: how a property map is read into constants, expressions and events.
struct PropertyTemplateTests {
    /// `text` parsed as a JSON object.
    func object(_ text: String) throws -> JSONObject {
        guard case .object(let object) = try JSONValue(parsing: text) else {
            Issue.record("not an object: \(text)")
            return [:]
        }
        return object
    }

    /// A part's kind and property path, as `expression a` or `event list[0].onTap`.
    func describe(_ part: PropertyTemplate.DynamicPart) -> String {
        switch part {
        case .expression(let path, _): "expression \(propertyPathString(path))"
        case .event(let path, _): "event \(propertyPathString(path))"
        }
    }

    @Test func expressionsAndEventsKeepTheirOrderInTheDocument() throws {
        let template = PropertyTemplate(parsing: try object("""
            {"a": "@{x}", "onPress": [{"_:action": "log"}], "b": "@{y}",
             "list": [{"onTap": [{"_:action": "log"}], "label": "@{z}"}, "@{w}"], "c": "plain"}
            """), jsonPath: "$.properties")
        #expect(template.dynamicParts.map(describe) == [
            "expression a", "event onPress", "expression b", "event list[0].onTap", "expression list[0].label",
            "expression list[1]",
        ])
        #expect(!template.isConstant)
    }

    @Test func eventsNestedInListsAndMapsGetTheirJSONPath() throws {
        let template = PropertyTemplate(parsing: try object("""
            {"tabs": [{"title": "a"}, {"onSelect": [{"_:action": "log"}, {"_:action": "pop"}]}],
             "style": {"onFocus": [{"_:action": "log"}]}}
            """), jsonPath: "$.children[2].properties")
        let events = template.events
        #expect(events.map(\.event.name) == ["onSelect", "onFocus"])
        #expect(events.map(\.event.jsonPath) == ["$.children[2].properties.tabs[1].onSelect",
                                                 "$.children[2].properties.style.onFocus"])
        #expect(events[0].event.actions.map(\.jsonPath) == ["$.children[2].properties.tabs[1].onSelect[0]",
                                                           "$.children[2].properties.tabs[1].onSelect[1]"])
        #expect(events[0].path == [.key("tabs"), .index(1), .key("onSelect")])
    }

    @Test func aMapWithoutEventsNeverBuildsItsJSONPath() throws {
        var builds = 0
        let template = PropertyTemplate(parsing: try object(#"{"a": "@{x}", "b": ["@{y}", {"c": 1}]}"#),
                                        jsonPath: { builds += 1; return "$" })
        #expect(template.expressions.count == 2)
        #expect(builds == 0)
        let withEvents = PropertyTemplate(parsing: try object(#"{"e": [{"_:action": "log"}], "f": [{"_:action": "log"}]}"#),
                                          jsonPath: { builds += 1; return "$" })
        #expect(withEvents.events.map(\.event.jsonPath) == ["$.e", "$.f"])
        #expect(builds == 1)
    }

    @Test func escapedStringsAreUnescapedInTheRawMapAndConstantsStayAsWritten() throws {
        let template = PropertyTemplate(parsing: try object(#"{"price": "\\@{cost}", "list": ["\\@{a}", 3], "n": 2}"#),
                                        jsonPath: "$")
        #expect(template.raw["price"] == .string("@{cost}"))
        #expect(template.raw["list"] == .array([.string("@{a}"), .integer(3)]))
        #expect(template.raw["n"] == .integer(2))
        #expect(template.isConstant)
    }

    @Test func aNodeInsidePropertiesStaysRawWhenKeepingNodes() throws {
        let properties = try object(#"{"fallback": {"_:component": "layout:text", "properties": {"text": "@{x}"}}}"#)
        #expect(PropertyTemplate(parsing: properties, jsonPath: "$", keepingNodes: true).isConstant)
        #expect(PropertyTemplate(parsing: properties, jsonPath: "$").expressions.map { propertyPathString($0.path) }
                == ["fallback.properties.text"])
    }
}
