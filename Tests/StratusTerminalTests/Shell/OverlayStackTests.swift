import Testing
@testable import StratusTerminal

/// The overlay stack: the top overlay takes keys first, its own keys act, any other key closes it.
@MainActor
@Suite struct OverlayStackTests {
    /// An overlay that records what reaches it.
    final class Recorder: Overlay {
        var place = OverlayPlace.overScreen
        let takesKeys = true
        var closesAfterAnyKey = false
        var bound: [KeyPress] = []
        var unbound: [KeyPress] = []
        var staysOnUnbound = false
        var takesMouse: Bool?

        var bindings: [KeyBinding] {
            [KeyBinding(KeyPress(.down), description: "Down") { [unowned self] in bound.append(KeyPress(.down)) }]
        }

        func unboundKey(_ press: KeyPress) -> Bool {
            unbound.append(press)
            return staysOnUnbound
        }

        func handle(_ mouse: MouseEvent) -> Bool? { takesMouse }
        func paint(into buffer: inout CellBuffer, area: Rect) {}
    }

    /// A second kind of overlay, so the stack can hold two.
    final class OtherRecorder: Overlay {
        let place = OverlayPlace.footer
        let takesKeys = true
        let closesAfterAnyKey = true
        var keys: [KeyPress] = []
        var bindings: [KeyBinding] { [] }
        func unboundKey(_ press: KeyPress) -> Bool {
            keys.append(press)
            return false
        }
        func handle(_ mouse: MouseEvent) -> Bool? { nil }
        func paint(into buffer: inout CellBuffer, area: Rect) {}
    }

    @Test func anEmptyStackTakesNoKey() {
        #expect(!OverlayStack().handle(KeyPress(.character("q"))))
    }

    @Test func theTopOverlaysOwnKeyActsAndKeepsItOpen() {
        let stack = OverlayStack(), overlay = Recorder()
        stack.push(overlay)
        #expect(stack.handle(KeyPress(.down)))
        #expect(overlay.bound == [KeyPress(.down)])
        #expect(stack.top === overlay)
    }

    @Test func anyOtherKeyGoesToTheOverlayAndClosesIt() {
        let stack = OverlayStack(), overlay = Recorder()
        stack.push(overlay)
        #expect(stack.handle(KeyPress(.character("q"))))
        #expect(overlay.unbound == [KeyPress(.character("q"))])
        #expect(stack.isEmpty)
    }

    @Test func onlyTheTopOverlaySeesAKey() {
        let stack = OverlayStack(), below = Recorder(), top = OtherRecorder()
        stack.push(below)
        stack.push(top)
        stack.handle(KeyPress(.down))
        #expect(top.keys == [KeyPress(.down)] && below.bound.isEmpty)
        // The top one closed: the one beneath takes the next key.
        stack.handle(KeyPress(.down))
        #expect(below.bound == [KeyPress(.down)])
    }

    @Test func anOverlayThatClosesAfterAnyKeyClosesAfterItsOwnKeyToo() {
        let stack = OverlayStack(), overlay = Recorder()
        overlay.closesAfterAnyKey = true
        stack.push(overlay)
        stack.handle(KeyPress(.down))
        #expect(overlay.bound == [KeyPress(.down)] && stack.isEmpty)
    }

    @Test func openingAnOverlayTwiceKeepsOneOnTop() {
        let stack = OverlayStack(), first = Recorder(), other = OtherRecorder(), second = Recorder()
        stack.push(first)
        stack.push(other)
        stack.push(second)
        #expect(stack.entries.count == 2 && stack.top === second)
        #expect(stack.first(Recorder.self) === second)
        #expect(stack.top(at: .footer) === other)
    }

    @Test func theMouseGoesThroughAnOverlayThatLetsItPass() {
        let stack = OverlayStack(), overlay = Recorder()
        stack.push(overlay)
        let click = MouseEvent(.press(.left), x: 0, y: 0)
        #expect(!stack.handle(click))
        overlay.takesMouse = false
        #expect(stack.handle(click) && stack.isEmpty)
    }

    @Test func openingAndClosingAsksForAFrame() {
        let stack = OverlayStack(), overlay = Recorder()
        var changes = 0
        stack.onChange = { changes += 1 }
        stack.push(overlay)
        stack.remove(overlay)
        stack.remove(overlay)
        #expect(changes == 2)
    }

    @Test func theScreensPresentationsStayBeneathTheShellsOverlaysAndLetKeysThrough() {
        let stack = OverlayStack(), help = Recorder()
        stack.push(help)
        stack.showScreenPresentations([(.toast, "toast")])
        #expect(stack.top === help, "a toast arriving over the help went on top of it")
        #expect(stack.handle(KeyPress(.down)) && help.bound == [KeyPress(.down)])
        stack.remove(help)
        // Only the screen's entries are open: keys go on to the screen.
        stack.showScreenPresentations([(.toast, "toast"), (.modal, nil)])
        #expect(stack.entries.compactMap { ($0 as? ScreenOverlay)?.presentation } == [.toast, .modal])
        #expect(!stack.handle(KeyPress(.escape)) && stack.entries.count == 2)
        #expect(!stack.handle(MouseEvent(.press(.left), x: 0, y: 0)))
        stack.showScreenPresentations([])
        #expect(stack.isEmpty)
    }
}
