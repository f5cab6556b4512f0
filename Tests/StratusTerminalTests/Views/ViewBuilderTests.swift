import Testing
@testable import StratusTerminal

/// `ViewBuilder` (Views/ViewBuilder.swift): blocks, `if`, `if/else`, `switch`, `for`, `Group`, `AnyView`, `ForEach`.
@MainActor
@Suite struct ViewBuilderTests {
    struct Conditional: View {
        let flag: Bool
        var body: some View {
            VStack {
                Text("always")
                if flag { Text("only if") }
            }
        }
    }

    struct Either: View {
        let number: Int
        var body: some View {
            if number.isMultiple(of: 2) { Text("even") } else { Text("odd") }
        }
    }

    struct Switch: View {
        let name: String
        var body: some View {
            switch name {
            case "a": Text("first")
            case "b": Text("second").bold()
            default: EmptyView()
            }
        }
    }

    struct Loop: View {
        var body: some View {
            HStack(spacing: 0) {
                for index in 0..<3 { Text("\(index)") }
            }
        }
    }

    @Test func anIfWithoutElseAddsItsViewOnlyWhenTrue() {
        expectFrame(Conditional(flag: true), lines: ["always", "only if"])
        expectFrame(Conditional(flag: false), lines: ["always"])
    }

    @Test func ifElseChoosesOneBranch() {
        expectFrame(Either(number: 2), lines: ["even"])
        expectFrame(Either(number: 3), lines: ["odd"])
    }

    @Test func switchChoosesACase() {
        expectFrame(Switch(name: "a"), lines: ["first"])
        let host = expectFrame(Switch(name: "b"), lines: ["second"])
        #expect(host.frame[0, 0].style.attributes == [.bold])
        expectFrame(Switch(name: "z"), lines: [])
    }

    @Test func aForLoopMakesOneViewPerElement() {
        expectFrame(Loop(), lines: ["012"])
    }

    @Test func forEachMakesViewsInOrder() {
        expectFrame(VStack { ForEach(["x", "y", "z"], content: { Text($0) }) }, lines: ["x", "y", "z"])
        expectFrame(VStack { ForEach([String](), content: { Text($0) }) ; Text("end") }, lines: ["end"])
    }

    @Test func aGroupPutsItsViewsStraightIntoTheEnclosingStack() {
        expectFrame(HStack(spacing: 1) { Text("a"); Group { Text("b"); Text("c") } }, lines: ["a b c"])
    }

    @Test func anyViewErasesTheTypeAndKeepsTheView() {
        let views = [AnyView(Text("one")), AnyView(Text("two").bold()), AnyView(AnyView(Text("three")))]
        let host = expectFrame(VStack { ForEach(views.indices, content: { views[$0] }) }, lines: ["one", "two", "three"])
        #expect(host.frame[0, 1].style.attributes == [.bold])
    }

    @Test func severalTopLevelViewsStackVertically() {
        struct Pair: View {
            var body: some View {
                Text("top")
                Text("bottom")
            }
        }
        expectFrame(Pair(), lines: ["top", "bottom"])
    }

    @Test func anEmptyViewDrawsNothing() {
        expectFrame(HStack(spacing: 0) { Text("a"); EmptyView(); Text("b") }, lines: ["ab"])
    }
}
