import Testing
@testable import StratusApp
import StratusCore

@Suite struct ScreenBundleTests {
    let bundle: JSONObject = [
        "_note": "a note",
        "SCREEN1": ["_:component": "layout:column"],
        "STATEFUL_NAVIGATION_2": ["_:component": "layout:column"],
        "IF_TOGGLE (createIfThenElseScreen(true))": ["_:component": "layout:column"],
    ]

    @Test func tellsScreensFromBundlesFromData() {
        #expect(ScreenBundle.screens(in: ["_:component": "x"]) == .screen)
        #expect(ScreenBundle.screens(in: .object(bundle))
            == .bundle(["SCREEN1", "STATEFUL_NAVIGATION_2", "IF_TOGGLE (createIfThenElseScreen(true))"]))
        #expect(ScreenBundle.screens(in: ["quote": "hi"]) == .notAScreen)
        #expect(ScreenBundle.screens(in: [1, 2]) == .notAScreen)
    }

    @Test func findsMembersByRoute() {
        #expect(ScreenBundle.key(forRoute: "/SCREEN1", in: bundle) == "SCREEN1")
        #expect(ScreenBundle.key(forRoute: "/screen1", in: bundle) == "SCREEN1")
        #expect(ScreenBundle.key(forRoute: "/stateful-navigation-2", in: bundle) == "STATEFUL_NAVIGATION_2")
        #expect(ScreenBundle.key(forRoute: "/if_toggle", in: bundle) == "IF_TOGGLE (createIfThenElseScreen(true))")
        #expect(ScreenBundle.key(forRoute: "/_note", in: bundle) == nil)
        #expect(ScreenBundle.key(forRoute: "/screen9", in: bundle) == nil)
    }
}
