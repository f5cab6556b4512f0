import CChafa

/// Pictures as terminal cells: Unicode half blocks in 24-bit colour, two pixels per cell, made by libchafa.
///
/// A cell shows `▀`: its foreground is the top pixel, its background the bottom one. The image is first placed
/// and resampled (`ImageScale.placement`) onto libchafa's working grid of 8×8 pixels per cell, then libchafa picks
/// each cell's symbol and colours with only the two half blocks allowed; its answer is written back as `▀` with
/// the top and bottom colours, so frames do not depend on which of `▀`/`▄` it chose. Self-contained: a view
/// paints the returned cells wherever its box is.
public enum ImageCells {
    /// The character every image cell shows.
    public static let upperHalf = "▀"
    /// The cell drawn where only the bottom half has a pixel.
    public static let lowerHalf = "▄"

    /// Draws `image` into `columns`×`rows` cells placed as `scale` says (nil: shrink to fit, never enlarge).
    ///
    /// Returns `rows` arrays of `columns` cells; a nil cell is one the picture does not cover (outside the image,
    /// or transparent), to be left as it is. A half that is transparent (alpha below one half) leaves its half of
    /// the cell in the default background: `▀` with no background, or `▄` with no background.
    public static func render(_ image: PixelImage, columns: Int, rows: Int, scale: ImageScale?) -> [[Cell?]] {
        guard columns > 0, rows > 0 else { return [] }
        var cells = [[Cell?]](repeating: [Cell?](repeating: nil, count: columns), count: rows)
        let placement = ImageScale.placement(of: scale, imageWidth: image.width, imageHeight: image.height,
                                             gridWidth: columns, gridHeight: rows * 2)
        guard placement.width > 0, placement.height > 0 else { return cells }
        let working = WorkingGrid(image: image, placement: placement, columns: columns, rows: rows)
        guard working.coversAnything else { return cells }
        let halves = SymbolCanvas.halves(of: working.pixels, columns: columns, rows: rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let covered = (working.isOpaque(column: column, half: row * 2),
                               working.isOpaque(column: column, half: row * 2 + 1))
                let (top, bottom) = halves[row * columns + column]
                switch covered {
                case (true, true):
                    cells[row][column] = Cell(upperHalf, style: Style(foreground: top, background: bottom))
                case (true, false):
                    cells[row][column] = Cell(upperHalf, style: Style(foreground: top))
                case (false, true):
                    cells[row][column] = Cell(lowerHalf, style: Style(foreground: bottom))
                case (false, false):
                    break
                }
            }
        }
        return cells
    }

    /// Writes cells from `render` into `buffer` with their top-left corner at `origin`, inside `clip` only.
    public static func paint(_ cells: [[Cell?]], into buffer: inout CellBuffer, at origin: Point, clip: Rect) {
        for (row, line) in cells.enumerated() {
            let y = origin.y + row
            guard y >= clip.y, y < clip.maxY else { continue }
            for (column, cell) in line.enumerated() {
                let x = origin.x + column
                guard let cell, x >= clip.x, x < clip.maxX else { continue }
                buffer.set(cell, x: x, y: y)
            }
        }
    }
}

/// The image resampled onto a grid of cells (for half blocks, libchafa's working grid of 8×8 pixels a cell, so
/// 8×4 per half block; for real pixels, the terminal's cell size), with which half blocks the picture covers.
struct WorkingGrid {
    /// Pixels a cell is wide.
    let pixelsPerColumn: Int
    /// Pixels half a cell is tall.
    let pixelsPerHalf: Int

    /// RGBA, `columns * pixelsPerColumn` wide and `rows * 2 * pixelsPerHalf` tall; alpha 255 unless the grid
    /// keeps the picture's transparency.
    private(set) var pixels: [UInt8]
    /// Per half block (column, half row): true when the picture covers it with mostly opaque pixels.
    private var opaque: [Bool]
    private let halfColumns: Int
    /// True when at least one half block is covered.
    private(set) var coversAnything = false

