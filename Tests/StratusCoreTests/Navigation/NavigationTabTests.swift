import Foundation
import Testing
@testable import StratusCore

/// Tabs: each keeps its own stacks while another is shown; `selectTab` shows one by route or by title.
@MainActor
struct NavigationTabTests {
    /// Each path answers a screen with a push button and buttons that select tabs by title and by route.
    static func server() -> RecordingHTTPClient {
        RecordingHTTPClient { request in
            let path = request.url.path
            let body = """
            {"_:component": "layout:column", "children": [
              {"_:component": "layout:button", "id": "push", "properties": {"onPress": [
                {"_:action": "push", "properties": {"url": "\(path)/p"}}]}},
              {"_:component": "layout:button", "id": "orders", "properties": {"onPress": [
                {"_:action": "selectTab", "properties": {"tab": "orders"}}]}},
              {"_:component": "layout:button", "id": "cart", "properties": {"onPress": [
                {"_:action": "selectTab", "properties": {"tab": "/cart"}}]}},
              {"_:component": "layout:button", "id": "nowhere", "properties": {"onPress": [
                {"_:action": "selectTab", "properties": {"tab": "Profile"}}]}}]}
            """
            return ServerDrivenResponse(status: 200, body: Data(body.utf8))
        }
    }

    let engine = makeEngine(httpClient: Self.server())
    var navigator: ScreenNavigator { engine.navigator }
    static let tabs = [NavigationTab(title: "Products", route: "/products"), NavigationTab(title: "Cart", route: "/cart"),
                       NavigationTab(title: "Orders", route: "/orders")]

    func press(_ id: String) async throws {
        try #require(navigator.currentScreen?.root).press(id)
        await engine.waitUntilIdle()
    }

    @Test func eachTabKeepsItsOwnStackAndScreens() async throws {
        navigator.open(tabs: Self.tabs)
        await engine.waitUntilIdle()
        try await press("push")
        let pushed = try #require(navigator.currentScreen)
        navigator.selectTab(at: 1)
        await engine.waitUntilIdle()
        #expect(navigator.selectedTab == 1)
        #expect(navigator.urlStacks == [["/cart"]])
        #expect(navigator.selectTab(matching: "Products"))
        #expect(navigator.urlStacks == [["/products", "/products/p"]])
        #expect(navigator.currentScreen === pushed, "the screen was loaded again instead of kept")
        #expect(navigator.allStacks.flatMap { $0 }.count == 3)
    }

    @Test func selectTabActionFindsATabByTitleOrRoute() async throws {
        navigator.open(tabs: Self.tabs)
        await engine.waitUntilIdle()
        try await press("orders")
        #expect(navigator.selectedTab == 2)
        #expect(navigator.urlStacks == [["/orders"]])
        try await press("cart")
        #expect(navigator.selectedTab == 1)
    }

    @Test func selectingAnUnknownTabWarnsAndStays() async throws {
        navigator.open(tabs: Self.tabs)
        await engine.waitUntilIdle()
        try await press("nowhere")
        #expect(navigator.selectedTab == 0)
        #expect(engine.logs.contains { $0.level == .warning && $0.message.contains("No tab \"Profile\"") })
    }

    // MARK: - Tabs that come and go

    @Test func tabsArrangedAroundTheScreenShownKeepIt() async throws {
        navigator.open(url: "/products")
        await engine.waitUntilIdle()
        let first = try #require(navigator.currentScreen)
        navigator.arrangeTabs(Array(Self.tabs.prefix(2)), showing: 0, keepingShownStacks: true)
        await engine.waitUntilIdle()
        #expect(navigator.currentScreen === first, "the screen shown was loaded again")
        #expect(navigator.tabs.map(\.title) == ["Products", "Cart"])
        navigator.selectTab(at: 1)
        await engine.waitUntilIdle()
        let cart = try #require(navigator.currentScreen)
        #expect(navigator.urlStacks == [["/cart"]])
        // A third tab comes after the shown one: the parked first tab keeps its screen, the shown one stays.
        navigator.arrangeTabs(Self.tabs, showing: 1, keepingShownStacks: true)
        #expect(navigator.currentScreen === cart)
        navigator.selectTab(at: 0)
        #expect(navigator.currentScreen === first)
    }

    @Test func removingTheTabShownShowsTheOneInItsPlaceAndDropsItsScreens() async throws {
        navigator.open(tabs: Self.tabs)
        await engine.waitUntilIdle()
        let products = try #require(navigator.currentScreen)
        navigator.selectTab(at: 1)
        await engine.waitUntilIdle()
        let cart = try #require(navigator.currentScreen)
        navigator.arrangeTabs([Self.tabs[0], Self.tabs[2]], showing: 1, keepingShownStacks: false)
        await engine.waitUntilIdle()
        #expect(navigator.selectedTab == 1)
        #expect(navigator.urlStacks == [["/orders"]])
        #expect(!navigator.allStacks.flatMap { $0 }.contains { $0 === cart })
        navigator.selectTab(at: 0)
        #expect(navigator.currentScreen === products, "the first tab lost its screen")
    }

    @Test func leavingTabsKeepsTheScreenShownAndDropsTheOthers() async throws {
        navigator.open(tabs: Self.tabs)
        await engine.waitUntilIdle()
        navigator.selectTab(at: 2)
        await engine.waitUntilIdle()
        let orders = try #require(navigator.currentScreen)
        navigator.leaveTabs()
        #expect(navigator.tabs.isEmpty)
        #expect(navigator.currentScreen === orders)
        #expect(navigator.allStacks.flatMap { $0 }.count == 1)
    }
}
