import StratusCore

/// `store:changeBottomNavigatorRoute {route}`: the store app switches its bottom tab (products, cart,
/// orders). A terminal has no tab bar around the screen, so the route is written to
/// `global.bottomNavigatorRoute` for screens to read, and logged.
struct ChangeBottomNavigatorRoute: ActionDecodable {
    var route: String
    @CoreAction var action: ActionTriggeredEvent

    @MainActor
    func execute() throws {
        action.log(.info, "store: bottom navigator route is now \(route)")
        try action.setState(path: "global.bottomNavigatorRoute", value: .string(route))
    }
}
