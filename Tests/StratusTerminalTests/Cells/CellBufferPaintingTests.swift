import Testing
@testable import StratusTerminal

@Suite struct CellBufferPaintingTests {
    private let blue = Color(red: 0, green: 0, blue: 255)
    private let red = Color(red: 255, green: 0, blue: 0)

    @Test func paintBackgroundKeepsTextAlreadyPainted() {
        var buffer = CellBuffer(width: 6, height: 2)
        buffer.write("ab日", x: 0, y: 0, style: Style(foreground: red, attributes: .bold))
        buffer.paintBackground(Rect(x: 0, y: 0, width: 6, height: 2), color: blue)

        var expected = CellBuffer(width: 6, height: 2, filling: Cell(" ", style: Style(background: blue)))
        expected.write("ab日", x: 0, y: 0, style: Style(foreground: red, background: blue, attributes: .bold))
        #expect(buffer.lines == ["ab日  ", "      "])
        #expect(buffer == expected)
    }
}
