import Testing
@testable import StratusTerminal

/// The focus controller on its own: focus kept valid from frame to frame, Tab by stops, typing paused and
/// resumed, and the question before leaving, with a focus order given as a list.
@MainActor
@Suite struct FocusControllerTests {
    /// A focus order of plain identities: each is a stop, `first` is where focus starts.
    struct ListOrder: FocusOrder {
        var identities: [String]
        var first: String?

        init(_ identities: [String], first: String? = nil) {
            self.identities = identities
            self.first = first ?? identities.first
        }

        func canFocus(_ identity: String?) -> Bool { identity.map(identities.contains) ?? false }
        var boxIdentities: [String] { identities }
        var firstIdentityOnScreen: String? { first }
        func identity(tabbingFrom identity: String?, forward: Bool) -> String? {
            guard !identities.isEmpty else { return nil }
            guard let identity, let position = identities.firstIndex(of: identity) else {
                return forward ? identities.first : identities.last
            }
            return identities[(position + (forward ? 1 : identities.count - 1)) % identities.count]
        }
    }

    @Test func focusStartsWhereTheOrderSaysOnTheFirstFrame() {
        let focus = FocusController()
        focus.keepValid(in: ListOrder(["back", "name", "save"], first: "name"), previous: ListOrder([]))
        #expect(focus.identity == "name")
    }

    @Test func focusStaysOnItsIdentityWhileItCanBeFocused() {
        let focus = FocusController()
        let order = ListOrder(["a", "b", "c"])
        focus.focus("c")
        focus.keepValid(in: ListOrder(["c", "a"]), previous: order)
        #expect(focus.identity == "c")
    }

    @Test func focusOnABoxThatLeftGoesToItsNextNeighbourThenItsPrevious() {
        let focus = FocusController()
        let before = ListOrder(["a", "b", "c", "d"])
        focus.focus("b")
        focus.keepValid(in: ListOrder(["a", "d"]), previous: before)
        #expect(focus.identity == "d")
        focus.keepValid(in: ListOrder(["a"]), previous: ListOrder(["a", "d"]))
        #expect(focus.identity == "a")
    }

    @Test func tabAndShiftTabFollowTheOrderAndWrap() {
        let focus = FocusController()
        let order = ListOrder(["a", "b", "c"])
        focus.move(forward: true, in: order)
        #expect(focus.identity == "a")
        focus.move(forward: false, in: order)
        #expect(focus.identity == "c")
        focus.move(forward: true, in: order)
        #expect(focus.identity == "a")
    }

    @Test func movingFocusTellsBothIdentitiesAndAsksToRevealTheNewOne() {
        let focus = FocusController()
        var changes: [String] = []
        focus.onChange = { changes.append("\($0 ?? "-")>\($1 ?? "-")") }
        focus.focus("a")
        #expect(focus.takeReveal())
        #expect(!focus.takeReveal())
        focus.focus("a")
        focus.focus("b")
        #expect(changes == ["->a", "a>b"])
        #expect(focus.takeReveal())
    }

    @Test func escPausesTypingUntilEnterOrAnotherFocus() {
        let focus = FocusController()
        focus.focus("name")
        #expect(focus.isTyping(focusedIsTextInput: true))
        #expect(!focus.isTyping(focusedIsTextInput: false))
        focus.leaveTyping()
        #expect(!focus.isTyping(focusedIsTextInput: true))
        focus.resumeTyping()
        #expect(focus.isTyping(focusedIsTextInput: true))
        focus.leaveTyping()
        focus.focus("other")
        #expect(focus.isTyping(focusedIsTextInput: true))
    }

    @Test func aScreenShownByATypedKeyArrivesOutOfTypingOnceOnly() {
        let focus = FocusController()
        focus.focus("new")
        focus.arriveWithoutTyping()
        focus.framePlaced(focusedIsTextInput: true)
        #expect(!focus.isTyping(focusedIsTextInput: true))
        focus.resumeTyping()
        focus.framePlaced(focusedIsTextInput: true)
        #expect(focus.isTyping(focusedIsTextInput: true))
    }

    @Test func arrivingOnAControlThatDoesNotTypeLeavesTypingAlone() {
        let focus = FocusController()
        focus.arriveWithoutTyping()
        focus.framePlaced(focusedIsTextInput: false)
        focus.focus("field")
        focus.framePlaced(focusedIsTextInput: true)
        #expect(focus.isTyping(focusedIsTextInput: true))
    }

    @Test func leavingGoesThroughTheGuardWhenThereIsOne() {
        let focus = FocusController()
        var left = 0
        focus.leave(by: KeyPress(.escape)) { left += 1 }
        #expect(left == 1)
        var asked: [KeyPress] = []
        focus.leaveGuard = { key, _ in asked.append(key) }
        focus.leave(by: KeyPress(.character("b"), modifiers: .ctrl)) { left += 1 }
        #expect(left == 1 && asked == [KeyPress(.character("b"), modifiers: .ctrl)])
    }
}
