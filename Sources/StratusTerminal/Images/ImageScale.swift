/// How a picture fits its box: the Nimbus `scale` property of `layout:localImage` and `layout:remoteImage`.
///
/// As nimbus-layout-compose's `ImageScale` maps them to Compose content scales (component/image/ImageScale.kt):
/// `fillWidth` is Fit, `fillHeight` is Crop, `fillBounds` is FillBounds, `center` is None; with no `scale` the
/// image is drawn as Compose's Inside (shrunk to fit, never enlarged). Docs/Components.md says the same.
public enum ImageScale: String, Sendable, CaseIterable {
    /// Natural size, centred; the parts outside the box are cut off (Compose `None`).
    case center
    /// Stretched to the box on both axes; proportions change (Compose `FillBounds`).
    case fillBounds
    /// Scaled, proportions kept, until the whole image fits; space is left on the other axis (Compose `Fit`).
    case fillWidth
    /// Scaled, proportions kept, until the box is covered; the overflow is cut off, centred (Compose `Crop`).
    case fillHeight

    /// Natural size: one pixel is one point, and a half-block pixel (half a cell) is 8×8 points (see
    /// `CellMetrics`: a cell is 8 points wide and 16 tall).
    public static let pointsPerHalfBlock = 8.0

    /// Where an image of `imageWidth`×`imageHeight` pixels goes in a grid of `gridWidth`×`gridHeight` half-block
    /// pixels (a cell is one wide and two tall), under `scale` (nil: shrink to fit, never enlarge).
    ///
    /// The result is in grid units and may reach outside the grid (the cut-off parts); it is centred.
    public static func placement(of scale: ImageScale?, imageWidth: Int, imageHeight: Int,
                                 gridWidth: Int, gridHeight: Int) -> Rect {
        guard imageWidth > 0, imageHeight > 0, gridWidth > 0, gridHeight > 0 else {
            return Rect(x: 0, y: 0, width: 0, height: 0)
        }
        let naturalWidth = Double(imageWidth) / pointsPerHalfBlock
        let naturalHeight = Double(imageHeight) / pointsPerHalfBlock
        let fitFactor = min(Double(gridWidth) / naturalWidth, Double(gridHeight) / naturalHeight)
        let width: Double, height: Double
        switch scale {
        case .fillBounds?:
            return Rect(x: 0, y: 0, width: gridWidth, height: gridHeight)
        case .fillWidth?:
            (width, height) = (naturalWidth * fitFactor, naturalHeight * fitFactor)
        case .fillHeight?:
            let coverFactor = max(Double(gridWidth) / naturalWidth, Double(gridHeight) / naturalHeight)
            (width, height) = (naturalWidth * coverFactor, naturalHeight * coverFactor)
        case .center?:
            (width, height) = (naturalWidth, naturalHeight)
        case nil:
            let factor = min(1, fitFactor)
            (width, height) = (naturalWidth * factor, naturalHeight * factor)
        }
        let columns = max(1, Int(width.rounded())), rows = max(1, Int(height.rounded()))
        // Floor division keeps the centring symmetric for overflowing (negative) offsets too.
        func centred(_ space: Int) -> Int { Int((Double(space) / 2).rounded(.down)) }
        return Rect(x: centred(gridWidth - columns), y: centred(gridHeight - rows), width: columns, height: rows)
    }

    /// The cells an image takes when its box gives no size: its natural size (`pointsPerHalfBlock`), shrunk
    /// with its proportions kept to fit `limit` (40×20 cells unless told).
    public static func naturalCells(imageWidth: Int, imageHeight: Int,
                                    limit: Size = Size(width: 40, height: 20)) -> Size {
        guard imageWidth > 0, imageHeight > 0 else { return Size(width: 1, height: 1) }
        let columns = Double(imageWidth) / pointsPerHalfBlock
        let rows = Double(imageHeight) / pointsPerHalfBlock / 2
        let factor = min(1, Double(limit.width) / columns, Double(limit.height) / rows)
        return Size(width: max(1, Int((columns * factor).rounded())), height: max(1, Int((rows * factor).rounded())))
    }

    /// Rows for an image `columns` wide with its proportions kept (a cell is two half-block pixels tall).
    public static func rows(forColumns columns: Int, imageWidth: Int, imageHeight: Int) -> Int {
        guard imageWidth > 0 else { return 1 }
        return max(1, Int((Double(columns) * Double(imageHeight) / Double(imageWidth) / 2).rounded()))
    }

    /// Columns for an image `rows` tall with its proportions kept.
    public static func columns(forRows rows: Int, imageWidth: Int, imageHeight: Int) -> Int {
        guard imageHeight > 0 else { return 1 }
        return max(1, Int((Double(rows) * 2 * Double(imageWidth) / Double(imageHeight)).rounded()))
    }
}
extension ImageScale: Decodable {}
