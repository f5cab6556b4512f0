import Foundation
import StratusA2UI
import StratusCore
import StratusTerminal

/// A2UI surfaces shown as a screen of your own Stratus app, from messages your program feeds it: an agent's user
/// interface inside a terminal program that is not `stratus` (Docs/Formats.md, "A2UI in your own program").
///
/// The host is the app's screen loader for ``url`` and gives the actions its screen names (``libraries``). Messages
/// are applied in order with ``receive(_:in:)`` (or ``receive(jsonLines:in:)``), and the screen is shown again
/// keeping focus, typed text and scroll positions. What the user's Buttons send is handed to `sending`, in the
/// version of its surface.
///
/// ```swift
/// let host = SurfaceHost { message in agent.send(message.json) }
/// let session = try await host.app().headless(width: 60, height: 12)   // or `try await host.app().run()`
/// try host.receive(jsonLines: linesFromTheAgent, in: session.engine)
/// ```
public final class SurfaceHost: ScreenLoading, @unchecked Sendable {
    /// The URL of the screen that shows the surfaces (no file: the host answers it).
    public static let url = "file:///a2ui/surfaces"

    /// The surfaces, kept live: their data models hold what the user entered.
    public let surfaces: LiveSurfaces

    /// A host whose surfaces start empty; what their Buttons send is handed to `sending`.
    public init(sending: @escaping @MainActor (ClientMessage) -> Void = { _ in }) {
        surfaces = LiveSurfaces()
        surfaces.converse(at: Self.url, LiveSurfaces.Conversation(send: sending))
    }

    /// The actions and operations the surfaces' screen names: add them to the app's UI libraries.
    public var libraries: [UILibrary] { [surfaces.library] }

    /// A Stratus app whose first screen is the surfaces, drawn by the terminal's `a2ui:` components, with
    /// `libraries` (the program's own components and actions) beside them.
    public func app(libraries: [UILibrary] = []) -> Stratus {
        Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(url: Self.url) }
            .ui(libraries + self.libraries)
            .screenLoader(self)
    }

    /// The surfaces' screen as they are now, for ``url``; nil for any other URL.
    public func screen(at url: URL, for request: ViewRequest) async throws -> JSONValue? {
        guard url.absoluteString == Self.url else { return nil }
        return await surfaces.currentScreen(at: Self.url)
    }

    /// The surfaces' screen as they are now, for ``url``, read into the engine's nodes without writing it as JSON
    /// (when it is one surface's); nil for any other URL.
    public func describedScreen(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) async throws -> NodeDescription? {
        guard url.absoluteString == Self.url else { return nil }
        return await surfaces.currentDescription(at: Self.url, ids: ids)
    }

    /// ``describedScreen(at:for:ids:)`` at once: the surfaces are in memory, so the app shows them where it opens
    /// ``url``, with no task and no thread hop.
    @MainActor
    public func describedScreenAtOnce(at url: URL, for request: ViewRequest, ids: NodeIDGenerator) -> NodeDescription? {
        guard url.absoluteString == Self.url else { return nil }
        return surfaces.currentDescription(at: Self.url, ids: ids)
    }

    /// Nothing: the surfaces' problems are A2UI errors, thrown by ``receive(_:in:)``.
    public func describe(_ problem: ScreenProblem) -> String? { nil }

    /// Applies `messages` in order and shows the surfaces again, keeping focus, typed text and scroll positions.
    ///
    /// A message that cannot apply changes nothing; the ones before it stay applied and the ones after it are
    /// applied too, then the first such error is thrown.
    /// - Returns: the replies the messages ask for (a `functionResponse`...), in order.
    /// - Throws: `A2UIError` of the first message that could not apply.
    @MainActor
    @discardableResult
    public func receive(_ messages: [ServerMessage], in engine: ServerDrivenEngine) throws(A2UIError) -> [ClientMessage] {
        let results = surfaces.apply(messages, at: Self.url)
        if let screen = engine.navigator.currentScreen { surfaces.show(at: Self.url, on: screen, in: engine) }
        var replies: [ClientMessage] = []
        for result in results {
            switch result {
            case .success(let more): replies += more
            case .failure(let error): throw error
            }
        }
        return replies
    }

    /// Applies the messages of `text` (JSON Lines, a JSON array of messages, or an example bundle) as
    /// ``receive(_:in:)`` does.
    /// - Throws: `A2UIError` at the line and column of a message that does not read, before any applies.
    @MainActor
    @discardableResult
    public func receive(jsonLines text: String, in engine: ServerDrivenEngine) throws(A2UIError) -> [ClientMessage] {
        let stream = try A2UIStream(decoding: text, file: nil)
        return try receive(stream.entries.map(\.message), in: engine)
    }
}
