extension ScreenRenderer {
    /// True while focus is on a text field in typing mode: keys are offered to the field first, so `q` is text.
    var isTyping: Bool { focusedNode?.isTextInput == true && !typingPaused }

    /// Esc in a text field: the field leaves typing mode and keeps focus, so keys act as they do outside a field
    /// (Tab moves on from this field, `q` quits, a second Esc goes back) and what was typed stays.
    func leaveTyping() {
        typingPaused = true
    }

    /// The screen is being shown by a key that a text field types (`]` and `[`, the app's next and previous tab):
    /// the field focused on its next frame starts out of typing mode, so that the same key pressed again moves on
    /// rather than being typed, and the footer says Enter types.
    func arriveWithoutTyping() {
        arrivesWithoutTyping = true
    }

    /// Enter on a text field out of typing mode, or a click on it: typing starts again where the caret was.
    func resumeTyping() {
        typingPaused = false
    }
}
