import Testing
@testable import StratusTerminal

/// What layout keeps for a lazy list (Layout/LazyRows.swift): rows described once and reused, old builds dropped,
/// and revealing a row scrolls as little as possible.
@Suite struct LazyRowsTests {
    /// A list of 100 one-line rows laid out 3 lines high.
    private func laidOutList() throws -> (FrameTable, BoxDescription, LazyRows) {
        let list = BoxDescription(.lazy(LazyList(axis: .vertical, count: 100, scroll: ScrollState(), rows: NumberedRows())))
        let frames = FrameTable()
        frames.layout(list, in: Size(width: 10, height: 3))
        return (frames, list, try #require(frames.frame(of: list).lazyRows))
    }

    @Test func aRowIsDescribedOnceAndKnowsItsIndex() throws {
        let (_, list, rows) = try laidOutList()
        let row = rows.row(40)
        #expect(rows.row(40) === row)
        #expect(rows.index(ofRow: row) == 40)
        #expect(row.parent === list)
        #expect(rows.index(ofRow: BoxDescription(.none)) == nil)
    }

    @Test func onlyTheRowsOfTheLatestBuildsAreKept() throws {
        let (_, _, rows) = try laidOutList()
        let kept = LazyRows.keptBuilds
        let first = rows.row(1_000)
        for index in 0..<(kept + 10) { _ = rows.row(index) }
        // The last `kept` builds stay; the rows built before them (row 1,000 and the first of the others) are gone.
        #expect(Set(rows.built.keys) == Set(10..<(kept + 10)))
        #expect(rows.index(ofRow: first) == nil)
        // A forgotten row is built again (a new description) when it is asked for.
        let again = rows.row(1_000)
        #expect(again !== first)
        #expect(rows.index(ofRow: again) == 1_000)
    }

    @Test func revealingARowScrollsJustEnoughToShowIt() throws {
        let (frames, list, rows) = try laidOutList()
        let viewport = frames.frame(of: list).viewport
        #expect(viewport.height == 3)
        #expect(!rows.reveal(row: 2, viewport: viewport, frames: frames))
        #expect(rows.reveal(row: 5, viewport: viewport, frames: frames))
        #expect(rows.list.scroll.firstIndex == 3)
        #expect(rows.reveal(row: 1, viewport: viewport, frames: frames))
        #expect(rows.list.scroll.firstIndex == 1)
        #expect(!rows.reveal(row: 100, viewport: viewport, frames: frames))
    }
}
