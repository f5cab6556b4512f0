import Foundation
import StratusCodable
import StratusTerminal
import Testing
@testable import StratusApp

/// A ChoicePicker's filter line, chips and v0.8's `maxAllowedSelections` (Docs/A2UI.md, "Rendering"), driven
/// headless: keys pressed, the frame read, and what the picker wrote read from the surface's data model.
@MainActor
@Suite struct ChoicePickerTests {
    static let create = #"{"version": "v0.9", "createSurface": {"surfaceId": "p", "catalogId": "basic"}}"#

    /// A filterable picker of one city among four, and a Text saying which.
    static func cities(label: String = "City") -> String {
        #"{"version": "v0.9", "updateComponents": {"surfaceId": "p", "components": [{"id": "root", "component": "Column", "children": ["city", "said"]}, {"id": "city", "component": "ChoicePicker", "label": "\#(label)", "filterable": true, "options": [{"label": "Paris", "value": "par"}, {"label": "Lyon", "value": "lyo"}, {"label": "Marseille", "value": "mrs"}, {"label": "Lille", "value": "lil"}], "value": {"path": "/city"}}, {"id": "said", "component": "Text", "text": {"call": "formatString", "args": {"value": "chosen: ${/city}"}}}]}}"#
    }

    @Test func typingInTheFilterNarrowsTheOptionsAndEnterChoosesTheFirstShown() async throws {
        let live = try await LiveStream.open([Self.create, Self.cities()])
        #expect(live.session.focusedID == "city", "focus starts on the filter line")
        #expect(live.lines.contains("( ) Paris"), "\(live.lines)")
        try await live.session.type("LL")
        #expect(live.lines.contains("Filter LL"), "\(live.lines)")
        // Letter case aside, "ll" is in Marseille and Lille only.
        #expect(!live.lines.contains("( ) Paris") && !live.lines.contains("( ) Lyon"), "\(live.lines)")
        #expect(live.lines.contains("( ) Marseille") && live.lines.contains("( ) Lille"))
        try await live.session.press("enter")
        #expect(live.value("/city", of: "p") == ["mrs"])
        #expect(live.lines.contains("(•) Marseille"), "\(live.lines)")
        // Down goes to the options shown; Space chooses the one it reaches.
        try await live.session.press("down", "down", "space")
        #expect(live.value("/city", of: "p") == ["lil"])
        #expect(live.lines.contains("(•) Lille") && live.lines.contains("( ) Marseille"))
    }

    @Test func escOrClearingTheFilterShowsEveryOptionAgain() async throws {
        let live = try await LiveStream.open([Self.create, Self.cities()])
        try await live.session.type("zz")
        #expect(live.lines.contains("No option matches \u{201C}zz\u{201D}."), "\(live.lines)")
        #expect(!live.lines.contains { $0.hasPrefix("( )") })
        try await live.session.press("esc")
        #expect(live.lines.contains("( ) Paris") && live.lines.contains("( ) Lille"), "\(live.lines)")
        #expect(live.session.focusedID == "city", "Esc empties the line and stays on it")
        // Clearing the text by hand does the same; a second Esc, on an empty line, leaves typing as in any field.
        try await live.session.type("ly")
        #expect(!live.lines.contains("( ) Paris"))
        try await live.session.press("backspace", "backspace")
        #expect(live.lines.contains("( ) Paris") && live.lines.contains("( ) Lyon"), "\(live.lines)")
        #expect(live.value("/city", of: "p") == nil, "filtering chose nothing")
    }

    @Test func theFilterTextStaysWhileLaterMessagesChangeTheSurface() async throws {
        let live = try await LiveStream.open([Self.create, Self.cities()])
        try await live.session.type("ly")
        // The component sent again with a new label, and the data model changed elsewhere: the filter stays.
        try await live.receive(Self.cities(label: "Destination"))
        try await live.receive(#"{"version": "v0.9", "updateDataModel": {"surfaceId": "p", "path": "/other", "value": 1}}"#)
        #expect(live.lines.first == "Destination", "\(live.lines)")
        #expect(live.lines.contains("Filter ly"), "\(live.lines)")
        #expect(!live.lines.contains("( ) Paris"), "\(live.lines)")
        #expect(live.session.focusedID == "city")
        try await live.session.press("enter")
        #expect(live.value("/city", of: "p") == ["lyo"])
    }

    @Test func theFilterKeysAreInTheHelpWhileTheLineHasFocus() async throws {
        let live = try await LiveStream.open([Self.create, Self.cities()], width: 70, height: 30)
        try await live.session.type("l")
        try await live.session.press("f1")
        #expect(live.lines.contains { $0.contains("Enter") && $0.contains("Choose the first option shown") },
                "\(live.lines)")
        #expect(live.lines.contains { $0.contains("Esc") && $0.contains("Show every option") })
    }

    /// Chips of several choices with one chosen, a narrow column so that they wrap.
    static let chips = #"{"version": "v0.9", "updateComponents": {"surfaceId": "p", "components": [{"id": "root", "component": "Column", "children": ["tags"]}, {"id": "tags", "component": "ChoicePicker", "label": "Tags", "variant": "multipleSelection", "displayStyle": "chips", "options": [{"label": "Quiet", "value": "q"}, {"label": "Sea view", "value": "s"}, {"label": "Pets", "value": "p"}, {"label": "Late checkout", "value": "l"}], "value": {"path": "/tags"}}]}}"#

