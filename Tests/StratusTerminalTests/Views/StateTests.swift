import Testing
@testable import StratusTerminal

/// `@State` and `Binding` (Views/State.swift): state kept outside the view, a change resolves the view again.
@MainActor
@Suite struct StateTests {
    struct CounterView: View {
        @State var count = 0
        var body: some View {
            VStack {
                Text("count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    struct TwoCounters: View {
        var body: some View {
            HStack(spacing: 2) {
                CounterView()
                CounterView()
            }
        }
    }

    struct Switcher: View {
        @State var showsCounter = true
        var body: some View {
            VStack {
                Button("Switch") { showsCounter.toggle() }
                if showsCounter { CounterView() } else { Text("hidden") }
            }
        }
    }

    /// A generic view whose states sit after other stored properties, one of them named like a state's storage
    /// (`_note`) without being one: each state is found where the type stores it.
    struct LabelledCounters<Label: View>: View {
        let label: Label
        let step: Int
        let _note: String
        @State var first = 0
        @State var second = 10
        var body: some View {
            VStack {
                HStack(spacing: 1) { label; Text("\(first) \(second) \(_note)") }
                Button("First") { first += step }
                Button("Second") { second -= step }
            }
        }
    }

    @Test func statesAreFoundInGenericViewsAfterOtherProperties() {
        let host = expectFrame(LabelledCounters(label: Text("n:"), step: 3, _note: "kept"),
                               lines: ["n: 0 10 kept", "[ First ]", "[ Second ]"])
        host.press(KeyPress(.enter))
        host.press(KeyPress(.tab))
        host.press(KeyPress(.enter))
        host.press(KeyPress(.enter))
        expectLines(host.frame.lines, ["n: 3 4 kept", "[ First ]", "[ Second ]"])
        host.draw(forcingLayout: true)
        #expect(host.text.hasPrefix("n: 3 4 kept"))
    }

    /// What each view declared stateless (`StatelessView`) would give if its fields were read: stored properties,
    /// none of them a state. A view that takes a `@State` (or loses its last stored property) fails here until its
    /// declaration goes.
    @Test func theViewsDeclaredStatelessHaveStoredPropertiesAndNoState() {
        let declared: [any View.Type] = [
            Fragment.self, ScreenContainer.self, LifecycleContainer.self, TouchableContainer.self,
            FlexContainer<Vertical>.self, FlexContainer<Horizontal>.self, FlowContainer<Vertical>.self,
            FlowContainer<Horizontal>.self, LazyListContainer<Vertical>.self, LazyListContainer<Horizontal>.self,
            OverlayContainer.self, PositionedBox.self, ScrollContainer.self, LayoutText.self, TerminalButton.self,
            Footer.self, A2UICard.self,
        ]
        func holdsNoState<V: View>(_ type: V.Type) -> Bool { V._holdsNoState }
        for type in declared {
            let holds = holdsNoState(type)
            #expect(holds, "\(type) is not declared stateless")
            let fields = ViewStateFields(of: type)
            #expect(fields?.hasStoredProperties == true, "\(type) has no stored property: it takes no ordinal")
            #expect(fields?.states.isEmpty == true, "\(type) holds a state")
        }
        // A view that is not declared is read.
        #expect(!LabelledCounters<Text>._holdsNoState)
    }

    @Test func aStateIsKnownByItsTypeWhateverItsValue() {
        #expect(ViewStateFields.isState(State<Int>.self))
        #expect(ViewStateFields.isState(State<String?>.self))
        #expect(ViewStateFields.isState(State<[Int]>.self))
        #expect(!ViewStateFields.isState(Binding<Int>.self))
        #expect(!ViewStateFields.isState(Int.self))
        #expect(!ViewStateFields.isState(Optional<State<Int>>.self))
        #expect(!ViewStateFields.isState(ViewGraph.self))
        // Read at a field's offset as the location it holds, whatever its value's type.
        #expect(MemoryLayout<State<String>>.size == MemoryLayout<AnyStateLocation>.size)
    }

    @Test func aStateChangeRedrawsTheView() {
        let host = expectFrame(CounterView(), lines: ["count 0", "[ Add ]"])
        host.press(KeyPress(.enter))
        expectLines(host.frame.lines, ["count 1", "[ Add ]"])
        host.press(KeyPress(.enter))
        host.press(KeyPress(.enter))
        expectLines(host.frame.lines, ["count 3", "[ Add ]"])
    }

    @Test func eachViewKeepsItsOwnState() {
        let host = expectFrame(TwoCounters(), lines: ["count 0  count 0", "[ Add ]  [ Add ]"])
        host.press(KeyPress(.tab))
        host.press(KeyPress(.enter))
        host.press(KeyPress(.enter))
        expectLines(host.frame.lines, ["count 0  count 2", "[ Add ]  [ Add ]"])
    }

    @Test func stateSurvivesRedrawsThatDoNotChangeIt() {
        let host = ViewHost(CounterView(), width: 20, height: 2)
        host.press(KeyPress(.enter))
        host.draw(forcingLayout: true)
        host.draw()
        #expect(host.text.hasPrefix("count 1"))
    }

    @Test func aStateChangeFocusesAgainWhatHadFocus() {
        let host = ViewHost(CounterView(), width: 20, height: 2)
        let focused = host.focusedID
        #expect(focused != nil)
        host.press(KeyPress(.enter))
        #expect(host.focusedID == focused)
        #expect(host.frame[0, 1].style.attributes.contains(.reverse))
    }

    @Test func aBranchSwitchedByStateShowsTheOtherView() {
        let host = expectFrame(Switcher(), lines: ["[ Switch ]", "count 0", "[ Add ]"])
        host.press(KeyPress(.enter))
        expectLines(host.frame.lines, ["[ Switch ]", "hidden"])
        host.press(KeyPress(.enter))
        #expect(host.text.hasPrefix("[ Switch ]\ncount 0"))
    }

    @Test func aBindingReadsAndWritesThroughItsClosures() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue = 5
        #expect(stored == 5)
        stored = 7
        #expect(binding.wrappedValue == 7)
        #expect(binding.projectedValue.wrappedValue == 7)
    }

    @Test func aConstantBindingIgnoresWrites() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test func aStateOutsideAnyViewKeepsItsValue() {
        let state = State(wrappedValue: 3)
        state.wrappedValue = 4
        #expect(state.wrappedValue == 4)
        state.projectedValue.wrappedValue = 9
        #expect(state.wrappedValue == 9)
    }
}
