import Testing
@testable import StratusTerminal

/// A cell keeps its text inside the value (`CellText`): what goes in comes out, equal texts are equal cells.
struct CellTests {
    @Test(arguments: [" ", "a", "~", "", "é", "界", "🙂", "e\u{301}", "👩‍👩‍👧", "👍🏽", "a\u{301}\u{302}\u{303}\u{304}"])
    func aCellGivesBackTheTextItWasMadeWith(text: String) {
        #expect(Cell(text).text == text)
        #expect(text.utf8.count <= CellText.capacity)
    }

    @Test func theASCIIShortcutMakesTheSameCellAsItsText() {
        for byte in UInt8(0x20)..<0x7F {
            let style = Style(foreground: .white, attributes: [.bold])
            #expect(Cell(ascii: byte, style: style) == Cell(String(UnicodeScalar(byte)), width: 1, style: style))
            #expect(Cell(ascii: byte, style: style).hashValue == Cell(String(UnicodeScalar(byte)), style: style).hashValue)
        }
    }

    @Test func textLongerThanACellHoldsIsCutAfterTheLastWholeCodePoint() {
        // 22 ASCII bytes then a 3-byte code point: 25 bytes, of which the code point does not fit.
        let text = String(repeating: "x", count: 22) + "界"
        #expect(Cell(text).text == String(repeating: "x", count: 22))
        let exact = String(repeating: "y", count: 20) + "界"
        #expect(Cell(exact).text == exact)
    }

    @Test func cellsDifferWhenTheirTextWidthOrStyleDoes() {
        #expect(Cell("a") != Cell("b"))
        #expect(Cell("ab") != Cell("a"))
        #expect(Cell("a", width: 1) != Cell("a", width: 2))
        #expect(Cell("a", style: Style(attributes: [.dim])) != Cell("a"))
        var cell = Cell("a")
        cell.text = "界"
        #expect(cell == Cell("界"))
        #expect(Cell.blank == Cell(" "))
    }
}
