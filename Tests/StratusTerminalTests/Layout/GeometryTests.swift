import Testing
@testable import StratusTerminal

/// `Point`, `Size`, `Rect` and `EdgeInsets` (Layout/Geometry.swift).
@Suite struct GeometryTests {
    @Test func aRectangleNeverHasANegativeSize() {
        let rect = Rect(x: 3, y: 4, width: -2, height: -1)
        #expect(rect.width == 0 && rect.height == 0)
        #expect(rect.isEmpty)
        #expect(Rect.zero.isEmpty)
        #expect(!Rect(x: 0, y: 0, width: 1, height: 1).isEmpty)
    }

    @Test func edgesAndSize() {
        let rect = Rect(x: 2, y: 3, width: 4, height: 5)
        #expect(rect.maxX == 6 && rect.maxY == 8)
        #expect(rect.size == Size(width: 4, height: 5))
        #expect(rect.description == "2,3 4x5")
        #expect(Size(width: 80, height: 24).description == "80x24")
    }

    @Test func containsHoldsTheTopLeftCellButNotTheEdgesPastIt() {
        let rect = Rect(x: 1, y: 1, width: 2, height: 2)
        #expect(rect.contains(Point(x: 1, y: 1)))
        #expect(rect.contains(Point(x: 2, y: 2)))
        #expect(!rect.contains(Point(x: 3, y: 2)))
        #expect(!rect.contains(Point(x: 2, y: 3)))
        #expect(!rect.contains(Point(x: 0, y: 1)))
        #expect(!Rect(x: 0, y: 0, width: 0, height: 5).contains(Point(x: 0, y: 0)))
    }

    @Test func intersectionIsTheSharedCells() {
        let a = Rect(x: 0, y: 0, width: 4, height: 3)
        #expect(a.intersection(Rect(x: 2, y: 1, width: 5, height: 5)) == Rect(x: 2, y: 1, width: 2, height: 2))
        #expect(a.intersection(a) == a)
        #expect(a.intersection(Rect(x: 10, y: 10, width: 2, height: 2)).isEmpty)
        #expect(a.intersection(Rect(x: 4, y: 0, width: 2, height: 2)).isEmpty)
    }

    @Test func insetShrinksEachSide() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 6)
        #expect(rect.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(rect.inset(by: EdgeInsets(all: 4)).isEmpty)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func insetsAddUpPerAxis() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.horizontal == 6 && insets.vertical == 4)
        #expect(EdgeInsets(all: 2) == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
        #expect(EdgeInsets.zero.horizontal == 0)
    }
}

/// `CellMetrics` (Layout/CellMetrics.swift): Nimbus points to cells, 8 per column and 16 per row.
@Suite struct CellMetricsTests {
    @Test(arguments: [(0.0, 0), (4.0, 1), (3.9, 0), (8.0, 1), (12.0, 2), (100.0, 13), (-12.0, -2)])
    func columnsRoundHalvesAwayFromZero(_ points: Double, _ columns: Int) {
        #expect(CellMetrics.columns(points) == columns)
    }

    @Test(arguments: [(0.0, 0), (8.0, 1), (7.9, 0), (16.0, 1), (24.0, 2), (48.0, 3)])
    func rowsAreSixteenPoints(_ points: Double, _ rows: Int) {
        #expect(CellMetrics.rows(points) == rows)
    }

    @Test func aNonZeroSizeCanBeKeptToAtLeastOneCell() {
        #expect(CellMetrics.columns(1, atLeastOne: true) == 1)
        #expect(CellMetrics.rows(2, atLeastOne: true) == 1)
        #expect(CellMetrics.columns(0, atLeastOne: true) == 0)
        #expect(CellMetrics.columns(-1, atLeastOne: true) == -1)
    }

    @Test func absurdSizesAreCappedAndNonFiniteOnesAreZero() {
        #expect(CellMetrics.columns(1e300) == 100_000)
        #expect(CellMetrics.rows(-1e300) == -100_000)
        #expect(CellMetrics.columns(.infinity) == 0)
        #expect(CellMetrics.rows(.nan) == 0)
        #expect(CellMetrics.snapColumn(.nan) == 0)
    }

    @Test func edgesSnapToTheNearestBoundaryWithHalvesGoingRight() {
        #expect(CellMetrics.snapColumn(3.9) == 0)
        #expect(CellMetrics.snapColumn(4) == 1)
        #expect(CellMetrics.snapColumn(12) == 2)
        #expect(CellMetrics.snapColumn(-4) == 0)
        #expect(CellMetrics.snapColumn(-4.1) == -1)
        #expect(CellMetrics.snapRow(8) == 1)
        #expect(CellMetrics.snapRow(23.9) == 1)
        // Moving a box never changes its snapped width: a 96-point box (12 columns) stays 12 columns wherever it is,
        // halves included, because both edges round the same way.
        for offset in stride(from: -20.0, through: 20.0, by: 0.5) {
            #expect(CellMetrics.snapColumn(offset + 96) - CellMetrics.snapColumn(offset) == 12, "at \(offset)")
        }
    }
}
