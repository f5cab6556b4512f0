import Foundation
import Testing
import StratusTerminal

/// Half-block output of `ImageCells` for small known pictures: exact colours at known cells, and every scale.
@Suite struct ImageCellsTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let green = Color(red: 0, green: 255, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)
    static let ink = Color(red: 0x12, green: 0x34, blue: 0x56)

    /// The visible letters of each row: `▀`, `▄`, or `.` where the picture leaves the cell alone.
    static func shape(_ cells: [[Cell?]]) -> [String] {
        cells.map { row in row.map { $0?.text ?? "." }.joined() }
    }

    @Test func tinyImageGivesExactColoursTwoPixelsPerCell() {
        // 2×4 pixels: each cell of a 2×2 grid holds one pixel on top (foreground) and one below (background).
        let palette = [[Self.red, Self.green], [Self.blue, Self.ink], [Self.ink, Self.red], [Self.green, Self.blue]]
        let image = PixelImage(width: 2, height: 4) { x, y in palette[y][x] }
        let cells = ImageCells.render(image, columns: 2, rows: 2, scale: .fillBounds)
        #expect(Self.shape(cells) == ["▀▀", "▀▀"])
        for row in 0..<2 {
            for column in 0..<2 {
                let style = cells[row][column]?.style
                #expect(style?.foreground == palette[row * 2][column], "top of cell \(column),\(row)")
                #expect(style?.background == palette[row * 2 + 1][column], "bottom of cell \(column),\(row)")
            }
        }
    }

    /// 32×16 pixels, left half red and right half blue: naturally 4 half blocks wide and 2 tall (4×1 cells).
    static let halves = PixelImage(width: 32, height: 16) { x, _ in x < 16 ? red : blue }

    /// A cell to check: column, row, and the style it must have.
    typealias CellStyle = (column: Int, row: Int, style: Style)

    /// `halves` (4×1 cells at natural size) in a box of 8×3 cells under each scale: the cells it covers, and the
    /// colours of the cells that show where it went.
    @Test(arguments: [
        // Natural size in the middle of 8×6 half blocks: x 2, y 2, the middle row of cells, columns 2 to 5.
        (ImageScale.center, ["........", "..▀▀▀▀..", "........"],
         [(2, 1, Style(foreground: Self.red, background: Self.red)), (5, 1, Style(foreground: Self.blue, background: Self.blue))]),
        // Stretched over every cell.
        (.fillBounds, ["▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀"],
         [(3, 2, Style(foreground: Self.red, background: Self.red)), (4, 0, Style(foreground: Self.blue, background: Self.blue))]),
        // Scaled ×2 to 8×4 half blocks: one empty half block above and below, the default background there.
        (.fillWidth, ["▄▄▄▄▄▄▄▄", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀"],
         [(0, 0, Style(foreground: Self.red)), (7, 2, Style(foreground: Self.blue)),
          (3, 1, Style(foreground: Self.red, background: Self.red)), (4, 1, Style(foreground: Self.blue, background: Self.blue))]),
    ] as [(ImageScale, [String], [CellStyle])])
    func scalePlacesThePictureInItsBox(scale: ImageScale, shape: [String], styles: [CellStyle]) {
        let cells = ImageCells.render(Self.halves, columns: 8, rows: 3, scale: scale)
        #expect(Self.shape(cells) == shape)
        for (column, row, style) in styles {
            #expect(cells[row][column]?.style == style, "cell \(column),\(row)")
        }
    }

    @Test func centerCutsOffWhatOverflows() {
        // 2×1 cells show the middle 2×2 half blocks of the 4×2 picture: one red column, one blue.
        let cells = ImageCells.render(Self.halves, columns: 2, rows: 1, scale: .center)
        #expect(Self.shape(cells) == ["▀▀"])
        #expect(cells[0][0]?.style.foreground == Self.red)
        #expect(cells[0][1]?.style.foreground == Self.blue)
    }

    @Test func fillHeightCoversTheBoxAndCutsTheSides() {
        // Scaled ×3 to 12×6 over 8×6: two half-block columns cut on each side, still half red, half blue.
        let cells = ImageCells.render(Self.halves, columns: 8, rows: 3, scale: .fillHeight)
        #expect(Self.shape(cells) == ["▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀", "▀▀▀▀▀▀▀▀"])
        for row in 0..<3 {
            #expect(cells[row].prefix(4).allSatisfy { $0?.style.foreground == Self.red })
            #expect(cells[row].suffix(4).allSatisfy { $0?.style.background == Self.blue })
        }
        // The placement says which part is cut: 2 half blocks each side.
        #expect(ImageScale.placement(of: .fillHeight, imageWidth: 32, imageHeight: 16, gridWidth: 8, gridHeight: 6)
                == Rect(x: -2, y: 0, width: 12, height: 6))
    }

    @Test func noScaleShrinksButNeverEnlarges() {
        let small = ImageCells.render(Self.halves, columns: 8, rows: 3, scale: nil)
        #expect(Self.shape(small) == ["........", "..▀▀▀▀..", "........"])
        // 160×16 pixels is 20×2 half blocks: shrunk to 10×1 half blocks in a grid of 10×2 (10 cells in a row).
        let wide = PixelImage(width: 160, height: 16) { _, _ in Self.ink }
        #expect(ImageScale.placement(of: nil, imageWidth: 160, imageHeight: 16, gridWidth: 10, gridHeight: 2)
                == Rect(x: 0, y: 0, width: 10, height: 1))
        #expect(Self.shape(ImageCells.render(wide, columns: 10, rows: 1, scale: nil)) == ["▀▀▀▀▀▀▀▀▀▀"])
    }

    @Test func transparentPixelsLeaveTheirHalfEmpty() {
        let image = PixelImage(width: 1, height: 2) { _, y in y == 0 ? Color(red: 9, green: 9, blue: 9, alpha: 0) : Self.green }
        let cells = ImageCells.render(image, columns: 1, rows: 1, scale: .fillBounds)
        #expect(cells[0][0] == Cell(ImageCells.lowerHalf, style: Style(foreground: Self.green)))
        let clear = PixelImage(width: 2, height: 2) { _, _ in Color(red: 0, green: 0, blue: 0, alpha: 0) }
        #expect(Self.shape(ImageCells.render(clear, columns: 2, rows: 1, scale: .fillBounds)) == [".."])
    }

    @Test func downscaledPictureAveragesItsPixels() {
        // A fine checkerboard of black and white reads as mid grey once many pixels share a half block.
        let board = PixelImage(width: 64, height: 64) { x, y in (x + y) % 2 == 0 ? Color.black : Color.white }
        let cells = ImageCells.render(board, columns: 2, rows: 1, scale: .fillBounds)
        for cell in cells[0] {
            let grey = Int(cell?.style.foreground?.red ?? 0)
            #expect((96...160).contains(grey), "\(grey) is not mid grey")
        }
    }

    @Test func paintWritesOnlyInsideTheClip() {
        let image = PixelImage(width: 4, height: 4) { _, _ in Self.red }
        let cells = ImageCells.render(image, columns: 4, rows: 2, scale: .fillBounds)
        var buffer = CellBuffer(width: 6, height: 3)
        ImageCells.paint(cells, into: &buffer, at: Point(x: 1, y: 0), clip: Rect(x: 0, y: 1, width: 3, height: 2))
        #expect(buffer.lines == ["      ", " ▀▀   ", "      "])
    }
}
