import Testing
@testable import StratusTerminal

/// Debug builds check every frame's layout: children inside their parents, focusable boxes apart.
@MainActor
@Suite struct LayoutInvariantsTests {
    @Test func soundLayoutsBreakNoInvariant() {
        let host = ViewHost(VStack {
            HStack { Button("One") {}; Button("Two") {} }.border()
            ZStack(alignment: .center) {
                Button("Under") {}
                Button("Over") {}
            }
            LazyStack(count: 100) { index in Button("Row \(index)") {}.padding(EdgeInsets(leading: 2)) }
                .frame(height: .fixed(3))
            ScrollView { VStack { ForEach(0..<20) { Text("Line \($0)") } } }.frame(height: .fixed(3))
        }, width: 30, height: 12)
        #expect(host.layoutProblems == [])
    }

    #if DEBUG
    @Test func aChildPushedOutOfItsParentIsReported() {
        let host = ViewHost(VStack {
            Text("inside")
            Text("pushed").margin(EdgeInsets(leading: -2))
        }.padding(EdgeInsets(leading: 1)), width: 20, height: 3)
        #expect(host.layoutProblems.count == 1)
        #expect(host.layoutProblems.first?.contains("lies outside its parent") == true)
    }

    @Test func overlappingFocusableBoxesAreReported() {
        let host = ViewHost(VStack {
            Button("First") {}
            Button("Second") {}.margin(EdgeInsets(top: -1))
        }, width: 20, height: 3)
        #expect(host.layoutProblems == [
            "focusable box \"root#1\" at 0,0 10x1 overlaps focusable box \"root\" at 0,0 9x1",
        ])
    }
    #endif
}
