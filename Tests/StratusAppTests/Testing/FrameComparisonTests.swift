import StratusTerminal
import Testing
@testable import StratusApp

/// An expected frame read back from its snapshot text matches the frame drawn; a frame that differs only in
/// style is shown as a style-map diff with the cells that changed.
@Suite struct FrameComparisonTests {
    func sample(totalStyle: Style) -> CellBuffer {
        var frame = CellBuffer(width: 12, height: 2)
        frame.write("Total", x: 1, y: 0, style: totalStyle)
        frame.write("日本 ok", x: 0, y: 1, style: Style(background: .blue))
        return frame
    }

    @Test func aFrameReadBackFromItsSnapshotMatches() throws {
        let frame = sample(totalStyle: Style(attributes: [.bold]))
        let parsed = try FrameSnapshot.frame(parsing: FrameSnapshot.text(of: frame))
        let comparison = FrameComparison(expected: parsed, actual: frame)
        #expect(comparison.matches)
        #expect(comparison.lines.isEmpty)
        #expect(comparison.changedCells.isEmpty)
    }

    @Test func aStyleChangeIsShownAsAStyleMapDiff() {
        let expected = sample(totalStyle: Style(attributes: [.bold]))
        let actual = sample(totalStyle: Style(attributes: [.bold, .reverse]))
        let comparison = FrameComparison(expected: expected, actual: actual)
        #expect(!comparison.matches)
        #expect(comparison.changedCells == Set((1...5).map { Point(x: $0, y: 0) }))
        #expect(comparison.lines.map(\.text) == [
            "styles of rows with the same text (- expected, + drawn; . is plain):",
            "-  0 │.aaaaa",
            "+  0 │.ccccc",
            "     a = bold",
            "     c = bold reverse",
        ])
    }
}
