/// The one rule that turns Nimbus device points into terminal cells (Docs/Components.md).
///
/// A terminal cell is about twice as tall as it is wide, and phone screens are 360-430 points wide: 8 points per
/// column and 16 points per row make a phone screen about 45×40 cells, so real Nimbus screens fit 80×24 and
/// their proportions survive. Halves round up.
public enum CellMetrics {
    /// Points per column.
    public static let pointsPerColumn = 8.0
    /// Points per row.
    public static let pointsPerRow = 16.0

    /// Points per cell along `axis`.
    static func points(along axis: Axis) -> Double { axis == .horizontal ? pointsPerColumn : pointsPerRow }

    /// Columns for a horizontal length in points (a non-zero size is at least one column when `atLeastOne`).
    public static func columns(_ points: Double, atLeastOne: Bool = false) -> Int {
        convert(points, per: pointsPerColumn, atLeastOne: atLeastOne)
    }

    /// Rows for a vertical length in points (a non-zero size is at least one row when `atLeastOne`).
    public static func rows(_ points: Double, atLeastOne: Bool = false) -> Int {
        convert(points, per: pointsPerRow, atLeastOne: atLeastOne)
    }

    /// The column boundary nearest to a horizontal position in points (edges snap, sizes follow from the edges).
    public static func snapColumn(_ points: Double) -> Int { snap(points, per: pointsPerColumn) }

    /// The row boundary nearest to a vertical position in points.
    public static func snapRow(_ points: Double) -> Int { snap(points, per: pointsPerRow) }

    static func snap(_ points: Double, per unit: Double) -> Int {
        guard points.isFinite else { return 0 }
        // Halves go right (down), whatever the sign, so that moving a box never changes its snapped size.
        return Int((max(-100_000, min(points / unit, 100_000)) + 0.5).rounded(.down))
    }

    private static func convert(_ points: Double, per unit: Double, atLeastOne: Bool) -> Int {
        guard points.isFinite else { return 0 }
        // Absurd sizes from a server (1e300) are capped rather than trapping on conversion.
        let cells = Int(min(abs(points) / unit, 100_000).rounded(.toNearestOrAwayFromZero))
        let sized = atLeastOne && points != 0 ? max(1, cells) : cells
        return points < 0 ? -sized : sized
    }
}
