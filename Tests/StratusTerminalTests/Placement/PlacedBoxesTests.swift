import Testing
@testable import StratusTerminal

/// Placed boxes (Placement/PlacedBoxes.swift) on every kind of layer: what the painter draws for a focusable box
/// is exactly where the interaction index hits it, cell for cell.
@MainActor
@Suite struct PlacedBoxesTests {
    /// The cells the painter draws for `node`: those that change when it has focus (reverse video over what of it
    /// is on screen and not drawn over).
    static func drawnCells(of node: BoxDescription, in placed: PlacedBoxes, size: Size) -> Set<Point> {
        var unfocused = CellBuffer(width: size.width, height: size.height)
        var focused = unfocused
        var painter = Painter(focusedIdentity: nil)
        painter.paint(placed, into: &unfocused)
        painter.focusedIdentity = node.identity
        painter.paint(placed, into: &focused)
        var cells = Set<Point>()
        for y in 0..<size.height {
            for x in 0..<size.width where focused[x, y] != unfocused[x, y] { cells.insert(Point(x: x, y: y)) }
        }
        return cells
    }

    /// The cells where a click reaches `node`.
    static func clickableCells(of node: BoxDescription, in index: InteractionIndex, size: Size) -> Set<Point> {
        var cells = Set<Point>()
        for y in 0..<size.height {
            for x in 0..<size.width where index.clickTarget(at: Point(x: x, y: y))?.node === node { cells.insert(Point(x: x, y: y)) }
        }
        return cells
    }

