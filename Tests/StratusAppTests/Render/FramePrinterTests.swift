import Testing
@testable import StratusApp
import StratusTerminal

@Suite struct FramePrinterTests {
    func frame() -> CellBuffer {
        var buffer = CellBuffer(width: 10, height: 3)
        _ = buffer.write("plain", x: 0, y: 0, style: .plain)
        _ = buffer.write("bold", x: 1, y: 1, style: Style(foreground: Color(red: 255, green: 0, blue: 0),
                                                          attributes: .bold))
        return buffer
    }

    @Test func printsOneLinePerRowWithTrailingSpacesTrimmed() {
        #expect(FramePrinter.lines(of: frame(), color: false) == ["plain", " bold", ""])
    }

    @Test func printsEachCellsTextAsItsCellsHoldIt() {
        var buffer = CellBuffer(width: 16, height: 2)
        _ = buffer.write("日本 e\u{301}🙂x", x: 0, y: 0, style: .plain)
        buffer[15, 0] = Cell("", width: 1, style: .plain)
        _ = buffer.write("a ", x: 2, y: 1, style: Style(background: Color(red: 0, green: 0, blue: 255)))
        // What each cell holds, written out one cell at a time as the printer read it before it wrote bytes.
        func expected(_ row: Int, trimmedAt end: Int) -> String {
            (0..<end).reduce(into: "") { text, column in
                let cell = buffer[column, row]
                if !cell.isContinuation { text += cell.text.isEmpty ? " " : cell.text }
            }
        }
        let lines = FramePrinter.lines(of: buffer, color: false)
        #expect(lines[0] == expected(0, trimmedAt: 9))
        #expect(lines[0] == "日本 e\u{301}🙂x")
        #expect(lines[1] == "  a")
        // With color, a blank cell with a background is printed, not trimmed.
        #expect(FramePrinter.lines(of: buffer, color: true)[1] == "  \u{1B}[0;48;2;0;0;255ma \u{1B}[0m")
    }

    @Test func colorsRunsWithSGRAndResetsEachLine() {
        let lines = FramePrinter.lines(of: frame(), color: true)
        #expect(lines[0] == "plain")
        #expect(lines[1] == " \u{1B}[0;1;38;2;255;0;0mbold\u{1B}[0m")
        #expect(lines.count == 3)
    }
}
