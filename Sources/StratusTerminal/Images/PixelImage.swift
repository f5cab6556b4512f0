/// A decoded picture: 8-bit red, green, blue and alpha per pixel, row after row, alpha not premultiplied.
///
/// What `layout:localImage` and `layout:remoteImage` draw; made by `PixelImage(decoding:)` from PNG or JPEG
/// bytes, or pixel by pixel (tests, benchmarks).
public struct PixelImage: Sendable, Hashable {
    /// Pixels per row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, rows top to bottom.
    public let rgba: [UInt8]

    /// An image from its bytes; `rgba` must hold exactly `width * height * 4` bytes.
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4,
                     "PixelImage: \(rgba.count) bytes for \(width)x\(height) pixels")
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// An image whose pixel at (x, y) is `color(x, y)`.
    public init(width: Int, height: Int, color: (Int, Int) -> Color) {
        var bytes = [UInt8]()
        bytes.reserveCapacity(max(0, width * height * 4))
        for y in 0..<max(0, height) {
            for x in 0..<max(0, width) {
                let pixel = color(x, y)
                bytes += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        self.init(width: max(0, width), height: max(0, height), rgba: bytes)
    }

    /// The pixel at column `x`, row `y` (both must be inside the image).
    public subscript(x: Int, y: Int) -> Color {
        let index = (y * width + x) * 4
        return Color(red: rgba[index], green: rgba[index + 1], blue: rgba[index + 2], alpha: rgba[index + 3])
    }
}
