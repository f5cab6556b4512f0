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

@Suite struct TextSanitizerTests {
    @Test(arguments: [
        ("plain", "plain"), ("a\u{1B}[31mred\u{1B}[0m", "ared"), ("title\u{1B}]0;pwned\u{07}!", "title!"),
        ("x\u{1B}P1;2|data\u{1B}\\y", "xy"), ("bell\u{07}", "bell"), ("c1\u{9B}2Jx", "c1x"), ("a\tb", "a b"),
        ("line\r\nnext", "line\nnext"), ("\u{202E}evil", "evil"), ("del\u{7F}", "del"), ("esc\u{1B}7x", "escx"),
    ])
    func removesControlsAndEscapes(_ input: String, _ expected: String) {
        #expect(TextSanitizer.sanitize(input) == expected)
    }

    @Test func newlinesCanBeFlattened() {
        #expect(TextSanitizer.sanitize("a\nb", keepNewlines: false) == "a b")
    }
}
