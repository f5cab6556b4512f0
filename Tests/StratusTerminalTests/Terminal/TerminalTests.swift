import Testing
@testable import StratusTerminal

/// `Terminal` (Terminal/Terminal.swift): the one frame loop, painting only when asked and sending only changes.
@MainActor
@Suite struct TerminalTests {
    func write(_ text: String) -> (inout CellBuffer) -> Point? {
        { buffer in
            buffer.write(text, x: 0, y: 0, style: .plain)
            return nil
        }
    }

    @Test func theFirstDrawPaintsEveryCell() {
        let backend = HeadlessBackend(width: 4, height: 2)
        let terminal = Terminal(backend: backend)
        #expect(terminal.needsDraw)
        #expect(terminal.draw(write("ab")))
        #expect(terminal.lastChangeCount == 8)
        #expect(backend.frame.lines == ["ab  ", "    "])
        #expect(backend.frameCount == 1)
    }

    @Test func withoutARequestNothingIsPainted() {
        let backend = HeadlessBackend(width: 4, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("ab"))
        #expect(!terminal.needsDraw)
        var painted = false
        #expect(!terminal.draw { _ in painted = true; return nil })
        #expect(!painted)
        #expect(backend.frameCount == 1)
    }

    @Test func aRequestedFrameSendsOnlyTheChangedCells() {
        let backend = HeadlessBackend(width: 4, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("ab"))
        terminal.setNeedsDraw()
        #expect(terminal.draw(write("ac")))
        #expect(terminal.lastFrameChangedCells)
        #expect(terminal.lastChangeCount == 1)
        #expect(backend.frame.lines == ["ac  "])
        terminal.setNeedsDraw()
        terminal.draw(write("ac"))
        #expect(!terminal.lastFrameChangedCells)
        #expect(terminal.lastChangeCount == 0)
    }

    @Test func forceDrawsEvenWithoutARequest() {
        let backend = HeadlessBackend(width: 2, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("a"))
        #expect(terminal.draw(force: true, write("b")))
        #expect(backend.frame.lines == ["b "])
    }

    @Test func aFullRepaintSendsEveryCellAgain() {
        let backend = HeadlessBackend(width: 3, height: 2)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("abc"))
        terminal.setNeedsDraw()
        terminal.draw(write("abd"))
        terminal.setNeedsFullRepaint()
        // A backend that keeps whole frames has the changes counted when first asked, for the frame last drawn.
        #expect(terminal.lastChangeCount == 1)
        terminal.draw(write("abc"))
        #expect(terminal.lastChangeCount == 6)
    }

    @Test func aResizeAsksForAFrameOfTheNewSize() {
        let backend = HeadlessBackend(width: 3, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("abc"))
        backend.size = Size(width: 5, height: 2)
        #expect(terminal.needsDraw)
        terminal.draw(write("abc"))
        #expect(backend.frame.width == 5 && backend.frame.height == 2)
        #expect(terminal.lastChangeCount == 10)
    }

    @Test func theCursorGoesWherePaintSaysOrIsHidden() {
        let backend = HeadlessBackend(width: 3, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw { _ in Point(x: 2, y: 0) }
        #expect(backend.cursor == Point(x: 2, y: 0))
        terminal.draw(force: true) { _ in nil }
        #expect(backend.cursor == nil)
    }

    @Test func eachFramePaintsABlankBuffer() {
        let backend = HeadlessBackend(width: 3, height: 1)
        let terminal = Terminal(backend: backend)
        terminal.draw(write("abc"))
        terminal.draw(force: true, write("x"))
        #expect(backend.frame.lines == ["x  "])
    }

    @Test func aHeadlessBackendHandsOverQueuedInputOnce() {
        let backend = HeadlessBackend(width: 1, height: 1)
        backend.pendingInput = [.key(KeyPress(.enter)), .paste("hi")]
        #expect(backend.pollInput() == [.key(KeyPress(.enter)), .paste("hi")])
        #expect(backend.pollInput().isEmpty)
    }
}
