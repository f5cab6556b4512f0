import Foundation
import StratusTerminal
import Testing
@testable import StratusApp

/// The SVG of a frame, opened in headless Chromium, shows the same characters and colours at the same cells;
/// the HTML report of a failed test shows its pictures. Skipped, saying so, when Chromium is absent.
@MainActor
@Suite("SVG frames and the test report in headless Chromium", .serialized)
struct SVGScreenshotTests {
    /// The dashboard demo: colours, bold, reverse, progress bars and a sparkline (block characters), a divider.
    func dashboard() async throws -> CellBuffer {
        let target = try ScreenTarget(resolving: PackageRoot.screen("dashboard.json"))
        let render = HeadlessRender(
            assembly: try AppAssembly(target: target, mode: .dev), size: TerminalSize(width: 80, height: 16),
            script: KeyScript(steps: []), timeout: 60, color: false, dumpState: false)
        return try await render.start().cells
    }

    @Test func theSVGOfAFrameShowsItsCellsInChromium() async throws {
        guard let chromium = HeadlessChromium.find() else {
            try Test.cancel(Comment(rawValue: HeadlessChromium.missing))
        }
        var frame = try await dashboard()
        // Cells whose look is known exactly: a box in red, a blue background, a yellow lower half block.
        let red = Color(red: 220, green: 40, blue: 40)
        let box = ["╭──╮", "│ab│", "╰──╯"]
        for (row, line) in box.enumerated() {
            frame.write(line, x: 70, y: 11 + row, style: Style(foreground: red))
        }
        frame.write("OK", x: 76, y: 11, style: Style(foreground: .white, background: .blue, attributes: [.bold]))
        frame.write("▄", x: 76, y: 12, style: Style(foreground: .yellow))
        let writer = SVGFrameWriter()
        let folder = try TemporaryFolder()
        let path = try folder.write("frame.svg", writer.document(for: frame))
        let size = writer.pixelSize(of: frame)
        let image = try await chromium.screenshot(of: path, width: size.width, height: size.height)
        #expect(image.width == size.width && image.height == size.height)
        guard image.width == size.width, image.height == size.height else { return }

        let (cw, ch) = (writer.cellWidth, writer.cellHeight)
        func pixel(_ color: Color) -> PNGImage.Pixel { .init(red: color.red, green: color.green, blue: color.blue) }
        var checkedInk = 0
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = frame[column, row]
                guard !cell.isContinuation else { continue }
                let colors = writer.colors(of: cell.style)
                let (x0, y0) = (column * cw, row * ch)
                if let shapes = CellShape.shapes(for: cell.text, width: cw, height: ch) {
                    // A shape's first rectangle is filled with the foreground exactly: crisp, not anti-aliased.
                    if case .rectangle(let x, let y, let w, let h, 1) = shapes[0], w >= 1, h >= 1 {
                        let found = image[x0 + Int(x + w / 2), y0 + Int(y + h / 2)]
                        #expect(found.distance(to: pixel(colors.foreground)) <= 2,
                                "cell \(column),\(row) \(cell.text): \(found), expected \(colors.foreground)")
                    }
                    continue
                }
                // The corner of a text cell shows its background.
                let corner = image[x0, y0 + 1]
                #expect(corner.distance(to: pixel(colors.background)) <= 2,
                        "cell \(column),\(row) '\(cell.text)' background \(corner), expected \(colors.background)")
                guard !cell.style.attributes.contains(.underline) else { continue }
                // Ink: a character draws pixels near its colour; a blank cell draws none.
                var closest = Int.max
                var inked = false
                for y in y0..<(y0 + ch) {
                    for x in x0..<(x0 + cw) {
                        let found = image[x, y]
                        closest = min(closest, found.distance(to: pixel(colors.foreground)))
                        if found.distance(to: pixel(colors.background)) > 48 { inked = true }
                    }
                }
                let blank = cell.text == " " || cell.text.isEmpty
                #expect(inked == !blank, "cell \(column),\(row) '\(cell.text)': ink \(inked)")
                if !blank, cell.text.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) {
                    #expect(closest <= 40, "cell \(column),\(row) '\(cell.text)': no pixel near \(colors.foreground)")
                    checkedInk += 1
                }
            }
        }
        #expect(checkedInk > 100)
        // The known cells, one by one.
        #expect(image[70 * cw + 5, 12 * ch + 1] == pixel(red), "│ is a red vertical line through the cell")
        #expect(image[70 * cw + 1, 12 * ch + 1] == pixel(writer.theme.background), "│ is a line, not a block")
        #expect(image[71 * cw + 5, 11 * ch + 10] == pixel(red), "─ is a red horizontal line")
        #expect(image[76 * cw + 1, 11 * ch + 1] == pixel(.blue), "OK is on blue")
        #expect(image[76 * cw + 5, 12 * ch + 15] == pixel(.yellow), "▄ fills the lower half in yellow")
        #expect(image[76 * cw + 5, 12 * ch + 5] == pixel(writer.theme.background), "▄ leaves the upper half")
    }

    @Test func theHTMLReportShowsExpectedDrawnAndDiffPictures() async throws {
        guard let chromium = HeadlessChromium.find() else {
            try Test.cancel(Comment(rawValue: HeadlessChromium.missing))
        }
        var expected = CellBuffer(width: 20, height: 3)
        expected.write("Total: 3 items", x: 1, y: 1, style: Style(foreground: .green))
        var actual = expected
        actual.write("4", x: 8, y: 1, style: Style(foreground: .red))
        let comparison = FrameComparison(expected: expected, actual: actual)
        var result = ScreenTestResult(file: "cart.test.yaml", name: "counts items")
        result.failures.append(.init(
            message: "cart.test.yaml:4: frame \"total\" differs", diff: comparison.lines,
            expectedFrame: FrameSnapshot.text(of: expected), actualFrame: FrameSnapshot.text(of: actual),
            changedCells: comparison.changedCells.map { [$0.x, $0.y] }))
        let folder = try TemporaryFolder()
        let path = try folder.write("report.html", HTMLTestReport.document(for: [result]))
        let image = try await chromium.screenshot(of: path, width: 900, height: 500)
        #expect(image.width == 900 && image.height == 500)
        #expect(image[2, 2] == PNGImage.Pixel(red: 255, green: 255, blue: 255), "the page is white")
        var colors: [String: Int] = [:]
        for y in 0..<image.height {
            for x in 0..<image.width { colors[image[x, y].description, default: 0] += 1 }
        }
        // Three frame pictures of 200 by 60 pixels on the dark theme, and the outline of the changed cell.
        #expect(colors["#1E1E1E", default: 0] >= 3 * 200 * 60 * 8 / 10, "\(colors["#1E1E1E", default: 0]) dark pixels")
        #expect(colors["#FF3B30", default: 0] >= 20, "the changed cell is outlined in red")
    }
}
