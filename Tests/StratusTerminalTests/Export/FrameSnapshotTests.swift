import Testing
@testable import StratusTerminal

/// The one styled-frame format (Export/FrameSnapshot.swift), of golden frames, `stratus test` frames and
/// `HeadlessSession.styledText`: readable rows, a style map, and back to the same cells.
@Suite struct FrameSnapshotTests {
    func sample() -> CellBuffer {
        var frame = CellBuffer(width: 12, height: 3)
        frame.write("Total", x: 1, y: 0, style: Style(foreground: Color(red: 255, green: 0, blue: 0), attributes: [.bold]))
        frame.write("日本 ok", x: 0, y: 1, style: Style(background: .blue))
        frame.write("──", x: 0, y: 2, style: Style(attributes: [.dim, .underline]))
        return frame
    }

    @Test func writesRowsThenAStyleMap() {
        #expect(FrameSnapshot.text(of: sample()) == """
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
        let parsed = try FrameSnapshot.frame(parsing: FrameSnapshot.text(of: frame))
        #expect(parsed == frame)
    }

    @Test func saysWhereASnapshotIsWrong() throws {
        let broken = "frame 4x1\nabcd\nstyles\nz nonsense\nmap\n.\n"
        let error = try #require(throws: TerminalError.self) { try FrameSnapshot.frame(parsing: broken) }
        #expect(error.kind == .frameSnapshot)
        #expect(error.description == "line 4: a style line is a letter, a space and a style such as `fg=#FF0000 bold`")
        let unknownLetter = try #require(throws: TerminalError.self) {
            try FrameSnapshot.frame(parsing: "frame 2x1\nab\nstyles\na bold\nmap\nab\n")
        }
        #expect(unknownLetter.line == 6)
        #expect(unknownLetter.message == "`b` is not in the styles")
        let badHeader = try #require(throws: TerminalError.self) { try FrameSnapshot.frame(parsing: "frame 0x1\n") }
        #expect(badHeader.line == 1)
        let tooFewRows = try #require(throws: TerminalError.self) {
            try FrameSnapshot.frame(parsing: "frame 3x2\nab\nstyles\nmap\n\n\n")
        }
        #expect(tooFewRows.message == "expected 2 rows then `styles`")
    }

    @Test func aWideCharacterIsWrittenOnceAndItsCellsShareALetter() throws {
        var frame = CellBuffer(width: 3, height: 1)
        frame.write("日", x: 0, y: 0, style: Style(attributes: .bold))
        let text = FrameSnapshot.text(of: frame)
        #expect(text == "frame 3x1\n日\nstyles\na bold\nmap\naa\n")
        #expect(try FrameSnapshot.frame(parsing: text) == frame)
    }

    @Test func stylesBeyondTheAlphabetGetOtherOneCellLetters() {
        var labels = FrameSnapshot.Labels()
        var letters = Set<Character>()
        for red in 0..<70 { letters.insert(labels.letter(for: Style(foreground: Color(red: UInt8(red), green: 0, blue: 0)))) }
        #expect(letters.count == 70)
        #expect(letters.allSatisfy { CharacterWidth.width(of: String($0)) == 1 && $0 != "." })
    }

    @Test func bringsColoursDownToThePaletteOfTheTest() {
        let frame = sample()
        let ansi = FrameSnapshot.shown(frame, colors: .ansi16)
        #expect(ansi[1, 0].style.foreground == Color(red: 255, green: 0, blue: 0))
        #expect(ansi[0, 1].style.background == Color(red: 92, green: 92, blue: 255))
        let none = FrameSnapshot.shown(frame, colors: .none)
        #expect(none[1, 0].style == Style(attributes: [.bold]))
    }
}
