import Testing
@testable import StratusTerminal

/// Box modifiers (Modifiers/BoxModifiers.swift, BoxStyle.swift): padding, margin, border, background, frame,
/// placement, clipping, `boxStyle` and `onAppear`, drawn through a `ViewHost`.
@MainActor
@Suite struct BoxModifierTests {
    @Test func paddingPutsCellsAroundTheContent() {
        expectFrame(Text("x").padding(1).border(), height: 5, lines: ["┌───┐", "│   │", "│ x │", "│   │", "└───┘"])
        expectFrame(Text("x").padding(EdgeInsets(leading: 2)).border(), lines: ["┌───┐", "│  x│", "└───┘"])
    }

    @Test func modifiersApplyInOrder() {
        // Padding inside the border, or space outside it.
        expectFrame(Text("x").padding(EdgeInsets(leading: 1, trailing: 1)).border(), lines: ["┌───┐", "│ x │", "└───┘"])
        expectFrame(HStack(spacing: 0) { Text("x").border().padding(EdgeInsets(leading: 2)); Text("|") },
                    lines: ["  ┌─┐|", "  │x│", "  └─┘"])
    }

    @Test func paddingAddsUpWhenAppliedTwice() {
        expectFrame(Text("x").padding(EdgeInsets(leading: 1)).padding(EdgeInsets(leading: 2)), lines: ["   x"])
    }

    @Test func marginIsOutsideTheBackground() {
        let host = expectFrame(HStack(spacing: 0) {
            Text("x").backgroundColor(Color.blue).margin(EdgeInsets(leading: 1, trailing: 1))
            Text("|")
        }, lines: [" x |"])
        #expect(host.frame[0, 0].style.background == nil)
        #expect(host.frame[1, 0].style.background == Color.blue)
        #expect(host.frame[2, 0].style.background == nil)
    }

    nonisolated static let borders: [(BorderStyle, [String])] = [
        (.single, ["┌─┐", "│a│", "└─┘"]), (.rounded, ["╭─╮", "│a│", "╰─╯"]), (.dashed, ["┌╌┐", "╎a╎", "└╌┘"]),
        (.double, ["╔═╗", "║a║", "╚═╝"]), (.heavy, ["┏━┓", "┃a┃", "┗━┛"]),
    ]

    @Test(arguments: borders)
    func eachBorderStyleHasItsCharacters(_ style: BorderStyle, _ lines: [String]) {
        expectFrame(Text("a").border(style), lines: lines)
    }

    @Test func aBorderColorColorsTheLineNotTheContent() {
        let host = ViewHost(Text("a").border(color: Color.green), width: 5, height: 3)
        #expect(host.frame[0, 0].style.foreground == Color.green)
        #expect(host.frame[2, 1].style.foreground == Color.green)
        #expect(host.frame[1, 1].style.foreground == nil)
    }

    @Test func theBorderIsNeitherUnderlinedNorReversedWithItsContent() {
        let host = ViewHost(Text("a").underline().border(), width: 5, height: 3)
        #expect(host.frame[1, 1].style.attributes == [.underline])
        #expect(host.frame[0, 1].style.attributes == [])
    }

    @Test func aBackgroundFillsPaddingAndContent() {
        let host = expectFrame(Text("x").padding(EdgeInsets(leading: 1, trailing: 1)).backgroundColor(Color.red), lines: [" x"])
        #expect((0..<3).map { host.frame[$0, 0].style.background } == [Color.red, Color.red, Color.red])
        #expect(host.frame[3, 0].style.background == nil)
        #expect(host.frame[1, 0].style.foreground == Color.white)
    }

    @Test func aNilBackgroundChangesNothing() {
        let host = ViewHost(Text("x").backgroundColor(nil), width: 3, height: 1)
        #expect(host.frame[0, 0].style == .plain)
    }

    @Test func frameFixesWidthAndHeight() {
        let host = expectFrame(Text("abcdef").frame(width: 3, height: 2).backgroundColor(Color.blue), lines: ["abc", "def"])
        #expect(host.frame[2, 1].style.background == Color.blue)
        #expect(host.frame[3, 0].style.background == nil)
    }

