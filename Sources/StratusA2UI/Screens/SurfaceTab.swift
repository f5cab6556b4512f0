import StratusCodable

/// One tab of the app shell that a stream's surfaces are shown in: a surface of its own, and the surfaces made
/// after it that asked to be stacked under it (Docs/A2UI.md, "Several surfaces").
///
/// Every ready surface gets a tab, in the order the surfaces were made, unless its `theme` (v0.9, v0.10),
/// `surfaceProperties` (v1.0) or `styles` (v0.8) says `"stratusLayout": "stacked"`: it is then shown under the
/// surface made before it, in that surface's tab (a stacked first surface leads a tab of its own). A tab is known
/// by its first surface, ``lead``, and titled by that surface's `agentDisplayName`, else its id.
public struct SurfaceTab: Sendable, Hashable {
    /// The property of a surface's `theme` or `surfaceProperties` that places it, and the value that stacks it.
    public static let layoutProperty = "stratusLayout"
    /// The value of ``layoutProperty`` that shows a surface under the one made before it.
    public static let stacked = "stacked"

    /// The id of the tab's first surface, which names the tab while it lasts.
    public var lead: String
    /// The surfaces the tab shows, top to bottom: ``lead`` first.
    public var surfaceIds: [String]
    /// What the tab bar shows.
    public var title: String

    /// The tabs the ready surfaces of `group` make, in order; none when no surface is ready.
    public static func tabs(of group: SurfaceGroup) -> [SurfaceTab] {
        var tabs: [SurfaceTab] = []
        for surface in group.surfaces.values where surface.isReady {
            if surface.isStacked, !tabs.isEmpty {
                tabs[tabs.count - 1].surfaceIds.append(surface.id)
            } else {
                tabs.append(SurfaceTab(lead: surface.id, surfaceIds: [surface.id], title: surface.title))
            }
        }
        return tabs
    }
}

extension Surface {
    /// Whether the stream asked for this surface to be shown under the one made before it.
    public var isStacked: Bool {
        surfaceProperties[SurfaceTab.layoutProperty] == .string(SurfaceTab.stacked)
    }

    /// The name a tab shows for this surface: its `agentDisplayName` (a surface property from v0.9 on), else its id.
    public var title: String {
        if case .string(let name)? = surfaceProperties["agentDisplayName"],
           name.contains(where: { !$0.isWhitespace }) {
            return name
        }
        return id
    }
}
