import Testing
@testable import StratusTerminal

/// `SVGFrameWriter` and `HTMLFrameWriter` (Export/): frames as pictures, colours as the terminal shows them.
@Suite struct SVGFrameWriterTests {
    let writer = SVGFrameWriter(theme: SVGFrameWriter.Theme(foreground: .white, background: .black))

    @Test func thePictureIsTheCellsTimesTheCellSize() {
        #expect(SVGFrameWriter().pixelSize(of: CellBuffer(width: 80, height: 24)) == Size(width: 800, height: 480))
        #expect(SVGFrameWriter(cellWidth: 0, cellHeight: -3).pixelSize(of: CellBuffer(width: 4, height: 2)) == Size(width: 4, height: 2))
        let svg = SVGFrameWriter().document(for: CellBuffer(width: 3, height: 2))
        #expect(svg.hasPrefix(##"<svg xmlns="http://www.w3.org/2000/svg" width="30" height="40" viewBox="0 0 30 40">"##))
        #expect(svg.hasSuffix("</svg>\n"))
    }

    @Test func colorsFillInTheThemeSwapForReverseAndHalveForDim() {
        #expect(writer.colors(of: .plain) == (Color.white, Color.black))
        #expect(writer.colors(of: Style(foreground: .red, background: .blue, attributes: .reverse)) == (Color.blue, Color.red))
        // Dim text is half way to its background (128 of 255).
        #expect(writer.colors(of: Style(attributes: .dim)).foreground == Color(red: 128, green: 128, blue: 128))
        #expect(writer.colors(of: Style(background: Color(red: 0, green: 0, blue: 0, alpha: 0))).background == .black)
    }

    @Test func theBackgroundIsOneRectangleAndOtherBackgroundsAreRuns() {
        var frame = CellBuffer(width: 4, height: 2)
        frame.fill(Rect(x: 1, y: 1, width: 2, height: 1), style: Style(background: .red))
        let svg = writer.document(for: frame)
        #expect(svg.contains(##"<rect width="40" height="40" fill="#000000"/>"##))
        #expect(svg.contains(##"<rect x="10" y="20" width="20" height="20" fill="#CD3131"/>"##))
    }

    @Test func textIsEscapedAndStretchedToItsCells() {
        var frame = CellBuffer(width: 6, height: 1)
        frame.write("<a&b>", x: 0, y: 0, style: .plain)
        let svg = writer.document(for: frame)
        #expect(svg.contains(##"textLength="50" lengthAdjust="spacingAndGlyphs">&lt;a&amp;b&gt;</text>"##))
        #expect(svg.contains(##"<text class="t0" x="0""##))
    }

    @Test func blocksAndLinesAreDrawnAsShapesNotText() {
        var frame = CellBuffer(width: 2, height: 1)
        frame.write("█a", x: 0, y: 0, style: .plain)
        let svg = writer.document(for: frame)
        #expect(svg.contains(##"<rect x="0" y="0" width="10" height="20" fill="#FFFFFF"/>"##))
        #expect(!svg.contains(">█<"))
    }

    @Test func underlinedCellsGetALineUnderThem() {
        var frame = CellBuffer(width: 3, height: 1)
        frame.write("ab", x: 0, y: 0, style: Style(attributes: .underline))
        let svg = writer.document(for: frame)
        // Two cells wide, two pixels above the bottom of the 20-pixel row.
        #expect(svg.contains(##"<rect x="0" y="18" width="20" height="1" fill="#FFFFFF" shape-rendering="crispEdges"/>"##))
    }

    @Test func markedCellsAreFramedInRed() {
        let marked = SVGFrameWriter(markedCells: [Point(x: 1, y: 0)])
        let svg = marked.document(for: CellBuffer(width: 3, height: 1))
        #expect(svg.contains(##"stroke="#FF3B30""##))
        #expect(svg.contains(##"<rect x="11" y="1" width="8" height="18"/>"##))
        #expect(!SVGFrameWriter().document(for: CellBuffer(width: 3, height: 1)).contains("#FF3B30"))
    }

    @Test func escapingCoversTheFiveXMLCharacters() {
        #expect(SVGFrameWriter.escaped(##"<a href="x">'&'</a>"##) == "&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;")
        #expect(SVGFrameWriter.escaped("plain 日本") == "plain 日本")
    }

    @Test func anHTMLPageWrapsThePictureWithAnEscapedTitle() {
        let page = HTMLFrameWriter(svg: writer, title: "A < B").document(for: CellBuffer(width: 2, height: 1))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<title>A &lt; B</title>"))
        #expect(page.contains("background:#000000"))
        #expect(page.contains(writer.document(for: CellBuffer(width: 2, height: 1))))
    }
}

/// `CellShape` (Export/CellShape.swift): block and box-drawing characters as exact shapes.
@Suite struct CellShapeTests {
    func rectangles(_ character: String) -> [[Double]]? {
        CellShape.shapes(for: character, width: 10, height: 20)?.compactMap { shape in
            if case .rectangle(let x, let y, let width, let height, let opacity) = shape { return [x, y, width, height, opacity] }
            return nil
        }
    }

    @Test func blocksFillTheirPartOfTheCell() {
        #expect(rectangles("█") == [[0, 0, 10, 20, 1]])
        #expect(rectangles("▀") == [[0, 0, 10, 10, 1]])
        #expect(rectangles("▄") == [[0, 10, 10, 10, 1]])
        #expect(rectangles("▁") == [[0, 18, 10, 2, 1]])
        #expect(rectangles("▌") == [[0, 0, 5, 20, 1]])
        #expect(rectangles("▐") == [[5, 0, 5, 20, 1]])
        #expect(rectangles("▗") == [[5, 10, 5, 10, 1]])
        #expect(rectangles("▚") == [[0, 0, 5, 10, 1], [5, 10, 5, 10, 1]])
    }

    @Test func shadesAreTranslucentFills() {
        #expect(rectangles("░") == [[0, 0, 10, 20, 0.25]])
        #expect(rectangles("▒") == [[0, 0, 10, 20, 0.5]])
        #expect(rectangles("▓") == [[0, 0, 10, 20, 0.75]])
    }

    @Test func textIsNotAShape() {
        #expect(CellShape.shapes(for: "a", width: 10, height: 20) == nil)
        #expect(CellShape.shapes(for: "日", width: 10, height: 20) == nil)
        #expect(CellShape.shapes(for: "e\u{301}", width: 10, height: 20) == nil)
    }

    @Test func lineCharactersAreShapes() {
        for character in ["─", "│", "┌", "┼", "╋", "═", "╬", "╭", "╌", "╱"] {
            let shapes = CellShape.shapes(for: character, width: 10, height: 20)
            #expect(shapes?.isEmpty == false, "\(character)")
        }
    }

    @Test func aHorizontalLineSpansTheCellAtItsMiddle() throws {
        let shapes = try #require(rectangles("─"))
        #expect(!shapes.isEmpty)
        // Its arms meet at the centre and reach both edges.
        #expect(shapes.map { $0[0] }.min() == 0)
        #expect(shapes.map { $0[0] + $0[2] }.max() == 10)
        #expect(shapes.allSatisfy { $0[1] <= 10 && $0[1] + $0[3] >= 10 })
    }

    @Test func numbersAreWrittenShort() {
        #expect(CellShape.format(3) == "3")
        #expect(CellShape.format(1.5) == "1.5")
        #expect(CellShape.format(0.125) == "0.13")
        #expect(CellShape.format(-2) == "-2")
    }
}
