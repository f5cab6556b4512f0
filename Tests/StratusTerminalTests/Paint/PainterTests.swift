import Testing
@testable import StratusTerminal

/// The paint pass (Paint/Painter.swift), seen through frames: inherited styles, focus, disabled boxes, borders,
/// shadows and clipping.
@MainActor
@Suite struct PainterTests {
    @Test func stylesAreInheritedByEverythingInside() {
        let host = ViewHost(VStack {
            Text("a")
            HStack { Text("b").underline() }
        }.bold().foregroundColor(Color.green), width: 4, height: 2)
        #expect(host.frame[0, 0].style == Style(foreground: Color.green, attributes: .bold))
        #expect(host.frame[0, 1].style == Style(foreground: Color.green, attributes: [.bold, .underline]))
    }

    @Test func anInnerColorWinsOverAnOuterOne() {
        let host = ViewHost(VStack { Text("a").foregroundColor(Color.red); Text("b") }.foregroundColor(Color.blue), width: 3, height: 2)
        #expect(host.frame[0, 0].style.foreground == Color.red)
        #expect(host.frame[0, 1].style.foreground == Color.blue)
    }

    @Test func focusReversesTheWholeBoxIncludingItsPadding() {
        let host = ViewHost(VStack {
            Text("x").padding(EdgeInsets(leading: 1, trailing: 1)).focusable()
            Text("y")
        }, width: 5, height: 2)
        #expect((0...2).allSatisfy { host.frame[$0, 0].style.attributes == [.reverse] })
        #expect(host.frame[3, 0].style.attributes == [])
        #expect(host.frame[0, 1].style.attributes == [])
    }

    @Test func aDisabledBoxDimsItsBorderAndContent() {
        let host = ViewHost(Text("a").border().disabled(), width: 4, height: 3)
        #expect(host.frame[0, 0].style.attributes == [.dim])
        #expect(host.frame[1, 1].style.attributes == [.dim])
    }

    @Test func aBackgroundUnderABorderColorsTheBorderCellsToo() {
        let host = ViewHost(Text("a").border().backgroundColor(Color.blue), width: 4, height: 3)
        #expect(host.frame[0, 0].style.background == Color.blue)
        #expect(host.frame[1, 1].style.background == Color.blue)
        #expect(host.frame[3, 0].style.background == nil)
    }

    @Test func aClippedScrollViewDrawsOnlyItsViewport() {
        let host = ViewHost(VStack {
            ScrollView(showsIndicator: false) { VStack { ForEach(0..<5) { Text("row \($0)") } } }.frame(height: .fixed(2))
            Text("below")
        }, width: 10, height: 4)
        #expect(host.frame.lines.map(trimmedRight) == ["row 0", "row 1", "below", ""])
    }

    @Test func laterSiblingsInAZStackPaintOverEarlierOnes() {
        let host = ViewHost(ZStack {
            Text("....").backgroundColor(Color.red)
            Text("ab").placement(.topStart, x: 1)
        }, width: 5, height: 1)
        #expect(trimmedRight(host.frame.lines[0]) == ".ab.")
        // The text on top keeps the red of the box under it.
        #expect(host.frame[1, 0].style.background == Color.red)
    }

    @Test func aFocusedTextFieldPutsTheCursorAtItsCaret() {
        struct Field: View {
            @State var text = "abc"
            var body: some View { HStack { Text("Name:"); TextField("", text: $text) } }
        }
        let host = ViewHost(Field(), width: 20, height: 1)
        host.press(KeyPress(.left))
        // "Name:" and a space, then the caret before "c".
        #expect(host.frame[8, 0].style.attributes.contains(.reverse))
        #expect(!host.frame[9, 0].style.attributes.contains(.reverse))
    }
}