    /// Resamples `image` into `placement` (in half blocks) of a grid of `columns`×`rows` cells, each
    /// `pixelsPerColumn` wide and `2 * pixelsPerHalf` tall; `keepsAlpha` keeps the picture's transparency
    /// (uncovered pixels are transparent) instead of making every pixel opaque.
    init(image: PixelImage, placement: Rect, columns: Int, rows: Int, pixelsPerColumn: Int = 8, pixelsPerHalf: Int = 4,
         keepsAlpha: Bool = false) {
        let pixelsPerColumn = max(1, pixelsPerColumn), pixelsPerHalf = max(1, pixelsPerHalf)
        self.pixelsPerColumn = pixelsPerColumn
        self.pixelsPerHalf = pixelsPerHalf
        let width = columns * pixelsPerColumn, height = rows * 2 * pixelsPerHalf
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        opaque = [Bool](repeating: false, count: columns * rows * 2)
        halfColumns = columns
        // Source pixels per working pixel on each axis, and samples per working pixel: a box filter over every
        // source pixel it covers, thinned out to 4×4 evenly spread samples when it covers more.
        let stepX = Double(image.width) / Double(placement.width * pixelsPerColumn)
        let stepY = Double(image.height) / Double(placement.height * pixelsPerHalf)
        let samplesX = min(4, max(1, Int(stepX.rounded(.up)))), samplesY = min(4, max(1, Int(stepY.rounded(.up))))
        let firstX = max(0, placement.x * pixelsPerColumn)
        let lastX = min(width, (placement.x + placement.width) * pixelsPerColumn)
        let firstY = max(0, placement.y * pixelsPerHalf)
        let lastY = min(height, (placement.y + placement.height) * pixelsPerHalf)
        guard firstX < lastX, firstY < lastY else { return }
        var alphaSums = [Int](repeating: 0, count: opaque.count)
        let originX = placement.x * pixelsPerColumn, originY = placement.y * pixelsPerHalf
        // The source column (row) of every sample, computed once per working column (row).
        func sampleIndexes(first: Int, last: Int, origin: Int, step: Double, samples: Int, limit: Int) -> [Int] {
            var indexes: [Int] = []
            indexes.reserveCapacity((last - first) * samples)
            for position in first..<last {
                let start = Double(position - origin) * step
                for sample in 0..<samples {
                    indexes.append(min(limit - 1, Int(start + (Double(sample) + 0.5) * step / Double(samples))))
                }
            }
            return indexes
        }
        let sourceXs = sampleIndexes(first: firstX, last: lastX, origin: originX, step: stepX, samples: samplesX,
                                     limit: image.width)
        let sourceYs = sampleIndexes(first: firstY, last: lastY, origin: originY, step: stepY, samples: samplesY,
                                     limit: image.height)
        let sourceWidth = image.width, samples = samplesX * samplesY
        image.rgba.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                alphaSums.withUnsafeMutableBufferPointer { alphaSums in
                    for y in firstY..<lastY {
                        let rowSamples = (y - firstY) * samplesY
                        let halfRow = (y / pixelsPerHalf) * columns
                        for x in firstX..<lastX {
                            let columnSamples = (x - firstX) * samplesX
                            var red = 0, green = 0, blue = 0, alpha = 0
                            for sampleY in 0..<samplesY {
                                let rowStart = sourceYs[rowSamples + sampleY] * sourceWidth
                                for sampleX in 0..<samplesX {
                                    let index = (rowStart + sourceXs[columnSamples + sampleX]) * 4
                                    let a = Int(source[index + 3])
                                    red += Int(source[index]) * a
                                    green += Int(source[index + 1]) * a
                                    blue += Int(source[index + 2]) * a
                                    alpha += a
                                }
                            }
                            let index = (y * width + x) * 4
                            if alpha > 0 {
                                // Colours weighted by alpha, so transparent neighbours do not darken an edge.
                                target[index] = UInt8((red + alpha / 2) / alpha)
                                target[index + 1] = UInt8((green + alpha / 2) / alpha)
                                target[index + 2] = UInt8((blue + alpha / 2) / alpha)
                            }
                            target[index + 3] = keepsAlpha ? UInt8(alpha / samples) : 255
                            alphaSums[halfRow + x / pixelsPerColumn] += alpha / samples
                        }
                    }
                }
            }
        }
        // A half block is covered when its pixels are opaque on average: partly covered halves (at the picture's
        // edge) count their uncovered pixels as transparent.
        let pixelsPerHalfBlock = pixelsPerColumn * pixelsPerHalf
        for index in opaque.indices where alphaSums[index] * 2 >= 255 * pixelsPerHalfBlock {
            opaque[index] = true
            coversAnything = true
        }
    }

    /// Whether the half block at `column` and half row `half` (two per cell row) shows the picture.
    func isOpaque(column: Int, half: Int) -> Bool { opaque[half * halfColumns + column] }
}

