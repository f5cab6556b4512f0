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
}
