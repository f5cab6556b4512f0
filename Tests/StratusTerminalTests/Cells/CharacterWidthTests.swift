import Testing
@testable import StratusTerminal

@Suite struct CharacterWidthTests {
    @Test(arguments: [("a", 1), ("日本", 4), ("👍", 2), ("❤️", 1), ("e\u{301}", 1), ("👨‍👩‍👧", 6), ("🇺🇸", 2), ("", 0)])
    func measuresLikeNcurses(_ text: String, _ width: Int) {
        #expect(CharacterWidth.width(of: text) == width)
    }

    @Test func splitsIntoNcursesCells() {
        var cells: [(String, Int)] = []
        CharacterWidth.cells(of: "ae\u{301}日") { cells.append(($0, $1)) }
        #expect(cells.map(\.0) == ["a", "e\u{301}", "日"])
        #expect(cells.map(\.1) == [1, 1, 2])
    }
}