    /// Checks every focusable placed box of `host`'s last frame: drawn where clickable and clickable where drawn.
    /// Returns the cells drawn for each, by identity.
    @discardableResult
    static func expectDrawnIsClickable(_ host: ViewHost, sourceLocation: SourceLocation = #_sourceLocation) -> [String: Set<Point>] {
        let placed = host.renderer.placed, index = host.renderer.index
        var drawn: [String: Set<Point>] = [:]
        for box in placed.boxes where !box.isDisabled && box.node.canFocus {
            let identity = box.node.identity ?? "?"
            let painted = drawnCells(of: box.node, in: placed, size: host.size)
            let clickable = clickableCells(of: box.node, in: index, size: host.size)
            #expect(painted == clickable, "\(identity): drawn \(painted.sorted(by: Self.readingOrder)) but clickable at \(clickable.sorted(by: Self.readingOrder))",
                    sourceLocation: sourceLocation)
            drawn[identity] = painted
        }
        return drawn
    }

    static func readingOrder(_ a: Point, _ b: Point) -> Bool { (a.y, a.x) < (b.y, b.x) }

    /// The cells of `rect`.
    static func cells(_ rect: Rect) -> Set<Point> {
        Set(rect.y..<rect.maxY).reduce(into: Set<Point>()) { cells, y in
            for x in rect.x..<rect.maxX { cells.insert(Point(x: x, y: y)) }
        }
    }

    @Test func plainContentIsClickableWhereItIsDrawn() {
        let host = ViewHost(VStack {
            Button("One") {}.id("one")
            HStack { Button("Two") {}.id("two"); Button("Three") {}.id("three") }
            Button("Off") {}.id("off").disabled()
        }, width: 30, height: 5)
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["one"] == Self.cells(Rect(x: 0, y: 0, width: 7, height: 1)))
        #expect(drawn["three"]?.count == 9)
        #expect(drawn["off"] == nil, "a disabled button is neither focusable nor clickable")
        #expect(host.renderer.index.clickTarget(at: Point(x: 2, y: 2)) == nil)
    }

    @Test func scrolledContentIsClickableOnlyWhereItShows() {
        let host = ViewHost(VStack {
            Text("Above")
            ScrollView { VStack { ForEach(0..<10) { Button("Item \($0)") {}.id("b\($0)") } } }
                .border(.single).frame(height: .fixed(5))
        }, width: 20, height: 6)
        host.scroll(by: 2)
        let drawn = Self.expectDrawnIsClickable(host)
        // Three rows inside the border: items 2 to 4, each at its scrolled place; the rest are neither drawn nor hit.
        #expect(drawn["b2"] == Self.cells(Rect(x: 1, y: 2, width: 10, height: 1)))
        #expect(drawn["b4"] == Self.cells(Rect(x: 1, y: 4, width: 10, height: 1)))
        for hidden in ["b0", "b1", "b5", "b9"] { #expect(drawn[hidden] == [], "\(hidden) is scrolled away") }
        // Scrolled away, it keeps its place in the focus order.
        #expect(host.renderer.index.stops.count == 10)
    }

    @Test func boxesScrolledAwayArePlacedOnlyWhereTheInteractionIndexReadsThem() {
        // A button above 100 texts, in a scroll view five rows tall.
        let host = ViewHost(ScrollView(showsIndicator: false) {
            VStack {
                Button("Near") {}.id("near")
                ForEach(0..<100) { Text("Row \($0)") }
            }
        }.frame(height: .fixed(5)), width: 20, height: 5)
        func placedTexts() -> Set<String> {
            Set(host.renderer.placed.boxes.compactMap { box in
                if case .text(let block) = box.node.content { return block.text }
                return nil
            })
        }
        // The rows shown are placed; those below are not.
        #expect(placedTexts().isSuperset(of: (0..<4).map { "Row \($0)" }))
        #expect(!placedTexts().contains("Row 4") && !placedTexts().contains("Row 50"))
        // Scrolled to, they are placed, and those scrolled away no longer are; the button scrolled away is (it is
        // a stop in the focus order).
        host.scroll(by: 50)
        #expect(host.text.hasPrefix("Row 49"))
        #expect(placedTexts().isSuperset(of: (49..<54).map { "Row \($0)" }))
        #expect(!placedTexts().contains("Row 0") && !placedTexts().contains("Row 60"))
        #expect(host.renderer.index.stops.count == 1)
        #expect(host.renderer.index.focusables["near"] != nil)

        // What is drawn is what a placement of every box draws.
        guard let root = host.renderer.root else {
            Issue.record("no root")
            return
        }
        let lean = host.renderer.placed
        let whole = PlacedBoxes(root: root, frames: host.renderer.frames, origin: Point(x: 0, y: 0),
                                clip: Rect(x: 0, y: 0, width: 20, height: 5), placingEveryBox: true)
        #expect(whole.boxes.count > lean.boxes.count + 90)
        var leanCells = CellBuffer(width: 20, height: 5), wholeCells = leanCells
        var painter = Painter(focusedIdentity: nil)
        painter.paint(lean, into: &leanCells)
        painter.paint(whole, into: &wholeCells)
        #expect(leanCells == wholeCells)
        // A screen reader is told what is scrolled away too: from then on, every box is placed.
        let outline = host.renderer.accessibilityTree.outline
        #expect(outline.contains("Row 0") && outline.contains("Row 99"))
        #expect(host.renderer.placed.boxes.count == whole.boxes.count)
        _ = host.draw()
        #expect(host.renderer.placed.boxes.count == whole.boxes.count)
    }

    @Test func aLongColumnVisitsTheRowsShownAndThoseTheInteractionIndexReads() {
        // A field above 300 texts, a button among them further down, in a scroll view five rows tall.
        let host = ViewHost(ScrollView(showsIndicator: false) {
            VStack {
                TextField("Name", text: .constant("")).id("field")
                ForEach(0..<300) { index in
                    if index == 200 { Button("Far") {}.id("far") } else { Text("Row \(index)") }
                }
            }
        }.frame(height: .fixed(5)), width: 20, height: 5)
        let placed = host.renderer.placed
        // The column, the field and the rows shown, and the button: not the 300 rows.
        #expect(placed.boxesVisited < 40, "\(placed.boxesVisited)")
        #expect(host.renderer.index.focusables["far"] != nil && host.renderer.index.focusables["field"] != nil)
        // The same boxes, in the same order, as a placement that visits every row.
        guard let root = host.renderer.root else {
            Issue.record("no root")
            return
        }
        func expectSameAsVisitingEveryRow(_ comment: Comment) {
            let lean = host.renderer.placed
            // Placed again as if no stack were in order, then as they were.
            var passes: [StackPass] = []
            root.forEachNode { box in
                guard let pass = host.renderer.frames.frame(of: box).stackPass, pass.inOrder else { return }
                pass.inOrder = false
                passes.append(pass)
            }
            let every = PlacedBoxes(root: root, frames: host.renderer.frames, origin: Point(x: 0, y: 0),
                                    clip: Rect(x: 0, y: 0, width: 20, height: 5))
            for pass in passes { pass.inOrder = true }
            #expect(!passes.isEmpty, comment)
            #expect(every.boxesVisited > 300, comment)
            #expect(lean.boxes.map { ObjectIdentifier($0.node) } == every.boxes.map { ObjectIdentifier($0.node) }, comment)
            #expect(lean.boxes.map(\.frame) == every.boxes.map(\.frame), comment)
        }
        expectSameAsVisitingEveryRow("first frame")
        host.scroll(by: 197)
        #expect(host.text.contains("Far"), "\(host.text)")
        expectSameAsVisitingEveryRow("scrolled to the button")
        host.scroll(by: 80)
        expectSameAsVisitingEveryRow("scrolled past it")
    }

    @Test func aFrameThatChangesNothingKeepsThePlacementUntilAScrollPositionMoves() {
        let host = ViewHost(ScrollView(showsIndicator: false) {
            VStack { ForEach(0..<10) { Button("Item \($0)") {}.id("b\($0)") } }
        }.frame(height: .fixed(3)), width: 20, height: 3)
        // Tab only moves focus: the tree, its layout and its scrolling are as they were, so the frame keeps the
        // boxes it placed (the very same list).
        let before = host.renderer.placed.boxes.withUnsafeBufferPointer { $0.baseAddress }
        _ = host.press(KeyPress(.tab))
        #expect(host.renderer.placed.boxes.withUnsafeBufferPointer { $0.baseAddress } == before)
        // A scroll position written behind the renderer's back (by no method of its own) is noticed all the same:
        // the next frame places the boxes again, and the fifth item is drawn and hit on the first row.
        let states = host.renderer.placed.boxes.compactMap { box -> ScrollState? in
            if case .scroll(_, let state) = box.node.content { return state }
            return nil
        }
        guard let state = states.first else {
            Issue.record("no scroll view placed")
            return
        }
        state.y = 4
        _ = host.draw()
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["b4"] == Self.cells(Rect(x: 0, y: 0, width: 10, height: 1)))
        #expect(host.text.hasPrefix("[ Item 4 ]"))
    }

    @Test func childrenOfHostsAreClickableWhereTheScrollViewShowsThem() {
        // Every node of a screen is a host slot holding what the node resolved into; here three, clipped or not,
        // each holding a two-row button, in a scroll view of four rows scrolled by one: the first is cut at the top
        // (only its second row shows), the last at the bottom.
        let host = ViewHost(ScrollView(showsIndicator: false) {
            VStack {
                ForEach(0..<3) { index in
                    HostSlot(clipped: index == 1) { Button("Hosted \(index)") {}.id("h\(index)").padding(EdgeInsets(bottom: 1)) }
                }
            }
        }.frame(height: .fixed(4)), width: 20, height: 4)
        host.scroll(by: 1)
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["h0"] == Self.cells(Rect(x: 0, y: 0, width: 12, height: 1)), "\(host.text)")
        #expect(drawn["h1"] == Self.cells(Rect(x: 0, y: 1, width: 12, height: 2)), "\(host.text)")
        #expect(drawn["h2"] == Self.cells(Rect(x: 0, y: 3, width: 12, height: 1)), "\(host.text)")
        #expect(host.renderer.placed.boxes.filter { $0.node.isHost }.count >= 3)
    }

    /// A column with a header and, when open, a list of buttons that goes above the header when cut below.
    static func menu(open: Bool, rowsAbove: Int) -> some View {
        // In a scroll view that fits the screen first, as the app shows a screen: the column is laid out whole.
        ScrollView(showsIndicator: false, fitsViewportFirst: true) { VStack {
            ForEach(0..<rowsAbove) { Text("Line \($0)") }
            VStack {
                Button("Menu") {}.id("menu")
                if open {
                    VStack { ForEach(0..<3) { Button("Choice \($0)") {}.id("choice\($0)") } }.border(.rounded)
                }
            }
            .opensUpwardWhenCut()
        } }
    }

    @Test func aDropDownOpeningDownwardIsClickableWhereItIsDrawn() {
        let host = ViewHost(Self.menu(open: true, rowsAbove: 1), width: 20, height: 8)
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["choice0"] == Self.cells(Rect(x: 1, y: 3, width: 12, height: 1)), "\(host.text)")
        let list = host.renderer.placed.boxes.first { $0.layer.kind == .dropDown }
        #expect(list?.isRaised == false)
    }

    @Test func aDropDownOpeningUpwardWhenCutIsClickableWhereItIsDrawn() {
        // Six rows: the header is on row 5, and the five rows of the list fit only above it.
        let host = ViewHost(Self.menu(open: true, rowsAbove: 5), width: 20, height: 6)
        #expect(host.text.contains("╭"), "\(host.text)")
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["menu"] == Self.cells(Rect(x: 0, y: 5, width: 8, height: 1)), "\(host.text)")
        #expect(drawn["choice0"] == Self.cells(Rect(x: 1, y: 1, width: 12, height: 1)), "\(host.text)")
        #expect(drawn["choice2"] == Self.cells(Rect(x: 1, y: 3, width: 12, height: 1)), "\(host.text)")
        // The list is drawn on a cleared area over the lines above the header: none of them shows through.
        #expect(!host.text.contains("Line 1"), "\(host.text)")
        let list = host.renderer.placed.boxes.first { $0.layer.kind == .dropDown }
        #expect(list?.isRaised == true)
    }

    @Test func aDialogOverContentHidesWhatIsBeneathFromClicks() {
        let host = ViewHost(ZStack {
            VStack { ForEach(0..<4) { Button("Underneath button \($0)") {}.id("under\($0)") } }
            VStack { Text("Sure?"); Button("OK") {}.id("ok") }
                .padding(EdgeInsets(leading: 1, trailing: 1))
                .backgroundColor(Color(red: 0, green: 0, blue: 128))
                .placement(.center)
        }, width: 26, height: 4)
        let drawn = Self.expectDrawnIsClickable(host)
        // The dialog (8 columns from column 7, rows 1 and 2: centered over 23) covers the middle of buttons 1 and 2: the rest of them is
        // drawn and clickable, the covered part neither.
        let dialog = Self.cells(Rect(x: 7, y: 1, width: 8, height: 2))
        #expect(drawn["under1"] == Self.cells(Rect(x: 0, y: 1, width: 23, height: 1)).subtracting(dialog), "\(host.text)")
        #expect(drawn["under0"]?.count == 23)
        #expect(drawn["ok"] == Self.cells(Rect(x: 8, y: 2, width: 6, height: 1)), "\(host.text)")
        // A click on the dialog's blank part reaches nothing beneath it.
        #expect(host.renderer.index.clickTarget(at: Point(x: 14, y: 1)) == nil)
        #expect(host.renderer.placed.boxes.contains { $0.layer.kind == .overlay && $0.coversBeneath })
    }

    @Test func overlappingOverlayLayersAreClickableWhereEachShows() {
        let host = ViewHost(ZStack {
            Button("Back layer button") {}.id("back")
            Button("Front") {}.id("front").placement(.topStart, x: 4)
        }, width: 24, height: 2)
        let drawn = Self.expectDrawnIsClickable(host)
        #expect(drawn["front"] == Self.cells(Rect(x: 4, y: 0, width: 9, height: 1)))
        #expect(drawn["back"] == Self.cells(Rect(x: 0, y: 0, width: 21, height: 1)).subtracting(drawn["front"] ?? []))
        let layers = Set(host.renderer.placed.boxes.filter { $0.node.canFocus }.map(\.layer))
        #expect(layers.count == 2 && layers.allSatisfy { $0.kind == .overlay })
    }

    @Test func lazyListRowsArePlacedOnlyOnScreenAndClickableWhereDrawn() {
        let host = ViewHost(VStack {
            LazyStack(count: 100_000) { Button("Row \($0)") {}.id("row\($0)") }.border(.single).frame(height: .fixed(6))
        }, width: 20, height: 6)
        host.scroll(by: 50_000)
        let drawn = Self.expectDrawnIsClickable(host)
        let rows = drawn.keys.filter { $0.hasPrefix("row") }
        // Four rows fit inside the border; a list of 100,000 places those (a few boxes each) and no more.
        #expect(rows.count == 4, "\(rows.sorted())")
        #expect(host.renderer.placed.boxes.count < 40)
        #expect(drawn["row50001"] == Self.cells(Rect(x: 1, y: 2, width: 13, height: 1)), "\(host.text)")
        #expect(host.renderer.placed.boxes.filter { $0.node.canFocus }.allSatisfy { !$0.isInFocusOrder })
    }
}

/// A node's host slot, as `NodeDescriber` makes one per node.
private struct HostSlot<Content: View>: View, PrimitiveView {
    let clipped: Bool
    let content: Content

    init(clipped: Bool, @ViewBuilder content: () -> Content) {
        self.clipped = clipped
        self.content = content()
    }

    var body: Never { neverBody() }

    func makeNodes(in context: ResolveContext) -> [BoxDescription] {
        let host = BoxDescription(.host, children: resolveView(content, in: context))
        host.clipped = clipped
        return [host]
    }
}
