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

    @Test func colorsRunsWithSGRAndResetsEachLine() {
        let lines = FramePrinter.lines(of: frame(), color: true)
        #expect(lines[0] == "plain")
        #expect(lines[1] == " \u{1B}[0;1;38;2;255;0;0mbold\u{1B}[0m")
        #expect(lines.count == 3)
    }
}
