import Testing
@testable import StratusTerminal

/// `RuntimeChrome` (Chrome/RuntimeChrome.swift): the footer generated from bindings (a `Footer` view, clicked
/// through its interaction index), the `?` help, the log console
/// and the loading line, each drawn into a buffer.
@MainActor
@Suite struct RuntimeChromeTests {
    static let save = KeyBinding(KeyPress(.character("s"), modifiers: .ctrl), description: "Save") {}

    /// The app's keys as `StratusRuntime.keyBindings` lists them on a screen that cannot go back, not editing.
    static let appKeys = [
        KeyBinding(KeyPress(.tab), description: "Next") {},
        KeyBinding(KeyPress(.character("?")), description: "Keys", help: "This help") {},
        KeyBinding(KeyPress(.character("q")), description: "Quit") {},
        KeyBinding(KeyPress(.character("c"), modifiers: .ctrl), description: "Quit", show: false, priority: true) {},
        KeyBinding(KeyPress(.function(12)), description: "Log", priority: true, help: "Log console") {},
    ]

    func footer(_ bindings: [KeyBinding], width: Int = 60) -> (RuntimeChrome, CellBuffer) {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: width, height: 1)
        chrome.paintFooter(bindings: bindings + Self.appKeys, into: &buffer, area: buffer.bounds)
        return (chrome, buffer)
    }

    /// The key a click at column `x` of the footer presses, found by the footer's interaction index (nil: the
    /// click reached no item).
    func pressed(_ chrome: RuntimeChrome, at x: Int) -> KeyPress? {
        var pressed: KeyPress?
        chrome.pressKey = { pressed = $0 }
        let taken = chrome.handleFooter(MouseEvent(.press(.left), x: x, y: 0))
        #expect(taken == (pressed != nil))
        return pressed
    }

    @Test func theFooterListsTheScreensKeysThenTheAppsOwn() {
        let (_, buffer) = footer([Self.save])
        #expect(trimmedRight(buffer.lines[0]) == " Ctrl+S  Save  Tab  Next  ?  Keys  q  Quit  F12  Log")
    }

    @Test func keysAreBoldReverseAndTheRestDim() {
        let (_, buffer) = footer([Self.save])
        #expect((0...7).allSatisfy { buffer[$0, 0].style.attributes == [.bold, .reverse] })
        #expect(buffer[9, 0].style.attributes == [])
        #expect(buffer[59, 0].style.attributes == [.dim])
    }

    @Test func unseenErrorsStartTheFooterWithABadgeThatOpensTheLog() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 60, height: 1)
        chrome.paintFooter(bindings: Self.appKeys, unseenErrors: 3, into: &buffer, area: buffer.bounds)
        #expect(trimmedRight(buffer.lines[0]) == " ✖ 3 errors   Tab  Next  ?  Keys  q  Quit  F12  Log")
        #expect(buffer[1, 0].style.foreground == RuntimeChrome.errorColor)
        #expect(pressed(chrome, at: 2) == KeyPress(.function(12)))
    }

    @Test func aSourceNoticeFollowsTheErrorBadgeInTheWarningColorAndOpensTheLog() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 80, height: 1)
        chrome.paintFooter(bindings: Self.appKeys, unseenErrors: 1, sourceNotice: "check: 3 warnings", into: &buffer, area: buffer.bounds)
        #expect(trimmedRight(buffer.lines[0]) == " ✖ 1 error   ⚠ check: 3 warnings   Tab  Next  ?  Keys  q  Quit  F12  Log")
        #expect(buffer[14, 0].style.foreground == RuntimeChrome.warningColor)
        #expect(buffer[14, 0].style.attributes == [.bold, .reverse])
        #expect(pressed(chrome, at: 16) == KeyPress(.function(12)))
        #expect(pressed(chrome, at: 32) == KeyPress(.function(12)))
        #expect(pressed(chrome, at: 33) == nil)
    }

    @Test func theErrorBadgeStaysAtEveryWidthAndTheRestGivesWayInOrder() {
        func row(_ width: Int) -> String {
            let chrome = RuntimeChrome()
            var buffer = CellBuffer(width: width, height: 1)
            chrome.paintFooter(bindings: [Self.save] + Self.appKeys, unseenErrors: 2, sourceNotice: "check: 3 warnings",
                               into: &buffer, area: buffer.bounds)
            return trimmedRight(buffer.lines[0])
        }
        // First the entries other than help and quit go, from the last on, "…" standing for them.
        #expect(row(84) == " ✖ 2 errors   ⚠ check: 3 warnings   Ctrl+S  Save  Tab  Next  …  ?  Keys  q  Quit")
        #expect(row(60) == " ✖ 2 errors   ⚠ check: 3 warnings   …  ?  Keys  q  Quit")
        // Then help and quit keep their keys without words, then "…" goes.
        #expect(row(50) == " ✖ 2 errors   ⚠ check: 3 warnings   …  ?   q")
        #expect(row(45) == " ✖ 2 errors   ⚠ check: 3 warnings   ?   q")
        // Then the source notice is cut, then left out; the error badge stays whole.
        #expect(row(40) == " ✖ 2 errors   ⚠ check: 3 warn…   ?   q")
        #expect(row(24) == " ✖ 2 errors   ?   q")
        #expect(row(20) == " ✖ 2 errors   ?   q")
        #expect(Footer.errorBadge(count: 1) == " ✖ 1 error ")
    }

    @Test func theLogWrapsLongEntriesInsteadOfCuttingThem() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 20, height: 5)
        chrome.paintLog([LogEntry(level: .info, message: "a long entry that ends here")], into: &buffer, area: buffer.bounds)
        #expect(buffer.lines[1].hasPrefix("│Info: a long"))
        #expect(buffer.lines[2].contains("ends here"), "\(buffer.lines.joined(separator: "\n"))")
    }

    @Test func hiddenBindingsAreLeftOut() {
        let hidden = KeyBinding(KeyPress(.function(2)), description: "Secret", show: false) {}
        let (_, buffer) = footer([hidden, Self.save])
        #expect(!buffer.lines[0].contains("Secret"))
        #expect(buffer.lines[0].hasPrefix(" Ctrl+S  Save "))
    }

    @Test func helpAndQuitStayWhenEntriesDoNotFitAndAnEllipsisMarksTheRest() {
        // Help and quit always show; the other entries come first, whole, as many as fit, then "…".
        let (_, narrow) = footer([Self.save], width: 25)
        #expect(trimmedRight(narrow.lines[0]) == " …  ?  Keys  q  Quit")
        let (chrome, wider) = footer([Self.save], width: 39)
        #expect(trimmedRight(wider.lines[0]) == " Ctrl+S  Save  …  ?  Keys  q  Quit")
        #expect(pressed(chrome, at: 2) == Self.save.key)
        #expect(pressed(chrome, at: 17) == KeyPress(.character("?")))
    }

    @Test func aClickOnAnEntryFindsItsKey() {
        let (chrome, _) = footer([Self.save])
        #expect(pressed(chrome, at: 0) == Self.save.key)
        #expect(pressed(chrome, at: 12) == Self.save.key)
        #expect(pressed(chrome, at: 13) == nil)
        #expect(pressed(chrome, at: 14) == KeyPress(.tab))
        #expect(pressed(chrome, at: 59) == nil)
    }

    @Test func descriptionsAreSanitized() {
        let odd = KeyBinding(KeyPress(.function(1)), description: "Go\u{1B}[2J\nnow") {}
        let (_, buffer) = footer([odd])
        #expect(buffer.lines[0].hasPrefix(" F1  Go now "))
    }

    @Test func helpListsEveryBindingInACenteredBox() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 80, height: 20)
        let unnamed = KeyBinding(KeyPress(.function(3)), description: "") {}
        chrome.paintHelp(bindings: [Self.save, unnamed] + Self.appKeys, into: &buffer, area: buffer.bounds)
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("Ctrl+S"))
        #expect(text.contains("Save"))
        #expect(text.contains("(no description)"))
        // The help's longer words; neighbours that say the same share a row.
        #expect(text.contains("Log console") && text.contains("This help"))
        #expect(text.contains("q / Ctrl+C  Quit"), "\(text)")
        #expect(text.contains("Press any key to close"))
        let top = buffer.lines.firstIndex { $0.contains("╭") }
        let bottom = buffer.lines.lastIndex { $0.contains("╰") }
        #expect(top != nil && bottom != nil)
        if let top, let bottom {
            // Centered: as many rows above the box as below it, give or take one.
            #expect(abs(top - (buffer.height - 1 - bottom)) <= 1)
            #expect(buffer.lines[top].contains(" Keys "))
        }
    }

    @Test func theLogShowsTheNewestEntriesAtTheBottomColoredByLevel() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 30, height: 4)
        let entries = [LogEntry(level: .info, message: "first"), LogEntry(level: .warning, message: "second"),
                       LogEntry(level: .error, message: "third")]
        chrome.paintLog(entries, into: &buffer, area: buffer.bounds)
        // Two rows inside the border: the last two entries.
        #expect(buffer.lines[0].hasPrefix("╭─ Log (any key closes) "))
        #expect(buffer.lines[1] == "│Warning: second             │")
        #expect(buffer.lines[2] == "│Error: third                │")
        #expect(buffer[1, 1].style.foreground == Color.yellow)
        #expect(buffer[1, 2].style.foreground == RuntimeChrome.errorColor)
    }

    @Test func loadingShowsTheSpinnerAndTheAddressInTheMiddle() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 30, height: 5)
        chrome.paintLoading(url: "/home.json", into: &buffer, area: buffer.bounds)
        #expect(trimmedRight(buffer.lines[2]) == "    ⠋ Loading /home.json…")
        chrome.tick = 1
        var next = CellBuffer(width: 30, height: 5)
        chrome.paintLoading(url: "/home.json", into: &next, area: next.bounds)
        #expect(next.lines[2].contains("⠙ Loading"))
    }

    @Test func aTerminalTooSmallGetsItsMessageWrappedAtWordsInBold() {
        let chrome = RuntimeChrome()
        var buffer = CellBuffer(width: 14, height: 3)
        chrome.paintTooSmall("Terminal too small: 14x3", into: &buffer)
        #expect(buffer.lines.map(trimmedRight) == ["Terminal too", "small: 14x3", ""])
        #expect(buffer[0, 0].style.attributes == .bold && buffer[6, 1].style.attributes == .bold)
    }
}
