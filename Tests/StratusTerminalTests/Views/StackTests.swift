import Testing
@testable import StratusTerminal

/// `VStack`, `HStack`, `Stack`, `Flow`, `ZStack`, `Spacer`, `Divider` and `Canvas` (Views/Stacks.swift).
@MainActor
@Suite struct StackTests {
    @Test func aVStackPutsChildrenOneAboveTheOther() {
        expectFrame(VStack { Text("one"); Text("two") }, lines: ["one", "two"])
    }

    @Test func vStackSpacingLeavesBlankRows() {
        expectFrame(VStack(spacing: 1) { Text("one"); Text("two") }, lines: ["one", "", "two"])
    }

    @Test func anHStackLeavesOneColumnBetweenChildrenByDefault() {
        expectFrame(HStack { Text("a"); Text("b"); Text("c") }, lines: ["a b c"])
        expectFrame(HStack(spacing: 0) { Text("a"); Text("b") }, lines: ["ab"])
        expectFrame(HStack(spacing: 3) { Text("a"); Text("b") }, lines: ["a   b"])
    }

    @Test(arguments: [(CrossAxisAlignment.start, ["ab", "abcd"]), (.center, [" ab", "abcd"]), (.end, ["  ab", "abcd"])])
    func vStackAlignmentPlacesNarrowChildren(_ alignment: CrossAxisAlignment, _ lines: [String]) {
        expectFrame(VStack(alignment: alignment) { Text("ab"); Text("abcd") }, lines: lines)
    }

    @Test(arguments: [(CrossAxisAlignment.start, ["ab", " b", " b"]), (.center, [" b", "ab", " b"]), (.end, [" b", " b", "ab"])])
    func hStackAlignmentPlacesShortChildren(_ alignment: CrossAxisAlignment, _ lines: [String]) {
        expectFrame(HStack(alignment: alignment, spacing: 0) { Text("a"); Text("b\nb\nb") }, lines: lines)
    }

    @Test func aStackAlongAnAxisSpreadsChildren() {
        expectFrame(Stack(.vertical, mainAxisAlignment: .end) { Text("a"); Text("b") }.frame(height: .fixed(4)), lines: ["", "", "a", "b"])
        expectFrame(Stack(.vertical, mainAxisAlignment: .spaceBetween) { Text("a"); Text("b") }.frame(height: .fixed(4)),
                    lines: ["a", "", "", "b"])
        expectFrame(Stack(.horizontal, spacing: 2) { Text("a"); Text("b") }, lines: ["a  b"])
    }

    @Test func aSpacerTakesTheRoomLeft() {
        expectFrame(HStack(spacing: 0) { Text("a"); Spacer(); Text("b") }.frame(width: .fixed(10)), width: 12, lines: ["a        b"])
        expectFrame(VStack { Text("top"); Spacer(); Text("bottom") }.frame(height: .fixed(4)), lines: ["top", "", "", "bottom"])
    }

    @Test func twoSpacersShareTheRoomEqually() {
        expectFrame(HStack(spacing: 0) { Spacer(); Text("x"); Spacer() }.frame(width: .fixed(9)), width: 10, lines: ["    x"])
    }

    @Test func aSpacerAlongAnUnboundedAxisKeepsItsMinimumLength() {
        let spaced = ViewHost(ScrollView(.horizontal) { HStack(spacing: 0) { Text("a"); Spacer(minLength: 3); Text("b") } }, width: 20, height: 1)
        let tight = ViewHost(ScrollView(.horizontal) { HStack(spacing: 0) { Text("a"); Spacer(); Text("b") } }, width: 20, height: 1)
        #expect(spaced.text == "a   b")
        #expect(tight.text == "ab")
    }

