import Foundation
import Testing
@testable import StratusTerminal

/// Focus order, key bindings and hit areas come from one walk that knows lazy-list rows.
@MainActor
@Suite struct InteractionIndexTests {
    /// A list of 1,000 two-line rows, each a button: more rows than ever fit on screen.
    func thousandRows() -> ViewHost {
        ViewHost(VStack {
            Button("Top") {}
            LazyStack(count: 1_000) { index in
                Button("Item \(index)") {}.padding(EdgeInsets(bottom: 1))
            }
            .frame(height: .expand)
        }, width: 30, height: 8)
    }

    @Test func aThousandRowListIsOneTabStopThatDownWalksRowByRow() {
        let host = thousandRows()
        #expect(host.focusedID == "root")
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "root[0]")
        for index in 1..<1_000 {
            host.press(KeyPress(.down))
            #expect(host.focusedID == "root[\(index)]")
            #expect(host.text.contains("[ Item \(index) ]"), "row \(index) is not on screen")
            if host.focusedID != "root[\(index)]" { return }
        }
        // Tab leaves the list from any row: round the end to Top.
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "root")
    }

    @Test func tabLeavesTheListAndShiftTabComesBackToARowOnScreen() {
        let host = thousandRows()
        host.press(KeyPress(.tab))
        for _ in 0..<40 { host.press(KeyPress(.down)) }
        #expect(host.focusedID == "root[40]")
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "root")
        host.press(KeyPress(.tab, modifiers: .shift))
        let row = host.focusedID.flatMap { Int($0.dropFirst("root[".count).dropLast()) }
        #expect(row.map { host.text.contains("[ Item \($0) ]") } == true, "focus went to a row not on screen: \(host.focusedID ?? "none")")
        host.press(KeyPress(.tab, modifiers: .shift))
        #expect(host.focusedID == "root")
    }

    @Test func arrowsReachEveryRowBackwardsFromTheLast() {
        let host = thousandRows()
        host.press(KeyPress(.tab))
        host.press(KeyPress(.end))
        #expect(host.focusedID == "root[999]")
        #expect(host.text.contains("[ Item 999 ]"))
        for index in stride(from: 998, through: 0, by: -1) {
            host.press(KeyPress(.up))
            #expect(host.focusedID == "root[\(index)]")
            #expect(host.text.contains("[ Item \(index) ]"), "row \(index) is not on screen")
            if host.focusedID != "root[\(index)]" { return }
        }
        host.press(KeyPress(.up))
        #expect(host.focusedID == "root")
        #expect(host.text.hasPrefix("[ Top ]"))
    }

    @Test func aListAloneOnTheScreenKeepsFocusOnTab() {
        let host = ViewHost(LazyStack(count: 50) { index in Button("Item \(index)") {} }.frame(height: .expand), width: 30, height: 6)
        host.press(KeyPress(.down))
        let focused = host.focusedID
        host.press(KeyPress(.tab))
        #expect(host.focusedID == focused)
    }

    @Test func theFocusedRowIsDrawnFocusedAfterScrolling() {
        let host = thousandRows()
        for _ in 0..<20 { host.press(KeyPress(.down)) }
        let row = host.frame.lines.firstIndex { $0.contains("Item 19") }
        #expect(row != nil)
        if let row { #expect(host.frame[2, row].style.attributes.contains(.reverse)) }
    }

    @Test func aDisabledListKeepsItsRowsOutOfTheFocusOrder() {
        let host = ViewHost(VStack {
            Button("Top") {}
            LazyStack(count: 100) { index in Button("Item \(index)") {} }.disabled()
            Button("Bottom") {}
        }, width: 30, height: 8)
        host.press(KeyPress(.tab))
        #expect(host.focusedID == "root#1")
    }

    @Test func aKeyBindingLastInAFullColumnWorksAndShowsInTheFooter() async throws {
        // The binding draws nothing and sits last in a column that fills the screen, with no padding below it.
        let session = try await Stratus(baseURL: URL(fileURLWithPath: "/")) { Navigator(json: """
        {"_:component": "layout:column", "state": {"n": 0}, "properties": {"height": "expand"}, "children": [
          {"_:component": "layout:text", "properties": {"text": "Kicked @{n} times"}},
          {"_:component": "layout:column", "properties": {"height": "expand"}},
          {"_:component": "terminal:keyBinding", "properties": {"key": "ctrl+k", "description": "Kick",
            "onPress": [{"_:action": "setState", "properties": {"path": "n", "value": "@{sum(n, 1)}"}}]}}
        ]}
        """) }.headless(width: 40, height: 6)
        #expect(session.lines[5].contains("Ctrl+K  Kick"))
        try await session.press("ctrl+k")
        #expect(session.lines[0].hasPrefix("Kicked 1 times"))
    }

    @Test func aDisabledKeyBindingIsNotInForce() {
        var kicked = 0
        let host = ViewHost(VStack {
            EmptyView().onKey("ctrl+d", description: "Gone") { kicked += 10 }.disabled()
            EmptyView().onKey("ctrl+k", description: "Kick") { kicked += 1 }
        }, width: 20, height: 3)
        host.press(KeyPress(.character("d"), modifiers: .ctrl))
        host.press(KeyPress(.character("k"), modifiers: .ctrl))
        #expect(kicked == 1)
    }

    @Test func aClickFocusesAndActivatesARowOfALazyList() {
        var pressed: [Int] = []
        let host = ViewHost(LazyStack(count: 50) { index in Button("Item \(index)") { pressed.append(index) } },
                            width: 20, height: 5)
        host.click(x: 3, y: 2)
        #expect(pressed == [2])
        #expect(host.focusedID == "root[2]")
    }
}
