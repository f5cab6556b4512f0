import Foundation
import Testing
@testable import StratusTerminal

/// The `layout:` components on small screens: goldens and behaviour.
@MainActor
@Suite struct LayoutComponentTests {
    func render(_ json: String, width: Int = 40, height: Int = 12) async throws -> HeadlessSession {
        // Pictures are waited for as long as they take: a failed one is an error the footer's badge counts, and the
        // whole suite in parallel can hold its answer up past the default wait.
        try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }
            .headless(width: width, height: height, imageWait: .seconds(600))
    }

    static let boxes = """
    {"_:component": "layout:column", "properties": {"padding": 8}, "children": [
      {"_:component": "layout:row", "properties": {"borderWidth": 1, "cornerRadius": 4, "paddingHorizontal": 8, "width": "expand",
        "mainAxisAlignment": "spaceBetween"}, "children": [
        {"_:component": "layout:text", "properties": {"text": "left", "weight": "bold"}},
        {"_:component": "layout:text", "properties": {"text": "right", "color": "#FF0000"}}]},
      {"_:component": "layout:row", "properties": {"borderWidth": 1, "borderDashSpacing": 2, "marginTop": 16, "backgroundColor": "#202040"},
        "children": [{"_:component": "layout:text", "properties": {"text": "dashed"}}]},
      {"_:component": "layout:flowRow", "properties": {"width": 80}, "children": [
        {"_:component": "layout:text", "properties": {"text": "alpha "}}, {"_:component": "layout:text", "properties": {"text": "beta "}},
        {"_:component": "layout:text", "properties": {"text": "gamma "}}, {"_:component": "layout:text", "properties": {"text": "delta"}}]},
      {"_:component": "layout:stack", "properties": {"width": 160, "height": 48, "borderWidth": 1}, "children": [
        {"_:component": "layout:positioned", "properties": {"alignment": "bottomEnd"}, "children": [{"_:component": "layout:text", "properties": {"text": "BR"}}]},
        {"_:component": "layout:positioned", "properties": {"alignment": "center", "x": -16}, "children": [{"_:component": "layout:text", "properties": {"text": "mid"}}]}]},
      {"_:component": "layout:localImage", "properties": {"id": "logo", "width": 120, "height": 48, "accessibility": {"label": "Company logo"}}},
      {"_:component": "layout:remoteImage", "properties": {"url": "https://x.test/img/cat.png?size=2"}}
    ]}
    """

    @Test func boxPropertiesMatchGoldens() async throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let session = try await render(Self.boxes, width: width, height: height)
            Golden.check(session.styledText, named: "layout-boxes-\(width)x\(height)")
        }
    }

    static let more = """
    {"_:component": "layout:column", "children": [
      {"_:component": "layout:lifecycle", "children": [{"_:component": "layout:text", "properties": {"text": "Lazy row:", "size": 22}}]},
      {"_:component": "layout:lazyRow", "properties": {"height": 32}, "children": [
        {"_:component": "layout:text", "properties": {"text": "[one]"}}, {"_:component": "layout:text", "properties": {"text": "[two]"}},
        {"_:component": "layout:text", "properties": {"text": "[three]"}}]},
      {"_:component": "layout:flowColumn", "properties": {"height": 32}, "children": [
        {"_:component": "layout:text", "properties": {"text": "c1"}}, {"_:component": "layout:text", "properties": {"text": "c2"}},
        {"_:component": "layout:text", "properties": {"text": "c3"}}]},
      {"_:component": "layout:text", "properties": {"text": "centered", "alignment": "center", "weight": "light"}},
      {"_:component": "terminal:tabs", "properties": {"tabs": ["Home", "Settings", "About"], "selected": 1}, "children": [
        {"_:component": "layout:text", "properties": {"text": "home"}},
        {"_:component": "terminal:select", "id": "pick", "properties": {"label": "Theme", "options": ["Light", "Dark"], "value": "Dark"}},
        {"_:component": "layout:text", "properties": {"text": "about"}}]},
      {"_:component": "terminal:divider", "properties": {"style": "double"}},
      {"_:component": "terminal:toast", "properties": {"text": "Disk almost full", "type": "warning"}}
    ]}
    """

    @Test func moreLayoutComponentsMatchGoldens() async throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let session = try await render(Self.more, width: width, height: height)
            Golden.check(session.styledText, named: "layout-more-\(width)x\(height)")
        }
        // The select's list open under it.
        let session = try await render(Self.more, width: 80, height: 24)
        try await session.click(id: "pick")
        Golden.check(session.styledText, named: "select-open-80x24")
    }

    @Test func lazyColumnScrollsAndBuildsOnlyVisibleRows() async throws {
        let json = """
        {"_:component": "layout:lazyColumn", "properties": {"height": "expand"}, "children": [
          {"_:component": "forEach", "properties": {"items": "@{rows}", "key": "id"}, "children": [
            {"_:component": "layout:touchable", "id": "row", "properties": {"onPress": []}, "children": [
              {"_:component": "layout:text", "properties": {"text": "Row @{item.id}"}}]}]}
        ], "state": {"rows": [\((0..<200).map { "{\"id\": \($0)}" }.joined(separator: ","))]}}
        """
        let session = try await render(json, width: 30, height: 6)
        #expect(session.lines[0].hasPrefix("Row 0"))
        for _ in 0..<7 { try await session.press("down") }
        #expect(session.focusedID == "row:7")
        #expect(session.text.contains("Row 7"))
        #expect(!session.text.contains("Row 0 "))
        await session.scroll(x: 2, y: 2, steps: 10)
        #expect(!session.text.contains("Row 7\n"))
    }

    @Test func tabsSwitchWithArrowKeys() async throws {
        let json = """
        {"_:component": "terminal:tabs", "id": "tabs", "properties": {"tabs": ["One", "Two"]}, "children": [
          {"_:component": "layout:text", "properties": {"text": "first page"}},
          {"_:component": "layout:text", "properties": {"text": "second page"}}]}
        """
        let session = try await render(json)
        #expect(session.text.contains("first page"))
        try await session.press("right")
        #expect(session.text.contains("second page"))
        #expect(session.lines[0].hasPrefix(" One │ Two"))
    }

    @Test func lifecycleRunsOnInitOnce() async throws {
        let json = """
        {"_:component": "layout:lifecycle", "state": {"n": 0}, "properties": {"onInit": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]},
         "children": [{"_:component": "layout:text", "properties": {"text": "inits=@{n}"}}]}
        """
        let session = try await render(json)
        #expect(session.lines[0].hasPrefix("inits=1"))
        try await session.press("tab")
        #expect(session.lines[0].hasPrefix("inits=1"))
    }
}