    @Test func aDividerCrossesItsStack() {
        let host = expectFrame(VStack { Text("abc"); Divider(); Text("d") }.frame(width: .fixed(5)), lines: ["abc", "─────", "d"])
        #expect(host.frame[0, 1].style.attributes == [.dim])
        expectFrame(HStack(spacing: 0) { Text("a\na"); Divider(); Text("b") }.frame(height: .fixed(2)), lines: ["a│b", "a│"])
        expectFrame(VStack { Text("abc"); Divider(character: "=") }.frame(width: .fixed(4)), lines: ["abc", "===="])
        // Without a height of its own, a row is as tall as its other children: the line does not make it grow.
        expectFrame(VStack { HStack(spacing: 0) { Text("a\na"); Divider(); Text("b") }; Text("c") }, width: 5, height: 5,
                    lines: ["a│b", "a│", "c"])
    }

    @Test func aFlowWrapsToANewLineWhenFull() {
        expectFrame(Flow(spacing: 1) { Text("aaa"); Text("bbb"); Text("ccc") }.frame(width: .fixed(8)), width: 10,
                    lines: ["aaa bbb", "ccc"])
        expectFrame(Flow(spacing: 0) { Text("aaa"); Text("bbb"); Text("ccc") }.frame(width: .fixed(9)), width: 10,
                    lines: ["aaabbbccc"])
    }

    @Test func aVerticalFlowWrapsToANewColumn() {
        expectFrame(Flow(.vertical) { Text("a"); Text("b"); Text("c") }.frame(height: .fixed(2)), lines: ["ac", "b"])
    }

    @Test func aZStackDrawsLaterChildrenAbove() {
        expectFrame(ZStack { Text("xxxx"); Text("ab") }, lines: ["abxx"])
    }

    @Test func zStackAlignmentAndPlacementPositionChildren() {
        expectFrame(ZStack(alignment: .center) { Text(".....\n.....\n....."); Text("x") }, lines: [".....", "..x..", "....."])
        expectFrame(ZStack { Text("....\n...."); Text("y").placement(.bottomEnd) }, lines: ["....", "...y"])
        expectFrame(ZStack { Text("....\n...."); Text("z").placement(.topStart, x: 2, y: 1) }, lines: ["....", "..z."])
    }

    @Test func aCanvasDrawsInsideTheRectangleItIsGiven() {
        let host = expectFrame(VStack {
            Text("above")
            HStack(spacing: 0) {
                Text(">")
                Canvas(width: 3, height: 2) { buffer, rect, _ in
                    buffer.fill(rect, with: "#", style: .plain)
                    // Writing outside the rectangle is the canvas's own business, but it gets the right origin.
                    #expect(rect == Rect(x: 1, y: 1, width: 3, height: 2))
                }
                Text("<")
            }
        }, lines: ["above", ">###<", " ###"])
        #expect(host.frame[4, 1].text == "<")
    }

    @Test func aCanvasWithoutAWidthTakesWhatIsOffered() {
        expectFrame(HStack(spacing: 0) {
            Text("[")
            Canvas { buffer, rect, _ in buffer.write(String(repeating: "-", count: rect.width), x: rect.x, y: rect.y, style: .plain) }
        }.frame(width: .fixed(6)), width: 8, height: 1, lines: ["[-----"])
    }

    @Test func aCanvasWithoutAWidthLeavesRoomForTheViewsAfterIt() {
        let host = ViewHost(HStack(spacing: 0) {
            Text("[")
            Canvas { buffer, rect, _ in buffer.write(String(repeating: "-", count: rect.width), x: rect.x, y: rect.y, style: .plain) }
            Text("]")
        }.frame(width: .fixed(6)), width: 8, height: 1)
        #expect(host.text == "[----]")
    }

    @Test func theCanvasIsToldWhenItsBoxHasFocus() {
        var focused: [Bool] = []
        let host = ViewHost(VStack {
            Button("a") {}
            Canvas(width: 1, height: 1) { _, _, context in focused.append(context.isFocused) }.focusable()
        }, width: 5, height: 2)
        #expect(focused.last == false)
        host.press(KeyPress(.tab))
        #expect(focused.last == true)
    }
}
