import Foundation
import StratusA2UI
import StratusA2UITerminal
import StratusCore
import StratusTerminal
import Testing

/// The data model of a surface is engine state (Docs/A2UI.md, "One reactive model"): typing and `updateDataModel`
/// update the nodes bound to what changed, and the rest of the screen stays the nodes it was; a message that
/// changes what the screen is made of builds it again.
@MainActor
@Suite struct LiveSurfacesTests {
    static let catalog = "https://a2ui.org/specification/v0_9/catalogs/basic/catalog.json"

    /// A text field bound to `/name`, a text showing `/name`, one showing `/city`, and a list over `/items`.
    static let messages = """
        {"version": "v0.9", "createSurface": {"surfaceId": "s", "catalogId": "\(catalog)"}}
        {"version": "v0.9", "updateDataModel": {"surfaceId": "s", "value": {"name": "Ada", "city": "London", "items": [{"label": "first"}]}}}
        {"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["field", "echo", "city", "list"]}, {"id": "field", "component": "TextField", "label": "Name", "value": {"path": "/name"}}, {"id": "echo", "component": "Text", "text": {"path": "/name"}}, {"id": "city", "component": "Text", "text": {"path": "/city"}}, {"id": "list", "component": "List", "children": {"componentId": "item", "path": "/items"}}, {"id": "item", "component": "Text", "text": {"path": "label"}}]}}
        """

    private func start() async throws -> (SurfaceHost, HeadlessSession) {
        let host = SurfaceHost()
        let session = try await host.app().headless(width: 40, height: 12)
        try host.receive(jsonLines: Self.messages, in: session.engine)
        await session.settle()
        return (host, session)
    }

    private func node(_ id: String, in session: HeadlessSession) -> Node? {
        session.engine.navigator.currentScreen?.root?.node(withID: id)
    }

    @Test func theFirstMessageAfterTheAppStartedOnAppliedMessagesKeepsTheNodes() async throws {
        // As a program shows messages it had before its app started: the screen is made from them.
        let host = SurfaceHost()
        for case .failure(let error) in host.surfaces.apply(try A2UIStream(decoding: Self.messages).entries.map(\.message),
                                                          at: SurfaceHost.url) {
            throw error
        }
        try await expectUpdateDataModelChangesTheBoundNodeAlone(host, try await host.app().headless(width: 40, height: 12))
    }

