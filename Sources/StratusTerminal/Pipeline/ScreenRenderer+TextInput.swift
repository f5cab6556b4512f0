extension ScreenRenderer {
    /// True while focus is on a text field in typing mode: keys are offered to the field first, so `q` is text.
    var isTyping: Bool { focusController.isTyping(focusedIsTextInput: focusedNode?.isTextInput == true) }

    /// Esc in a text field: the field leaves typing mode and keeps focus (`FocusController.leaveTyping()`).
    func leaveTyping() {
        focusController.leaveTyping()
    }

    /// The screen is being shown by a key that a text field types (`]` and `[`): the field focused on its next
    /// frame starts out of typing mode (`FocusController.arriveWithoutTyping()`).
    func arriveWithoutTyping() {
        focusController.arriveWithoutTyping()
    }

    /// Enter on a text field out of typing mode, or a click on it: typing starts again where the caret was.
    func resumeTyping() {
        focusController.resumeTyping()
    }
}
