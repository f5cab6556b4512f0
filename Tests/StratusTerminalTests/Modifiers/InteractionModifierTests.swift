import Testing
@testable import StratusTerminal

/// Interaction modifiers (Modifiers/InteractionModifiers.swift): `disabled`, `focusable`, `id`, `keyboardShortcut`,
/// `onKey`, `focusAppearance`, `onClick`, `onKeyPress`, `onFocusChange`.
@MainActor
@Suite struct InteractionModifierTests {
    /// What views reported.
    final class Log { var entries: [String] = [] }

    @Test func disabledMakesEverythingInsideDimAndUnfocusable() {
        let log = Log()
        let host = ViewHost(VStack {
            VStack {
                Button("A") { log.entries.append("A") }.id("a")
                Button("B") { log.entries.append("B") }.id("b")
            }.disabled()
            Button("C") { log.entries.append("C") }.id("c")
        }, width: 10, height: 3)
        #expect(host.focusedID == "c")
        #expect(host.frame[2, 0].style.attributes == [.dim])
        #expect(host.frame[2, 1].style.attributes == [.dim])
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "c")
        host.click(x: 2, y: 0)
        host.press(KeyPress(.enter))
        #expect(log.entries == ["C"])
    }

    @Test func focusableMakesAnyViewAFocusStopWithAnAction() {
        let log = Log()
        let host = ViewHost(VStack {
            Text("plain")
            Text("box").focusable { log.entries.append("box") }.id("box")
        }, width: 10, height: 2)
        #expect(host.focusedID == "box")
        #expect(host.frame[0, 1].style.attributes == [.reverse])
        #expect(host.frame[0, 0].style.attributes == [])
        host.press(KeyPress(.enter))
        host.click(x: 1, y: 1)
        #expect(log.entries == ["box", "box"])
    }

    @Test func focusableFalseTakesFocusAwayFromEverythingInside() {
        let host = ViewHost(VStack {
            Button("A") {}.id("a").focusable(false)
            Button("B") {}.id("b")
        }, width: 10, height: 2)
        #expect(host.focusedID == "b")
    }

    @Test func idNamesTheFocusedBox() {
        let host = ViewHost(HStack { Button("One") {}.id("first"); Button("Two") {}.id("second") }, width: 20, height: 1)
        #expect(host.focusedID == "first")
        host.press(KeyPress(.right))
        #expect(host.focusedID == "second")
    }

    @Test func keyboardShortcutActivatesFromAnywhere() {
        let log = Log()
        let host = ViewHost(VStack {
            Button("Focused") { log.entries.append("focused") }
            Button("Save") { log.entries.append("save") }.keyboardShortcut("ctrl+s", description: "Save")
        }, width: 20, height: 2)
        #expect(host.press(KeyPress(.character("s"), modifiers: .ctrl)))
        #expect(log.entries == ["save"])
        #expect(host.focusedID != nil)
    }

    @Test func aKeyboardShortcutOnADisabledViewDoesNothing() {
        let log = Log()
        let host = ViewHost(VStack {
            Button("Other") {}
            Button("Save") { log.entries.append("save") }.disabled().keyboardShortcut("ctrl+s")
            Button("Load") { log.entries.append("load") }.keyboardShortcut("ctrl+l").disabled()
        }, width: 20, height: 3)
        host.press(KeyPress(.character("s"), modifiers: .ctrl))
        host.press(KeyPress(.character("l"), modifiers: .ctrl))
        #expect(log.entries.isEmpty)
    }

    @Test func aShortcutThatDoesNotParseIsIgnored() {
        let log = Log()
        let host = ViewHost(Button("Save") { log.entries.append("save") }.keyboardShortcut("nonsense+s"), width: 20, height: 1)
        host.press(KeyPress(.character("s")))
        #expect(log.entries.isEmpty)
    }

    @Test func onKeyRunsItsActionWhileTheViewIsShown() {
        let log = Log()
        let host = ViewHost(VStack {
            Text("x").onKey("f2") { log.entries.append("f2") }
            Button("Other") {}
        }, width: 20, height: 2)
        #expect(host.press(KeyPress(.function(2))))
        #expect(!host.press(KeyPress(.function(3))))
        #expect(log.entries == ["f2"])
    }

    @Test func focusAppearanceUnderlineMakesTheFocusedBoxBoldAndUnderlined() {
        let host = ViewHost(Text("tab").focusable().focusAppearance(.underline), width: 5, height: 1)
        #expect(host.frame[0, 0].style.attributes == [.bold, .underline])
    }

    @Test func focusAppearanceCustomLeavesTheLookToTheView() {
        let host = ViewHost(Text("tab").focusable().focusAppearance(.custom), width: 5, height: 1)
        #expect(host.focusedID != nil)
        #expect(host.frame[0, 0].style.attributes == [])
    }

    @Test func onClickGetsTheCellRelativeToTheView() {
        var clicks: [Point] = []
        let host = ViewHost(VStack {
            Text("header")
            Text("abc\ndef").padding(EdgeInsets(leading: 2)).onClick { clicks.append($0) }
        }, width: 10, height: 3)
        #expect(host.click(x: 4, y: 2))
        #expect(clicks == [Point(x: 4, y: 1)])
        #expect(!host.click(x: 0, y: 0))
        #expect(clicks.count == 1)
    }

    @Test func onKeyPressSeesKeysFirstWhileFocused() {
        let log = Log()
        let host = ViewHost(VStack {
            Button("A") { log.entries.append("enter") }.onKeyPress { press in
                guard press.key == .character("x") else { return false }
                log.entries.append("x")
                return true
            }
            Button("B") {}
        }, width: 10, height: 2)
        #expect(host.press(KeyPress(.character("x"))))
        host.press(KeyPress(.enter))
        #expect(log.entries == ["x", "enter"])
        host.press(KeyPress(.tab))
        host.press(KeyPress(.character("x")))
        #expect(log.entries == ["x", "enter"])
    }

    @Test func laterKeyHandlersRunFirstAndEarlierOnesStillGetWhatTheyLeave() {
        let log = Log()
        let host = ViewHost(Text("t").focusable()
            .onKeyPress { press in log.entries.append("inner \(press)"); return true }
            .onKeyPress { press in
                guard press.key == .up else { return false }
                log.entries.append("outer \(press)")
                return true
            }, width: 5, height: 1)
        host.press(KeyPress(.up))
        host.press(KeyPress(.down))
        #expect(log.entries == ["outer up", "inner down"])
    }

    @Test func onFocusChangeReportsGainingAndLosingFocus() {
        let log = Log()
        let host = ViewHost(VStack {
            Button("A") {}
            Button("B") {}.onFocusChange { log.entries.append($0 ? "gained" : "lost") }
        }, width: 10, height: 2)
        host.press(KeyPress(.tab))
        host.press(KeyPress(.tab))
        #expect(log.entries == ["gained", "lost"])
    }
}