/// Screens with absurd values render instead of trapping.
@MainActor
@Suite struct HostileInputTests {
    @Test func absurdNumbersAndTypesRender() async throws {
        let json = """
        {"_:component": "layout:column", "properties": {"width": 1e300, "height": -50, "padding": "NaN", "margin": 1e308,
          "borderWidth": "wide", "backgroundColor": "#GGG", "mainAxisAlignment": 42}, "children": [
          {"_:component": "layout:text", "properties": {"text": "still here", "size": -1e300, "weight": []}},
          {"_:component": "layout:positioned", "properties": {"x": 1e300, "y": -1e300}},
          {"_:component": "terminal:table", "properties": {"height": 1e300, "columns": [{"title": "A", "width": -5}], "rows": [1, null, {"A": 2}], "selected": 1e300}},
          {"_:component": "terminal:sparkline", "properties": {"values": [1e308, -1e308, "x", null], "width": -3}},
          {"_:component": "terminal:progressBar", "properties": {"value": 1e300, "max": 0}},
          {"_:component": "terminal:tabs", "properties": {"tabs": 5, "selected": -9}},
          {"_:component": "terminal:textInput", "properties": {"maxLength": -1, "value": {"a": 1}}}
        ]}
        """
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: json) }.headless(width: 40, height: 12)
        try await session.press("tab", "down", "end", "tab", "right")
        try await session.type("abc")
        #expect(!session.lines.isEmpty)
    }
}
