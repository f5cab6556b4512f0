/// `selectTab {tab}`: shows the app's tab whose route or title is `tab` (`"/orders"` or `"Orders"`), keeping
/// the stacks of the tab that was shown. Stratus's own action: Nimbus leaves tabs to the host app, whose
/// custom actions (the store's `changeBottomNavigatorRoute`) can call `ScreenNavigator.selectTab(matching:)`.
///
/// When the app has no tab of that name, the action logs a warning and changes nothing.
@MainActor
enum SelectTabAction {
    static func run(_ event: ActionTriggeredEvent) throws {
        let reader = event.reader
        let name = reader["tab"].string()
        if reader.hasErrors { throw CoreLibrary.deserializationError(event, reader) }
        select(name, in: event.engine)
    }

    /// Shows the tab named `name` or logs why it cannot.
    static func select(_ name: String, in engine: ServerDrivenEngine) {
        guard !engine.navigator.selectTab(matching: name) else { return }
        let known = engine.navigator.tabs.map(\.title)
        engine.log(.warning, known.isEmpty
            ? "No tab \"\(name)\": this app has no tabs (give it a manifest with tabs)."
            : "No tab \"\(name)\": the tabs are \(known.joined(separator: ", ")).")
    }
}

extension ActionTriggeredEvent {
    /// Shows the app's tab whose route or title is `name`, as the `selectTab` action does; logs a warning when
    /// there is none. For custom actions of a host app's tab bar.
    public func selectTab(_ name: String) {
        SelectTabAction.select(name, in: engine)
    }
}
