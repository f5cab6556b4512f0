import Foundation

/// One tab of an app whose host shows a tab bar (a Nimbus app's bottom navigator): a title and the route of
/// its first screen. Each tab keeps its own stacks of screens while another tab is shown.
public struct NavigationTab: Sendable, Hashable {
    /// What the tab bar shows (`Orders`).
    public var title: String
    /// The first screen's URL, relative to the base URL when it starts with `/` (`/orders`).
    public var route: String

    /// A tab titled `title` that opens `route`.
    public init(title: String, route: String) {
        self.title = title
        self.route = route
    }
}

extension ScreenNavigator {
    /// Replaces every stack with one per tab, shows tab `selected` and loads its first screen. The other tabs
    /// load their first screen when they are first shown.
    public func open(tabs: [NavigationTab], selected: Int = 0) {
        for stack in stacks + parkedTabs.values.flatMap({ $0 }) { for screen in stack { screen.dispose() } }
        parkedTabs = [:]
        self.tabs = tabs
        guard !tabs.isEmpty else { return }
        selectedTab = min(max(0, selected), tabs.count - 1)
        open(url: tabs[selectedTab].route)
    }

    /// Shows tab `index`, keeping the stacks (and so the screens and their states) of the tab that was shown.
    /// A tab shown for the first time loads its first screen. Nothing happens for an index out of range.
    public func selectTab(at index: Int) {
        guard tabs.indices.contains(index), index != selectedTab else { return }
        parkedTabs[selectedTab] = stacks
        selectedTab = index
        if let parked = parkedTabs.removeValue(forKey: index) {
            stacks = parked
            engine.noteNavigationChanged()
        } else {
            stacks = []
            push(ViewRequest(url: tabs[index].route))
        }
    }

    /// Shows the tab whose route is `name` (or leads where `name` leads), else whose title is `name` ignoring case.
    /// - Returns: `false` when no tab matches.
    @discardableResult
    public func selectTab(matching name: String) -> Bool {
        let target = address(of: name).text
        guard let index = tabs.firstIndex(where: { $0.route == name })
                ?? tabs.firstIndex(where: { address(of: $0.route).text == target })
                ?? tabs.firstIndex(where: { $0.title.caseInsensitiveCompare(name) == .orderedSame }) else {
            return false
        }
        selectTab(at: index)
        return true
    }

    /// The stacks of every tab, the shown one included: screens that are still open somewhere.
    public var allStacks: [[Screen]] {
        // Without tabs, the stacks shown as they are, not a copy (asked at every key typed into an A2UI surface).
        guard !parkedTabs.isEmpty else { return stacks }
        return stacks + parkedTabs.keys.sorted().flatMap { parkedTabs[$0] ?? [] }
    }
}

extension ScreenNavigator {
    /// Replaces the tabs with `newTabs` while the app runs (tabs that come and go, such as an A2UI stream's
    /// surfaces), keeping the stacks of every tab whose route stays.
    ///
    /// A tab of `newTabs` takes the stacks of the old tab with the same route; one without loads its first screen
    /// when it is first shown. The stacks of an old tab whose route went are disposed. Tab `shown` is shown
    /// afterwards: with `keepingShownStacks`, the stacks shown now become its stacks (the app had no tabs yet, or
    /// its tab changed route); otherwise they are disposed unless they belong to a tab that stays. An empty
    /// `newTabs` is ``leaveTabs()``. A `shown` out of range shows the nearest tab.
    public func arrangeTabs(_ newTabs: [NavigationTab], showing shown: Int, keepingShownStacks: Bool) {
        guard !newTabs.isEmpty else { return leaveTabs() }
        var stacksByRoute: [String: [[Screen]]] = [:]
        for (index, stacks) in parkedTabs where tabs.indices.contains(index) { stacksByRoute[tabs[index].route] = stacks }
        if tabs.indices.contains(selectedTab), !keepingShownStacks { stacksByRoute[tabs[selectedTab].route] = stacks }
        let shown = min(max(0, shown), newTabs.count - 1)
        var parked: [Int: [[Screen]]] = [:]
        for (index, tab) in newTabs.enumerated() where index != shown {
            if let kept = stacksByRoute.removeValue(forKey: tab.route) { parked[index] = kept }
        }
        let shownStacks = keepingShownStacks ? stacks : stacksByRoute.removeValue(forKey: newTabs[shown].route)
        for stack in stacksByRoute.values.flatMap({ $0 }) { for screen in stack { screen.dispose() } }
        if !keepingShownStacks, !tabs.indices.contains(selectedTab) {
            // The app had no tabs: the stacks shown belong to none of the new ones.
            for stack in stacks { for screen in stack { screen.dispose() } }
        }
        tabs = newTabs
        parkedTabs = parked
        selectedTab = shown
        if let shownStacks {
            stacks = shownStacks
            engine.noteNavigationChanged()
        } else {
            stacks = []
            push(ViewRequest(url: newTabs[shown].route))
        }
    }

    /// Takes the tab bar away: the stacks shown stay and become the app's only stacks; those of the other tabs
    /// are disposed.
    public func leaveTabs() {
        for stack in parkedTabs.values.flatMap({ $0 }) { for screen in stack { screen.dispose() } }
        parkedTabs = [:]
        tabs = []
        selectedTab = 0
        engine.noteNavigationChanged()
    }
}
