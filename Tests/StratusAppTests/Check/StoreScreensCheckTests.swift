import StratusStore
import Testing
@testable import StratusApp

/// The store backend's screens (`stratus serve --store`) pass `stratus check` as the demo screens do: no error
/// and no warning, names and state references included. They are checked together, as `stratus check` checks a
/// folder: the navigation states one screen opens another with are known to all.
@MainActor
@Suite struct StoreScreensCheckTests {
    @Test(arguments: StoreScreens.routes)
    func storeScreenHasNoProblem(route: String) throws {
        let screen = try #require(StoreScreens.screen(at: route))
        let navigationStates = StoreScreens.routes.compactMap(StoreScreens.screen(at:))
            .reduce(into: Set<String>()) { $0.formUnion(ScreenChecker.navigationStates(in: $1)) }
        let problems = try checkedScreen(screen.jsonString(pretty: true), navigationStates: navigationStates)
        #expect(problems.isEmpty, "\(route):\n\(problems.map(\.description).joined(separator: "\n"))")
    }
}
