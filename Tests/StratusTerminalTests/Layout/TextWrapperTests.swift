import Testing
@testable import StratusTerminal

@Suite struct TextWrapperTests {
    @Test func wrapsWordsGreedily() {
        #expect(TextWrapper.wrap("the quick brown fox", width: 10, wrap: true) == ["the quick", "brown fox"])
        #expect(TextWrapper.wrap("a\n\nb", width: 10, wrap: true) == ["a", "", "b"])
    }

    @Test func cutsALongWordIntoFullLines() {
        let word = String(repeating: "x", count: 10_001)
        let lines = TextWrapper.wrap("go " + word + " on", width: 100, wrap: true)
        #expect(lines.first == "go")
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.count == 100 })
        #expect(lines.count == 1 + 100 + 1)
        #expect(lines.last == "x on")
        #expect(lines.dropFirst().joined() == word + " on")
    }

    @Test func neverCutsInsideAGraphemeCluster() {
        let family = "👨‍👩‍👧"  // 6 columns as ncurses measures it: three wide emoji joined by ZWJ
        let accented = "e\u{301}"
        #expect(TextWrapper.wrap(String(repeating: family, count: 3), width: 8, wrap: true)
            == [family, family, family])
        #expect(TextWrapper.wrap(String(repeating: accented, count: 5), width: 2, wrap: true)
            == [accented + accented, accented + accented, accented])
        #expect(TextWrapper.wrap("日本語", width: 3, wrap: true) == ["日", "本", "語"])
    }

    @Test func aCharacterWiderThanTheWidthStillTakesALine() {
        #expect(TextWrapper.wrap("日日", width: 1, wrap: true) == ["日", "日"])
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(TextWrapper.truncate("abcdef", to: 4) == "abc…")
        #expect(TextWrapper.truncate("abc", to: 4) == "abc")
        #expect(TextWrapper.truncate("日本語", to: 4) == "日…")
        #expect(TextWrapper.wrap("abcdef\nxy", width: 4, wrap: false) == ["abc…", "xy"])
    }

    /// ASCII text is wrapped on its bytes; the same text with each `x` written `é` (one column, two bytes) takes
    /// the general path. Both must give the same lines.
    @Test(arguments: [true, false])
    func asciiTextWrapsAsTheGeneralPathDoes(wrap: Bool) {
        let texts = ["", "x", "xx xxx", " xx  xxx ", "xxxxxxxxxxxxxxxxxxxxxxx", "xx xxxxxxxxxxxxx x", "xxx\n\nxx xx\n",
                     "x x x x x x x x", "  ", "xxxxx xxxxx xxxxx xxxxx", "xx\nxxxxxxxxxxx xx  xxxxxxx x"]
        for text in texts {
            for width in 1...12 {
                let ascii = TextWrapper.wrap(text, width: width, wrap: wrap)
                let general = TextWrapper.wrap(text.replacingOccurrences(of: "x", with: "é"), width: width, wrap: wrap)
                #expect(ascii == general.map { $0.replacingOccurrences(of: "é", with: "x") }, "\(text.debugDescription) at \(width)")
            }
        }
    }

    @Test func asciiWidthCountsPrintableBytesOnly() {
        #expect(CharacterWidth.width(of: "abc def") == 7)
        #expect(CharacterWidth.width(of: "a\tb\u{7F}") == 2)
        #expect(CharacterWidth.width(of: "ab日") == 4)
        #expect(CharacterWidth.width(of: "xabcx".dropFirst().dropLast()) == 3)
    }
}
