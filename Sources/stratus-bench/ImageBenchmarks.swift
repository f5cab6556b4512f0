import Foundation
import StratusTerminal
import StratusBench

/// Benchmarks of images in cells; each measure prints one line through `report(_:)`.
///
/// - `terminal.image-jpeg-1000x1000-to-40x20`: decoding a 1000×1000 JPEG (libjpeg-turbo) and drawing it into
///   40×20 cells of half blocks (resampling + libchafa), against a goal of 10 ms.
/// - `terminal.image-jpeg-1000x1000-decode`: the decoding alone, against the same goal.
///
/// The JPEG is made here with libjpeg (a gradient with a checkerboard, quality 85), not read from a file.
enum ImageBenchmarks {
    static let goalMilliseconds = 10.0

    static func run() throws {
        let side = 1_000
        let picture = PixelImage(width: side, height: side) { x, y in
            let check = (x / 50 + y / 50) % 2 == 0
            return Color(red: UInt8(x * 255 / side), green: UInt8(y * 255 / side), blue: check ? 200 : 40)
        }
        let jpeg = try picture.jpegData(quality: 85)
        var cells: [[Cell?]] = []
        let both = try Stopwatch.medianMilliseconds(runs: 31, warmup: 3) {
            let decoded = try PixelImage(decoding: jpeg)
            cells = ImageCells.render(decoded, columns: 40, rows: 20, scale: .fillWidth)
        }
        guard cells.count == 20, cells.allSatisfy({ $0.count == 40 && $0.allSatisfy { $0 != nil } }) else {
            reportFailure(of: "terminal.image-jpeg-1000x1000-to-40x20", "the picture did not fill 40x20 cells")
            return
        }
        report(BenchmarkLine(name: "terminal.image-jpeg-1000x1000-to-40x20", value: both, unit: "ms",
                             baselineName: "goal", baselineValue: goalMilliseconds))
        let decode = try Stopwatch.medianMilliseconds(runs: 31, warmup: 3) { _ = try PixelImage(decoding: jpeg) }
        report(BenchmarkLine(name: "terminal.image-jpeg-1000x1000-decode", value: decode, unit: "ms",
                             baselineName: "goal", baselineValue: goalMilliseconds))
    }
}
