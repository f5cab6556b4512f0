import Testing
@testable import StratusTerminal

/// The shell's parts are placed by the layout engine: the screen's slot takes what the chrome leaves.
@MainActor
@Suite struct ShellLayoutTests {
    let size = Size(width: 40, height: 12)

    @Test func theScreenTakesEveryRowButTheFootersWhenNothingElseShows() {
        let areas = ShellLayout().areas(for: ShellLayout.Parts(), in: size)
        #expect(areas.screen == Rect(x: 0, y: 0, width: 40, height: 11))
        #expect(areas.footer == Rect(x: 0, y: 11, width: 40, height: 1))
        #expect(areas.log == nil && areas.statusLine == nil && areas.tabBar == nil)
    }

    @Test func theStatusLineAndTheTabsSitAboveTheFooterInThatOrder() {
        let areas = ShellLayout().areas(for: ShellLayout.Parts(statusLine: true, tabBar: true), in: size)
        #expect(areas.screen == Rect(x: 0, y: 0, width: 40, height: 9))
        #expect(areas.statusLine == Rect(x: 0, y: 9, width: 40, height: 1))
        #expect(areas.tabBar == Rect(x: 0, y: 10, width: 40, height: 1))
        #expect(areas.footer.y == 11)
    }

    @Test func theLogTakesAThirdOfWhatIsLeftBelowTheScreen() {
        let areas = ShellLayout().areas(for: ShellLayout.Parts(log: true), in: Size(width: 40, height: 13))
        #expect(areas.screen == Rect(x: 0, y: 0, width: 40, height: 8))
        #expect(areas.log == Rect(x: 0, y: 8, width: 40, height: 4))
        #expect(areas.footer.y == 12)
    }

    @Test func aLongQuestionWrapsOnTheFootersRowsAtMostHalfTheTerminal() {
        let question = "Lose what you typed? Ctrl+B leaves, any other key stays."
        let wrapped = ShellLayout().areas(for: ShellLayout.Parts(question: question), in: Size(width: 30, height: 12))
        #expect(wrapped.footer == Rect(x: 0, y: 10, width: 30, height: 2))
        #expect(wrapped.screen.height == 10)
        let capped = ShellLayout().areas(for: ShellLayout.Parts(question: question), in: Size(width: 20, height: 5))
        #expect(capped.footer.height == 2)
        #expect(capped.footer.maxY == 5)
    }

    @Test func everyPartStaysInsideTheSmallestTerminalWithEverythingOpen() {
        let parts = ShellLayout.Parts(log: true, statusLine: true, tabBar: true, question: String(repeating: "word ", count: 60))
        let size = StratusRuntime.minimumSize
        let areas = ShellLayout().areas(for: parts, in: size)
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        for area in [areas.screen, areas.footer] + [areas.log, areas.statusLine, areas.tabBar].compactMap({ $0 }) {
            #expect(area.intersection(bounds) == area, "\(area) leaves the terminal")
        }
        #expect(areas.footer.height >= 1)
    }
}
