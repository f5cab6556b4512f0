import Testing
@testable import StratusTerminal

/// A view whose `@State` changes when its button is pressed.
private struct Tally: View {
    @State var count = 0
    var body: some View {
        HStack {
            Text("Tally: \(count)")
            Button("+1") { count += 1 }
        }
    }
}

@MainActor
@Suite struct ViewHostTests {
    @Test func aStateChangeRedrawsTheView() {
        let host = ViewHost(Tally(), width: 20, height: 1)
        #expect(host.text == "Tally: 0 [ +1 ]")
        host.press(KeyPress(.enter))
        #expect(host.text == "Tally: 1 [ +1 ]")
        host.press(KeyPress(.enter))
        #expect(host.text == "Tally: 2 [ +1 ]")
    }
}