    @Test func chipsWrapOnARowAndTheArrowsAndSpaceChooseThem() async throws {
        let live = try await LiveStream.open([Self.create, Self.chips,
                                   #"{"version": "v0.9", "updateDataModel": {"surfaceId": "p", "path": "/tags", "value": ["s"]}}"#],
                                  width: 34)
        #expect(live.lines.prefix(3) == ["Tags", "[ Quiet ] [✓ Sea view] [ Pets ]", "[ Late checkout ]"],
                "\(live.lines)")
        let chosen = try #require(live.lines.firstIndex(of: "[ Quiet ] [✓ Sea view] [ Pets ]"))
        #expect(live.session.cells[11, chosen].style.attributes.contains(.bold), "a chosen chip is bold")
        #expect(!live.session.cells[0, chosen].style.attributes.contains(.bold))
        // Right goes to the next chip on the line, Down and Up to the nearest on the next line; Space and Enter flip
        // the chip they are on.
        try await live.session.press("right", "right", "space")
        #expect(live.value("/tags", of: "p") == ["s", "p"])
        try await live.session.press("down", "enter")
        #expect(live.value("/tags", of: "p") == ["s", "p", "l"])
        try await live.session.press("up", "right", "space")
        #expect(live.value("/tags", of: "p") == ["p", "l"])
        #expect(live.lines.prefix(3) == ["Tags", "[ Quiet ] [ Sea view ] [✓ Pets]", "[✓ Late checkout]"],
                "\(live.lines)")
    }

    /// v0.8's MultipleChoice: two toppings at most, cheese chosen; and a filterable one drawn as chips.
    static let v08 = [
        #"{"beginRendering": {"surfaceId": "m", "root": "root"}}"#,
        #"{"surfaceUpdate": {"surfaceId": "m", "components": [{"id": "root", "component": {"Column": {"children": {"explicitList": ["toppings", "sizes"]}}}}, {"id": "toppings", "component": {"MultipleChoice": {"selections": {"path": "/toppings"}, "maxAllowedSelections": 2, "options": [{"label": {"literalString": "Cheese"}, "value": "cheese"}, {"label": {"literalString": "Ham"}, "value": "ham"}, {"label": {"literalString": "Olives"}, "value": "olives"}]}}}, {"id": "sizes", "component": {"MultipleChoice": {"selections": {"path": "/sizes"}, "variant": "chips", "filterable": true, "options": [{"label": {"literalString": "Small"}, "value": "s"}, {"label": {"literalString": "Large"}, "value": "l"}]}}}]}}"#,
        #"{"dataModelUpdate": {"surfaceId": "m", "contents": [{"key": "toppings", "valueString": "[\"cheese\"]"}]}}"#,
    ]

    @Test func aChoicePastMaxAllowedSelectionsIsRefusedAndTheOptionsLeftAreDimmed() async throws {
        let live = try await LiveStream.open(Self.v08)
        #expect(live.lines.prefix(3) == ["[x] Cheese", "[ ] Ham", "[ ] Olives"], "\(live.lines)")
        #expect(!live.session.cells[4, 2].style.attributes.contains(.dim), "below the limit every option can be chosen")
        try await live.session.press("down", "space")
        #expect(live.value("/toppings", of: "m") == ["cheese", "ham"])
        // At the limit: Olives is dimmed, and choosing it is refused with a line under the picker.
        let olives = try #require(live.row("[ ] Olives"))
        #expect(live.session.cells[4, olives].style.attributes.contains(.dim), "\(live.session.styledText)")
        #expect(!live.session.cells[4, try #require(live.row("[x] Ham"))].style.attributes.contains(.dim))
        try await live.session.press("down", "space")
        #expect(live.value("/toppings", of: "m") == ["cheese", "ham"], "the third choice was written")
        #expect(live.lines.contains("At most 2 can be chosen: clear one first."), "\(live.lines)")
        #expect(live.lines.contains("[ ] Olives"))
        // Clearing Cheese takes the message away; Olives can then be chosen.
        try await live.session.press("up", "up", "space")
        #expect(!live.lines.contains("At most 2 can be chosen: clear one first."), "\(live.lines)")
        try await live.session.press("down", "down", "space")
        #expect(live.value("/toppings", of: "m") == ["ham", "olives"])
        #expect(live.lines.prefix(3) == ["[ ] Cheese", "[x] Ham", "[x] Olives"], "\(live.lines)")
    }

    @Test func v08MultipleChoiceChoosesSeveralAndItsChipsVariantDrawsChips() async throws {
        let live = try await LiveStream.open(Self.v08)
        #expect(live.lines.contains("[ Small ] [ Large ]"), "\(live.lines)")
        try await live.session.click(id: "sizes")
        try await live.session.type("a")
        try await live.session.press("enter")
        // Both hold "a": Enter chose the first; a multiple choice keeps what it had when another is chosen.
        try await live.session.press("down", "right", "space")
        #expect(live.value("/sizes", of: "m") == ["s", "l"])
        #expect(live.lines.contains("[✓ Small] [✓ Large]"), "\(live.lines)")
    }
}
