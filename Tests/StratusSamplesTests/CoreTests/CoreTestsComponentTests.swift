import StratusTerminal
import Testing

/// The components, action and operations nimbus-core's test screens register besides `material:`
/// (Sources/StratusSamples/CoreTests).
@MainActor
@Suite struct CoreTestsComponentTests {
    @Test func aContainerIsAColumnOfItsChildren() async throws {
        try await expectSample(component("layout:container", "", label("one"), label("two")), lines: ["one", "two"])
    }

    @Test(arguments: ["layout:button", "test:button"])
    func aButtonIsTitledByTextOrLabel(_ name: String) async throws {
        try await expectSample(component("layout:column", "", component(name, #""text": "By text""#), component(name, #""label": "By label""#),
                                         component(name)),
                               lines: ["[ By text ]", "[ By label ]", "[  ]"])
    }

    @Test func aButtonRunsOnPress() async throws {
        let json = component("layout:column", state: #""n": 0"#,
                             component("test:button", ##""text": "Add", "onPress": \##(setState("n", #""@{sum(n, 1)}""#))"##), label("n=@{n}"))
        let session = try await sample(json)
        try await session.press("enter", "space")
        #expect(content(session) == ["[ Add ]", "n=2"])
    }

    @Test func layoutHandlerRunsOnInitOnce() async throws {
        let json = component("layout:column", state: #""n": 0"#,
                             component("layout:layoutHandler", ##""onInit": \##(setState("n", #""@{sum(n, 1)}""#))"##, label("n=@{n}")),
                             component("test:button", #""text": "Redraw""#))
        let session = try await expectSample(json, lines: ["n=1", "[ Redraw ]"])
        try await session.press("enter", "enter")
        #expect(content(session) == ["n=1", "[ Redraw ]"])
    }

    @Test func theTestTextInputWritesBack() async throws {
        let json = component("layout:column", state: #""v": """#,
                             component("test:textInput", ##""label": "Note", "value": "@{v}", "onChange": \##(setState("v", #""@{onChange}""#))"##),
                             label("v=@{v}"))
        let session = try await sample(json)
        try await session.type("hi")
        #expect(content(session) == ["Note: hi", "v=hi"])
    }

    @Test func saveNoteLogsTheNote() async throws {
        let json = component("test:button", #""text": "Save", "onPress": [{"_:action": "test:saveNote", "properties": {"note": {"title": "Milk"}}}]"#)
        let session = try await sample(json)
        try await session.press("enter")
        #expect(session.engine.logs.contains { $0.level == .info && $0.message.hasPrefix("saved note: ") && $0.message.contains("Milk") })
    }

    static let notes = #""notes": [{"title": "Buy milk", "description": "two bottles"}, {"title": "Call Ann", "description": "about MILK prices"}, {"title": "Walk", "description": "park"}]"#

    @Test(arguments: [("milk", 2), ("WALK", 1), ("", 3), ("nothing", 0)])
    func filterNotesKeepsNotesWhoseTitleOrDescriptionContainTheTerm(_ term: String, _ count: Int) async throws {
        let json = component("layout:column", state: Self.notes, label("count=@{length(filterNotes(notes, '\(term)'))}"))
        try await expectSample(json, lines: ["count=\(count)"])
    }

    @Test func filterNotesKeepsTheGroupsOfAMapThatStillHaveNotes() async throws {
        let groups = #""groups": {"monday": [{"title": "Buy milk"}], "tuesday": [{"title": "Walk"}], "wednesday": [{"title": "More milk"}]}"#
        let json = component("layout:column", state: groups,
                             label("groups=@{length(filterNotes(groups, 'milk'))} all=@{length(filterNotes(groups, ''))}"))
        try await expectSample(json, lines: ["groups=2 all=3"])
    }

    @Test func theEchoOperationsGiveBackTheirFirstArgument() async throws {
        try await expectSample(label("@{myOperationA('a', 'b')} @{myOperationB(7)}"), lines: ["a 7"])
    }
}
