import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusTerminal
import Testing

/// A Swift program that is not `stratus` shows an A2UI surface from messages it feeds, through the library product
/// alone: the frame shows what the messages say, typing goes into the data model, and a Button's action comes back
/// to the program.
@MainActor
@Suite struct SurfaceHostTests {
    static let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

    /// A greeting, a text field bound to `/name` and a Button that sends it.
    static let messages = """
        {"version": "v0.9", "createSurface": {"surfaceId": "hello", "catalogId": "\(catalog)"}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "hello", "path": "/name", "value": "Ada"}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "hello", "components": [{"id": "root", "component": "Column", "children": ["greeting", "field", "send"]}, {"id": "greeting", "component": "Text", "text": "Hello from the program"}, {"id": "field", "component": "TextField", "label": "Name", "value": {"path": "/name"}}, {"id": "send", "component": "Button", "child": "send-label", "action": {"event": {"name": "greet", "context": {"name": {"path": "/name"}}}}}, {"id": "send-label", "component": "Text", "text": "Send"}]}}
        """

    /// What the program's Buttons sent, in order.
    final class Outbox {
        var messages: [ClientMessage] = []
    }

    @Test func aProgramShowsASurfaceFromMessagesItFeeds() async throws {
        let outbox = Outbox()
        let host = SurfaceHost { message in outbox.messages.append(message) }
        let app = Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(url: SurfaceHost.url) }
            .ui(host.libraries)
            .screenLoader(host)
        let session = try await app.headless(width: 40, height: 10)
        #expect(!session.text.contains("Hello from the program"))
        try host.receive(jsonLines: Self.messages, in: session.engine)
        await session.settle()
        #expect(session.text.contains("Hello from the program"), "\(session.text)")
        #expect(session.text.contains("Ada"))
        try await session.click(id: "field")
        try await session.type(" Lovelace")
        #expect(host.surfaces.surfaces(at: SurfaceHost.url)?["hello"]?.dataModel.value(at: "/name") == "Ada Lovelace")
        try await session.click(id: "send")
        let sent = try #require(outbox.messages.first?.json)
        #expect(sent["action"]?["name"] == "greet", "\(sent)")
        #expect(sent["action"]?["context"]?["name"] == "Ada Lovelace", "\(sent)")
    }

    @Test func aMessageThatCannotApplyIsThrownAndTheSurfaceKeepsWhatItHad() async throws {
        let host = SurfaceHost()
        let session = try await host.app().headless(width: 40, height: 10)
        try host.receive(jsonLines: Self.messages, in: session.engine)
        await session.settle()
        #expect(throws: A2UIError.self) {
            try host.receive(jsonLines: #"{"version": "v0.9", "deleteSurface": {"surfaceId": "nowhere"}}"#, in: session.engine)
        }
        await session.settle()
        #expect(session.text.contains("Hello from the program"))
    }
}
