import Testing
@testable import StratusTerminal

/// `layout:text` (Components/Layout/LayoutText.swift): wrapping, alignment, weights, sizes and colors.
@MainActor
@Suite struct LayoutTextTests {
    @Test func wrapsAtWordBoundariesInsideAFixedWidthColumn() async throws {
        try await expectFrame(node("layout:column", ##""width": 80"##, text("the quick brown fox")), lines: [
            "the quick",
            "brown fox",
        ])
    }

    @Test func honoursNewlinesInTheText() async throws {
        try await expectFrame(text(##"one\ntwo"##), lines: ["one", "two"])
    }

    @Test func centeredTextLinesUpAcrossTheOfferedWidth() async throws {
        try await expectFrame(node("layout:column", ##""width": 80"##, text("ab", ##""alignment": "center""##)), lines: ["    ab"])
    }

    @Test func endAlignedTextTouchesTheRightEdge() async throws {
        try await expectFrame(node("layout:column", ##""width": 80"##, text("ab", ##""alignment": "end""##)), lines: ["        ab"])
    }

    @Test(arguments: [
        ("bold", TextAttributes.bold), ("semiBold", .bold), ("black", .bold), ("light", .dim), ("thin", .dim), ("normal", TextAttributes()),
    ])
    func weightBecomesBoldOrDim(_ weight: String, _ attributes: TextAttributes) async throws {
        let session = try await expectFrame(text("w", ##""weight": "\##(weight)""##), lines: ["w"])
        #expect(session.cells[0, 0].style.attributes == attributes)
    }

    @Test func largeTextIsBoldEvenWhenLight() async throws {
        let session = try await expectFrame(text("big", ##""size": 22, "weight": "light""##), lines: ["big"])
        #expect(session.cells[0, 0].style.attributes == .bold)
    }

    @Test func colorIsTheForegroundOfEveryCharacter() async throws {
        let session = try await expectFrame(text("red", ##""color": "#FF0000""##), lines: ["red"])
        for x in 0..<3 { #expect(session.cells[x, 0].style.foreground == hex("#FF0000")) }
        #expect(session.cells[3, 0].style.foreground == nil)
    }

    @Test func theNimbusDefaultBlackMeansTheTerminalsTextColor() async throws {
        let session = try await expectFrame(text("ink", ##""color": "#000000""##), lines: ["ink"])
        #expect(session.cells[0, 0].style.foreground == nil)
    }

    @Test func numbersAndBooleansAreShownAsText() async throws {
        try await expectFrame(node("layout:column", "", node("layout:text", ##""text": 42"##), node("layout:text", ##""text": true"##)),
                              lines: ["42", "true"])
    }

    @Test func controlCharactersNeverReachTheTerminal() async throws {
        let session = try await render(text(##"a\u001b[31mb"##))
        #expect(!session.text.contains("\u{1b}"))
        #expect(contentLines(session)[0].hasPrefix("a"))
    }

    @Test func textOnAColoredBoxPicksAReadableColor() async throws {
        let dark = try await expectFrame(node("layout:row", ##""backgroundColor": "#000080""##, text("d")), lines: ["d"])
        #expect(dark.cells[0, 0].style.foreground == Color.white)
        let light = try await expectFrame(node("layout:row", ##""backgroundColor": "#FFFF80""##, text("l")), lines: ["l"])
        #expect(light.cells[0, 0].style.foreground == Color.black)
    }

    @Test func aTextThatChangesWithStateIsRedrawn() async throws {
        let json = node("layout:column", "", state: ##""n": 1"##,
                        text("n=@{n}"), node("terminal:button", ##""text": "inc", "onPress": \##(setState("n", ##""@{sum(n, 1)}""##))"##))
        let session = try await expectFrame(json, lines: ["n=1", "[ inc ]"])
        try await session.press("enter")
        expectLines(contentLines(session), ["n=2", "[ inc ]"])
    }
}
