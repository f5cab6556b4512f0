/// A picture painted into a frame, which a terminal with a graphics protocol (kitty, sixel) may draw in real
/// pixels over the cells that hold its half blocks.
///
/// Image components add one to `CellBuffer.pictures` when the whole picture box is on screen (a picture cut by
/// a scroll view or the screen's edge stays in half blocks). `cellsHash` is the hash of the box's cells as the
/// picture left them: a backend draws the pixels only while the frame's cells there still hash the same, so
/// that anything painted over the picture later (a dialog, the help overlay) is never hidden by it.
public struct PicturePlacement: Hashable, Sendable {
    /// The decoded picture.
    public var picture: PixelImage
    /// How it fits its box (nil: shrink to fit, never enlarge).
    public var scale: ImageScale?
    /// The box, in cells of the frame.
    public var area: Rect
    /// The hash of the box's cells right after the picture was painted.
    public var cellsHash: Int

    /// A placement from its parts.
    public init(picture: PixelImage, scale: ImageScale?, area: Rect, cellsHash: Int) {
        self.picture = picture
        self.scale = scale
        self.area = area
        self.cellsHash = cellsHash
    }

    /// The hash of the cells of `area` in `buffer`.
    public static func hash(of area: Rect, in buffer: CellBuffer) -> Int {
        var hasher = Hasher()
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { hasher.combine(buffer[column, row]) }
        }
        return hasher.finalize()
    }

    /// True when `buffer` still shows the picture's cells, untouched by what was painted after it.
    public func isUncovered(in buffer: CellBuffer) -> Bool {
        buffer.bounds.intersection(area) == area && Self.hash(of: area, in: buffer) == cellsHash
    }
}