    @Test func frameBoundsAFitBox() {
        expectFrame(Text("abcdef").frame(maxWidth: 4), lines: ["abcd", "ef"])
        let host = expectFrame(Text("a").frame(minWidth: 3).backgroundColor(Color.blue), lines: ["a"])
        #expect(host.frame[2, 0].style.background == Color.blue)
        expectFrame(VStack { Text("a").frame(minHeight: 3); Text("b") }, lines: ["a", "", "", "b"])
    }

    @Test func anExpandingFrameTakesTheRoomLeft() {
        let host = ViewHost(HStack(spacing: 0) { Text("a"); Text("b").frame(width: .expand).backgroundColor(Color.red); Text("c") },
                            width: 6, height: 1)
        #expect(host.text == "ab   c")
        #expect((1...4).allSatisfy { host.frame[$0, 0].style.background == Color.red })
    }

    @Test func clippedKeepsChildrenInsideTheBox() {
        // The text is offered the stack's 3 columns, moved one to the right, and cut at the stack's edge.
        expectFrame(ZStack { Text("abcdef").placement(.topStart, x: 1) }.frame(width: 3).clipped(), lines: [" ab", " de"])
    }

    @Test func boxStyleAppliesEveryPartAtOnce() {
        var box = BoxStyle()
        box.padding = EdgeInsets(leading: 1, trailing: 1)
        box.margin = EdgeInsets(top: 1)
        box.border = Border(.rounded, color: Color.red)
        box.width = .fixed(7)
        let host = expectFrame(Text("hi").boxStyle(box), lines: ["", "╭─────╮", "│ hi  │", "╰─────╯"])
        #expect(host.frame[0, 1].style.foreground == Color.red)
    }

    /// A component's properties with its Box read through the container it made itself.
    struct SharingItsContainer: Decodable {
        let box: BoxStyle
        let title: String
        init(from decoder: any Decoder) throws {
            let properties = try decoder.container(keyedBy: PropertyKey.self)
            title = try properties.decode(String.self, forKey: "title", default: "")
            box = try BoxStyle(from: decoder, properties: properties)
        }
    }

    @Test(arguments: [
        ##"{"title": "t", "width": 48, "padding": 8, "borderWidth": 1, "backgroundColor": "#102030"}"##,
        #"{"width": "expand", "height": "fitContent", "marginTop": 16, "cornerRadius": 4, "borderWidth": 2}"#,
        #"{"title": "only a title"}"#, #"{}"#,
    ])
    func aBoxReadThroughTheComponentsContainerIsTheSame(_ json: String) throws {
        let decoder = StratusDecoder()
        let shared = try decoder.decode(SharingItsContainer.self, parsing: json)
        #expect(shared.box == (try decoder.decode(BoxStyle.self, parsing: json)))
        #expect(shared.box != BoxStyle() || !json.contains("width"))
    }

    @Test func aBadBoxPropertyFailsTheSameThroughEitherContainer() {
        let json = #"{"width": "wide"}"#
        func message(_ decode: () throws -> Any) -> String? {
            do { _ = try decode(); return nil } catch { return "\(error)" }
        }
        let own = message { try StratusDecoder().decode(BoxStyle.self, parsing: json) }
        #expect(own != nil)
        #expect(message { try StratusDecoder().decode(SharingItsContainer.self, parsing: json) } == own)
    }

    @Test func anEmptyBoxStyleChangesNothing() {
        expectFrame(Text("hi").boxStyle(BoxStyle()), lines: ["hi"])
    }

    @Test func onAppearRunsOnceAfterTheFirstFrame() {
        final class Count { var value = 0 }
        let count = Count()
        struct Counted: View {
            let count: Count
            @State var redraws = 0
            var body: some View {
                Button("redraw \(redraws)") { redraws += 1 }.onAppear { count.value += 1 }
            }
        }
        let host = ViewHost(Counted(count: count), width: 20, height: 1)
        host.draw()
        #expect(count.value == 1)
        host.press(KeyPress(.enter))
        host.press(KeyPress(.enter))
        #expect(host.text == "[ redraw 2 ]")
        #expect(count.value == 1)
    }
}
