import Foundation
import StratusA2UI
import StratusCore

/// The A2UI surfaces of the streams an app shows, kept live: what the user enters goes into their data models
/// and the screen is shown again; what a Button sends is kept, in order, for the agent (and for `stratus render
/// --dump-actions`).
///
/// A stream file is read into a ``SurfaceGroup`` by ``ScreenSource`` (``ScreenContent/surfaces``); the loader
/// hands it here under the screen's URL. The screen the engine shows names the two actions of
/// ``SurfaceScreen`` (`a2ui:press`, `a2ui:write`), which ``library`` answers.
public final class LiveSurfaces: @unchecked Sendable {
    // Guarded by `lock`: streams are read off the main actor, actions run on it.
    private let lock = NSLock()
    private var groups: [String: SurfaceGroup] = [:]
    private var sent: [ClientMessage] = []

    /// Creates an empty store.
    public init() {}

    /// Keeps the surfaces read from the stream at `url` (the URL the engine asked for).
    public func keep(_ group: SurfaceGroup, for url: String) {
        lock.withLock { groups[url] = group }
    }

    /// The surfaces of the stream shown at `url`.
    public func surfaces(at url: String) -> SurfaceGroup? {
        lock.withLock { groups[url] }
    }

    /// The messages Buttons produced so far, oldest first: each an `action` (v0.8 `userAction`) message in its
    /// surface's version.
    public var sentMessages: [ClientMessage] { lock.withLock { sent } }

    /// The actions the screens of A2UI streams run: `a2ui:press` and `a2ui:write`.
    public var library: UILibrary {
        UILibrary(SurfaceScreen.namespace)
            .addAction("press") { [self] event in try press(event) }
            .addAction("write") { [self] event in try write(event) }
    }

    /// Where an action's node is: the stream's URL, its surface and the node itself.
    @MainActor
    private func target(of event: ActionTriggeredEvent) throws -> (url: String, surface: Surface, node: SurfaceNode) {
        guard let screen = event.screen, let url = screen.resolvedURL, let group = surfaces(at: url),
              case .string(let surfaceId)? = event.properties["surfaceId"], let surface = group[surfaceId],
              case .string(let instanceId)? = event.properties["node"] else {
            throw StratusAppError(.screenLoadFailed, "\(event.name): the A2UI surface of this screen is not known")
        }
        guard let node = surface.tree().root?.allNodes.first(where: { $0.instanceId == instanceId }) else {
            throw StratusAppError(.screenLoadFailed, "\(event.name): surface \"\(surfaceId)\" has no component \"\(instanceId)\"")
        }
        return (url, surface, node)
    }

    /// A Button was pressed: its action message is kept for the agent; one whose checks fail sends nothing.
    @MainActor
    private func press(_ event: ActionTriggeredEvent) throws {
        let (_, surface, node) = try target(of: event)
        switch try surface.performAction(of: node) {
        case .send(let message)?:
            lock.withLock { sent.append(message) }
        case .ranLocally?, .blocked?, nil:
            break
        }
    }

    /// The user changed an input: the value goes into the data model at the path its property is bound to, and
    /// the screen is built again from the surfaces (nodes keep their ids, so focus and typed text stay).
    @MainActor
    private func write(_ event: ActionTriggeredEvent) throws {
        let (url, surface, node) = try target(of: event)
        guard case .string(let property)? = event.properties["property"], var group = surfaces(at: url) else { return }
        try group.write(event.properties["value"] ?? .null, to: property, of: node, in: surface.id)
        keep(group, for: url)
        guard let screen = event.screen else { return }
        try event.engine.reload(screen, with: SurfaceScreen(group).value)
    }
}
