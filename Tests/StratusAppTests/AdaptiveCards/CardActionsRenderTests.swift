import Foundation
import Testing
import StratusCodable
import StratusCore
@testable import StratusApp
import StratusTerminal

/// The actions of a card driven headless as `stratus render --keys ... --dump-actions` drives them: the Bot
/// Framework activities they send, validation refusing a submit, ShowCard and ToggleVisibility.
@MainActor
@Suite struct CardActionsRenderTests {
    /// Renders `card` with `keys` and returns the frame and the activities sent.
    func run(_ card: String, keys: String, size: String = "80x24",
             keeping keep: (HeadlessSession) -> Void = { _ in }) async throws -> (frame: String, activities: [JSONValue]) {
        let folder = try TemporaryFolder()
        let path = try folder.write("card.json", card)
        let output = try await render(path, size: size, keys: keys, imageWait: .zero, images: .off,
                                      dumpActions: true, keeping: keep)
        #expect(output.status == 0, "\(output.messages)")
        return (output.lines.joined(separator: "\n"), output.actions)
    }

    static let form = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "Input.Text", "id": "name", "label": "Name", "isRequired": true, "errorMessage": "Give your name"},
          {"type": "Input.Number", "id": "guests", "label": "Guests", "min": 1, "max": 9, "value": 2},
          {"type": "Input.Toggle", "id": "agree", "title": "I agree", "valueOn": "yes", "valueOff": "no"},
          {"type": "Input.ChoiceSet", "id": "colors", "isMultiSelect": true, "value": "red,blue",
           "choices": [{"title": "Red", "value": "red"}, {"title": "Green", "value": "green"}, {"title": "Blue", "value": "blue"}]},
          {"type": "Input.ChoiceSet", "id": "size", "value": "m",
           "choices": [{"title": "Small", "value": "s"}, {"title": "Medium", "value": "m"}]}
        ], "actions": [
          {"type": "Action.Submit", "id": "save", "title": "Save", "data": {"kind": "rsvp"}},
          {"type": "Action.Execute", "id": "approve", "title": "Approve", "verb": "approve", "data": {"n": 1},
           "associatedInputs": "none"},
          {"type": "Action.OpenUrl", "id": "site", "title": "Site", "url": "https://example.com/a"}
        ]}
        """

    @Test func aSubmitSendsItsDataMergedWithEveryInputAsTheJSRendererSubmitsThem() async throws {
        let (_, activities) = try await run(Self.form, keys: "'Ada' click:agree click:save")
        #expect(activities == [[
            "type": "message",
            "value": ["kind": "rsvp", "name": "Ada", "guests": "2", "agree": "yes", "colors": "red,blue", "size": "m"],
        ]])
    }

    @Test func anExecuteSendsAnAdaptiveCardActionInvokeAndOpenUrlIsLeftToTheHost() async throws {
        let opener = RecordingURLOpener()
        let (_, activities) = try await run(Self.form, keys: "click:approve click:site") { $0.engine.urlOpener = opener }
        #expect(activities == [
            ["type": "invoke", "name": "adaptiveCard/action",
             "value": ["action": ["type": "Action.Execute", "id": "approve", "verb": "approve", "data": ["n": 1]],
                       "trigger": "manual"]],
            ["type": "openUrl", "url": "https://example.com/a"],
        ])
        #expect(opener.openedURLs.map(\.absoluteString) == ["https://example.com/a"])
    }

    @Test func anInvalidSubmitSendsNothingShowsEachMessageAndFocusesTheFirstInvalidInput() async throws {
        // The name is missing and 12 guests is above the maximum; typing after the refused submit goes to the name.
        let (frame, activities) = try await run(
            Self.form, keys: "tab ctrl+a backspace '12' click:save 'Bo'")
        #expect(activities.isEmpty)
        #expect(frame.contains("Give your name"), "\(frame)")
        #expect(frame.contains("Enter a number up to 9."), "\(frame)")
        #expect(frame.contains("Name *: Bo"), "\(frame)")
    }

    @Test func aShowCardOpensBelowItsRowAndSubmitsItsInputsWithTheCardsAroundIt() async throws {
        let card = """
            {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Input.Text", "id": "title", "value": "Trip"}],
             "actions": [
              {"type": "Action.ShowCard", "id": "more", "title": "Comment", "card": {"type": "AdaptiveCard", "body": [
                {"type": "Input.Text", "id": "comment", "label": "Your comment"}],
                "actions": [{"type": "Action.Submit", "id": "send", "title": "Send"}]}},
              {"type": "Action.Submit", "id": "top", "title": "Top"}
            ]}
            """
        let closed = try await run(card, keys: "")
        #expect(!closed.frame.contains("Your comment"))
        let (frame, activities) = try await run(card, keys: "click:more click:comment 'Nice' click:send click:top")
        let lines = frame.split(separator: "\n")
        let row = try #require(lines.firstIndex { $0.contains("[ Comment ]") })
        let label = try #require(lines.firstIndex { $0.contains("Your comment") })
        #expect(label > row, "\(frame)")
        // The ShowCard's Send carries its own input and the card's; the top card's Top only the top card's.
        #expect(activities == [
            ["type": "message", "value": ["title": "Trip", "comment": "Nice"]],
            ["type": "message", "value": ["title": "Trip"]],
        ])
    }

    @Test func toggleVisibilityShowsAndHidesItsTargets() async throws {
        let card = """
            {"type": "AdaptiveCard", "version": "1.2", "body": [
              {"type": "TextBlock", "id": "details", "text": "Hidden details", "isVisible": false},
              {"type": "TextBlock", "id": "summary", "text": "Summary line"}
            ], "actions": [
              {"type": "Action.ToggleVisibility", "id": "flip", "title": "Flip", "targetElements": ["details", "summary"]},
              {"type": "Action.ToggleVisibility", "id": "hide", "title": "Hide",
               "targetElements": [{"elementId": "details", "isVisible": false}]}
            ]}
            """
        let first = try await run(card, keys: "")
        #expect(!first.frame.contains("Hidden details") && first.frame.contains("Summary line"))
        let flipped = try await run(card, keys: "click:flip")
        #expect(flipped.frame.contains("Hidden details") && !flipped.frame.contains("Summary line"), "\(flipped.frame)")
        let hidden = try await run(card, keys: "click:flip click:hide")
        #expect(!hidden.frame.contains("Hidden details") && !hidden.frame.contains("Summary line"))
        #expect(hidden.activities.isEmpty)
    }

    @Test func aCarouselShowsItsFirstPageAndTurnsPages() async throws {
        let card = """
            {"type": "AdaptiveCard", "version": "1.6", "body": [{"type": "Carousel", "pages": [
              {"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "First page"}]},
              {"type": "CarouselPage", "items": [{"type": "TextBlock", "text": "Second page"}]}
            ]}]}
            """
        let first = try await run(card, keys: "")
        #expect(first.frame.contains("First page") && first.frame.contains("Page 1 of 2") && !first.frame.contains("Second page"))
        // The focus starts on Next, the card's first control.
        let turned = try await run(card, keys: "enter")
        #expect(turned.frame.contains("Second page") && turned.frame.contains("Page 2 of 2") && !turned.frame.contains("First page"),
                "\(turned.frame)")
    }

    @Test func anInlineActionIsAButtonBesideItsInputAndSubmitsIt() async throws {
        let card = """
            {"type": "AdaptiveCard", "version": "1.3", "body": [{"type": "Input.Text", "id": "message", "label": "Message",
              "inlineAction": {"type": "Action.Submit", "id": "reply", "title": "Reply", "data": {"via": "inline"}}}]}
            """
        let (frame, activities) = try await run(card, keys: "'hi' click:reply")
        #expect(frame.split(separator: "\n").contains { $0.contains("Message") && $0.contains("[ Reply ]") }, "\(frame)")
        #expect(activities == [["type": "message", "value": ["via": "inline", "message": "hi"]]])
    }

    @Test func aTemplateIsExpandedWithTheDataGiven() async throws {
        let folder = try TemporaryFolder()
        let template = try folder.write("t.json", """
            {"type": "AdaptiveCard", "version": "1.5", "body": [
              {"type": "TextBlock", "text": "Hello ${name}", "$when": "${show}"},
              {"type": "FactSet", "facts": [{"$data": "${items}", "title": "${key}", "value": "${value}"}]}
            ]}
            """)
        let data = try folder.write("d.json", #"{"name": "Ada", "show": true, "items": [{"key": "K1", "value": "V1"}]}"#)
        let output = try await render(template, keys: "", data: data)
        let frame = output.lines.joined(separator: "\n")
        #expect(frame.contains("Hello Ada") && frame.contains("K1") && frame.contains("V1"), "\(frame)")
    }
}
