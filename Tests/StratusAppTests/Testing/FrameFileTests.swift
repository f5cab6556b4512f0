import StratusTerminal
import Testing
@testable import StratusApp

/// The expected-frame file format: readable rows, a style map, and back to the same cells.
@Suite struct FrameFileTests {
    func sample() -> CellBuffer {
        var frame = CellBuffer(width: 12, height: 3)
        frame.write("Total", x: 1, y: 0, style: Style(foreground: Color(red: 255, green: 0, blue: 0), attributes: [.bold]))
        frame.write("日本 ok", x: 0, y: 1, style: Style(background: .blue))
        frame.write("──", x: 0, y: 2, style: Style(attributes: [.dim, .underline]))
        return frame
    }

    @Test func writesRowsThenAStyleMap() {
        #expect(FrameFile.text(of: sample()) == """
            frame 12x3
             Total
            日本 ok
            ──
            styles
            a fg=#FF0000 bold
            b bg=#2472C8
            c dim underline
            map
            .aaaaa
            bbbbbbb
            cc

            """)
    }

    @Test func readsBackTheSameCells() throws {
        let frame = sample()
        let parsed = try FrameFile.frame(parsing: FrameFile.text(of: frame), file: "sample.frame")
        #expect(parsed == frame)
        #expect(FrameComparison(expected: parsed, actual: frame).matches)
    }

    @Test func saysWhereAFrameFileIsWrong() {
        let broken = "frame 4x1\nabcd\nstyles\nz nonsense\nmap\n.\n"
        #expect(throws: StratusAppError.self) { try FrameFile.frame(parsing: broken, file: "x.frame") }
        do {
            _ = try FrameFile.frame(parsing: broken, file: "x.frame")
        } catch {
            #expect(error.description == "x.frame:4:1: a style line is a letter, a space and a style such as `fg=#FF0000 bold`")
        }
    }

    @Test func bringsColoursDownToThePaletteOfTheTest() {
        let frame = sample()
        let ansi = FrameFile.shown(frame, colors: .ansi16)
        #expect(ansi[1, 0].style.foreground == Color(red: 255, green: 0, blue: 0))
        #expect(ansi[0, 1].style.background == Color(red: 92, green: 92, blue: 255))
        let none = FrameFile.shown(frame, colors: .none)
        #expect(none[1, 0].style == Style(attributes: [.bold]))
    }
}
