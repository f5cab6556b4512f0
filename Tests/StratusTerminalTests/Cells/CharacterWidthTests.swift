import Testing
@testable import StratusTerminal

@Suite struct CharacterWidthTests {
    @Test(arguments: [("a", 1), ("日本", 4), ("👍", 2), ("❤️", 1), ("e\u{301}", 1), ("👨‍👩‍👧", 6), ("🇺🇸", 2), ("", 0)])
    func measuresLikeNcurses(_ text: String, _ width: Int) {
        #expect(CharacterWidth.width(of: text) == width)
    }

    /// The code points measured without the locale are one column wide by `wcwidth` too, every one of them.
    @Test func theCharactersMeasuredWithoutTheLocaleAreOneColumnByWcwidth() {
        let measuredWithout = (UInt32(0x80)...0x2FFF).filter(CharacterWidth.isOneColumnInEveryLocale)
        #expect(measuredWithout.count == 787)
        let differing = measuredWithout.compactMap(Unicode.Scalar.init).filter { CharacterWidth.systemWidth(of: $0) != 1 }
        #expect(differing.isEmpty, "wcwidth says otherwise for \(differing.map { String($0.value, radix: 16) })")
        #expect(CharacterWidth.width(of: "│┃‹›…×§←▾⠋") == 10)
        #expect(!CharacterWidth.isOneColumnInEveryLocale(0xAD) && !CharacterWidth.isOneColumnInEveryLocale(0x2028)
                && !CharacterWidth.isOneColumnInEveryLocale(0x25FD) && !CharacterWidth.isOneColumnInEveryLocale(0x300))
    }

    @Test func splitsIntoNcursesCells() {
        var cells: [(String, Int)] = []
        CharacterWidth.cells(of: "ae\u{301}日") { cells.append(($0, $1)) }
        #expect(cells.map(\.0) == ["a", "e\u{301}", "日"])
        #expect(cells.map(\.1) == [1, 1, 2])
    }
}
