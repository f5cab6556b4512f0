import Testing
@testable import StratusTerminal

/// `layout:screen`, `layout:lifecycle`, `layout:touchable` and the image placeholders
/// (Components/Layout/ScreenComponents.swift).
@MainActor
@Suite struct ScreenComponentsTests {
    @Test func screenDrawsATitleBarWithABackHintWhereEscGoesBack() async throws {
        let first = node("layout:screen", ##""title": "Home""##,
                         node("layout:touchable", ##""onPress": [{"_:action": "push", "properties": {"url": "/settings.json"}}]"##,
                              id: "go", text("Open settings")))
        let folder = try screenFolder(["index.json": first,
                                       "settings.json": node("layout:screen", ##""title": "Settings""##, text("body"))])
        let session = try await Stratus(baseURL: folder) { Navigator(url: "/index.json") }.headless(width: 24, height: 6)
        // The first screen has nowhere to go back to: its bar does not claim Esc goes back.
        #expect(trimmedRight(session.lines[0]) == " Home")
        try await session.press("enter")
        #expect(trimmedRight(session.lines[0]) == " ← Esc  Settings")
        #expect(session.lines[1].hasPrefix("body"))
        // The title is bold and the hint dim, both in reverse video.
        #expect(session.cells[8, 0].style.attributes == [.bold, .reverse])
        #expect(session.cells[1, 0].style.attributes == [.dim, .reverse])
    }

    @Test func screenWithoutBackButtonShowsOnlyTheTitle() async throws {
        try await expectFrame(node("layout:screen", ##""title": "Home", "showBackButton": false"##, text("body")), width: 24, height: 5,
                              lines: [" Home", "body"])
    }

    @Test func screenWithoutTitleHasNoBar() async throws {
        try await expectFrame(node("layout:screen", "", text("body")), width: 24, height: 5, lines: ["body"])
    }

    @Test func safeAreaTopBackgroundColorsTheBarInsteadOfReverseVideo() async throws {
        let session = try await render(node("layout:screen", ##""title": "T", "safeAreaTopBackground": "#112233""##), width: 24, height: 5)
        #expect(session.cells.columns(in: 0, background: hex("#112233")) == Array(0..<24))
        #expect(!session.cells[5, 0].style.attributes.contains(.reverse))
    }

    @Test func aLongTitleIsCutWithAnEllipsis() async throws {
        let session = try await render(node("layout:screen", ##""title": "A very long screen title indeed""##), width: 20, height: 5)
        #expect(contentLines(session)[0].hasSuffix("…"))
        #expect(contentLines(session)[0].count <= 20)
    }

    @Test func lifecycleRunsOnInitOnceWhenShown() async throws {
        let json = node("layout:column", state: ##""count": 0"##,
                        node("layout:lifecycle", ##""onInit": \##(setState("count", ##""@{sum(count, 1)}""##))"##, text("count @{count}")),
                        node("terminal:button", ##""text": "redraw""##))
        let session = try await expectFrame(json, lines: ["count 1", "[ redraw ]"])
        try await session.press("enter")
        try await session.press("enter")
        expectLines(contentLines(session), ["count 1", "[ redraw ]"])
    }

    @Test func touchableRunsOnPressWithEnterAndShowsFocusInReverse() async throws {
        let json = node("layout:column", state: ##""n": 0"##,
                        node("layout:touchable", ##""onPress": \##(setState("n", ##""@{sum(n, 1)}""##))"##, id: "t", text("tap")),
                        text("n=@{n}"))
        let session = try await expectFrame(json, lines: ["tap", "n=0"])
        #expect(session.focusedID == "t")
        #expect(session.cells[0, 0].style.attributes.contains(.reverse))
        try await session.press("enter")
        try await session.press("space")
        expectLines(contentLines(session), ["tap", "n=2"])
        try await session.click(id: "t")
        expectLines(contentLines(session), ["tap", "n=3"])
    }

    @Test func localImageIsAFramedPlaceholderWithItsLabel() async throws {
        let json = node("layout:localImage", ##""id": "logo", "width": 96, "accessibility": {"label": "Logo"}"##)
        try await expectFrame(json, lines: [
            "┌──────────┐",
            "│  ▣ Logo  │",
            "└──────────┘",
        ])
    }

    @Test func localImageWithoutLabelShowsItsId() async throws {
        let session = try await render(node("layout:localImage", ##""id": "banner""##))
        #expect(contentLines(session)[1].contains("▣ banner"))
    }

    @Test func remoteImageShowsTheFileNameWithoutQuery() async throws {
        let session = try await render(node("layout:remoteImage", ##""url": "https://x.test/img/cat.png?size=2#top""##))
        #expect(contentLines(session)[1] == "│▣ cat.png│")
    }

    @Test func imageBorderIsGray() async throws {
        let session = try await render(node("layout:remoteImage", ##""url": "a.png""##))
        #expect(session.cells[0, 0].style.foreground == Color.gray)
    }
}
