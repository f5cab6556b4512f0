import StratusCore

/// `store:changeBottomNavigatorRoute {route}`: the store app switches its bottom tab (`Products`, `Cart`,
/// `Orders`; the sample passes the tab's name, as after placing an order). Shows the app's tab whose route or
/// title is `route` (see the core `selectTab` action) and writes the route to `global.bottomNavigatorRoute`,
/// which screens may read.
struct ChangeBottomNavigatorRoute: ActionDecodable {
    var route: String
    @CoreAction var action: ActionTriggeredEvent

    @MainActor
    func execute() throws {
        try action.setState(path: "global.bottomNavigatorRoute", value: .string(route))
        action.selectTab(route)
    }
}
