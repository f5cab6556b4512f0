import Testing
@testable import StratusTerminal

/// What layout keeps for a lazy list (Layout/LazyRows.swift): rows described once and reused, far rows dropped,
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

    @Test func rowsFarFromAnIndexAreForgotten() throws {
        let (_, _, rows) = try laidOutList()
        for index in 0..<50 { _ = rows.row(index) }
        rows.forgetRows(fartherThan: 5, from: 40)
        #expect(Set(rows.built.keys) == Set(36...44))
        let row = rows.row(0)
        #expect(rows.index(ofRow: row) == 0)
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
