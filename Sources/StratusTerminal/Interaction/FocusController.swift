/// What a focus controller reads of one frame: which identities can hold focus and in what order.
/// `InteractionIndex` is the one a screen uses; tests give a list.
protocol FocusOrder {
    /// True when focus can rest on `identity` on this frame.
    func canFocus(_ identity: String?) -> Bool
    /// The focusable identities outside lazy lists, in reading order.
    var boxIdentities: [String] { get }
    /// Where focus starts: the first focusable identity on screen (a control that leaves the screen passed over).
    var firstIdentityOnScreen: String? { get }
    /// Where Tab (`forward`) or Shift+Tab goes from `identity` (a lazy list is one stop).
    func identity(tabbingFrom identity: String?, forward: Bool) -> String?
}

/// Where the keyboard's focus is on one screen, and the state that goes with it: whether a focused text field
/// types (Esc pauses it, Enter or a click resumes it, a screen shown by `]` or `[` arrives paused), whether the
/// next frame scrolls the focused box into view, where focus goes after a page key scrolled it away, and the
/// question asked before a key leaves the screen (`leaveGuard`).
///
/// It knows identities, not boxes: each frame's `FocusOrder` (the interaction index) says which can hold focus.
/// `ScreenRenderer` owns one per screen and tells it what each frame placed.
@MainActor
final class FocusController {
    /// The focused identity; nil: nothing is focused.
    private(set) var identity: String?
    /// True when Esc took the focused text field out of typing mode (`leaveTyping()`); moving focus ends it.
    private(set) var typingPaused = false
    /// Set when the screen is shown by a key a text field would type (`arriveWithoutTyping()`): the text field
    /// focused once the next frame is placed starts out of typing mode.
    private var arrivesWithoutTyping = false
    /// True when focus moved or the tree changed since the last frame: the next frame scrolls the focused box
    /// into view. Scrolling alone (the wheel) leaves it false, so the focused box may scroll out of sight.
    private(set) var revealsFocus = true
    /// Set by PageDown (true) or PageUp (false) when it scrolled: once the new page is placed, focus that is no
    /// longer wholly on screen goes to the first (last) control there.
    var afterPaging: Bool?
    /// Runs an action that leaves the screen (a Back button's), given the key that asked for it: the app asks
    /// first when typed text would be lost (`StratusRuntime.leave(by:losingText:_:)`); nil runs it at once.
    var leaveGuard: ((KeyPress, @escaping () -> Void) -> Void)?
    /// Runs when focus moves, with the identity it left and the one it reached (the boxes are told).
    var onChange: (_ old: String?, _ new: String?) -> Void = { _, _ in }

    /// A controller with nothing focused.
    init() {}

    /// Moves focus to `identity` (nil clears it): typing resumes, the next frame scrolls it into view, and
    /// `onChange` tells both boxes.
    func focus(_ identity: String?) {
        guard identity != self.identity else { return }
        let old = self.identity
        self.identity = identity
        typingPaused = false
        revealsFocus = true
        onChange(old, identity)
    }

    /// Tab (`forward`) or Shift+Tab: the next stop of `order`.
    func move(forward: Bool, in order: some FocusOrder) {
        focus(order.identity(tabbingFrom: identity, forward: forward))
    }

    /// Keeps focus valid on a new frame: the same identity if `order` can still focus it; else, when its box left
    /// the tree (a deleted row), the nearest box of the `previous` frame's order that is still there, the next one
    /// first, so focus stays where the user was rather than jumping to the top; else where focus starts.
    func keepValid(in order: some FocusOrder, previous: some FocusOrder) {
        guard !order.canFocus(identity) else { return }
        // The previous order is listed only when focus had a place in it (not on every frame without focus).
        if let identity {
            let before = previous.boxIdentities
            if let position = before.firstIndex(of: identity) {
                let after = before[(position + 1)...].first(where: order.canFocus)
                if let neighbour = after ?? before[..<position].last(where: order.canFocus) {
                    focus(neighbour)
                    return
                }
            }
        }
        focus(order.firstIdentityOnScreen)
    }

    /// A frame was placed with `focusedIsTextInput` telling whether the focused box is a text field: a screen
    /// shown by a key a field types (`arriveWithoutTyping()`) pauses that field's typing.
    func framePlaced(focusedIsTextInput: Bool) {
        guard arrivesWithoutTyping else { return }
        arrivesWithoutTyping = false
        if focusedIsTextInput { typingPaused = true }
    }

    /// True while a focused text field types (`focusedIsTextInput`) and Esc has not paused it.
    func isTyping(focusedIsTextInput: Bool) -> Bool { focusedIsTextInput && !typingPaused }

    /// Esc in a text field: the field leaves typing mode and keeps focus, so keys act as they do outside a field
    /// (Tab moves on from this field, `q` quits, a second Esc goes back) and what was typed stays.
    func leaveTyping() {
        typingPaused = true
    }

    /// Enter on a text field out of typing mode, or a click on it: typing starts again where the caret was.
    func resumeTyping() {
        typingPaused = false
    }

    /// The screen is being shown by a key that a text field types (`]` and `[`, the app's next and previous tab):
    /// the field focused on its next frame starts out of typing mode, so that the same key pressed again moves on
    /// rather than being typed.
    func arriveWithoutTyping() {
        arrivesWithoutTyping = true
    }

    /// Scrolls the focused box into view on the next frame (the tree changed around it, the screen's area did).
    func revealNextFrame() {
        revealsFocus = true
    }

    /// True once when the frame being drawn is to scroll the focused box into view; false again after.
    func takeReveal() -> Bool {
        defer { revealsFocus = false }
        return revealsFocus
    }

    /// Runs `action`, which leaves the screen, through `leaveGuard` (the app's question about typed text).
    func leave(by key: KeyPress, _ action: @escaping () -> Void) {
        if let leaveGuard { leaveGuard(key, action) } else { action() }
    }
}

/// A frame's interaction index is the order a screen's focus follows.
extension InteractionIndex: FocusOrder {}
