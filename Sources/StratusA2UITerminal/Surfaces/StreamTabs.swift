import Foundation
import StratusA2UI
import StratusCore

/// The app's tabs that the surfaces of an A2UI stream make (Docs/A2UI.md, "Several surfaces"): each
/// ``SurfaceTab`` is a tab of the app shell, its own screen with its own focus, scroll positions and typed text.
///
/// The stream's own screen (the file named, an agent's conversation) shows the first tab; every other tab is a
/// screen at the stream's URL with a fragment (`...stream.json#a2ui-surface-2`) that ``LiveSurfaces`` answers.
/// The screens are the navigator's: a tab not shown keeps its stacks (``ScreenNavigator/arrangeTabs(_:showing:
/// keepingShownStacks:)``), so what the terminal keeps for a screen stays while another tab is shown. Tabs are
/// arranged only for a stream that is the app's one screen (`stratus run FILE`, `--agent`): a stream pushed by
/// another screen, or in an app with tabs of its own, shows its surfaces stacked (its first frame may show the
/// first tab alone: a screen learns where it is only once it is shown).
@MainActor
final class StreamTabs {
    /// What starts the fragment of a tab's screen URL.
    nonisolated static let fragmentPrefix = "a2ui-surface-"

    /// The tab each screen shows, by its URL (the lead of its ``SurfaceTab``).
    private var leads: [String: String] = [:]
    /// The screen URL of each tab, by its lead, while it is a tab of the app.
    private var routes: [String: String] = [:]
    /// The stream whose surfaces are the app's tabs now.
    private var owner: String?
    /// The number of the last tab URL made.
    private var serial = 0
    /// The streams that may not take the app's tab bar (opened from another screen): their surfaces are stacked.
    private var stacked: Set<String> = []

    nonisolated init() {}

    /// The URL of the stream a screen at `url` shows surfaces of: `url` without a tab's fragment.
    nonisolated static func stream(ofScreenAt url: String) -> String {
        // Read in its bytes: asked on every keystroke in a surface, for each open screen (Foundation's backward
        // `range(of:)` took a microsecond a call, stepping back through `String.UTF8View`'s indices 40 instructions
        // a byte).
        var text = url
        let cut: Int? = text.withUTF8 { bytes in
            var index = bytes.count
            while index > 0 {
                index -= 1
                if bytes[index] == UInt8(ascii: "#"), bytes[(index + 1)...].starts(with: fragmentPrefix.utf8) { return index }
            }
            return nil
        }
        guard let cut else { return url }
        return String(decoding: url.utf8.prefix(cut), as: UTF8.self)
    }

    /// Whether `url` is the URL of a tab's screen, which only the stream's surfaces can answer.
    nonisolated static func isTab(_ url: String) -> Bool { stream(ofScreenAt: url) != url }

    /// The surfaces the screen at `url` shows: nil for all of them (one tab or none), else those of its tab.
    ///
    /// A screen shown for the first time while there are several tabs shows the first one (the stream's own
    /// screen opening on a stream with several surfaces).
    func surfaceIds(forScreenAt url: String, of tabs: [SurfaceTab]) -> [String]? {
        guard tabs.count > 1, !stacked.contains(Self.stream(ofScreenAt: url)) else { return nil }
        let lead = leads[url] ?? tabs[0].lead
        leads[url] = lead
        return tabs.first { $0.lead == lead }?.surfaceIds ?? []
    }

    /// Makes the app's tabs those of `tabs`, the surfaces of the stream at `stream` now: a tab that stays keeps
    /// its screens, a new one loads when first shown, the tab shown stays shown, or, when its surface went, the
    /// one that took its place (else the one before it) is shown. One tab or none: no tab bar.
    ///
    /// - Returns: whether the stream's screens must be built again because its surfaces are now stacked: it has
    ///   several tabs but is not the app's one screen (it was opened from another screen, or the app has tabs of
    ///   its own), so it may not take the app's tab bar.
    @discardableResult
    func arrange(_ tabs: [SurfaceTab], ofStreamAt stream: String, in navigator: ScreenNavigator) -> Bool {
        guard !stacked.contains(stream), let current = navigator.currentScreen, let currentURL = current.resolvedURL,
              Self.stream(ofScreenAt: currentURL) == stream else { return false }
        let currentLead = leads[currentURL] ?? tabs.first?.lead
        if owner != stream {
            let alone = navigator.tabs.isEmpty && navigator.stacks.count == 1 && navigator.stacks[0].count == 1
            guard tabs.count > 1 else {
                if tabs.count == 1 { leads[currentURL] = tabs[0].lead }
                return false
            }
            guard alone else {
                stacked.insert(stream)
                return true
            }
            routes = [:]
        }
        let leadsNow = Set(tabs.map(\.lead))
        routes = routes.filter { leadsNow.contains($0.key) }
        if let currentLead, leadsNow.contains(currentLead) { routes[currentLead] = currentURL }
        guard tabs.count > 1 else {
            if tabs.count == 1, currentLead != tabs[0].lead, let route = routes[tabs[0].lead] {
                // The one tab left was not shown: its screens are, with what the user left in them.
                navigator.arrangeTabs([NavigationTab(title: tabs[0].title, route: route)], showing: 0, keepingShownStacks: false)
            }
            navigator.leaveTabs()
            owner = nil
            routes = [:]
            if tabs.count == 1, let url = navigator.currentScreen?.resolvedURL { leads[url] = tabs[0].lead }
            return false
        }
        let newTabs = tabs.map { tab in
            NavigationTab(title: tab.title, route: routes[tab.lead] ?? newRoute(for: tab.lead, in: stream))
        }
        if let currentLead, let shown = tabs.firstIndex(where: { $0.lead == currentLead }) {
            navigator.arrangeTabs(newTabs, showing: shown, keepingShownStacks: true)
        } else {
            // The surface shown went: the tab that takes its place is shown, or the last one.
            navigator.arrangeTabs(newTabs, showing: navigator.tabs.isEmpty ? 0 : navigator.selectedTab, keepingShownStacks: false)
        }
        owner = stream
        return false
    }

    /// Forgets which tab each screen of the stream at `stream` showed (its surfaces start over).
    func forget(stream: String) {
        leads = leads.filter { Self.stream(ofScreenAt: $0.key) != stream }
    }

    /// A URL no screen has had for the tab led by `lead`.
    private func newRoute(for lead: String, in stream: String) -> String {
        serial += 1
        let route = stream + "#" + Self.fragmentPrefix + String(serial)
        routes[lead] = route
        leads[route] = lead
        return route
    }
}
