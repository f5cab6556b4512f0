import Testing
@testable import StratusTerminal

/// Canvases drawn by painting values (Paint/CellPainting.swift): the painting gets the canvas's area and context,
/// and the cursor is what the focused canvas's painting returns, not something written into its description.
@MainActor
@Suite struct CellPaintingTests {
    /// Writes its text and puts the cursor after its first character.
    private struct Label: CellPainting {
        let text: String

        func paint(into buffer: inout CellBuffer, area: Rect, context: PaintContext) {
            buffer.write(text, x: area.x, y: area.y, style: context.isFocused ? Style(attributes: .bold) : .plain, clip: area)
        }

        func cursor(in area: Rect, context: PaintContext) -> Point? { Point(x: area.x + 1, y: area.y) }
    }

    @Test func aPaintingDrawsInsideTheCanvasArea() {
        let host = ViewHost(VStack {
            Text("top")
            HStack(spacing: 0) { Text(">"); Canvas(width: 2, height: 1, painting: Label(text: "abcd")); Text("<") }
        }, width: 5, height: 2)
        #expect(host.frame.text.split(separator: "\n").map(String.init) == ["top", ">ab<"])
    }

    @Test func theCursorGoesWhereTheFocusedCanvasPaintingSays() {
        let host = ViewHost(VStack {
            Button("a") {}
            HStack(spacing: 0) { Text("--"); Canvas(width: 3, height: 1, painting: Label(text: "xyz")).focusable() }
        }, width: 6, height: 2)
        #expect(host.cursor == nil)
        host.press(KeyPress(.tab))
        #expect(host.frame[2, 1].style.attributes.contains(.bold))
        #expect(host.cursor == Point(x: 3, y: 1))
        host.press(KeyPress(.tab))
        #expect(host.cursor == nil)
    }
}
