import Testing
@testable import StratusTerminal

/// A scroll position is asked for, and layout only reads it (Docs/RenderPipeline.md, "Scroll position"): a frame
/// shows it brought within the content, and the next scroll starts from what the frame showed.
@MainActor
@Suite struct ScrollPositionTests {
    /// The lines of the frame, trailing spaces and a lazy list's scroll bar left out.
    private static func lines(_ host: ViewHost, width: Int) -> [String] {
        host.frame.lines.map { String($0.prefix(width).filter { !"│┃".contains($0) }).trimmingCharacters(in: .whitespaces) }
    }

    /// The scroll state of the first scroll view or lazy list the last frame placed.
    private static func scrollState(of host: ViewHost) -> ScrollState? {
        host.renderer.placed.boxes.lazy.compactMap { box -> ScrollState? in
            switch box.node.content {
            case .scroll(_, let state): state
            case .lazy(let list): list.scroll
            default: nil
            }
        }.first
    }

    @Test func aScrollViewAskedPastItsEndShowsTheEndAndMovesBackFromThereAtOnce() throws {
        let host = ViewHost(ScrollView(showsIndicator: false) {
            VStack { ForEach(0..<10) { Text("Line \($0)") } }
        }.frame(height: .fixed(3)), width: 20, height: 3)
        let state = try #require(Self.scrollState(of: host))
        state.y = 1_000
        host.draw(forcingLayout: true)
        #expect(Self.lines(host, width: 20) == ["Line 7", "Line 8", "Line 9"])
        // Layout left the position as it was asked for.
        #expect(state.y == 1_000)
        // One row up from what is shown, not from what was asked.
        host.scroll(by: -1)
        #expect(Self.lines(host, width: 20) == ["Line 6", "Line 7", "Line 8"])
        #expect(state.y == 6)
    }

    @Test func aLazyListAskedPastItsLastRowShowsTheLastRowsTheSameWayEachLayout() throws {
        let host = ViewHost(LazyStack(count: 100) { Text("Row \($0)") }, width: 20, height: 5)
        let state = try #require(Self.scrollState(of: host))
        state.firstIndex = 1_000
        state.y = 3
        host.draw(forcingLayout: true)
        let end = ["Row 95", "Row 96", "Row 97", "Row 98", "Row 99"]
        #expect(Self.lines(host, width: 19) == end)
        #expect(state.firstIndex == 1_000 && state.y == 3, "layout wrote the position")
        host.draw(forcingLayout: true)
        #expect(Self.lines(host, width: 19) == end)
        host.scroll(by: -1)
        #expect(Self.lines(host, width: 19) == ["Row 94", "Row 95", "Row 96", "Row 97", "Row 98"])
    }

    @Test func theLastRowAskedForWithAnOffsetIntoItShowsTheRowsBeforeIt() throws {
        // A jump to the last row of two-line rows may land a line into it: the list still ends with the whole
        // last row at the bottom, the rows before it above, none left out.
        let host = ViewHost(LazyStack(count: 50) { Text("Row \($0)\nline") }, width: 20, height: 6)
        let state = try #require(Self.scrollState(of: host))
        state.firstIndex = 49
        state.y = 1
        host.draw(forcingLayout: true)
        #expect(Self.lines(host, width: 19) == ["Row 47", "line", "Row 48", "line", "Row 49", "line"])
    }

    @Test func aLongJumpLandsOnTheSameRowsWhenLaidOutAgain() throws {
        // A jump of many screens lands by the average length of the rows seen: one line at the top, three further
        // down. Laid out again from the same asked position, with the taller rows seen by then, it must not land
        // elsewhere.
        let host = ViewHost(LazyStack(count: 10_000) { index in
            Text(index < 100 ? "Row \(index)" : "Row \(index)\nmore\nmore")
        }, width: 20, height: 6)
        let state = try #require(Self.scrollState(of: host))
        state.y = 5_000
        host.draw(forcingLayout: true)
        let landed = Self.lines(host, width: 19)
        #expect(landed.first?.hasPrefix("Row ") == true && landed.first != "Row 0", "\(landed)")
        for _ in 0..<3 {
            host.draw(forcingLayout: true)
            #expect(Self.lines(host, width: 19) == landed)
        }
        // Two scrolls before a frame add up.
        let list = try #require(host.renderer.primaryScrollNode)
        host.renderer.scroll(list, by: 1)
        host.renderer.scroll(list, by: 1)
        host.draw()
        #expect(Self.lines(host, width: 19) != landed)
        host.renderer.scroll(list, by: -2)
        host.draw()
        #expect(Self.lines(host, width: 19) == landed)
    }
}
