import Foundation
import StratusCore
import StratusSamples
import StratusTerminal
import Testing

/// Every text input, built-in or from the samples, keeps every character of fast typing and of a paste: the
/// field edits its live value, not the value captured when it was last drawn.
@MainActor
@Suite("Text inputs keep fast typing and pastes")
struct TextInputTests {
    /// The text input components and the property their screens bind.
    nonisolated static let components = ["terminal:textInput", "store:textInput", "todoapp:textInput", "material:textInput",
                             "test:textInput"]

    /// A screen with one input written back to `global.text` on every change, as the samples' forms do.
    static func screen(_ component: String) -> String {
        """
        {"_:component": "layout:column", "children": [
          {"_:component": "\(component)", "id": "field", "properties": {
            "label": "Text", "value": "@{global.text}",
            "onChange": [{"_:action": "setState", "properties": {"path": "global.text", "value": "@{onChange}"}}]}}
        ]}
        """
    }

    static func session(_ component: String) async throws -> HeadlessSession {
        try await Stratus(baseURL: URL(string: "http://127.0.0.1:1")!) { Navigator(json: screen(component)) }
            .ui(SamplesLibrary.all)
            .headless(width: 60, height: 6)
    }

    static func written(_ session: HeadlessSession) -> JSONValue? {
        session.engine.scope.state(named: "global")?.value.objectValue?["text"]
    }

    @Test(arguments: components)
    func keepsFiftyCharactersTypedInOneRead(component: String) async throws {
        let session = try await Self.session(component)
        #expect(session.focusedID != nil, "the field is not focused")
        let typed = String((0..<50).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
        try await session.type(typed)
        #expect(Self.written(session) == .string(typed))
    }

    @Test(arguments: components)
    func keepsTwoHundredPastedCharactersAfterTypedOnes(component: String) async throws {
        let session = try await Self.session(component)
        try await session.type("01001000")
        let pasted = String((0..<200).map { Character(UnicodeScalar(UInt8(48 + $0 % 10))) })
        await session.paste(pasted)
        #expect(Self.written(session) == .string("01001000" + pasted))
    }
}
