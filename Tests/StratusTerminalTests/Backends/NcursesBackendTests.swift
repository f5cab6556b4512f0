import Foundation
import Testing
@testable import StratusTerminal
#if canImport(Glibc)
import Glibc
#endif

/// ncurses rendering into a file (`newterm` on a FILE*, as xterm-256color): byte budgets per frame.
@MainActor
@Suite(.serialized) struct NcursesBackendTests {
    @Test func unchangedFrameWritesNothingAndOneCellChangeIsCheap() throws {
        let recorder = try NcursesRecorder()
        defer { recorder.close() }
        let backend = recorder.backend
        func written(_ body: () -> Void) -> [UInt8] { recorder.written(body) }
        var frame = CellBuffer(width: 80, height: 24)
        for row in 0..<24 { frame.write("Row \(row) plain text", x: 0, y: row, style: .plain) }
        let first = written { backend.present(FrameDiff.changes(from: nil, to: frame), frame: frame, cursor: nil) }
        #expect(first.count > 100)
        #expect(written { backend.present(FrameDiff.changes(from: frame, to: frame), frame: frame, cursor: nil) }.isEmpty)
        var next = frame
        next.write("X", x: 40, y: 12, style: .plain)
        let oneCell = written { backend.present(FrameDiff.changes(from: frame, to: next), frame: next, cursor: nil) }
        #expect(oneCell.count <= 16, "one cell wrote \(oneCell.count) bytes: \(String(decoding: oneCell, as: UTF8.self).debugDescription)")
        var colored = next
        colored.write("Y", x: 10, y: 3, style: Style(foreground: Color.cyan))
        let coloredCell = written { backend.present(FrameDiff.changes(from: next, to: colored), frame: colored, cursor: nil) }
        print("one colored cell:", coloredCell.count, String(decoding: coloredCell, as: UTF8.self).debugDescription)
    }
}

/// ncurses reading keys from a pipe, as it would from a terminal.
@MainActor
@Suite(.serialized) struct NcursesInputTests {
    @Test func decodesKeysMouseAndAltFromTheInputStream() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let input = try #require(fdopen(fds[0], "r"))
        let output = try #require(tmpfile())
        defer { fclose(input); fclose(output); close(fds[1]) }
        let backend = try NcursesBackend(terminalName: "xterm-256color", output: output, input: input,
                                         environment: ["TERM": "xterm-256color"], installSignalHandlers: false)
        defer { backend.shutdown() }
        func send(_ text: String) -> [InputEvent] {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBufferPointer { write(fds[1], $0.baseAddress, $0.count) }
            usleep(60_000)
            return backend.pollInput()
        }
        #expect(send("a\u{1B}[A\u{1B}[Z\u{13}") == [.key(.character("a")), .key(KeyPress(.up)), .key(KeyPress(.tab, modifiers: .shift)),
                                                   .key(KeyPress(.character("s"), modifiers: .ctrl))])
        #expect(send("\u{1B}x") == [.key(KeyPress(.character("x"), modifiers: .alt))])
        #expect(send("\u{1B}") == [.key(KeyPress(.escape))])
        #expect(send("日") == [.key(.character("日"))])
        // Clicks and the wheel come as SGR reports, decoded by InputDecoder like every other byte.
        #expect(send("\u{1B}[<0;5;3M\u{1B}[<65;1;1M") == [.mouse(MouseEvent(.press(.left), x: 4, y: 2)),
                                                          .mouse(MouseEvent(.wheelDown, x: 0, y: 0))])
        #expect(send("\u{1B}[200~pasted\u{1B}[201~") == [.paste("pasted")])
    }

    @Test func aSequenceSplitAcrossReadsIsOneKey() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let input = try #require(fdopen(fds[0], "r"))
        let output = try #require(tmpfile())
        defer { fclose(input); fclose(output); close(fds[1]) }
        let backend = try NcursesBackend(terminalName: "xterm-256color", output: output, input: input,
                                         environment: ["TERM": "xterm-256color", "ESCDELAY": "200"], installSignalHandlers: false)
        defer { backend.shutdown() }
        let writeEnd = fds[1]
        @Sendable func write(_ text: String) {
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBufferPointer { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
        }
        write("\u{1B}[1;5")
        usleep(20_000)
        // The poll waits up to ESCDELAY for the rest of the sequence, which arrives meanwhile.
        Thread { usleep(50_000); write("A") }.start()
        #expect(backend.pollInput() == [.key(KeyPress(.up, modifiers: .ctrl))])
    }
}
