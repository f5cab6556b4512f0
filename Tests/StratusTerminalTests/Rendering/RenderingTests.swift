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

@Suite struct ColorTests {
    @Test func parsesAllNimbusForms() {
        #expect(Color(hex: "#F00") == Color(red: 255, green: 0, blue: 0))
        #expect(Color(hex: "#F008") == Color(red: 255, green: 0, blue: 0, alpha: 0x88))
        #expect(Color(hex: "#12AB34") == Color(red: 0x12, green: 0xAB, blue: 0x34))
        #expect(Color(hex: "#CCCCCCFF") == Color(red: 0xCC, green: 0xCC, blue: 0xCC))
        #expect(Color(hex: "#12345") == nil)
        #expect(Color(hex: "red") == nil)
    }

    @Test func downsamplesToPalettes() {
        #expect(ColorPalette.nearest256(Color(red: 255, green: 0, blue: 0)) == 196)
        #expect(ColorPalette.nearest256(Color(red: 128, green: 128, blue: 128)) == 244)
        #expect(ColorPalette.nearest16(Color(red: 250, green: 10, blue: 10)) == 9)
        #expect(ColorSupport.detect(environment: ["NO_COLOR": "1"], colors: 256, hasColors: true) == .none)
        #expect(ColorSupport.detect(environment: [:], colors: 256, hasColors: true) == .indexed256)
        #expect(ColorSupport.detect(environment: [:], colors: 1 << 24, hasColors: true) == .trueColor)
        #expect(ColorSupport.detect(environment: [:], colors: 8, hasColors: true) == .ansi8)
    }
}

@Suite struct CellBufferTests {
    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheClip() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("a日b", x: 0, y: 0, style: .plain)
        #expect(buffer.lines == ["a日b  "])
        #expect(buffer[2, 0].isContinuation)
        buffer.write("日", x: 5, y: 0, style: .plain)
        #expect(buffer.lines == ["a日b  "])
        buffer.write("x", x: 2, y: 0, style: .plain)
        #expect(buffer.lines == ["a xb  "])
        #expect(buffer[1, 0].text == " ")
    }

    @Test func unchangedFrameHasNoChanges() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("hello", x: 1, y: 1, style: Style(attributes: .bold))
        #expect(FrameDiff.changes(from: buffer, to: buffer).isEmpty)
        var next = buffer
        next.write("J", x: 1, y: 1, style: Style(attributes: .bold))
        #expect(FrameDiff.changes(from: buffer, to: next) == [CellChange(x: 1, y: 1, cell: Cell("J", style: Style(attributes: .bold)))])
        #expect(FrameDiff.changes(from: nil, to: next).count == 30)
    }

    @Test func replacingAWideCharacterReportsBothCells() {
        var old = CellBuffer(width: 4, height: 1)
        old.write("日", x: 0, y: 0, style: .plain)
        var new = CellBuffer(width: 4, height: 1)
        new.write("ab", x: 0, y: 0, style: .plain)
        #expect(FrameDiff.changes(from: old, to: new).map(\.x) == [0, 1])
    }
}