/// libchafa with only the two half blocks allowed, in 24-bit colour: one call turns the working grid into
/// each cell's top and bottom colours.
private enum SymbolCanvas {
    /// The symbol map (`▀` and `▄`), built once; libchafa copies it into every canvas. Nil when libchafa could not
    /// be loaded (`PixelImage(decoding:)` says so where the picture is read).
    private static let symbols: SymbolMap? = ImageLibraries.chafa.loaded.flatMap { SymbolMap($0.pointee) }

    private final class SymbolMap: @unchecked Sendable {
        let pointer: OpaquePointer
        /// Nil when libchafa could not make the map.
        init?(_ chafa: stratus_chafa_functions) {
            guard let pointer = chafa.symbol_map_new() else { return nil }
            self.pointer = pointer
            chafa.symbol_map_add_by_range(pointer, 0x2580, 0x2580)
            chafa.symbol_map_add_by_range(pointer, 0x2584, 0x2584)
            // A canvas of a few dozen cells is done faster than a thread pool starts.
            chafa.set_n_threads(1)
        }
    }

    /// The (top, bottom) colours of every cell, row after row (black without libchafa).
    static func halves(of pixels: [UInt8], columns: Int, rows: Int) -> [(Color, Color)] {
        let blank = [(Color, Color)](repeating: (Color.black, Color.black), count: columns * rows)
        guard let chafa = ImageLibraries.chafa.loaded?.pointee, let symbols else { return blank }
        let config = chafa.canvas_config_new()
        defer { chafa.canvas_config_unref(config) }
        chafa.canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        chafa.canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR)
        chafa.canvas_config_set_color_space(config, CHAFA_COLOR_SPACE_RGB)
        chafa.canvas_config_set_color_extractor(config, CHAFA_COLOR_EXTRACTOR_AVERAGE)
        chafa.canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE)
        chafa.canvas_config_set_preprocessing_enabled(config, 0)
        // With two symbols to choose from there is little to search: the lowest effort gives the same cells.
        chafa.canvas_config_set_work_factor(config, 0)
        chafa.canvas_config_set_symbol_map(config, symbols.pointer)
        guard let canvas = chafa.canvas_new(config) else { return blank }
        defer { chafa.canvas_unref(canvas) }
        let width = Int32(columns * 8), height = Int32(rows * 8)
        pixels.withUnsafeBufferPointer { buffer in
            chafa.canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, buffer.baseAddress, width, height, width * 4)
        }
        var result: [(Color, Color)] = []
        result.reserveCapacity(columns * rows)
        for row in 0..<Int32(rows) {
            for column in 0..<Int32(columns) {
                var foreground: Int32 = 0, background: Int32 = 0
                chafa.canvas_get_colors_at(canvas, column, row, &foreground, &background)
                let symbol = chafa.canvas_get_char_at(canvas, column, row)
                let fg = color(packed: foreground), bg = color(packed: background)
                switch symbol {
                case 0x2580: result.append((fg, bg))
                case 0x2584: result.append((bg, fg))
                case 0x2588: result.append((fg, fg))
                default: result.append((bg, bg))
                }
            }
        }
        return result
    }

    private static func color(packed: Int32) -> Color {
        let value = UInt32(bitPattern: max(0, packed))
        return Color(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }
}
