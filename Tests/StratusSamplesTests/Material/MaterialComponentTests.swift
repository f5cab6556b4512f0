import StratusTerminal
import Testing

/// The `material:` components of nimbus-core's test screens (Sources/StratusSamples/Material).
@MainActor
@Suite struct MaterialComponentTests {
    @Test func textShowsItsTextWhateverItsType() async throws {
        try await expectSample(component("layout:column", "", component("material:text", #""text": "hello""#),
                                         component("material:text", #""text": 42"#), component("material:text", #""text": true"#),
                                         component("material:text")),
                               lines: ["hello", "42", "true"])
    }

    static let buttons = component("layout:column", state: #""log": """#,
                                   component("material:button", ##""text": "Go", "onPress": \##(setState("log", #""press""#)), "onLongPress": \##(setState("log", #""long""#))"##),
                                   label("log=@{log}"))

    @Test func aButtonRunsOnPressWithEnter() async throws {
        let session = try await expectSample(Self.buttons, lines: ["[ Go ]", "log="])
        try await session.press("enter")
        #expect(content(session) == ["[ Go ]", "log=press"])
    }

    @Test func ctrlEnterIsTheLongPress() async throws {
        let session = try await sample(Self.buttons)
        try await session.press("ctrl+enter")
        #expect(content(session) == ["[ Go ]", "log=long"])
    }

    @Test func aTextInputShowsItsLabelAndWritesBack() async throws {
        let json = component("layout:column", state: #""name": "Ann""#,
                             component("material:textInput", ##""label": "Name", "value": "@{name}", "onChange": \##(setState("name", #""@{onChange}""#))"##),
                             label("name=@{name}"))
        let session = try await expectSample(json, lines: ["Name: Ann", "name=Ann"])
        try await session.press("backspace", "backspace", "backspace")
        try await session.type("Bo")
        #expect(content(session) == ["Name: Bo", "name=Bo"])
    }
}