    @Test func theRowsOfATemplateAreNodesKeyedByInstance() async throws {
        let (host, session) = try await start()
        try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [{"label": "One"}, {"label": "Two"}]}}"#,
                         in: session.engine)
        await session.settle()
        let list = try #require(node("list", in: session))
        let rows = list.children.flatMap { $0.id == "item:0" || $0.id == "item:1" ? [$0] : $0.children }
        #expect(rows.map(\.id) == ["item:0", "item:1"])
        #expect(node("item:1", in: session)?.properties["text"] == "Two")
    }

    @Test func typingUpdatesTheNodesBoundToThePathAndKeepsTheOthers() async throws {
        let (_, session) = try await start()
        let city = try #require(node("city", in: session))
        let echo = try #require(node("echo", in: session))
        try await session.click(id: "field")
        try await session.type("!")
        #expect(session.text.contains("Ada!\n") || session.text.hasSuffix("Ada!"), "\(session.text)")
        #expect(node("city", in: session) === city)
        #expect(node("echo", in: session) === echo)
        #expect(echo.properties["text"] == "Ada!")
        #expect(!session.engine.lastUpdate.changedNodeIDs.contains("city"))
    }

    @Test func updateDataModelUpdatesTheBoundNodesAndKeepsTheOthers() async throws {
        let (host, session) = try await start()
        try await expectUpdateDataModelChangesTheBoundNodeAlone(host, session)
    }

    /// `/city` written: its text shows it, and is the only node changed.
    private func expectUpdateDataModelChangesTheBoundNodeAlone(_ host: SurfaceHost, _ session: HeadlessSession) async throws {
        let city = try #require(node("city", in: session))
        let echo = try #require(node("echo", in: session))
        try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/city", "value": "Paris"}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("Paris"), "\(session.text)")
        #expect(node("city", in: session) === city)
        #expect(node("echo", in: session) === echo)
        #expect(session.engine.lastUpdate.changedNodeIDs == ["city"])
    }

    @Test func aWriteToATemplatesListUpdatesItsRowsAndKeepsTheOtherNodes() async throws {
        let (host, session) = try await start()
        let city = try #require(node("city", in: session))
        let first = try #require(node("item:0", in: session))
        try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": [{"label": "first"}, {"label": "second"}]}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("second"), "\(session.text)")
        #expect(node("city", in: session) === city && node("item:0", in: session) === first)
        #expect(session.engine.lastUpdate.changedNodeIDs == ["list"])
        // A write into one item updates its row alone.
        try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items/1/label", "value": "other"}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("other"), "\(session.text)")
        #expect(session.engine.lastUpdate.changedNodeIDs == ["item:1"])
        // A write leaving something other than a list where the template repeats is refused; the rows stay.
        do {
            try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/items", "value": "none"}}"#,
                             in: session.engine)
            Issue.record("a string was written over the template's list")
        } catch {
            #expect(error.kind == .templateNotList)
            #expect(error.message == "/items would hold a string, and component \"list\" repeats \"item\" over it: a "
                + "template repeats a list; the data model keeps what it had")
        }
        await session.settle()
        #expect(session.text.contains("other") && node("item:0", in: session) === first, "\(session.text)")
        try host.receive(jsonLines: #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "city", "component": "Text", "text": "Somewhere"}]}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("Somewhere"), "\(session.text)")
        // The data model still follows after the screen was built again.
        try host.receive(jsonLines: #"{"version": "v0.9", "updateDataModel": {"surfaceId": "s", "path": "/name", "value": "Grace"}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("Grace"), "\(session.text)")
        #expect(session.engine.lastUpdate.changedNodeIDs.isSuperset(of: ["echo"]))
    }

    @Test func updateComponentsChangesOnlyTheNodesOfTheChangedComponents() async throws {
        let (host, session) = try await start()
        let field = try #require(node("field", in: session))
        let echo = try #require(node("echo", in: session))
        let city = try #require(node("city", in: session))
        let list = try #require(node("list", in: session))
        try await session.click(id: "field")
        try await session.type("!")
        // "city" changes, "note" is new and joins the root's children, which the root's new definition lists.
        try host.receive(jsonLines: #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["field", "echo", "note", "city", "list"]}, {"id": "city", "component": "Text", "text": "Somewhere"}, {"id": "note", "component": "Text", "text": {"path": "/name"}}]}}"#,
                         in: session.engine)
        await session.settle()
        #expect(session.text.contains("Somewhere"), "\(session.text)")
        #expect(node("field", in: session) === field && node("echo", in: session) === echo)
        #expect(node("list", in: session) === list && node("city", in: session) === city)
        #expect(session.engine.lastUpdate.changedNodeIDs == ["root", "city"])
        #expect(node("root", in: session)?.children.map(\.id) == ["field", "echo", "note", "city", "list"])
        #expect(session.focusedID == "field")
        // The new node follows the data model, and the field kept what was typed.
        try await session.type("?")
        #expect(node("note", in: session)?.properties["text"] == "Ada!?")
        // A component left out of its parent's children goes; the others stay.
        try host.receive(jsonLines: #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "root", "component": "Column", "children": ["field", "note", "list"]}]}}"#,
                         in: session.engine)
        await session.settle()
        #expect(node("root", in: session)?.children.map(\.id) == ["field", "note", "list"])
        #expect(node("field", in: session) === field && !echo.isAttached)
        #expect(!session.text.contains("Somewhere"), "\(session.text)")
    }

    @Test func aMessageThatChangesAComponentsTypeIsRefusedAndTheScreenKeepsWhatItHad() async throws {
        let (host, session) = try await start()
        let city = try #require(node("city", in: session))
        do {
            try host.receive(jsonLines: #"{"version": "v0.9", "updateComponents": {"surfaceId": "s", "components": [{"id": "city", "component": "Button", "child": "echo", "action": {"event": {"name": "go"}}}]}}"#,
                             in: session.engine)
            Issue.record("a change of type was applied")
        } catch {
            #expect(error.message.hasPrefix("component \"city\" has type Text and cannot change to Button"))
        }
        await session.settle()
        #expect(node("city", in: session) === city && session.text.contains("London"), "\(session.text)")
    }
}
